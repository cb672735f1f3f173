import { company } from './company';

/** The About page's copy, top to bottom. */
export const about = {
  lead: `An Ibadan engineering team delivering safe, reliable electrical and automation work since ${company.established}.`,
  story: [
    `${company.name} started in ${company.established} as a small rewinding and installation workshop in Ibadan. Today we design control panels, automate production lines, install solar, fire alarm and security systems, and keep homes and factories across Nigeria running.`,
    'Our engineers and technicians are trained, insured and careful. We quote clearly before we start, work to standard, test everything we touch and leave every site clean.',
  ],
  vision: 'To be the most trusted name in electrical and automation engineering in Nigeria, known for work that is safe, smart and built to last.',
  aim: 'To give every client, from a single household to a busy factory, dependable power and control at a fair price, delivered on time.',
  motto: 'Power done right, the first time.',
  objectives: [
    {
      title: 'Safety first',
      text: 'Every installation is designed and tested to protect people and property, with proper earthing, protection and documentation.',
    },
    {
      title: 'Quality workmanship',
      text: 'We use genuine components and neat, labelled wiring, so the next person to open the panel understands it at a glance.',
    },
    {
      title: 'Honest pricing',
      text: 'You get a clear quote before work starts, and no surprise charges when the job is done.',
    },
    {
      title: 'Fast, reliable response',
      text: 'We confirm bookings within 1-2 business hours and answer urgent matters within 2 hours.',
    },
    {
      title: 'Smarter energy use',
      text: 'We help clients cut waste and fuel costs through solar, automation and efficient equipment.',
    },
  ],
  commitment:
    'We stand behind our work. If something we installed or repaired is not right, we come back and make it right. Our technicians arrive when agreed, explain what they are doing, and do not leave until the system is tested and you are satisfied.',
} as const;
