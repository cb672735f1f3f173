import { useQuery } from '@tanstack/react-query';
import { formatDay, formatTime } from '../../lib/dates';
import { lagosClock } from '../../../contracts/lagos-time';
import { RetryLine } from '../../components/RetryLine';
import { formatNaira } from '../../lib/money';
import { paymentEventsQueryOptions } from './api';

const sourceWords = { verify: 'Customer returned', webhook: 'Paystack notice', recheck: 'Checked again' } as const;

function when(iso: string): string {
  const { day, time } = lagosClock(new Date(iso));
  return `${formatDay(day)}, ${formatTime(time)}`;
}

/** What the payment provider said about an order, report by report, for the back office. */
export function PaymentHistory({ orderId }: { orderId: string }) {
  const events = useQuery(paymentEventsQueryOptions(orderId));
  return (
    <section aria-labelledby={`payments-${orderId}`}>
      <h3 id={`payments-${orderId}`} className="font-semibold text-navy-900">
        Payment history
      </h3>
      {events.isPending && <p className="mt-1 text-sm text-grey-600">Loading the payment history...</p>}
      {events.isError && <RetryLine onRetry={() => void events.refetch()}>The payment history could not be loaded.</RetryLine>}
      {events.data?.length === 0 && <p className="mt-1 text-sm text-grey-600">No word from the payment provider yet.</p>}
      {events.data && events.data.length > 0 && (
        <ol className="mt-2 flex flex-col gap-2 text-sm">
          {events.data.map((event, index) => (
            <li key={`${event.receivedAt}-${index}`} className="rounded-box bg-grey-50 px-3 py-2">
              <span className="font-semibold text-navy-900 capitalize">{event.status}</span>
              {event.amount !== null && <span className="tabular-nums"> · {event.currency === 'NGN' ? formatNaira(event.amount) : `${event.amount} ${event.currency}`}</span>}
              {event.message && <span> · {event.message}</span>}
              <span className="block text-grey-600">
                {sourceWords[event.source]}, {when(event.receivedAt)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
