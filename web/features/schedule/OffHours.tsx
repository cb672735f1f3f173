import type { Booking } from '../../../contracts/booking.schemas';
import { formatTime } from '../../../contracts/lagos-time';
import { minutesOf, timeOf, workingStretch } from '../../../contracts/schedule';
import type { Schedule, ScheduleTechnician } from '../../../contracts/schedule.schemas';
import { standingOf, timeOffReasonLabels, type Standing } from '../../../contracts/time-off';
import { dayEnd, dayStart, quarterColumns, stretchPlace } from './boardPlaces';

/**
 * A technician's time the board shades: the hours outside their working day, their time off and the
 * company's holidays. The same rule (contracts/time-off.ts) decides where a visit may be dropped and what
 * the server accepts.
 */

type Away = { start: number; end: number; label: string };
const wholeDay = { start: 0, end: 24 * 60 };

function awayOf(board: Schedule, technicianId: string, date: string): Away[] {
  const holiday = board.holidays.find((closed) => closed.date === date);
  if (holiday) return [{ ...wholeDay, label: `Holiday: ${holiday.name}` }];
  return board.timeOff
    .filter((entry) => entry.technicianId === technicianId && entry.from <= date && date <= entry.to)
    .map((entry) => ({
      ...(entry.start ? { start: minutesOf(entry.start), end: minutesOf(entry.end) } : wholeDay),
      label: `Off: ${timeOffReasonLabels[entry.reason]}${entry.start ? ` ${formatTime(entry.start)}-${formatTime(entry.end)}` : ''}`,
    }));
}

/** Whether the technician can take the visit at that day and time, from what the board holds. */
export function standingOnBoard(board: Schedule, technician: ScheduleTechnician, visit: Booking, date: string, time: string, minutes: number): Standing {
  return standingOf(
    { id: technician._id, services: technician.services, workingHours: technician.workingHours },
    { day: date, start: minutesOf(time), minutes, service: visit.service, exceptVisit: visit._id },
    {
      visits: board.visits.map((placed) => ({ id: placed._id, technicianId: placed.technician?._id ?? null, date: placed.date, time: placed.time, durationMinutes: placed.durationMinutes })),
      timeOff: board.timeOff,
      holidays: board.holidays,
    },
  );
}

/** Hatched, from the stylesheet: the page's Content-Security-Policy refuses style attributes on the server's page. */
const shade = 'bg-grey-100 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(0_0_0/0.06)_6px_12px)]';

/** The day view's shading of one technician's row: a grid of the board's quarter hours, under the visits. */
export function OffHours({ technician, date, board }: { technician: ScheduleTechnician; date: string; board: Schedule }) {
  const stretch = workingStretch(technician.workingHours, date);
  const closed: Away[] = stretch
    ? [
        { start: dayStart, end: stretch.start, label: '' },
        { start: stretch.end, end: dayEnd, label: '' },
      ]
    : [{ start: dayStart, end: dayEnd, label: 'Not working' }];
  const blocks = [...closed, ...awayOf(board, technician._id, date)].flatMap((block) => {
    const place = stretchPlace(block.start, block.end);
    return place ? [{ ...block, place, start: Math.max(block.start, dayStart), end: Math.min(block.end, dayEnd) }] : [];
  });
  return (
    <div className={`absolute inset-0 grid ${quarterColumns}`}>
      {blocks.map((block) => (
        <div key={`${block.start}-${block.end}-${block.label}`} data-off={block.label || 'outside working hours'} className={`row-start-1 ${block.place} ${shade}`}>
          {block.label ? (
            <span className="block truncate p-1 text-sm text-grey-700">{block.label}</span>
          ) : (
            <span className="sr-only">
              Outside working hours {timeOf(block.start)}-{timeOf(block.end)}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

/** The week view's note in a technician's day: not working, off or a holiday. */
export function OffDayNote({ technician, date, board }: { technician: ScheduleTechnician; date: string; board: Schedule }) {
  const notes = workingStretch(technician.workingHours, date) ? awayOf(board, technician._id, date).map((away) => away.label) : ['Not working'];
  if (notes.length === 0) return null;
  return (
    <p data-off={notes.join('; ')} className={`rounded p-1 text-sm text-grey-700 ${shade}`}>
      {notes.join('; ')}
    </p>
  );
}
