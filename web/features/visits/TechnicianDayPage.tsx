import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { MapPin, MessageCircle, Phone } from 'lucide-react';
import { followUpLabel, minutesOf, timeOf, visitStepLabels, type VisitStep } from '../../../contracts/schedule';
import { addDays, isCalendarDay } from '../../../contracts/lagos-time';
import type { MyVisit } from '../../../contracts/schedule.schemas';
import { company } from '../../../contracts/company';
import { internationalPhoneDigits } from '../../../contracts/phones';
import { Skeleton } from '../../components/Skeleton';
import { formatDay, formatTime, todayInLagos } from '../../lib/dates';
import { phoneHref } from '../../content/company';
import { keepSignedInProfile } from '../../lib/keptForSignedIn';
import { useAuth, useLogout } from '../auth';
import { Link } from 'react-router';
import { pathTo } from '../../../contracts/pages';
import { myDayQueryKey, myDayQueryOptions, sendVisitProgress, showSentReport } from './api';
import { TechnicianFrame } from './TechnicianFrame';
import { draftNote, flushOutbox, keepDraftNote, noReportsOnServer, queuedReports, queueReport, subscribeToOutbox, type QueuedReport } from './outbox';
import { DayAge, DayNavigation } from './DayNavigation';
import { keepDayPageOffline } from './offlineApp';
import { VisitPhotos } from './VisitPhotos';
import { PartsUsed, type ChosenPart } from './PartsUsed';

const serviceOf = (visit: MyVisit) => (visit.service === 'Other' ? visit.otherService : visit.service);

/** A number as WhatsApp links want it (contracts/phones.ts); an unreadable one opens WhatsApp to pick the chat. */
const whatsappDigits = (phone: string) => internationalPhoneDigits(phone) ?? '';

const mapHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const useOnline = () =>
  useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );

/**
 * The unsent reports, sent when the network returns (the browser's 'online' event, and every 20 seconds
 * while any wait, for a network that is up but was not answering).
 */
function useOutbox(technicianId: string) {
  const queryClient = useQueryClient();
  const waiting = useSyncExternalStore(subscribeToOutbox, queuedReports, noReportsOnServer);
  const online = useOnline();
  const flush = useCallback(async () => {
    // Each report carries the moment it was pressed: one kept through a dead zone is stamped then, not when it arrives.
    const outcome = await flushOutbox(async (report) => {
      const visited = await sendVisitProgress(report.visitId, {
        key: report.key,
        step: report.step,
        note: report.note,
        photos: report.photos,
        pressedAt: report.madeAt,
        followUp: report.followUp ?? false,
        parts: report.parts ?? [],
      });
      showSentReport(queryClient, technicianId, visited);
    });
    for (const report of outcome.sent) if (report.note) keepDraftNote(report.visitId, '');
    for (const { message } of outcome.refused) toast.error(message);
    if (outcome.sent.length > 0) void queryClient.invalidateQueries({ queryKey: myDayQueryKey });
  }, [queryClient, technicianId]);
  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);
  useEffect(() => {
    if (waiting.length === 0) return;
    const timer = window.setInterval(() => void flush(), 20_000);
    return () => window.clearInterval(timer);
  }, [waiting.length, flush]);
  const add = (report: Omit<QueuedReport, 'key' | 'madeAt'>) => {
    try {
      queueReport(report);
    } catch {
      toast.error('This phone has no room to keep the report. Send fewer photos.');
      return false;
    }
    void flush();
    return true;
  };
  return { waiting, online, add };
}

/** Where the visit stands, the server's word with this phone's unsent reports laid over it. */
function stepOf(visit: MyVisit, waiting: QueuedReport[]): VisitStep | 'new' {
  const unsent = waiting.filter((report) => report.visitId === visit._id).map((report) => report.step);
  if (visit.visit.doneAt || unsent.includes('done')) return 'done';
  if (visit.visit.arrivedAt || unsent.includes('arrived')) return 'arrived';
  if (visit.visit.onWayAt || unsent.includes('on_way')) return 'on_way';
  return 'new';
}

const bigButton = 'inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-box px-4 text-base font-semibold';

/** The customer's phone, WhatsApp and map, each a big tap away. */
function VisitContacts({ visit }: { visit: MyVisit }) {
  return (
    <div className="mt-3 grid grid-cols-3 gap-2">
      <a className={`${bigButton} border border-grey-300 text-navy-900`} href={phoneHref(visit.phone)}>
        <Phone aria-hidden="true" className="size-5" />
        Call<span className="sr-only"> {visit.name}</span>
      </a>
      <a className={`${bigButton} border border-grey-300 text-navy-900`} href={`https://wa.me/${whatsappDigits(visit.phone)}`} target="_blank" rel="noreferrer">
        <MessageCircle aria-hidden="true" className="size-5" />
        Chat<span className="sr-only"> with {visit.name} on WhatsApp</span>
      </a>
      {visit.address ? (
        <a className={`${bigButton} border border-grey-300 text-navy-900`} href={mapHref(visit.address)} target="_blank" rel="noreferrer">
          <MapPin aria-hidden="true" className="size-5" />
          Map<span className="sr-only"> of {visit.address}</span>
        </a>
      ) : (
        <span />
      )}
    </div>
  );
}

/** The visit's quote and invoice, as the office has them. */
function VisitDocuments({ documents }: { documents: MyVisit['documents'] }) {
  if (documents.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-1 text-sm text-navy-900" aria-label="Quote and invoice">
      {documents.map((document) => (
        <li key={`${document.kind}-${document.number}`}>
          {document.kind === 'quote' ? 'Quote' : 'Invoice'} {document.number} · {document.status}
          {document.total !== null ? ` · ₦${document.total.toLocaleString('en-NG')}` : ''}
        </li>
      ))}
    </ul>
  );
}

type FinishedVisit = { note: string; photos: string[]; followUp: boolean; parts: { productId: string; quantity: number }[] };

/**
 * Done: what was done (kept on the phone as it is typed), the photos, the catalogue parts used, and whether the
 * office should follow up. `onDone` says whether the report was kept.
 */
function FinishVisitForm({ visit, onDone }: { visit: MyVisit; onDone: (done: FinishedVisit) => boolean }) {
  const [note, setNote] = useState(() => draftNote(visit._id));
  const [photos, setPhotos] = useState<string[]>([]);
  const [parts, setParts] = useState<ChosenPart[]>([]);
  const [followUp, setFollowUp] = useState(false);
  return (
    <form
      noValidate
      aria-label={`Finish the visit to ${visit.name}`}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (onDone({ note: note.trim(), photos, followUp, parts: parts.map(({ productId, quantity }) => ({ productId, quantity })) })) {
          setPhotos([]);
          setParts([]);
        }
      }}
    >
      <label className="grid gap-1 text-sm font-semibold text-navy-900">
        What was done (note for the office)
        <textarea
          rows={3}
          value={note}
          maxLength={2000}
          onChange={(event) => {
            setNote(event.target.value);
            keepDraftNote(visit._id, event.target.value);
          }}
          className="rounded-box border border-grey-300 p-2 text-base font-normal"
        />
      </label>
      <VisitPhotos photos={photos} onChange={setPhotos} />
      <PartsUsed parts={parts} onChange={setParts} />
      <label className="flex min-h-12 items-center gap-3 text-base font-semibold text-navy-900">
        <input type="checkbox" checked={followUp} onChange={(event) => setFollowUp(event.target.checked)} className="size-6" />
        {followUpLabel}
      </label>
      <button type="submit" className={`${bigButton} bg-accent text-navy-900`}>
        {visitStepLabels.done}
      </button>
    </form>
  );
}

function VisitCard({ visit, position, technicianName, waiting, add }: { visit: MyVisit; position: number; technicianName: string; waiting: QueuedReport[]; add: ReturnType<typeof useOutbox>['add'] }) {
  const step = stepOf(visit, waiting);
  const unsent = waiting.filter((report) => report.visitId === visit._id);
  const end = timeOf(minutesOf(visit.time) + visit.durationMinutes);
  const headingId = `visit-${visit._id}`;
  const whatsappText = `Hello ${visit.name}, this is ${technicianName} from ${company.name}. I am on my way to you for your ${serviceOf(visit)} visit.`;

  const report = (next: Exclude<VisitStep, 'done'>) => add({ visitId: visit._id, step: next, note: '', photos: [], followUp: false });
  const finish = (done: FinishedVisit) => add({ visitId: visit._id, step: 'done', ...done });

  return (
    <li aria-labelledby={headingId} className="rounded-box border border-grey-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-semibold text-grey-700">
        {position}. {formatTime(visit.time)} - {formatTime(end)} · {visit.reference}
      </p>
      <h2 id={headingId} className="mt-1 text-lg font-bold text-navy-900">
        {visit.name}
      </h2>
      <p className="text-navy-900">{serviceOf(visit)}</p>
      <p className="mt-1 text-grey-700">{visit.address || 'No address given: call the customer.'}</p>
      {visit.note && <p className="mt-1 text-sm text-grey-700">Note: {visit.note}</p>}
      <VisitContacts visit={visit} />
      <VisitDocuments documents={visit.documents} />
      <div className="mt-4 grid gap-3">
        {step === 'new' && (
          <button type="button" className={`${bigButton} bg-accent text-navy-900`} onClick={() => report('on_way')}>
            {visitStepLabels.on_way}
          </button>
        )}
        {step === 'on_way' && (
          <>
            <a
              className={`${bigButton} border border-success text-success`}
              href={`https://wa.me/${whatsappDigits(visit.phone)}?text=${encodeURIComponent(whatsappText)}`}
              target="_blank"
              rel="noreferrer"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              Tell them on WhatsApp
            </a>
            <button type="button" className={`${bigButton} bg-accent text-navy-900`} onClick={() => report('arrived')}>
              {visitStepLabels.arrived}
            </button>
          </>
        )}
        {step === 'arrived' && <FinishVisitForm visit={visit} onDone={finish} />}
        {step === 'done' && <p className="rounded-box bg-success-soft p-3 font-semibold text-success">Done. Thank you.</p>}
        {unsent.length > 0 && (
          <p role="status" className="rounded-box bg-warning-soft p-3 text-sm text-warning">
            {unsent.map((waitingReport) => visitStepLabels[waitingReport.step]).join(', ')}: not sent yet. It is kept on this phone and sent when the network returns.
          </p>
        )}
      </div>
    </li>
  );
}

/** The day asked for in the address (?date=), else today in Lagos. */
function useShownDay(): { date: string; today: string } {
  const [search] = useSearchParams();
  const [today] = useState(todayInLagos);
  const asked = search.get('date') ?? '';
  return { date: isCalendarDay(asked) ? asked : today, today };
}

/**
 * With today on screen and the network up, the next working day is fetched too (the first of the next three
 * days with visits), so tomorrow's first address is on the phone before the technician leaves signal.
 */
function useNextWorkingDayKept(technicianId: string, today: string, ready: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ready || !technicianId) return;
    let stopped = false;
    void (async () => {
      for (let ahead = 1; ahead <= 3 && !stopped; ahead += 1) {
        const next = await queryClient.fetchQuery(myDayQueryOptions(technicianId, addDays(today, ahead))).catch(() => undefined);
        if (!next || next.visits.length > 0) return;
      }
    })();
    return () => {
      stopped = true;
    };
  }, [queryClient, technicianId, today, ready]);
}

/**
 * A technician's day on their phone: a day's visits in order, each with what the visit needs and one big next
 * step. It opens with no network at all (offlineApp.ts, keptDays.ts) on the days it last fetched, with their age.
 */
export function TechnicianDayPage() {
  const { user } = useAuth();
  const logout = useLogout();
  const technicianId = user?._id ?? '';
  const { date, today } = useShownDay();
  const day = useQuery(myDayQueryOptions(technicianId, date));
  const { waiting, online, add } = useOutbox(technicianId);
  useNextWorkingDayKept(technicianId, today, date === today && day.isSuccess && day.isFetchedAfterMount && online);
  useEffect(() => {
    if (user) keepSignedInProfile(user);
  }, [user]);
  useEffect(() => {
    void keepDayPageOffline();
  }, []);

  return (
    <TechnicianFrame
      name={user?.name}
      action={
        <button type="button" className="min-h-11 rounded-box px-3 text-sm underline" onClick={() => logout.mutate()}>
          Log out
        </button>
      }
    >
      <h1 className="text-xl font-bold text-navy-900">
        {date === today ? 'My day' : 'Visits'}: {formatDay(date)}
      </h1>
      <DayNavigation date={date} />
      <Link to={pathTo('technicianTimeOff')} className="justify-self-start text-navy-700 underline">
        My time off and hours
      </Link>
      {!online && (
        <p role="status" className="rounded-box bg-warning-soft p-3 text-warning">
          No network. What you press is kept on this phone and sent when the network returns.
        </p>
      )}
      {day.data && day.dataUpdatedAt > 0 && <DayAge fetchedAt={day.dataUpdatedAt} current={online && !day.isError} />}
      {day.isPending && <Skeleton className="h-64" />}
      {day.isError && !day.data && <p className="rounded-box bg-danger-soft p-3 text-danger">These visits could not be loaded. They load again when the network returns.</p>}
      {day.data &&
        (day.data.visits.length === 0 ? (
          <p className="rounded-box bg-white p-4 text-grey-700">{date === today ? 'No visits today.' : 'No visits on this day.'}</p>
        ) : (
          <ol className="grid gap-4">
            {day.data.visits.map((visit, index) => (
              <VisitCard key={visit._id} visit={visit} position={index + 1} technicianName={user?.name ?? ''} waiting={waiting} add={add} />
            ))}
          </ol>
        ))}
    </TechnicianFrame>
  );
}
