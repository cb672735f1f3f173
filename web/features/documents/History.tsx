import type { HistoryEntry } from '../../../contracts/quotes.schemas';
import { DetailCard } from '../../components/back-office/DetailCard';
import { atLagosTime } from './documentTimes';

/** The server's event names for a quote's and an invoice's steps, in the office's words. */
const eventWords: Record<string, string> = {
  created: 'Created',
  edited: 'Edited',
  sent: 'Sent',
  viewed: 'Opened by the customer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  job_scheduled: 'Job scheduled',
  invoiced: 'Invoiced',
  deposit_paid: 'Deposit paid',
  payment: 'Payment received',
  voided: 'Voided',
  reminder_due_soon: 'Reminder: due soon',
  overdue: 'Reminder: overdue',
};

/** Every step of a document, oldest first, with when it happened on the company's clock. */
export function History({ entries = [] }: { entries?: readonly HistoryEntry[] }) {
  return (
    <DetailCard title="History">
      {entries.length === 0 ? (
        <p className="text-grey-700">Nothing has happened to it yet.</p>
      ) : (
        <ol className="grid gap-3">
          {entries.map((entry, index) => (
            <li key={`${entry.at} ${index}`} className="border-l-2 border-grey-300 pl-3">
              <p className="font-semibold text-navy-900">{eventWords[entry.event] ?? entry.event}</p>
              {entry.note && <p className="wrap-anywhere text-grey-700">{entry.note}</p>}
              <p className="text-sm text-grey-600 tabular-nums">{atLagosTime(entry.at)}</p>
            </li>
          ))}
        </ol>
      )}
    </DetailCard>
  );
}

/** When each step of a document happened, on the company's clock; steps not taken are left out. */
export function StepTimes({ steps }: { steps: ReadonlyArray<readonly [term: string, at: string | null]> }) {
  return (
    <dl className="grid gap-1">
      {steps.map(
        ([term, at]) =>
          at && (
            <div key={term} className="flex justify-between gap-4 text-grey-700">
              <dt>{term}</dt>
              <dd className="tabular-nums">{atLagosTime(at)}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
