import type { Schedule } from '../../../contracts/schedule.schemas';
import type { Database } from '../../db/client';
import { activeTechnicians, visitsBetween } from '../bookings';
import { listHolidays, timeOffBetween } from '../staff';

/**
 * The board of a range of days (at most 31): every active technician, their visits (bookings'), and the time
 * off and holidays in the range (staff's). The browser places them; unassigned visits are those with no technician.
 */
export async function scheduleOf(db: Database, from: string, to: string): Promise<Schedule> {
  const [technicians, visits, timeOff, holidays] = await Promise.all([activeTechnicians(db), visitsBetween(db, from, to), timeOffBetween(db, from, to), listHolidays(db, from, to)]);
  return { technicians: technicians.map(({ id, ...technician }) => ({ _id: id, ...technician })), visits, timeOff, holidays };
}
