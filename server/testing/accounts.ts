import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client';
import { createActivatedAccount } from '../modules/auth';
import type { Role } from '../../contracts/auth';
import type { WorkingDay } from '../../contracts/staff';

/** An account as if it had signed up and clicked its activation link. */
export function createActivatedUser(db: Database, fields: { email: string; password: string; name?: string; role?: Role; services?: string[]; workingHours?: WorkingDay[] }) {
  return createActivatedAccount(db, { name: 'Chidinma Okafor', ...fields });
}

/** The cookies a response set, as a browser would send them back. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** A new activated account, signed in through the real login call; answers its cookies. */
export async function signedInAs(app: FastifyInstance, db: Database, email: string, role: Role = 'customer', extra: { services?: string[]; workingHours?: WorkingDay[]; name?: string } = {}) {
  await createActivatedUser(db, { email, password: 'correct-horse', role, name: role === 'admin' ? 'Shop Admin' : 'Chidinma Okafor', ...extra });
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct-horse' } });
  if (response.statusCode !== 200) throw new Error(`could not sign ${email} in: ${response.body}`);
  return cookiesOf(response);
}
