import type { VisitStep } from '../../../contracts/schedule';
import { isApiError } from '../../lib/api';

/**
 * The reports a technician's phone has not yet had answered, kept in the browser's storage so a dropped
 * connection, a closed tab or a flat battery loses none. Each carries the key made when it was pressed, and the moment (`madeAt`, sent as `pressedAt`);
 * sending it again (when the network returns) with the same key, the server changes nothing twice.
 * Reports go in the order they were made, and one that the server refuses outright (4xx) is dropped with
 * its reason, while one that met no network or a server hiccup (5xx) waits for the next try.
 */
export type QueuedReport = {
  key: string;
  visitId: string;
  step: VisitStep;
  note: string;
  photos: string[];
  followUp?: boolean;
  /** Catalogue parts used (on Done); sent with the report's key, so they leave the stock once. */
  parts?: { productId: string; quantity: number }[];
  madeAt: string;
};

const storageKey = 'brightwire.visit-outbox.v1';

const nothingQueued: QueuedReport[] = [];
let lastRead: { raw: string | null; reports: QueuedReport[] } = { raw: null, reports: nothingQueued };

/** The same array while the stored text is the same, as useSyncExternalStore needs. */
function read(): QueuedReport[] {
  const raw = localStorage.getItem(storageKey);
  if (raw === lastRead.raw) return lastRead.reports;
  let reports = nothingQueued;
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(stored)) reports = stored as QueuedReport[];
  } catch {
    // A garbled entry is no report.
  }
  lastRead = { raw, reports };
  return reports;
}

const listeners = new Set<() => void>();

function write(reports: QueuedReport[]): void {
  localStorage.setItem(storageKey, JSON.stringify(reports));
  for (const listener of listeners) listener();
}

export function queuedReports(): QueuedReport[] {
  return read();
}

export const noReportsOnServer = () => nothingQueued;

export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Keeps a new report; a full storage (too many photos) throws so the page can say so. */
export function queueReport(report: Omit<QueuedReport, 'key' | 'madeAt'>): QueuedReport {
  const queued = { ...report, key: crypto.randomUUID(), madeAt: new Date().toISOString() };
  write([...read(), queued]);
  return queued;
}

function forget(key: string): void {
  write(read().filter((report) => report.key !== key));
}

export type FlushOutcome = { sent: QueuedReport[]; refused: { report: QueuedReport; message: string }[]; waiting: number };

let flushing: Promise<FlushOutcome> | undefined;

/**
 * Sends what is waiting, one at a time and in order; a second call while one runs shares it, so a step pressed
 * while the one before is on its way (Arrived just after On my way) goes right after it, not at the next try.
 */
export function flushOutbox(send: (report: QueuedReport) => Promise<unknown>): Promise<FlushOutcome> {
  flushing ??= (async () => {
    const outcome: FlushOutcome = { sent: [], refused: [], waiting: 0 };
    const tried = new Set<string>();
    for (let report = read()[0]; report && !tried.has(report.key); report = read()[0]) {
      tried.add(report.key);
      try {
        await send(report);
        forget(report.key);
        outcome.sent.push(report);
      } catch (error) {
        const final = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 408 && error.status !== 429;
        if (!final) break;
        forget(report.key);
        outcome.refused.push({ report, message: error.message });
      }
    }
    outcome.waiting = read().length;
    return outcome;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

const draftKey = (visitId: string) => `brightwire.visit-note.${visitId}`;

/** The note being typed for a visit, kept as it is typed. */
export function draftNote(visitId: string): string {
  return localStorage.getItem(draftKey(visitId)) ?? '';
}

export function keepDraftNote(visitId: string, note: string): void {
  if (note) localStorage.setItem(draftKey(visitId), note);
  else localStorage.removeItem(draftKey(visitId));
}
