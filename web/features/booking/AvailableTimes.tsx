import { useQuery } from '@tanstack/react-query';
import type { Availability } from '../../../contracts/schedule.schemas';
import { formatTime } from '../../../contracts/lagos-time';
import { isCalendarDay } from '../../../contracts/lagos-time';
import { apiGet } from '../../lib/api';

/**
 * The times a technician who does the service is free on the chosen day (GET /booking/availability): a
 * free one fills the time field, a taken one is greyed out. With no technician on record every time is free.
 */
export function AvailableTimes({ date, service, chosen, onChoose }: { date: string; service: string; chosen: string; onChoose: (time: string) => void }) {
  const ready = isCalendarDay(date) && service !== '';
  const availability = useQuery({
    queryKey: ['booking-availability', date, service],
    queryFn: () => apiGet<Availability>(`/booking/availability?date=${date}&service=${encodeURIComponent(service)}`),
    enabled: ready,
    staleTime: 30_000,
  });
  if (!ready || !availability.data) return null;
  const { slots } = availability.data;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold text-navy-900">Free times on that day</legend>
      {slots.length === 0 || slots.every((slot) => !slot.available) ? (
        <p className="mt-1 text-sm text-grey-700">No technician is free that day. Please choose another day.</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {slots.map((slot) => (
            <button
              key={slot.time}
              type="button"
              disabled={!slot.available}
              aria-pressed={chosen === slot.time}
              onClick={() => onChoose(slot.time)}
              className={`min-h-11 rounded-box border px-3 text-sm font-semibold ${
                chosen === slot.time ? 'border-navy-900 bg-navy-900 text-white' : 'border-grey-300 bg-white text-navy-900'
              } disabled:cursor-not-allowed disabled:border-grey-200 disabled:bg-grey-100 disabled:text-grey-500 disabled:line-through`}
            >
              {formatTime(slot.time)}
              {!slot.available && <span className="sr-only"> (taken)</span>}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
