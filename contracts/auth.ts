import { z } from 'zod';
import { emailPattern, personFieldLimits, phoneField, requiredText } from './person-fields';

export const roles = ['admin', 'customer'] as const;
export type Role = (typeof roles)[number];

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

export const authLimits = { nameMin: 5, nameMax: 100, passwordMin: 6, passwordMax: 128, personNameMin: 3, ...personFieldLimits };

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
  name: requiredText('The name is required')
    .min(authLimits.nameMin, 'Name must be at least 5 characters long')
    .max(authLimits.nameMax, 'Name must be at most 100 characters long'),
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
export type UpdatedProfile = z.infer<typeof updatedProfileSchema>;

/** Activation and reset links carry 32 random bytes as base64url: exactly 43 characters. */
export const emailTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid or has expired. Please request a new one.'),
});

const personName = (label: string) =>
  requiredText(`${label} is required`)
    .min(authLimits.personNameMin, `${label} must be at least 3 characters`)
    .max(authLimits.nameMax, `${label} must be at most 100 characters`);

export const profileUpdateRequestSchema = z.object({
  firstname: personName('First name'),
  lastname: personName('Last name'),
  email: emailField,
  phone: phoneField,
  /** Needed only when the e-mail changes: the new address becomes the login. */
  currentPassword: z.string().max(authLimits.passwordMax).optional(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

export const authMessages = {
  signedUp: 'Account created. Check your email for the activation link.',
  activated: 'Account activated — return to login page',
  wrongCredentials: 'Invalid email or password',
  notActivated: 'Your account is not activated yet. Check your email for the activation link.',
  loggedOut: 'Logged out',
  resetMailed: 'If an account exists for that email, we have sent a link to reset the password.',
  passwordReset: 'Your password has been reset. You can now log in.',
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
  refreshed: 'Session refreshed',
  notSignedIn: 'Please log in to continue',
  adminOnly: 'Only an administrator can do this',
  profileUpdated: 'updated',
  accountGone: 'This account no longer exists',
  emailTaken: 'That email is already used by another account',
  emailChangeMailed: 'Saved. We sent a link to your new email address: your login email changes when you open it.',
  emailChanged: 'Your login email has been changed. Use the new address the next time you log in.',
  currentPasswordNeeded: 'Enter your current password to change your login email',
  mailFailed: 'We could not send the email just now. Please try again in a few minutes.',
} as const;
