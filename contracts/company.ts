/** The company's contact facts, shared by the web's pages and the server's e-mails: the only place they are written. */
export const company = {
  name: 'Brightwire Electrical & Automation',
  tagline: 'Smart Electrical Solutions. Expert Installation. Total Control.',
  established: 2018,
  phones: ['+234 803 555 0142', '+234 815 555 0187'],
  email: 'info@brightwire.ng',
  address: 'Plot 14, Ring Road, Challenge, Ibadan, Oyo State',
  whatsappNumber: '2348035550142',
  instagramHandle: 'brightwire.ng',
  /** Office hours in schema.org's notation; emergencies are answered around the clock by phone. */
  openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-16:00'],
  geo: { city: 'Ibadan', region: 'Oyo', country: 'NG' },
} as const;
