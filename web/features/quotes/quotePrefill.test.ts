import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../contracts/booking.schemas';
import type { InboxMessage } from '../../../contracts/contact.schemas';
import { prefillOfBooking, prefillOfMessage } from './quotePrefill';

const message: InboxMessage = {
  _id: 'message-1',
  name: 'Bisi Akande',
  phone: '+234 815 555 0111',
  email: 'bisi@example.com',
  subject: 'Quotation Request',
  message: 'Please quote a 5 kVA solar system.',
  handled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  channel: 'form',
  customerId: null,
};

const booking: Booking = {
  _id: 'booking-1',
  name: 'Kunle Adeyemi',
  phone: '0803 555 0101',
  email: '',
  service: 'Solar Services',
  otherService: '',
  date: '2026-12-01',
  time: '10:00',
  note: 'Gate code 1234',
  status: 'pending',
  statusNote: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  address: '4 Oke-Ado Road, Ibadan',
  technician: null,
  durationMinutes: 180,
  toArrange: false,
  visit: { onWayAt: '', arrivedAt: '', doneAt: '', note: '', photos: [], followUp: false, parts: [] },
};

describe('a quote started from an inbox message', () => {
  it('carries the sender, the subject as title and the message as notes', () => {
    expect(prefillOfMessage(message)).toEqual({
      customer: { name: 'Bisi Akande', email: 'bisi@example.com', phone: '+234 815 555 0111' },
      title: 'Quotation Request',
      notes: 'Please quote a 5 kVA solar system.',
      sourceMessageId: 'message-1',
    });
  });
});

describe('a quote started from a booking', () => {
  it("carries the customer and where the visit is, the service as its title, and the customer's note in the office's notes only", () => {
    expect(prefillOfBooking(booking)).toEqual({
      customer: { name: 'Kunle Adeyemi', email: '', phone: '0803 555 0101', address: '4 Oke-Ado Road, Ibadan' },
      title: 'Solar Services',
      service: 'Solar Services',
      officeNotes: 'Gate code 1234',
      sourceBookingId: 'booking-1',
    });
  });

  it("keeps the visitor's own words for a service they called Other", () => {
    const prefill = prefillOfBooking({ ...booking, service: 'Other', otherService: 'Borehole pump wiring', note: '' });
    expect(prefill).toMatchObject({ title: 'Borehole pump wiring', service: 'Other', officeNotes: 'Service asked for: Borehole pump wiring' });
    expect(prefill).not.toHaveProperty('notes');
  });

  it('leaves the service to choose when the booked one is no longer offered', () => {
    expect(prefillOfBooking({ ...booking, service: 'Retired service' })).not.toHaveProperty('service');
  });
});
