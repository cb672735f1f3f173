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
