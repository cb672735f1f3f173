import { expect, type APIRequestContext } from '@playwright/test';
import { company } from '../contracts/company';
import { lagosClock } from '../contracts/lagos-time';
import { linkIn, mailTo } from './mailbox';

/** A Lagos day this many days from today. */
export function daysFromToday(days: number): string {
  const date = new Date(`${lagosClock().day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first Monday at least `days` ahead: a working day for a new technician, past any lead-time rule. */
export function mondayFromToday(days: number): string {
  let day = daysFromToday(days);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = daysFromToday((days += 1));
  return day;
}

export const everyDayAllDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' }));

/**
 * A technician as the office makes one: invited by an admin's request context, the password set through the
 * mailed link's call, then given services (the ones no other browser test books) and, optionally, hours.
 */
export async function inviteTechnician(admin: APIRequestContext, person: { firstname: string; lastname: string; email: string; services: string[]; workingHours?: typeof everyDayAllDay }) {
  const invited = await admin.post('/api/staff', { data: { firstname: person.firstname, lastname: person.lastname, email: person.email, phone: '08039990000', role: 'technician' } });
  expect(invited.status()).toBe(201);
  const { _id: id } = (await invited.json()) as { _id: string };
  const changed = await admin.patch(`/api/staff/${id}`, { data: { services: person.services, ...(person.workingHours ? { workingHours: person.workingHours } : {}) } });
  expect(changed.status()).toBe(200);
  const link = linkIn(await mailTo(person.email, `Your visits with ${company.name}, on your phone`), '/welcome');
  return { id, link, token: link.split('/').at(-1) ?? '' };
}

/** Browser tests share one server: a technician left active would change what later tests can book. */
export async function deactivate(admin: APIRequestContext, ids: string[]) {
  for (const id of ids) expect((await admin.patch(`/api/staff/${id}`, { data: { active: false } })).status()).toBe(200);
}
