export interface Testimonial {
  id: string;
  /** A photo URL when the client agreed to one; without it the card shows their initials. */
  image?: string;
  name: string;
  /** Who they are and where, so a reader can place the job. */
  client: string;
  rating: 5 | 4.5;
  reply: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 'adebayo-ogunleye',
    name: 'Adebayo Ogunleye',
    client: 'Factory manager, Oluyole Industrial Estate',
    rating: 5,
    reply: 'Brightwire designed and installed a new motor control panel for our packaging line. The work was neat, well labelled and finished a day ahead of schedule. We have had no downtime since.',
  },
  {
    id: 'funmilayo-adeyemi',
    name: 'Funmilayo Adeyemi',
    client: 'Home owner, Bodija',
    rating: 5,
    reply: 'They sized our solar system to what we actually use, not what would cost the most. Our generator now rests most of the week and the inverter has not tripped once.',
  },
  {
    id: 'chinedu-okafor',
    name: 'Chinedu Okafor',
    client: 'Facility manager, Ring Road',
    rating: 4.5,
    reply: 'Our office fire alarm panel had been faulty for months. Their technician traced the bad loop, replaced two detectors and tested every call point. Clear report, fair price.',
  },
  {
    id: 'aisha-bello',
    name: 'Aisha Bello',
    client: 'Hotel owner, Jericho',
    rating: 5,
    reply: 'The CCTV installation covers every entrance and I can check the cameras from my phone when I travel. The team was polite, tidy and explained everything to my staff.',
  },
  {
    id: 'tunde-olaniyan',
    name: 'Tunde Olaniyan',
    client: 'Borehole contractor, Akobo',
    rating: 5,
    reply: 'I send all my burnt pump motors to Brightwire for rewinding. They come back tested, on time, and they run cooler than before. I have stopped looking elsewhere.',
  },
  {
    id: 'ngozi-eze',
    name: 'Ngozi Eze',
    client: 'School administrator, Samonda',
    rating: 4.5,
    reply: 'They rewired our old classroom block and added proper earthing and surge protection. The work was done during the holidays exactly as promised, with no mess left behind.',
  },
  {
    id: 'ibrahim-lawal',
    name: 'Ibrahim Lawal',
    client: 'Poultry farmer, Moniya',
    rating: 5,
    reply: 'Their automatic water level and fan control system has saved us hours every day. When a sensor failed in the rainy season, they came the same afternoon.',
  },
];
