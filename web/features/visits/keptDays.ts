import type { MyDay } from '../../../contracts/schedule.schemas';
import { addDays } from '../../../contracts/lagos-time';
import { forgetForSignedIn, keepForSignedIn, keptForSignedIn, keptNames } from '../../lib/keptForSignedIn';
import { todayInLagos } from '../../lib/dates';

/**
 * The days a technician's phone last fetched, kept with the moment they were fetched, so /my-day opens with
 * no network on what it last knew and says how old it is. Kept per technician (web/lib/keptForSignedIn.ts
 * forgets them at sign-out); days before yesterday are let go.
 */
export type KeptDay = { day: MyDay; fetchedAt: number };

const dayPrefix = 'my-day.';
const nameOf = (technicianId: string, date: string) => `${dayPrefix}${technicianId}.${date}`;

export function keptDay(technicianId: string, date: string): KeptDay | undefined {
  return keptForSignedIn<KeptDay>(nameOf(technicianId, date));
}

export function keepDay(technicianId: string, day: MyDay, fetchedAt = Date.now()): void {
  const yesterday = addDays(todayInLagos(), -1);
  for (const name of keptNames(dayPrefix)) if ((name.split('.').at(-1) ?? '') < yesterday) forgetForSignedIn(name);
  keepForSignedIn(nameOf(technicianId, day.date), { day, fetchedAt } satisfies KeptDay);
}
