import { useQuery } from '@tanstack/react-query';
import type { Availability } from '../../../contracts/schedule.schemas';
import { formatDay, formatTime } from '../../../contracts/lagos-time';
import { isCalendarDay } from '../../../contracts/lagos-time';
import { availabilityTexts } from '../../../contracts/booking';
import { apiGet } from '../../lib/api';

/**
 * The times a technician who does the service is free on the chosen day (GET /booking/availability): a
 * free one fills the time field, a taken one is greyed out, and a time nobody could take (it would run past
 * the working day, or everyone is away) is not offered at all. A full day names the next days with a free
 * time; a service nobody on staff does offers no time: the office calls to arrange it. With no technician
 * on record every time is free.
 */
export function AvailableTimes({
  date,
  service,
  chosen,
  onChoose,
  onChooseDay,
}: {
  date: string;
  service: string;
  chosen: string;
  onChoose: (time: string) => void;
  onChooseDay: (day: string) => void;
}) {
  const ready = isCalendarDay(date) && service !== '';
  const availability = useQuery({
    queryKey: ['booking-availability', date, service],
    queryFn: () => apiGet<Availability>(`/booking/availability?date=${date}&service=${encodeURIComponent(service)}`),
    enabled: ready,
    staleTime: 30_000,
  });
  if (!ready || !availability.data) return null;
  const { slots, nextFree, toArrange } = availability.data;
  if (toArrange) {
    return (
      <p role="status" data-to-arrange className="rounded-box bg-accent-soft p-3 text-sm text-navy-900 sm:col-span-2">
        {availabilityTexts.toArrange}
      </p>
    );
  }
  const offered = slots.filter((slot) => slot.available || slot.taken);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold text-navy-900">Free times on that day</legend>
      {offered.every((slot) => !slot.available) ? (
        <div className="mt-1 grid gap-2 text-sm text-grey-700">
          <p>{availabilityTexts.dayFull}</p>
          {nextFree.length > 0 && (
            <div className="flex flex-wrap items-center gap-2" role="group" aria-label={availabilityTexts.nextFree}>
              <span>{availabilityTexts.nextFree}:</span>
              {nextFree.map((day) => (
                <button key={day} type="button" onClick={() => onChooseDay(day)} className="min-h-11 rounded-box border border-grey-300 bg-white px-3 font-semibold text-navy-900">
                  {formatDay(day)}
                </button>
              ))}
            </div>
          )}
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {offered.map((slot) => (
            <button
              key={slot.time}
              type="button"
              disabled={!slot.available}
              aria-pressed={chosen === slot.time}
              onClick={() => onChoose(slot.time)}
              className={`min-h-11 rounded-box border px-3 text-sm font-semibold ${
                chosen === slot.time ? 'border-navy-900 bg-navy-900 text-white' : 'border-grey-300 bg-white text-navy-900'
              } disabled:cursor-not-allowed disabled:border-grey-200 disabled:bg-grey-100 disabled:text-grey-700 disabled:line-through`}
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
