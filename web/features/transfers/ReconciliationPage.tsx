import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lagosClock } from '../../../contracts/lagos-time';
import { reconciliationWords } from '../../../contracts/transfers';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { CsvLink } from '../../components/back-office/CsvLink';
import { ListLoading } from '../../components/back-office/ListLoading';
import { TextField } from '../../components/forms/Field';
import { formatDay } from '../../lib/dates';
import { formatNaira } from '../../lib/money';
import type { PageData } from '../../lib/pageData';
import { reconciliationCsvHref, reconciliationQueryOptions } from './api';

/** The office's day at a glance: money in by channel against what it settled, and what is still to place. */
export function ReconciliationPage() {
  const today = lagosClock().day;
  const [date, setDate] = useState(today);
  const day = useQuery(reconciliationQueryOptions(date));
  return (
    <>
      <PageHeading title={reconciliationWords.heading} lead={reconciliationWords.intro} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <TextField label={reconciliationWords.day} type="date" max={today} className="w-48" value={date} onChange={(event) => event.target.value && setDate(event.target.value)} />
        <CsvLink href={reconciliationCsvHref(date)}>{reconciliationWords.export}</CsvLink>
      </div>
      {day.isPending ? (
        <ListLoading noun="the day's money" />
      ) : day.isError ? (
        <RetryLine onRetry={() => void day.refetch()}>The day's money could not be loaded.</RetryLine>
      ) : (
        <section aria-label={`Money in on ${formatDay(day.data.date)}`} className="grid gap-4">
          <p className="text-lg text-navy-900">
            {day.data.received === 0 ? reconciliationWords.nothing : `${formatNaira(day.data.received)} in, ${formatNaira(day.data.settled)} settled, ${formatNaira(day.data.credited)} kept as credit`}
          </p>
          <ul aria-label="By channel" className="grid gap-3 sm:grid-cols-2">
            {day.data.channels.map((line) => (
              <li key={line.channel} className="rounded-box border border-grey-200 bg-white p-4">
                <p className="font-semibold text-navy-900">{line.label}</p>
                <p className="mt-1 text-sm text-grey-700 tabular-nums">
                  {line.count === null ? '' : `${line.count} ${line.count === 1 ? 'payment' : 'payments'}: `}
                  {formatNaira(line.received)} in, {formatNaira(line.settled)} settled{line.credited > 0 ? `, ${formatNaira(line.credited)} credit` : ''}
                </p>
              </li>
            ))}
          </ul>
          <h2 className="text-lg font-bold text-navy-900">Unmatched or waiting</h2>
          <ul aria-label="Unmatched or waiting" className="grid gap-3 sm:grid-cols-3">
            {day.data.outstanding.map((line) => (
              <li key={line.kind} className="rounded-box border border-grey-200 bg-white p-4">
                <p className="font-semibold text-navy-900">{line.label}</p>
                <p className="mt-1 text-sm text-grey-700 tabular-nums">
                  {line.count}: {formatNaira(line.amount)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** What the server draws this page with: today's money. */
export const reconciliationData: PageData = ({ queryClient }) => [queryClient.ensureQueryData(reconciliationQueryOptions(lagosClock().day))];
