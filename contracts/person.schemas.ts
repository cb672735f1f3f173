import { z } from 'zod';
import { emailPattern, personFieldLimits, phonePattern } from './person';

/** A required text: missing, not a string or blank all read as the same 'required' message. */
export const requiredText = (requiredMessage: string) => z.string({ error: requiredMessage }).trim().min(1, requiredMessage);

/** For forms where the e-mail may be left out: blank stays '' (API.md: text fields are never null). */
export const optionalEmailField = z
  .string()
  .trim()
  .max(personFieldLimits.emailMax, 'Invalid email address')
  .refine((email) => email === '' || emailPattern.test(email), 'Invalid email address')
  .optional()
  .default('');

export const phoneField = requiredText('Phone is required')
  .min(personFieldLimits.phoneMin, 'Phone number must be atleast 10 characters')
  .max(personFieldLimits.phoneMax, 'Phone number must be at most 20 characters')
  .regex(phonePattern, 'Phone number can only hold digits, spaces, brackets, dashes and a leading +');
