import { company } from '../../contracts/company';

/** The facts live in contracts/ (the server's e-mails use them too); the links the web app needs are here. */
export { company };

export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}

export function whatsappHref(message?: string): string {
  const base = `https://wa.me/${company.whatsappNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export const instagramHref = `https://www.instagram.com/${company.instagramHandle}/`;

/** The first number is the one answered day and night for emergencies. */
export const hotline = company.phones[0];

/** The chat the home page opens: a visitor asking how booking works, written for them. */
export const bookingEnquiryHref = whatsappHref(`Hello ${company.name}, I would like to book a technician. Please explain how the booking process works.`);
