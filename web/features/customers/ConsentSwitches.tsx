import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { consentChannelNames, consentStateNames, consentTexts, consentWayNames, consentWays, type ConsentWay } from '../../../contracts/consent';
import type { ChannelConsent, ConsentChange } from '../../../contracts/consent.schemas';
import { lagosClock } from '../../../contracts/lagos-time';
import { Button } from '../../components/Button';
import { DetailCard } from '../../components/back-office/DetailCard';
import { ChevronSelect } from '../../components/forms/ChevronSelect';
import { formatDay, formatTime } from '../../lib/dates';
import { changeConsent, consentQueryOptions, replyOptionsQueryKey } from './api';

function when(instant: string): string {
  const { day, time } = lagosClock(new Date(instant));
  return `${formatDay(day)}, ${formatTime(time)}`;
}

const recordedAs = { granted: 'Consent given', ended: 'Ended', withdrawn: 'Marketing consent withdrawn' } as const;

function ChannelSwitch({ consent, busy, onChange }: { consent: ChannelConsent; busy: boolean; onChange: (change: ConsentChange['change']) => void }) {
  const name = consentChannelNames[consent.channel];
  const reachable = consent.state !== 'unreachable';
  return (
    <li className="grid gap-2 rounded-box border border-grey-200 p-3">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-navy-900">{name}</span>
        <span className={`text-sm font-semibold ${consent.state === 'ended' ? 'text-danger' : 'text-navy-900'}`}>{consentStateNames[consent.state]}</span>
      </p>
      {consent.address && <p className="text-sm break-all text-grey-700">{consent.address}</p>}
      {reachable && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="border border-grey-300" disabled={busy || consent.state === 'granted'} onClick={() => onChange('grant')}>
            Record consent to {name} marketing
          </Button>
          <Button
            variant="ghost"
            className="border border-grey-300"
            disabled={busy || consent.state === 'ended' || (consent.channel === 'email' && consent.state !== 'granted')}
            onClick={() => onChange('end')}
          >
            {consent.channel === 'email' ? 'Withdraw marketing consent' : `End ${name}`}
          </Button>
        </div>
      )}
      {consent.history.length > 0 && (
        <ul aria-label={`${name} history`} className="grid gap-1 text-sm text-grey-700">
          {consent.history.map((record) => (
            <li key={`${record.createdAt}-${record.state}`}>
              {recordedAs[record.state]} {consentWayNames[record.how] ?? record.how}, {when(record.createdAt)}
              {record.recordedBy && ` (recorded by ${record.recordedBy})`}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Each channel's word from the customer (NDPA 2023): messages about their bookings and orders go on every open
 * channel; marketing only where consent is recorded; an ended phone channel gets nothing. The office records
 * what the customer told it, and how.
 */
export function ConsentSwitches({ customerId }: { customerId: string }) {
  const query = useQuery(consentQueryOptions(customerId));
  const [how, setHow] = useState<ConsentWay>('phone');
  const howId = useId();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: ConsentChange) => changeConsent(customerId, next),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      queryClient.setQueryData(consentQueryOptions(customerId).queryKey, { channels: answer.channels });
      await queryClient.invalidateQueries({ queryKey: replyOptionsQueryKey });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <DetailCard title="Messages and consent">
      <p className="text-sm text-grey-700">{consentTexts.transactional}</p>
      <p className="text-sm text-grey-700">{consentTexts.emailAlways}</p>
      <div className="grid gap-1">
        <label htmlFor={howId} className="font-semibold text-navy-900">
          The customer told us
        </label>
        <ChevronSelect id={howId} value={how} onChange={(event) => setHow(event.target.value as ConsentWay)}>
          {consentWays.map((way) => (
            <option key={way} value={way}>
              {consentWayNames[way]}
            </option>
          ))}
        </ChevronSelect>
      </div>
      {query.isPending && <p className="text-grey-700">Loading...</p>}
      {query.isError && <p className="text-danger">The consent could not be loaded.</p>}
      {query.data && (
        <ul className="grid gap-3">
          {query.data.channels.map((consent) => (
            <ChannelSwitch key={consent.channel} consent={consent} busy={change.isPending} onChange={(next) => change.mutate({ channel: consent.channel, change: next, how })} />
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
