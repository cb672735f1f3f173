import { z } from 'zod';
import { bookingSchema } from './booking.schemas';
import { bookableServices, bookingMessages } from './booking';
import { isCalendarDay, isTimeOfDay } from './lagos-time';
import { maxScheduleDays, maxVisitPhotos, scheduleMessages, visitMinutesLimits, visitSteps } from './schedule';
import { partsLimits, partsMessages } from './stock';
import { dayFilter } from './lists.schemas';
import { holidaySchema, timeOffSchema } from './time-off.schemas';

const dayField = z.string({ error: 'Date is required' }).min(1, 'Date is required').refine(isCalendarDay, bookingMessages.noSuchDate);
const timeField = z.string({ error: 'Time is required' }).min(1, 'Time is required').refine(isTimeOfDay, bookingMessages.noSuchTime);
const durationField = z
  .number({ error: 'Duration is a number of minutes' })
  .int('Duration is a whole number of minutes')
  .min(visitMinutesLimits.min, `A visit takes at least ${visitMinutesLimits.min} minutes`)
  .max(visitMinutesLimits.max, `A visit takes at most ${visitMinutesLimits.max} minutes`);

/** GET /booking/availability: a day, and optionally the service (the form sends it; times then fit who does it). */
export const availabilityQuery = z.object({
  date: dayField,
  service: z.enum(bookableServices, { error: 'Service is required' }).optional(),
});
export const availabilitySchema = z.object({
  date: z.string(),
  /** `taken`: someone who does the service works then and is booked; a time that is neither is not offered. */
  slots: z.array(z.object({ time: z.string(), available: z.boolean(), taken: z.boolean() })),
  /** Up to three later days with a free time for the service. */
  nextFree: z.array(z.string()),
  /** Nobody on record does the service: no time is offered, the office calls to arrange it. */
  toArrange: z.boolean(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** PATCH /booking/{id}/schedule: a new day and time, and who does it (null leaves it unassigned; left out keeps them). */
export const scheduleChangeSchema = z.object({
  date: dayField,
  time: timeField,
  technicianId: z.uuid({ error: scheduleMessages.notTechnician }).nullable().optional(),
  durationMinutes: durationField.optional(),
});
export type ScheduleChange = z.input<typeof scheduleChangeSchema>;

export const scheduleRangeQuery = z
  .object({ from: dayFilter('from'), to: dayFilter('to') })
  .refine((range) => range.from <= range.to, { message: scheduleMessages.rangeBackwards, path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < maxScheduleDays, { message: scheduleMessages.rangeTooLong, path: ['to'] });

export const scheduleTechnicianSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  services: z.array(z.string()),
  workingHours: z.array(z.object({ day: z.number(), start: z.string(), end: z.string() })),
});
export type ScheduleTechnician = z.infer<typeof scheduleTechnicianSchema>;

/** The board: its technicians and visits, and the time off and holidays it shades (API.md 2026-11-28). */
export const scheduleSchema = z.object({
  technicians: z.array(scheduleTechnicianSchema),
  visits: z.array(bookingSchema),
  timeOff: z.array(timeOffSchema),
  holidays: z.array(holidaySchema),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const daySheetQuery = z.object({ date: dayFilter('date'), technicianId: z.uuid({ error: scheduleMessages.notTechnician }) });

export const myDayQuery = z.object({ date: dayFilter('date').optional() });

/** A quote or invoice made for the visit, as the technician sees it. */
export const visitDocumentSchema = z.object({ kind: z.enum(['quote', 'invoice']), number: z.string(), status: z.string(), total: z.number().nullable() });

export const myVisitSchema = bookingSchema.extend({ reference: z.string(), documents: z.array(visitDocumentSchema) });
export type MyVisit = z.infer<typeof myVisitSchema>;
export const myDaySchema = z.object({ date: z.string(), visits: z.array(myVisitSchema) });
export type MyDay = z.infer<typeof myDaySchema>;

export const visitIdParams = z.object({ id: z.uuid({ error: 'Invalid visit id' }) });

/**
 * A report from the technician's phone. `key` is made once per press and kept with the unsent report, so a
 * report sent again after a dropped connection is recognised and changes nothing twice.
 */
export const visitProgressSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid report key'),
  step: z.enum(visitSteps, { error: 'Choose on_way, arrived or done' }),
  note: z.string().trim().max(2000, 'The note must be at most 2000 characters').optional().default(''),
  photos: z.array(z.string()).max(maxVisitPhotos, scheduleMessages.tooManyPhotos).optional().default([]),
  /** When the technician pressed it (an offline report reaches the server later); the server bounds it. */
  pressedAt: z.iso.datetime({ offset: true, error: 'Invalid pressed time' }).optional(),
  /** On Done: the visit needs a quote or a follow-up from the office. */
  followUp: z.boolean({ error: 'followUp is true or false' }).optional().default(false),
  /** Catalogue parts used on the visit: they leave the stock once (with the report's key) and reach the booking's invoice. */
  parts: z
    .array(
      z.object({
        productId: z.uuid({ error: partsMessages.part }),
        quantity: z.number({ error: partsMessages.quantity }).int(partsMessages.quantity).min(1, partsMessages.quantity).max(partsLimits.maxQuantity, partsMessages.quantity),
      }),
      { error: partsMessages.tooMany },
    )
    .max(partsLimits.maxParts, partsMessages.tooMany)
    .optional()
    .default([]),
});
export type VisitProgress = z.input<typeof visitProgressSchema>;
