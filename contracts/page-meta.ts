import { company } from './company';

export type PageMeta = { title: string; description: string; indexable: boolean };

const publicPage = (title: string, description: string): PageMeta => ({ title: `${title} | ${company.name}`, description, indexable: true });
const privatePage = (title: string): PageMeta => ({ title: `${title} | ${company.name}`, description: `${company.name}, Ibadan.`, indexable: false });

/**
 * What the server puts in each page's <head> before any script runs: link previews (WhatsApp reads only
 * this) and search engines see it. Product pages are described from the product itself.
 */
export const pageMeta: Record<string, PageMeta> = {
  '/': {
    title: `${company.name} | Electrical, Solar and Automation Services in Ibadan`,
    description: `${company.tagline} Electrical installation, solar, automation, fire alarm and security systems for homes, estates and factories in Ibadan since ${company.established}. Book a technician or shop online.`,
    indexable: true,
  },
  '/services': publicPage('Services', 'Industrial panel design, motor rewinding, automation, fire alarm systems, electrical installation, solar, alternators, appliance repair, security and embedded systems.'),
  '/products': publicPage('Shop', 'Cables, breakers, inverters, solar panels, batteries and sensors, priced in naira and delivered from Ibadan. Pay securely by card.'),
  '/about': publicPage('About Us', `Who we are: an Ibadan electrical and automation engineering firm serving homes, estates and factories since ${company.established}.`),
  '/contact': publicPage('Contact', `Call ${company.phones[0]}, chat on WhatsApp, e-mail ${company.email} or visit us at ${company.address}.`),
  '/book': publicPage('Book a Technician', 'Book a qualified technician for installation, repairs, solar or automation. We confirm within 1-2 business hours; reschedule free up to 1 hour before.'),
  '/login': privatePage('Login'),
  '/signup': privatePage('Create an account'),
  '/forgot-password': privatePage('Forgot password'),
};

export const defaultPageMeta: PageMeta = privatePage('Account');
export const notFoundPageMeta: PageMeta = privatePage('Page not found');

/** The public pages listed in the sitemap. */
export const sitemapPaths = Object.entries(pageMeta)
  .filter(([, meta]) => meta.indexable)
  .map(([path]) => path);
