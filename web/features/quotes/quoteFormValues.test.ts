import { describe, expect, it } from 'vitest';
import { quoteDraftSchema, type Quote } from '../../../contracts/quotes.schemas';
import { emptyLine } from '../documents';
import { newQuoteFormValues, quoteDraftOf, quoteFormValuesOf } from './quoteFormValues';

const panel = { description: 'Changeover panel, 3-phase', quantity: '2', unitPrice: '150000', optional: false };
const surge = { description: 'Surge protector', quantity: '1', unitPrice: '50000', optional: true };

describe('the quote form values', () => {
  it('make a draft the schema takes, naira as typed, with where the quote came from', () => {
    const values = {
      ...newQuoteFormValues(),
      customer: { name: 'Bisi Akande', email: 'bisi@example.com', phone: '08155550111', address: '' },
      title: 'Solar',
      service: 'Solar Services',
      lines: [panel, surge],
      depositPercent: '50',
    };
    const sourceMessageId = '0b5e8f1e-7c0a-4d8e-9a51-3f2f6b1d9c11';
    const draft = quoteDraftOf(values, { sourceMessageId });
    expect(draft).toMatchObject({ service: 'Solar Services', sourceMessageId, lines: [panel, surge] });
    expect(draft).not.toHaveProperty('sourceBookingId');
    const parsed = quoteDraftSchema.parse(draft);
    expect(parsed.lines.map((line) => line.unitPrice)).toEqual([15_000_000, 5_000_000]);
    expect(parsed.depositPercent).toBe(50);
  });

  it('start a new quote valid for 30 days with VAT, one blank line and the prefill', () => {
    const values = newQuoteFormValues({ customer: { name: 'Bisi', email: '', phone: '0815' }, title: 'Quotation Request' });
    expect(values).toMatchObject({ customer: { name: 'Bisi', email: '', phone: '0815', address: '' }, title: 'Quotation Request', chargeVat: true, lines: [emptyLine], discount: '0' });
    expect(quoteDraftSchema.shape.validUntil.safeParse(values.validUntil).success).toBe(true);
  });

  it('bring a saved draft back as typed', () => {
    const quote: Quote = {
      _id: 'quote-1',
      number: 'QUO-2026-0001',
      status: 'draft',
      customer: { name: 'Bisi', email: 'bisi@example.com', phone: '08155550111', address: 'Bodija' },
      title: 'Solar',
      service: 'Solar Services',
      lines: [{ _id: 'a', description: 'Inverter', quantity: 1, unitPrice: 1250.5, total: 1250.5, optional: true, chosen: false }],
      subtotal: 0,
      // Only an optional line: the ₦5,000 off offered applies to nothing until the customer ticks it.
      discount: 0,
      discountOffered: 5000,
      vatRate: 0,
      vat: 0,
      total: 0,
      depositPercent: 30,
      deposit: 0,
      depositPaid: 0,
      credit: 0,
      figures: [],
      validUntil: '2026-12-31',
      terms: 'Half before work',
      notes: '',
      officeNotes: 'Gate code 1234',
      acceptedName: '',
      declineReason: '',
      invoiced: false,
      createdAt: '2026-11-20T10:00:00.000Z',
      sentAt: null,
      viewedAt: null,
      acceptedAt: null,
      declinedAt: null,
      expiredAt: null,
      sourceMessageId: null,
      sourceBookingId: null,
      bookingId: null,
      invoiceId: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    expect(quoteFormValuesOf(quote)).toMatchObject({
      lines: [{ description: 'Inverter', quantity: '1', unitPrice: '1250.5', optional: true }],
      chargeVat: false,
      depositPercent: '30',
      discount: '5000',
      officeNotes: 'Gate code 1234',
    });
  });
});
