import type { Booking } from '../../contracts/booking.schemas';

/** A confirmed wiring visit to Kemi Ade, not yet placed with a technician; each test says what differs. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'visit-1',
    name: 'Kemi Ade',
    phone: '08031234567',
    email: 'kemi@example.com',
    service: 'Wiring',
    otherService: '',
    date: '2026-12-01',
    time: '10:00',
    note: '',
    status: 'confirmed',
    statusNote: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    address: '4 Bodija Road, Bodija, Ibadan',
    technician: null,
    durationMinutes: 60,
    toArrange: false,
    visit: { onWayAt: '', arrivedAt: '', doneAt: '', note: '', photos: [], followUp: false, parts: [] },
    ...overrides,
  };
}
