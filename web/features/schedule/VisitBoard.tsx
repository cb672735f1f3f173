import { useMemo, type DragEvent } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast/headless';
import type { Booking } from '../../../contracts/booking.schemas';
import { availabilityTexts } from '../../../contracts/booking';
import { formatDay, formatTime } from '../../../contracts/lagos-time';
import { pathTo } from '../../../contracts/pages';
import { areaOf, minutesOf, timeOf } from '../../../contracts/schedule';
import type { Schedule, ScheduleTechnician } from '../../../contracts/schedule.schemas';
import { daySheetHref } from './api';
import { dayStart, hourColumns, hours, quarterColumns, visitPlace } from './boardPlaces';
import { OffHours, OffDayNote } from './OffHours';

/**
 * The board itself: a row per technician across the day's hours or the week's days, its visits as cards to
 * open or drag, and the places a dragged visit may be dropped on.
 */

const visitMime = 'application/x-brightwire-visit';
/** The dragged visit's id rides in the type too: only types can be read while dragging, and a refused place must refuse before the drop. */
const draggedId = (types: readonly string[]) => types.find((type) => type.startsWith(`${visitMime}-`))?.slice(visitMime.length + 1);

export const serviceOf = (visit: Booking) => (visit.service === 'Other' ? visit.otherService : visit.service);

/** Where a drag ends: a technician (or nobody), a day, and for the day view the hour under the pointer. */
export type DropPlace = { technicianId: string | null; date: string; time?: string };

/** What a place asks before it takes a drop: why the technician cannot take the visit there (blank: they can), and where to say so. */
export type DropChecks = { refusalOf: (visit: Booking, place: DropPlace) => string; onHover: (refusal: string) => void };

/**
 * A place on the board a visit may be dropped on. `placeOf` says where a drop there would put it; a place the
 * technician cannot take (busy, off, away, not their service) does not accept the drop at all.
 */
export function dropHandlers(
  visits: Map<string, Booking>,
  placeOf: (visit: Booking, event: DragEvent<HTMLElement>) => DropPlace,
  onDrop: (visit: Booking, place: DropPlace) => void,
  { refusalOf, onHover }: DropChecks,
) {
  return {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      const visit = visits.get(draggedId(event.dataTransfer.types) ?? '');
      if (!visit) return;
      const refusal = refusalOf(visit, placeOf(visit, event));
      onHover(refusal);
      if (refusal) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const visit = visits.get(event.dataTransfer.getData(visitMime));
      if (!visit) return;
      event.preventDefault();
      const place = placeOf(visit, event);
      const refusal = refusalOf(visit, place);
      if (refusal) toast.error(refusal);
      else onDrop(visit, place);
    },
  };
}

/** `place`: the card's grid column on the day board; without it the card fills its cell (week board, unassigned list). */
export function VisitCard({ visit, onOpen, place }: { visit: Booking; onOpen: (visit: Booking) => void; place?: string }) {
  const end = timeOf(minutesOf(visit.time) + visit.durationMinutes);
  const area = areaOf(visit.address);
  return (
    <button
      type="button"
      draggable
      data-visit={visit._id}
      onDragStart={(event) => {
        event.dataTransfer.setData(visitMime, visit._id);
        event.dataTransfer.setData(`${visitMime}-${visit._id}`, visit._id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onClick={() => onOpen(visit)}
      aria-label={`${visit.name}, ${serviceOf(visit)}, ${formatTime(visit.time)} to ${formatTime(end)}${area ? `, ${area}` : ''}. Move or assign`}
      className={`overflow-hidden rounded border-l-4 text-left text-sm leading-tight shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 ${
        visit.status === 'completed' ? 'border-success bg-success-soft' : visit.status === 'pending' ? 'border-accent bg-accent-soft' : 'border-navy-700 bg-navy-50'
      } ${place ? `${place} row-start-1 my-1 p-1` : 'w-full p-1.5'}`}
    >
      <span className="block truncate font-semibold text-navy-900">
        {visit.time}-{end} {visit.name}
      </span>
      <span className="block truncate text-grey-700">
        {serviceOf(visit)}
        {area ? ` · ${area}` : ''}
      </span>
      {visit.toArrange && <span className="block font-semibold text-navy-900">{availabilityTexts.toArrangeLabel}</span>}
    </button>
  );
}

type RowProps = {
  technician: ScheduleTechnician;
  visits: Booking[];
  byId: Map<string, Booking>;
  onOpen: (visit: Booking) => void;
  onMove: (visit: Booking, place: DropPlace) => void;
  board: Schedule;
  checks: DropChecks;
};

function DayRow({ technician, visits, date, byId, onOpen, onMove, board, checks }: RowProps & { date: string }) {
  const drop = dropHandlers(
    byId,
    (_visit, event) => {
      const box = event.currentTarget.getBoundingClientRect();
      const hour = Math.min(hours.length - 1, Math.max(0, Math.floor(((event.clientX - box.left) / box.width) * hours.length)));
      return { technicianId: technician._id, date, time: timeOf(dayStart + hour * 60) };
    },
    onMove,
    checks,
  );
  return (
    <tr>
      <th scope="row" className="sticky left-0 z-10 w-44 min-w-44 border-b border-grey-200 bg-white p-2 text-left align-top text-sm font-semibold text-navy-900">
        {technician.name}
        <a className="mt-1 block text-sm font-normal text-navy-700 underline" href={daySheetHref(date, technician._id)} target="_blank" rel="noreferrer">
          Day sheet (PDF)<span className="sr-only"> of {technician.name}</span>
        </a>
      </th>
      <td colSpan={hours.length} className="border-b border-grey-200 p-0">
        <div data-drop-row={technician._id} className="relative h-20 min-w-[48rem]" {...drop}>
          <div aria-hidden="true" className={`absolute inset-0 grid ${hourColumns}`}>
            {hours.map((hour) => (
              <div key={hour} data-hour-line={timeOf(hour)} className="border-l border-grey-100" />
            ))}
          </div>
          <OffHours technician={technician} date={date} board={board} />
          <div className={`absolute inset-0 grid ${quarterColumns}`}>
            {visits.map((visit) => (
              <VisitCard key={visit._id} visit={visit} onOpen={onOpen} place={visitPlace(minutesOf(visit.time), visit.durationMinutes)} />
            ))}
          </div>
        </div>
      </td>
    </tr>
  );
}

function WeekRow({ technician, visits, days, byId, onOpen, onMove, board, checks }: RowProps & { days: string[] }) {
  return (
    <tr>
      <th scope="row" className="sticky left-0 z-10 w-44 min-w-44 border-b border-grey-200 bg-white p-2 text-left align-top text-sm font-semibold text-navy-900">
        {technician.name}
      </th>
      {days.map((day) => (
        <td
          key={day}
          data-drop-cell={`${technician._id}/${day}`}
          className="min-w-36 border-b border-l border-grey-200 p-1 align-top"
          {...dropHandlers(byId, () => ({ technicianId: technician._id, date: day }), onMove, checks)}
        >
          <div className="grid min-h-12 gap-1">
            <OffDayNote technician={technician} date={day} board={board} />
            {visits
              .filter((visit) => visit.date === day)
              .map((visit) => (
                <VisitCard key={visit._id} visit={visit} onOpen={onOpen} />
              ))}
          </div>
        </td>
      ))}
    </tr>
  );
}

type TableProps = {
  board: Schedule;
  view: 'day' | 'week';
  day: string;
  days: string[];
  byId: Map<string, Booking>;
  onOpen: (visit: Booking) => void;
  onMove: (visit: Booking, place: DropPlace) => void;
  checks: DropChecks;
};

/** The technicians' rows under the day's hours or the week's days; with nobody on record, where to invite them. */
export function VisitTable({ board, view, day, days, byId, onOpen, onMove, checks }: TableProps) {
  const byTechnician = useMemo(() => {
    const groups = new Map<string, Booking[]>();
    for (const visit of board.visits) if (visit.technician) groups.set(visit.technician._id, [...(groups.get(visit.technician._id) ?? []), visit]);
    return groups;
  }, [board.visits]);
  if (board.technicians.length === 0) {
    return (
      <p className="p-4 text-grey-700">
        No technician on record yet. <Link to={pathTo('adminStaff')}>Invite technicians</Link> to plan visits on their time.
      </p>
    );
  }
  const row = { byId, onOpen, onMove, board, checks };
  return (
    // The day's hours share the row equally, as its hour lines do, so each heading stands on its line.
    <table className={`w-full border-collapse ${view === 'day' ? 'min-w-[59rem] table-fixed' : ''}`}>
      <caption className="sr-only">Visits by technician</caption>
      <thead>
        <tr>
          <th scope="col" className="sticky left-0 z-10 w-44 bg-white p-2 text-left text-sm text-grey-600">
            Technician
          </th>
          {view === 'day'
            ? hours.map((hour) => (
                <th key={hour} scope="col" className="p-1 text-left text-sm font-normal text-grey-600">
                  {timeOf(hour)}
                </th>
              ))
            : days.map((date) => (
                <th key={date} scope="col" className="p-1 text-left text-sm text-grey-700">
                  {formatDay(date).replace(/ \d{4}$/, '')}
                </th>
              ))}
        </tr>
      </thead>
      <tbody>
        {board.technicians.map((technician) =>
          view === 'day' ? (
            <DayRow key={technician._id} technician={technician} visits={byTechnician.get(technician._id) ?? []} date={day} {...row} />
          ) : (
            <WeekRow key={technician._id} technician={technician} visits={byTechnician.get(technician._id) ?? []} days={days} {...row} />
          ),
        )}
      </tbody>
    </table>
  );
}
