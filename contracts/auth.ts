/** Who may sign in and how, as plain values: roles, limits and the texts of the account calls (auth.schemas.ts builds the schemas). */

import { personFieldLimits } from './person';

export const roles = ['admin', 'technician', 'customer'] as const;

export type Role = (typeof roles)[number];

export const authLimits = { nameMin: 5, nameMax: 100, passwordMin: 6, passwordMax: 128, personNameMin: 3, ...personFieldLimits };

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
  techniciansOnly: 'Only a technician can do this',
  profileUpdated: 'updated',
  accountGone: 'This account no longer exists',
  emailTaken: 'That email is already used by another account',
  emailChangeMailed: 'Saved. We sent a link to your new email address: your login email changes when you open it.',
  emailChanged: 'Your login email has been changed. Use the new address the next time you log in.',
  currentPasswordNeeded: 'Enter your current password to change your login email',
} as const;
