import { z } from 'zod';
import { authLimits, roles } from './auth';
import { emailPattern } from './person';
import { phoneField, requiredText } from './person.schemas';

/** The signed-in user as every /api call returns it (API.md "Shapes"). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(roles),
});

export type User = z.infer<typeof userSchema>;

/** PATCH /auth/reset/{token}'s answer: a staff invitation's first password also signs its owner in, as `user`. */
export const passwordSetAnswerSchema = z.object({ message: z.string(), user: userSchema.optional() });

export type PasswordSetAnswer = z.infer<typeof passwordSetAnswerSchema>;

export const emailField = requiredText('The email is required')
  .max(authLimits.emailMax, 'Invalid email address')
  .regex(emailPattern, 'Invalid email address')
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: 'The password is required' })
  .min(1, 'The password is required')
  .min(authLimits.passwordMin, 'The password must be at least 6 characters long')
  .max(authLimits.passwordMax, 'The password must be at most 128 characters long');

export const signupRequestSchema = z.object({
  name: requiredText('The name is required').min(authLimits.nameMin, 'Name must be at least 5 characters long').max(authLimits.nameMax, 'Name must be at most 100 characters long'),
  email: emailField,
  password: passwordField,
});

export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupFormSchema = signupRequestSchema
  .extend({ confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password') })
  .refine((form) => form.password === form.confirmPassword, { message: 'Password not match', path: ['confirmPassword'] });

export type SignupForm = z.input<typeof signupFormSchema>;

export const loginRequestSchema = z.object({ email: emailField, password: passwordField });

export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });

export const resetPasswordRequestSchema = z.object({ password: passwordField });

export const resetPasswordFormSchema = resetPasswordRequestSchema
  .extend({ confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password') })
  .refine((form) => form.password === form.confirmPassword, { message: 'Password do not match', path: ['confirmPassword'] });

export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const updatedProfileSchema = userSchema.extend({
  /** A new login e-mail waiting for its link to be opened, or ''. */
  pendingEmail: z.string(),
  message: z.string(),
});

/** Activation and reset links carry 32 random bytes as base64url: exactly 43 characters. */
export type UpdatedProfile = z.infer<typeof updatedProfileSchema>;

export const emailTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid or has expired. Please request a new one.'),
});

const personName = (label: string) =>
  requiredText(`${label} is required`).min(authLimits.personNameMin, `${label} must be at least 3 characters`).max(authLimits.nameMax, `${label} must be at most 100 characters`);

export const profileUpdateRequestSchema = z.object({
  firstname: personName('First name'),
  lastname: personName('Last name'),
  email: emailField,
  phone: phoneField,
  /** Needed only when the e-mail changes: the new address becomes the login. */
  currentPassword: z.string().max(authLimits.passwordMax).optional(),
});

export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;
