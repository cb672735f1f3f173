import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { lagosClock } from '../../../contracts/lagos-time';
import { unmatchedWords } from '../../../contracts/transfers';
import { assignTransferSchema } from '../../../contracts/transfers.schemas';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { showSubmitError } from '../../components/forms/formErrors';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { ListLoading } from '../../components/back-office/ListLoading';
import { formatDay, formatTime } from '../../lib/dates';
import { formatNaira } from '../../lib/money';
import type { PageData } from '../../lib/pageData';
import { assignTransfer, unmatchedTransfersQueryOptions, type BankTransfer } from './api';

function paidOn(instant: string): string {
  const { day, time } = lagosClock(new Date(instant));
  return `${formatDay(day)}, ${formatTime(time)}`;
}

function AssignForm({ transfer }: { transfer: BankTransfer }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(assignTransferSchema), defaultValues: { number: '' } });
  const assign = useMutation({
    mutationFn: (body: { number: string }) => assignTransfer(transfer._id, body),
    onSuccess: (message) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: unmatchedTransfersQueryOptions.queryKey });
    },
    onError: (error) => showSubmitError(error, form),
  });
  return (
    <form
      noValidate
      aria-label={`Assign ${formatNaira(transfer.amount)} from ${transfer.senderName || 'an unknown sender'}`}
      onSubmit={form.handleSubmit((body) => assign.mutate(body))}
      className="mt-3 flex flex-wrap items-end gap-3"
    >
      <TextField
        label={unmatchedWords.documentLabel}
        placeholder="INV-2026-0001"
        autoCapitalize="characters"
        className="w-56"
        error={form.formState.errors.number?.message}
        {...form.register('number')}
      />
      <SubmitButton pending={assign.isPending} variant="secondary">
        {unmatchedWords.assign}
      </SubmitButton>
    </form>
  );
}

function UnmatchedTransfer({ transfer }: { transfer: BankTransfer }) {
  return (
    <li className="rounded-box border border-grey-200 bg-white p-4">
      <p className="text-lg font-bold text-navy-900">{formatNaira(transfer.amount)}</p>
      <p className="mt-1 text-sm wrap-anywhere text-grey-700">
        From {transfer.senderName || 'an unknown sender'}
        {transfer.senderBank ? ` (${transfer.senderBank})` : ''} into account {transfer.accountNumber || 'not given'}
      </p>
      <p className="mt-1 text-sm text-grey-700">Paid {paidOn(transfer.paidAt)}</p>
      {transfer.customerEmail ? <p className="mt-1 text-sm wrap-anywhere text-grey-700">Paystack names its customer {transfer.customerEmail}</p> : null}
      {transfer.narration ? <p className="mt-1 text-sm wrap-anywhere text-grey-700">Narration: {transfer.narration}</p> : null}
      <p className="mt-1 text-sm wrap-anywhere text-grey-700">Reference {transfer.reference}</p>
      <AssignForm transfer={transfer} />
    </li>
  );
}

/** The office's list of money paid by transfer that the product could not place, each assigned once to the document it pays. */
export function UnmatchedMoneyPage() {
  const transfers = useQuery(unmatchedTransfersQueryOptions);
  return (
    <>
      <PageHeading title={unmatchedWords.heading} lead={unmatchedWords.intro} />
      {transfers.isPending ? (
        <ListLoading noun="unmatched money" />
      ) : transfers.isError ? (
        <RetryLine onRetry={() => void transfers.refetch()}>The unmatched money could not be loaded.</RetryLine>
      ) : transfers.data.length === 0 ? (
        <ListEmpty icon={Landmark} title="Nothing unmatched">
          {unmatchedWords.empty}
        </ListEmpty>
      ) : (
        <ul aria-label={unmatchedWords.heading} className="flex flex-col gap-3">
          {transfers.data.map((transfer) => (
            <UnmatchedTransfer key={transfer._id} transfer={transfer} />
          ))}
        </ul>
      )}
    </>
  );
}

/** What the server draws this page with: the unmatched transfers. */
export const unmatchedMoneyData: PageData = ({ queryClient }) => [queryClient.ensureQueryData(unmatchedTransfersQueryOptions)];
