import { useMemo, useState, type DragEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { Booking } from '../../../contracts/booking.schemas';
import { availabilityTexts, bookingReference } from '../../../contracts/booking';
import { addDays, formatDay, formatTime, isCalendarDay } from '../../../contracts/lagos-time';
import { pathTo } from '../../../contracts/pages';
import { areaOf, minutesOf, timeOf, weekdayOf } from '../../../contracts/schedule';
import type { Schedule, ScheduleTechnician } from '../../../contracts/schedule.schemas';
import { standingRefusals } from '../../../contracts/time-off';
import { Button } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { Modal } from '../../components/dialogs/Modal';
import { useErrorToast } from '../../components/useErrorToast';
import { todayInLagos } from '../../lib/dates';
import { daySheetHref, moveVisit, scheduleQueryKey, scheduleQueryOptions } from './api';
import { dayStart, hourColumns, hours, quarterColumns, visitPlace } from './boardPlaces';
import { MoveVisitForm } from './MoveVisitForm';
import { OffHours, OffDayNote, standingOnBoard } from './OffHours';

type View = 'day' | 'week';
const visitMime = 'application/x-brightwire-visit';
/** The dragged visit's id rides in the type too: only types can be read while dragging, and a refused place must refuse before the drop. */
const draggedId = (types: readonly string[]) => types.find((type) => type.startsWith(`${visitMime}-`))?.slice(visitMime.length + 1);

const serviceOf = (visit: Booking) => (visit.service === 'Other' ? visit.otherService : visit.service);

function rangeOf(view: View, day: string): { from: string; to: string; days: string[] } {
  const from = view === 'day' ? day : addDays(day, 1 - weekdayOf(day));
  const days = view === 'day' ? [day] : Array.from({ length: 7 }, (_, index) => addDays(from, index));
  return { from, to: days.at(-1) ?? from, days };
}

/** Where a drag ends: a technician (or nobody), a day, and for the day view the hour under the pointer. */
type DropPlace = { technicianId: string | null; date: string; time?: string };

function useBoardMove() {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const move = useMutation({
    mutationFn: ({ visit, place }: { visit: Booking; place: DropPlace }) => moveVisit(visit._id, { date: place.date, time: place.time ?? visit.time, technicianId: place.technicianId }),
    onSuccess: ({ message, name, date, time, technician }) => {
      toast.success(message);
      setAnnouncement(`${name}: ${formatDay(date)} at ${formatTime(time)}, ${technician ? technician.name : 'unassigned'}.`);
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
    },
    onError: (error) => {
      toast.error(error.message);
      setAnnouncement(`Not moved: ${error.message}`);
    },
  });
  return { move, announcement };
}

/** What a place asks before it takes a drop: why the technician cannot take the visit there (blank: they can), and where to say so. */
type DropChecks = { refusalOf: (visit: Booking, place: DropPlace) => string; onHover: (refusal: string) => void };

/**
 * A place on the board a visit may be dropped on. `placeOf` says where a drop there would put it; a place the
 * technician cannot take (busy, off, away, not their service) does not accept the drop at all.
 */
function dropHandlers(
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
function VisitCard({ visit, onOpen, place }: { visit: Booking; onOpen: (visit: Booking) => void; place?: string }) {
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

type RowProps = { technician: ScheduleTechnician; visits: Booking[]; byId: Map<string, Booking>; onOpen: (visit: Booking) => void; onMove: (visit: Booking, place: DropPlace) => void; board: Schedule; checks: DropChecks };

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

export function SchedulePage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'week' ? 'week' : 'day';
  const requested = params.get('date') ?? '';
  const day = isCalendarDay(requested) ? requested : todayInLagos();
  const { from, to, days } = rangeOf(view, day);
  const schedule = useQuery(scheduleQueryOptions(from, to));
  useErrorToast(schedule.error);
  const [opened, setOpened] = useState<Booking | null>(null);
  const { move, announcement } = useBoardMove();
  const go = (next: { view?: View; date?: string }) => setParams({ view: next.view ?? view, date: next.date ?? day }, { replace: true });

  const visits = useMemo(() => schedule.data?.visits ?? [], [schedule.data]);
  const byId = useMemo(() => new Map(visits.map((visit) => [visit._id, visit])), [visits]);
  const byTechnician = useMemo(() => {
    const groups = new Map<string, Booking[]>();
    for (const visit of visits) if (visit.technician) groups.set(visit.technician._id, [...(groups.get(visit.technician._id) ?? []), visit]);
    return groups;
  }, [visits]);
  const technicians = schedule.data?.technicians ?? [];
  const known = new Set(technicians.map((technician) => technician._id));
  const waiting = visits.filter((visit) => !visit.technician || !known.has(visit.technician._id));
  const onMove = (visit: Booking, place: DropPlace) => move.mutate({ visit, place });
  const refusalOf = (visit: Booking, place: DropPlace): string => {
    const technician = technicians.find((candidate) => candidate._id === place.technicianId);
    if (!technician || !schedule.data) return '';
    const standing = standingOnBoard(schedule.data, technician, visit, place.date, place.time ?? visit.time, visit.durationMinutes);
    return standing === 'free' ? '' : standingRefusals[standing];
  };
  const [hoverRefusal, setHoverRefusal] = useState('');
  const checks: DropChecks = { refusalOf, onHover: setHoverRefusal };
  const step = view === 'day' ? 1 : 7;

  return (
    // A refused place's reason stays in view after the drop is refused, until the next drag starts.
    <div className="grid gap-4" onDragStart={() => setHoverRefusal('')}>
      <PageHeading title="Schedule" lead="Each technician's visits by day or week. Drag a visit to move or assign it, or open it to choose the day, time and technician." />
      <div className="flex flex-wrap items-end gap-2">
        <div role="group" aria-label="View" className="flex gap-1">
          {(['day', 'week'] as const).map((option) => (
            <Button key={option} variant={option === view ? 'primary' : 'secondary'} aria-pressed={option === view} onClick={() => go({ view: option })}>
              {option === 'day' ? 'Day' : 'Week'}
            </Button>
          ))}
        </div>
        <Button variant="secondary" onClick={() => go({ date: addDays(day, -step) })}>
          Previous<span className="sr-only"> {view}</span>
        </Button>
        <Button variant="secondary" onClick={() => go({ date: todayInLagos() })}>
          Today
        </Button>
        <Button variant="secondary" onClick={() => go({ date: addDays(day, step) })}>
          Next<span className="sr-only"> {view}</span>
        </Button>
        <label className="grid gap-1 text-sm font-semibold text-navy-900">
          Go to day
          <input type="date" value={day} onChange={(event) => isCalendarDay(event.target.value) && go({ date: event.target.value })} className="min-h-11 rounded border border-grey-300 px-2" />
        </label>
      </div>
      <p className="font-semibold text-navy-900">{view === 'day' ? formatDay(day) : `${formatDay(from)} to ${formatDay(to)}`}</p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {hoverRefusal && (
        <p role="status" className="rounded-box bg-danger-soft p-3 text-danger">
          Cannot drop there: {hoverRefusal}
        </p>
      )}
      {schedule.isPending && <Skeleton className="h-96" />}
      {schedule.data && (
        <div className="grid gap-4 xl:grid-cols-[1fr_18rem]">
          <div className="overflow-x-auto rounded-box border border-grey-200 bg-white">
            {technicians.length === 0 ? (
              <p className="p-4 text-grey-700">
                No technician on record yet. <Link to={pathTo('adminStaff')}>Invite technicians</Link> to plan visits on their time.
              </p>
            ) : (
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
                  {technicians.map((technician) =>
                    view === 'day' ? (
                      <DayRow key={technician._id} technician={technician} visits={byTechnician.get(technician._id) ?? []} date={day} byId={byId} onOpen={setOpened} onMove={onMove} board={schedule.data} checks={checks} />
                    ) : (
                      <WeekRow key={technician._id} technician={technician} visits={byTechnician.get(technician._id) ?? []} days={days} byId={byId} onOpen={setOpened} onMove={onMove} board={schedule.data} checks={checks} />
                    ),
                  )}
                </tbody>
              </table>
            )}
          </div>
          <section aria-labelledby="unassigned-heading" data-drop-unassigned className="rounded-box border border-dashed border-grey-300 bg-white p-3" {...dropHandlers(byId, (visit) => ({ technicianId: null, date: visit.date }), onMove, checks)}>
            <h2 id="unassigned-heading" className="text-base font-bold text-navy-900">
              Unassigned ({waiting.length})
            </h2>
            {waiting.length === 0 ? (
              <p className="mt-2 text-sm text-grey-700">Every visit in view has a technician.</p>
            ) : (
              <ul className="mt-2 grid gap-2">
                {waiting.map((visit) => (
                  <li key={visit._id}>
                    <p className="text-sm text-grey-700">{formatDay(visit.date)}</p>
                    <VisitCard visit={visit} onOpen={setOpened} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <Modal open={opened !== null} onClose={() => setOpened(null)} title={opened ? `${opened.name} · ${bookingReference(opened._id)}` : ''}>
        {opened && (
          <div className="grid gap-3">
            <p>
              {serviceOf(opened)} · {opened.phone}
              {opened.address ? ` · ${opened.address}` : ''} ·{' '}
              <Link className="text-navy-700 underline" to={pathTo('showBooking', { id: opened._id })}>
                Open the booking
              </Link>
            </p>
            <MoveVisitForm key={opened._id} visit={opened} technicians={technicians} onDone={() => setOpened(null)} />
          </div>
        )}
      </Modal>
    </div>
  );
}
