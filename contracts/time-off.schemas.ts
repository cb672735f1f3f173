import { z } from 'zod';
import { bookingSchema } from './booking.schemas';
import { isCalendarDay, isTimeOfDay } from './lagos-time';
import { workingHoursSchema } from './staff.schemas';
import { maxTimeOffDays, timeOffMessages, timeOffReasons } from './time-off';

const dayField = (label: string) => z.string({ error: `${label} is required` }).refine(isCalendarDay, `${label} is a date like 2026-03-31`);
const optionalTime = z
  .string()
  .optional()
  .default('')
  .refine((time) => time === '' || isTimeOfDay(time), 'Enter a time between 00:00 and 23:59');

/**
 * POST /staff/{id}/time-off: whole days from `from` to `to` (one day when `to` is left out), or part of one
 * day when `start` and `end` are given.
 */
export const timeOffRequestSchema = z
  .object({
    from: dayField('First day'),
    to: dayField('Last day').optional(),
    start: optionalTime,
    end: optionalTime,
    reason: z.enum(timeOffReasons, { error: 'Choose leave, sickness, training or other' }),
    note: z.string().trim().max(500, 'The note must be at most 500 characters').optional().default(''),
  })
  .transform((entry) => ({ ...entry, to: entry.to ?? entry.from }))
  .refine((entry) => entry.from <= entry.to, { message: timeOffMessages.daysInOrder, path: ['to'] })
  .refine((entry) => (Date.parse(entry.to) - Date.parse(entry.from)) / 86_400_000 < maxTimeOffDays, { message: timeOffMessages.tooLong, path: ['to'] })
  .refine((entry) => (entry.start === '') === (entry.end === ''), { message: timeOffMessages.bothTimes, path: ['end'] })
  .refine((entry) => entry.start === '' || entry.from === entry.to, { message: timeOffMessages.partOfOneDay, path: ['to'] })
  .refine((entry) => entry.start === '' || entry.start < entry.end, { message: timeOffMessages.hoursInOrder, path: ['end'] });
export type TimeOffRequest = z.input<typeof timeOffRequestSchema>;

export const timeOffSchema = z.object({
  _id: z.string(),
  technicianId: z.string(),
  from: z.string(),
  to: z.string(),
  /** Blank for whole days. */
  start: z.string(),
  end: z.string(),
  reason: z.enum(timeOffReasons),
  note: z.string(),
  createdAt: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

export const timeOffListSchema = z.object({ timeOff: z.array(timeOffSchema) });

/** Time off or a holiday is recorded even when visits are booked then: it answers them, for the office to move. */
export const timeOffAddedSchema = timeOffSchema.extend({ clashes: z.array(bookingSchema), message: z.string() });

export const timeOffParams = z.object({ id: z.uuid({ error: 'Invalid staff id' }), timeOffId: z.uuid({ error: 'Invalid time off id' }) });

export const holidayRequestSchema = z.object({
  date: dayField('Date'),
  name: z.string({ error: 'Name the holiday' }).trim().min(1, 'Name the holiday').max(100, 'The name must be at most 100 characters'),
});
export const holidaySchema = z.object({ _id: z.string(), date: z.string(), name: z.string() });
export type HolidayRecord = z.infer<typeof holidaySchema>;
export const holidayListSchema = z.object({ holidays: z.array(holidaySchema) });
export const holidayAddedSchema = holidaySchema.extend({ clashes: z.array(bookingSchema), message: z.string() });
export const holidayIdParams = z.object({ id: z.uuid({ error: 'Invalid holiday id' }) });

/** PUT /staff/{id}/hours-request: the week a technician asks for; the office approves it by setting it. */
export const hoursRequestSchema = z.object({ workingHours: workingHoursSchema });
