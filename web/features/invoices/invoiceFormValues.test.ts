import { describe, expect, it } from 'vitest';
import { invoiceDraftSchema } from '../../../contracts/invoices.schemas';
import type { Booking } from '../../../contracts/booking.schemas';
import { invoiceDraftOf, invoicePrefillOfBooking, newInvoiceFormValues } from './invoiceFormValues';

const panel = { description: 'Changeover panel, 3-phase', quantity: '2', unitPrice: '150000', optional: false };

describe('the invoice form values', () => {
  it('make a draft without the optional tick, due in 14 days by default', () => {
    const values = { ...newInvoiceFormValues(), customer: { name: 'Bisi Akande', email: 'bisi@example.com', phone: '08155550111', address: '' }, title: 'Rewinding', lines: [panel] };
    const draft = invoiceDraftOf(values);
    expect(draft.lines).toEqual([{ description: panel.description, quantity: '2', unitPrice: '150000' }]);
    expect(invoiceDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('start a booking’s invoice with the parts its technician used, as lines the office may change', () => {
    const booking = {
      name: 'Kemi Ade',
      email: 'kemi@example.com',
      phone: '08031234567',
      address: '4 Bodija Road',
      service: 'Wiring',
      otherService: '',
      note: '',
      visit: { onWayAt: '', arrivedAt: '', doneAt: '', note: '', photos: [], followUp: false, parts: [{ productId: 'p1', name: '32A MCB', quantity: 2, unitPrice: 4500.5 }] },
    } as unknown as Booking;
    const values = newInvoiceFormValues(invoicePrefillOfBooking(booking));
    expect(values.lines).toEqual([{ description: '32A MCB', quantity: '2', unitPrice: '4500.5' }]);
    expect(values.customer.name).toBe('Kemi Ade');
    const withoutParts = { ...booking, visit: { ...booking.visit, parts: [] } };
    expect(newInvoiceFormValues(invoicePrefillOfBooking(withoutParts)).lines).toEqual([{ description: '', quantity: '1', unitPrice: '' }]);
  });
});
