import { z } from 'zod';
import { optionalEmailField } from './person.schemas';
import { phonePattern } from './person';
import { bookableServices, bookingDateRules, bookingMessages, bookingStatuses, otherService } from './booking';
import { isCalendarDay, isTimeOfDay } from './lagos-time';
import { countsSchema, dayFilter, searchFilter } from './lists.schemas';

/** A visit's day and time as the booking form and the reschedule link send them; a day that is not on the calendar is no day. */
const visitDayField = z.string({ error: 'Date is required' }).min(1, 'Date is required').refine(isCalendarDay, bookingMessages.noSuchDate);
const visitTimeField = z.string({ error: 'Time is required' }).min(1, 'Time is required').refine(isTimeOfDay, bookingMessages.noSuchTime);

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional().default('');

export const bookingRequestSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').min(5, 'Name must be atleast 5 characters').max(100, 'Name must be at most 100 characters'),
    phone: z
      .string({ error: 'Phone is required' })
      .trim()
      .min(1, 'Phone is required')
      .min(10, 'Phone number must be atleast 10 characters')
      .max(20, 'Phone number must be at most 20 characters')
      .regex(phonePattern, 'Phone number can only hold digits, spaces, brackets, dashes and a leading +'),
    email: optionalEmailField,
    service: z.enum(bookableServices, { error: 'Service is required' }),
    otherService: optionalText(200, 'Other service must be at most 200 characters'),
    date: visitDayField,
    time: visitTimeField,
    note: optionalText(2000, 'Note must be at most 2000 characters'),
    /** Where the visit is: the site's form asks for it; the API keeps it optional. */
    address: optionalText(300, 'Address must be at most 300 characters'),
    /** A field people never see; automated form fillers do, and fill it. */
    website: z.string().max(500).optional(),
  })
  .superRefine((booking, context) => {
    if (booking.service === otherService && !booking.otherService) {
      context.addIssue({ code: 'custom', path: ['otherService'], message: 'Other service is required' });
    }
    const broken = bookingDateRules(booking.date, booking.time);
    if (broken) context.addIssue({ code: 'custom', path: [broken.field], message: broken.message });
  });
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const bookingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  service: z.string(),
  otherService: z.string(),
  date: z.string(),
  time: z.string(),
  note: z.string(),
  status: z.enum(bookingStatuses),
  statusNote: z.string(),
  createdAt: z.string(),
  address: z.string(),
  technician: z.object({ _id: z.string(), name: z.string() }).nullable(),
  durationMinutes: z.number(),
  /** Nobody on record did the service when it was booked: the date and time are a wish, the office calls to arrange it. */
  toArrange: z.boolean(),
  /** What the technician reported: times as ISO strings, '' until reported; the note, photo URLs and the catalogue parts used (`unitPrice` in naira). */
  visit: z.object({
    onWayAt: z.string(),
    arrivedAt: z.string(),
    doneAt: z.string(),
    note: z.string(),
    photos: z.array(z.string()),
    followUp: z.boolean(),
    parts: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number(), unitPrice: z.number() })),
  }),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingStatusChangeSchema = z.object({
  status: z.enum(bookingStatuses, { error: 'Choose pending, confirmed, completed or cancelled' }),
  note: z.string().trim().max(500, 'The note must be at most 500 characters').optional().default(''),
});

/** The Booking History's tabs: today's visits, the ones ahead, and those waiting for a call to confirm them. */
export const bookingViews = ['today', 'upcoming', 'to_confirm', 'past_pending'] as const;
export type BookingView = (typeof bookingViews)[number];
export const bookingSorts = ['newest', 'date_asc', 'date_desc'] as const;
export type BookingSort = (typeof bookingSorts)[number];

/**
 * A tab or a range of visit dates lists its visits in date order, soonest first, unless told otherwise (the date
 * index serves a range: newest first, a month of visits a year back sat 200,000 bookings down the newest-first
 * index); the whole list, newest booked first.
 */
export function bookingSortOf(query: { view?: BookingView; from?: string; to?: string; sort?: BookingSort }): BookingSort {
  return query.sort ?? (query.view || query.from || query.to ? 'date_asc' : 'newest');
}

/**
 * The Booking History's filters: a tab (today's visits, upcoming ones, those waiting for a call to confirm),
 * status, dates, a name, phone or e-mail, and the order. A tab or a range of visit dates lists visits in date
 * order unless told otherwise.
 */
export const bookingListQuery = z.object({
  view: z.enum(bookingViews, { error: 'Choose today, upcoming, to_confirm or past_pending' }).optional(),
  status: z.enum(bookingStatuses, { error: 'Choose pending, confirmed, completed or cancelled' }).optional(),
  from: dayFilter('from').optional(),
  to: dayFilter('to').optional(),
  q: searchFilter,
  sort: z.enum(bookingSorts, { error: 'Sort by newest, date_asc or date_desc' }).optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuery>;

export const bookingIdParams = z.object({ id: z.uuid({ error: 'Invalid booking id' }) });

/** The private manage link's token: 32 bytes as base64url (derived from the booking, or random before migration 0017). */
export const manageTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid. Please use the latest link we sent you.'),
});

/** One file of a visit's photo: its full size or a smaller width ('-w400'), as the booking's answer names it. */
const visitPhotoName = z.string().regex(/^[0-9a-f]{32}(-w\d+)?\.webp$/, bookingMessages.photoNotFound);
export const visitPhotoParams = bookingIdParams.extend({ name: visitPhotoName });
export const managedVisitPhotoParams = manageTokenParams.extend({ name: visitPhotoName });

export const rescheduleSchema = z
  .object({
    date: visitDayField,
    time: visitTimeField,
  })
  .superRefine((change, context) => {
    const broken = bookingDateRules(change.date, change.time);
    if (broken) context.addIssue({ code: 'custom', path: [broken.field], message: broken.message });
  });
export type RescheduleRequest = z.input<typeof rescheduleSchema>;

export const managedBookingSchema = z.object({ booking: bookingSchema, canChange: z.boolean() });
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

/** The office copied a booking's details onto the customer it names: which customer now holds them. */
export const bookingDetailsCopiedSchema = z.object({ customerId: z.string(), message: z.string() });
export type BookingDetailsCopied = z.infer<typeof bookingDetailsCopiedSchema>;

export const bookingCountsSchema = countsSchema(['today', 'upcoming', 'toConfirm', 'pastPending']);
export type BookingCounts = z.infer<typeof bookingCountsSchema>;
