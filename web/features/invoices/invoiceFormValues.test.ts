import { describe, expect, it } from 'vitest';
import { invoiceDraftSchema } from '../../../contracts/invoices.schemas';
import { invoiceDraftOf, newInvoiceFormValues } from './invoiceFormValues';

const panel = { description: 'Changeover panel, 3-phase', quantity: '2', unitPrice: '150000', optional: false };

describe('the invoice form values', () => {
  it('make a draft without the optional tick, due in 14 days by default', () => {
    const values = { ...newInvoiceFormValues(), customer: { name: 'Bisi Akande', email: 'bisi@example.com', phone: '08155550111', address: '' }, title: 'Rewinding', lines: [panel] };
    const draft = invoiceDraftOf(values);
    expect(draft.lines).toEqual([{ description: panel.description, quantity: '2', unitPrice: '150000' }]);
    expect(invoiceDraftSchema.safeParse(draft).success).toBe(true);
  });
});
