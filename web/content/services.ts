export interface Service {
  id: string;
  title: string;
}

export const services: readonly Service[] = [
  { id: 'industrial-panel-design', title: 'Industrial Panel Design' },
  { id: 'rewinding', title: 'Rewinding' },
  { id: 'automation', title: 'Automation' },
  { id: 'fire-alarm-systems', title: 'Fire Alarm Systems' },
  { id: 'electrical-installation', title: 'Electrical Installation' },
  { id: 'solar-services', title: 'Solar Services' },
  { id: 'low-rpm-alternator', title: 'Low RPM Alternator' },
  { id: 'home-appliance-repair', title: 'Home Appliance Repair' },
  { id: 'security-systems', title: 'Security Systems' },
  { id: 'embedded-systems', title: 'Embedded Systems' },
];
