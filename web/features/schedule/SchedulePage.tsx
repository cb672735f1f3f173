import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { Booking } from '../../../contracts/booking.schemas';
import { bookingReference } from '../../../contracts/booking';
import { addDays, formatDay, formatTime, isCalendarDay } from '../../../contracts/lagos-time';
import { pathTo } from '../../../contracts/pages';
import { weekdayOf } from '../../../contracts/schedule';
import type { ScheduleTechnician } from '../../../contracts/schedule.schemas';
import { standingRefusals } from '../../../contracts/time-off';
import { Button } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { Modal } from '../../components/dialogs/Modal';
import { useErrorToast } from '../../components/useErrorToast';
import { todayInLagos } from '../../lib/dates';
import type { PageData } from '../../lib/pageData';
import { moveVisit, scheduleQueryKey, scheduleQueryOptions } from './api';
import { MoveVisitForm } from './MoveVisitForm';
import { standingOnBoard } from './OffHours';
import { dropHandlers, serviceOf, VisitCard, VisitTable, type DropChecks, type DropPlace } from './VisitBoard';

type View = 'day' | 'week';

function rangeOf(view: View, day: string): { from: string; to: string; days: string[] } {
  const from = view === 'day' ? day : addDays(day, 1 - weekdayOf(day));
  const days = view === 'day' ? [day] : Array.from({ length: 7 }, (_, index) => addDays(from, index));
  return { from, to: days.at(-1) ?? from, days };
}

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

/** Day or week, the day before or after, today, or a day chosen: the board's address keeps the choice. */
function BoardControls({ view, day, go }: { view: View; day: string; go: (next: { view?: View; date?: string }) => void }) {
  const step = view === 'day' ? 1 : 7;
  return (
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
  );
}

/** The visits in view with no technician on the board: dropped here, a visit loses its technician. */
function UnassignedVisits({ waiting, drop, onOpen }: { waiting: Booking[]; drop: ReturnType<typeof dropHandlers>; onOpen: (visit: Booking) => void }) {
  return (
    <section aria-labelledby="unassigned-heading" data-drop-unassigned className="rounded-box border border-dashed border-grey-300 bg-white p-3" {...drop}>
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
              <VisitCard visit={visit} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An opened visit: who and where, a way to its booking, and the keyboard's way to move or assign it. */
function OpenedVisit({ opened, technicians, onClose }: { opened: Booking | null; technicians: ScheduleTechnician[]; onClose: () => void }) {
  return (
    <Modal open={opened !== null} onClose={onClose} title={opened ? `${opened.name} · ${bookingReference(opened._id)}` : ''}>
      {opened && (
        <div className="grid gap-3">
          <p>
            {serviceOf(opened)} · {opened.phone}
            {opened.address ? ` · ${opened.address}` : ''} ·{' '}
            <Link className="text-navy-700 underline" to={pathTo('showBooking', { id: opened._id })}>
              Open the booking
            </Link>
          </p>
          <MoveVisitForm key={opened._id} visit={opened} technicians={technicians} onDone={onClose} />
        </div>
      )}
    </Modal>
  );
}

/** The board the address asks for: a day or a week, at a date (today in Lagos when none or a wrong one). */
function boardAt(params: URLSearchParams) {
  const view: View = params.get('view') === 'week' ? 'week' : 'day';
  const requested = params.get('date') ?? '';
  const day = isCalendarDay(requested) ? requested : todayInLagos();
  return { view, day, ...rangeOf(view, day) };
}

export const scheduleData: PageData = ({ queryClient, url }) => {
  const { from, to } = boardAt(url.searchParams);
  return [queryClient.ensureQueryData(scheduleQueryOptions(from, to))];
};

export function SchedulePage() {
  const [params, setParams] = useSearchParams();
  const { view, day, from, to, days } = boardAt(params);
  const schedule = useQuery(scheduleQueryOptions(from, to));
  useErrorToast(schedule.error);
  const [opened, setOpened] = useState<Booking | null>(null);
  const { move, announcement } = useBoardMove();
  const go = (next: { view?: View; date?: string }) => setParams({ view: next.view ?? view, date: next.date ?? day }, { replace: true });

  const visits = useMemo(() => schedule.data?.visits ?? [], [schedule.data]);
  const byId = useMemo(() => new Map(visits.map((visit) => [visit._id, visit])), [visits]);
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

  return (
    // A refused place's reason stays in view after the drop is refused, until the next drag starts.
    <div className="grid gap-4" onDragStart={() => setHoverRefusal('')}>
      <PageHeading title="Schedule" lead="Each technician's visits by day or week. Drag a visit to move or assign it, or open it to choose the day, time and technician." />
      <BoardControls view={view} day={day} go={go} />
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
          {/* A focusable, named region: on a week with no visit in it, the keyboard has nothing else to scroll it by. */}
          <div
            tabIndex={0}
            role="region"
            aria-label={view === 'day' ? 'Day board' : 'Week board'}
            className="overflow-x-auto rounded-box border border-grey-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
          >
            <VisitTable board={schedule.data} view={view} day={day} days={days} byId={byId} onOpen={setOpened} onMove={onMove} checks={checks} />
          </div>
          <UnassignedVisits waiting={waiting} drop={dropHandlers(byId, (visit) => ({ technicianId: null, date: visit.date }), onMove, checks)} onOpen={setOpened} />
        </div>
      )}
      <OpenedVisit opened={opened} technicians={technicians} onClose={() => setOpened(null)} />
    </div>
  );
}
