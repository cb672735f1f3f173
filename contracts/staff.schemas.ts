import { z } from 'zod';
import { emailField } from './auth.schemas';
import { requiredText, phoneField } from './person.schemas';
import { isTimeOfDay } from './lagos-time';
import { bookableServices } from './booking';
import { staffMessages, staffRoles } from './staff';

const personName = (label: string) => requiredText(`${label} is required`).min(2, `${label} must be at least 2 characters`).max(100, `${label} must be at most 100 characters`);

export const staffInviteSchema = z.object({
  firstname: personName('First name'),
  lastname: personName('Last name'),
  email: emailField,
  phone: phoneField,
  role: z.enum(staffRoles, { error: 'Choose admin or technician' }),
});
export type StaffInvite = z.input<typeof staffInviteSchema>;

const timeField = z.string().refine(isTimeOfDay, 'Enter a time between 00:00 and 23:59');
export const workingDaySchema = z
  .object({ day: z.number().int().min(1, 'Days run 1 (Monday) to 7 (Sunday)').max(7, 'Days run 1 (Monday) to 7 (Sunday)'), start: timeField, end: timeField })
  .refine((working) => working.start < working.end, { message: staffMessages.hoursInOrder, path: ['end'] });

export const workingHoursSchema = z
  .array(workingDaySchema)
  .max(7)
  .refine((days) => new Set(days.map((working) => working.day)).size === days.length, staffMessages.dayTwice)
  .transform((days) => [...days].sort((a, b) => a.day - b.day));

export const staffChangeSchema = z.object({
  active: z.boolean().optional(),
  role: z.enum(staffRoles, { error: 'Choose admin or technician' }).optional(),
  services: z
    .array(z.enum(bookableServices, { error: 'Choose services from the list' }))
    .max(bookableServices.length)
    .optional(),
  workingHours: workingHoursSchema.optional(),
});
export type StaffChange = z.input<typeof staffChangeSchema>;

export const staffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(staffRoles),
  active: z.boolean(),
  /** Invited and not yet set a password. */
  invited: z.boolean(),
  services: z.array(z.string()),
  workingHours: z.array(z.object({ day: z.number(), start: z.string(), end: z.string() })),
  /** The week the technician asked for from their phone, until the office sets their hours (null: none asked). */
  hoursRequest: z.array(z.object({ day: z.number(), start: z.string(), end: z.string() })).nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export const staffIdParams = z.object({ id: z.uuid({ error: 'Invalid staff id' }) });
