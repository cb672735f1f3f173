import { AlarmSmoke, CircuitBoard, Cctv, Cog, Factory, Gauge, PanelsTopLeft, PlugZap, SolarPanel, WashingMachine, type LucideIcon } from 'lucide-react';
import { serviceTitles } from '../../contracts/services';

type ServiceTitle = (typeof serviceTitles)[number];

export interface Service {
  id: string;
  title: ServiceTitle;
  icon: LucideIcon;
  content: string;
  items: readonly string[];
}

type ServiceCopy = Omit<Service, 'title'>;

/** Keyed by the bookable titles of contracts/booking.ts, so a service cannot be missing or misspelt here. */
const serviceCopy: Record<ServiceTitle, ServiceCopy> = {
  'Industrial Panel Design': {
    id: 'industrial-panel-design',
    icon: PanelsTopLeft,
    content: 'Control and distribution panels designed, built and tested in our workshop for factories, estates and commercial buildings.',
    items: [
      'Motor control centres and starter panels',
      'Change-over and synchronising panels for generators',
      'Power factor correction panels',
      'As-built drawings and labelled wiring for every panel',
    ],
  },
  Rewinding: {
    id: 'rewinding',
    icon: Cog,
    content: 'Burnt or weak motors, pumps and transformers rewound with quality copper and insulation, then tested before they leave our bench.',
    items: ['Single-phase and three-phase electric motors', 'Borehole and surface pump motors', 'Transformers and stabiliser coils', 'Insulation and load test report on delivery'],
  },
  Automation: {
    id: 'automation',
    icon: Factory,
    content: 'PLC, VFD and sensor systems that take repetitive work off your operators and keep your production line running steadily.',
    items: ['PLC programming and retrofits', 'Variable frequency drives for pumps, fans and conveyors', 'HMI screens and remote monitoring', 'Automatic pump and water level control'],
  },
  'Fire Alarm Systems': {
    id: 'fire-alarm-systems',
    icon: AlarmSmoke,
    content: 'Fire detection and alarm systems designed to code for homes, schools, hotels, offices and warehouses, with regular servicing.',
    items: ['Conventional and addressable fire alarm panels', 'Smoke, heat and gas detectors', 'Manual call points, sounders and beacons', 'Routine testing and maintenance visits'],
  },
  'Electrical Installation': {
    id: 'electrical-installation',
    icon: PlugZap,
    content: 'Safe, neat wiring for new buildings, renovations and upgrades, from the meter to the last socket, done to standard.',
    items: [
      'Full wiring of residential and commercial buildings',
      'Distribution boards, breakers and surge protection',
      'Earthing and lightning protection',
      'Fault tracing and rewiring of old installations',
    ],
  },
  'Solar Services': {
    id: 'solar-services',
    icon: SolarPanel,
    content: 'Solar and inverter systems sized to your actual load, so you get steady light and lower fuel bills all year round.',
    items: ['Load assessment and system sizing', 'Panel, inverter and battery installation', 'Hybrid systems with grid and generator change-over', 'Battery health checks and system maintenance'],
  },
  'Low RPM Alternator': {
    id: 'low-rpm-alternator',
    icon: Gauge,
    content: 'Permanent-magnet alternators that generate useful power at low speeds, built for wind, water and mechanical drive projects.',
    items: ['Custom alternators built to your speed and voltage', 'Permanent-magnet rotor and stator fabrication', 'Rectifier and charge controller setup', 'Bench testing with an output report'],
  },
  'Home Appliance Repair': {
    id: 'home-appliance-repair',
    icon: WashingMachine,
    content: 'Honest diagnosis and repair of the appliances your household depends on, with genuine parts and a clear quote before work starts.',
    items: ['Washing machines, fridges and freezers', 'Air conditioners and standing fans', 'Microwaves, cookers and water heaters', 'Stabilisers, UPS units and small inverters'],
  },
  'Security Systems': {
    id: 'security-systems',
    icon: Cctv,
    content: 'CCTV, access control and alarm systems that let you see and protect your home or business, even from your phone.',
    items: ['CCTV cameras with mobile viewing', 'Access control and video door phones', 'Intruder alarms and electric fencing', 'Maintenance and recording checks'],
  },
  'Embedded Systems': {
    id: 'embedded-systems',
    icon: CircuitBoard,
    content: 'Custom microcontroller electronics for monitoring, control and data logging, designed and built from circuit to enclosure.',
    items: ['Circuit design and PCB prototyping', 'Microcontroller and IoT firmware', 'Sensor, GSM and remote alert modules', 'Small production runs and repairs'],
  },
};

export const services: readonly Service[] = serviceTitles.map((title) => ({ title, ...serviceCopy[title] }));

/** The home page shows the first six (SPEC.md section 9). */
export const homeServiceCount = 6;
