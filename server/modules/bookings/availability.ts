import { durationOfService } from '../../../contracts/schedule';
import { otherService } from '../../../contracts/booking';
import type { Availability } from '../../../contracts/schedule.schemas';
import type { Database } from '../../db/client';
import { dayPlan, nextFreeDays, slotsOf } from './capacity';

/**
 * The times the booking form offers on a day: each is available while a technician who does the service
 * works then, is not away and has nothing else booked for the visit's length. Without a service, any
 * technician counts. `nextFree` names the next days with a free time, for a full day; a service nobody on
 * record does is `toArrange`, with no time offered.
 */
export async function availabilityOf(db: Database, date: string, service: string = otherService): Promise<Availability> {
  const minutes = durationOfService(service);
  const [plan, nextFree] = await Promise.all([dayPlan(db, date, service), nextFreeDays(db, date, service, minutes)]);
  return { date, slots: slotsOf(plan, minutes), nextFree, toArrange: plan.toArrange };
}
