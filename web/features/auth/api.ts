import type { z } from 'zod';
import type { LoginRequest, profileUpdateRequestSchema, SignupRequest, UpdatedProfile, User } from '../../../contracts/auth.schemas';
import { apiGet, apiPatch, apiPost } from '../../lib/api';

/** The account calls of /api/auth (API.md); each answers what the page shows. */

type MessageAnswer = { message: string };

export async function signUp(request: SignupRequest): Promise<void> {
  await apiPost<MessageAnswer>('/auth/signup', request);
}

export function logIn(request: LoginRequest): Promise<User> {
  return apiPost<User>('/auth/login', request);
}

/** The one-time link mailed to an owner whose sign-in was paused. */
export function signInWithLink(token: string): Promise<User> {
  return apiPost<User>(`/auth/sign-in-link/${encodeURIComponent(token)}`, {});
}

export async function logOut(): Promise<void> {
  await apiPost<MessageAnswer>('/auth/logout');
}

export async function activateAccount(token: string): Promise<string> {
  return (await apiGet<MessageAnswer>(`/auth/verify/${encodeURIComponent(token)}`)).message;
}

export async function confirmEmailChange(token: string): Promise<string> {
  return (await apiPost<MessageAnswer>(`/auth/confirm-email/${encodeURIComponent(token)}`, {})).message;
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiPatch<MessageAnswer>('/auth/forget', { email });
}

export async function resetPassword(token: string, password: string): Promise<string> {
  return (await apiPatch<MessageAnswer>(`/auth/reset/${encodeURIComponent(token)}`, { password })).message;
}

export type ProfileUpdate = z.output<typeof profileUpdateRequestSchema>;

/** A new login e-mail comes back as `pendingEmail`, waiting for the link mailed to it. */
export function updateProfile(update: ProfileUpdate): Promise<UpdatedProfile> {
  return apiPatch<UpdatedProfile>('/auth/update', update);
}

export function fetchProfile(): Promise<User> {
  return apiGet<User>('/auth/profile');
}
