import { durationOfService } from '../../../contracts/schedule';
import { otherService } from '../../../contracts/booking';
import type { Availability } from '../../../contracts/schedule.schemas';
import type { Database } from '../../db/client';
import { dayPlan, slotsOf } from './capacity';

/**
 * The times the booking form offers on a day: each is available while a technician who does the service
 * works then and has nothing else booked for the visit's length. Without a service, any technician counts.
 */
export async function availabilityOf(db: Database, date: string, service: string = otherService): Promise<Availability> {
  const plan = await dayPlan(db, date, service);
  return { date, slots: slotsOf(plan, durationOfService(service)) };
}
