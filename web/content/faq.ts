import { hotline } from './company';

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export const faqs: readonly Faq[] = [
  {
    id: 'reschedule',
    question: 'Can I reschedule my booking?',
    answer: 'Yes. Call or send us a WhatsApp message at least 1 hour before your appointment and we will move it to a time that suits you. There is no fee for rescheduling.',
  },
  {
    id: 'response-time',
    question: 'How soon will you respond to my booking?',
    answer: 'We confirm every booking within 1-2 business hours. A member of our team will call you to agree on the visit and answer any questions about the job.',
  },
  {
    id: 'service-area',
    question: 'Which areas do you cover?',
    answer: 'We are based in Ibadan and serve most of Nigeria. For jobs outside Oyo State, we agree travel and logistics with you before the visit.',
  },
  {
    id: 'payment',
    question: 'How can I pay for a service?',
    answer: 'You can pay by bank transfer, by card or with mobile money. You receive a clear quote before work starts and a receipt once payment is made.',
  },
  {
    id: 'emergency',
    question: 'What should I do in an emergency?',
    answer: `Do not use the booking form for an emergency. Call our hotline on ${hotline} and a technician will attend to you right away, day or night.`,
  },
];
