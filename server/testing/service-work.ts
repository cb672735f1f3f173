import type { FastifyInstance } from 'fastify';
import { addDays, lagosClock } from '../../contracts/lagos-time';
import type { QuoteDraftInput } from '../../contracts/quotes.schemas';
import type { InvoiceDraftInput } from '../../contracts/invoices.schemas';
import { linkIn, type CaughtMail } from './mail-catcher';

/**
 * A solar installation quote as the office would write it: two fixed items (₦1,850,000 and 2 × ₦95,000.50),
 * an optional item (a ₦420,000 surge-protection kit), a ₦40,000 discount, VAT and a 30 % deposit.
 */
export function solarQuote(overrides: Partial<QuoteDraftInput> = {}): QuoteDraftInput {
  return {
    customer: { name: 'Adewale Okonkwo', email: 'adewale@example.com', phone: '0803 555 0123', address: '12 Awolowo Avenue, Bodija, Ibadan' },
    title: '5 kVA solar installation',
    service: 'Solar Services',
    lines: [
      { description: '5 kVA inverter with 4 × 200 Ah batteries, installed', quantity: 1, unitPrice: 1_850_000 },
      { description: '400 W solar panel', quantity: 2, unitPrice: '95000.50' },
      { description: 'Surge protection kit', quantity: 1, unitPrice: 420_000, optional: true },
    ],
    discount: 40_000,
    depositPercent: 30,
    validUntil: addDays(lagosClock().day, 14),
    terms: 'Work starts within 5 days of the deposit.',
    notes: 'Price includes cabling up to 20 m.',
    ...overrides,
  };
}

export function roofingInvoice(overrides: Partial<InvoiceDraftInput> = {}): InvoiceDraftInput {
  return {
    customer: { name: 'Funke Adeyemi', email: 'funke@example.com', phone: '08155550177', address: '4 Ring Road, Ibadan' },
    title: 'Rewinding of a 15 kW motor',
    lines: [{ description: 'Rewind 15 kW three-phase motor', quantity: 1, unitPrice: 250_000 }],
    dueDate: addDays(lagosClock().day, 14),
    ...overrides,
  };
}

/** The private token in the last mail to `address` that links to `path` ('/quotes', '/invoices'). */
export function tokenMailedTo(mails: { lastTo: (address: string) => CaughtMail | undefined }, address: string, path: string): string {
  return linkIn(mails.lastTo(address), path).split('/').at(-1) ?? '';
}

/** Creates and sends a quote as the admin; answers the quote's id and the customer's token. */
export async function sendNewQuote(app: FastifyInstance, admin: Record<string, string>, draft: QuoteDraftInput = solarQuote()) {
  const created = await app.inject({ method: 'POST', url: '/api/quotes', cookies: admin, payload: draft });
  if (created.statusCode !== 201) throw new Error(`quote not created: ${created.body}`);
  const id = created.json()._id as string;
  const sent = await app.inject({ method: 'POST', url: `/api/quotes/${id}/send`, cookies: admin });
  if (sent.statusCode !== 200) throw new Error(`quote not sent: ${sent.body}`);
  const { link, whatsappUrl } = sent.json() as { link: string; whatsappUrl: string };
  return { id, token: link.split('/').at(-1) ?? '', link, whatsappUrl };
}
