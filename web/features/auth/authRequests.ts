import { z } from 'zod';
import { userSchema, type LoginRequest, type SignupRequest, type User } from '../../../contracts/auth.schemas';
import { apiGet, apiPatch, apiPost } from '../../lib/api';

/** The sign-in calls of /api/auth (API.md); each answers what the page shows. */

const messageSchema = z.object({ message: z.string() });

export async function signUp(request: SignupRequest): Promise<void> {
  await apiPost('/auth/signup', request);
}

export async function logIn(request: LoginRequest): Promise<User> {
  return userSchema.parse(await apiPost('/auth/login', request));
}

export async function activateAccount(token: string): Promise<string> {
  return messageSchema.parse(await apiGet(`/auth/verify/${encodeURIComponent(token)}`)).message;
}

export async function confirmEmailChange(token: string): Promise<string> {
  return messageSchema.parse(await apiPost(`/auth/confirm-email/${encodeURIComponent(token)}`, {})).message;
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiPatch('/auth/forget', { email });
}

export async function resetPassword(token: string, password: string): Promise<string> {
  return messageSchema.parse(await apiPatch(`/auth/reset/${encodeURIComponent(token)}`, { password })).message;
}
