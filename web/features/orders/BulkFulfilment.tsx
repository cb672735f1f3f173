import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { orderNumber, type FulfilmentStatus } from '../../../contracts/orders';
import { bulkFulfilmentSchema, type Order } from '../../../contracts/orders.schemas';
import { Button } from '../../components/Button';
import { TextField } from '../../components/forms/Field';
import { SelectField } from '../../components/forms/SelectField';
import { SubmitButton } from '../../components/forms/SubmitButton';
import type { RowSelection } from '../../components/back-office/rowSelection';
import { forgetBackOfficeCounts } from '../admin';
import { changeFulfilments, ordersQueryKey, pickListPath, type BulkFulfilmentAnswer } from './api';

/**
 * Where several orders may go at once. Cancelling is left to each order's own page, where the admin reads
 * what is being called off.
 */
const bulkSteps: readonly FulfilmentStatus[] = ['shipped', 'delivered'];

const ordersWord = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/** The orders the last bulk step left as they were: refused (not paid) or skipped (not at the step), each with why. */
export type LeftOrders = BulkFulfilmentAnswer['refused'];

/** The orders the server did not move at the last try, each named by its number and reason, in a region that announces them. */
export function RefusedOrders({ refused, shown }: { refused: LeftOrders; shown: readonly Order[] }) {
  return <div aria-live="polite">{refused.length > 0 && <RefusedList refused={refused} shown={shown} />}</div>;
}

function RefusedList({ refused, shown }: { refused: LeftOrders; shown: readonly Order[] }) {
  const numberOf = (each: LeftOrders[number]) => each.number ?? shown.find((order) => order._id === each._id)?.number;
  return (
    <div className="mb-4 rounded-box border border-danger bg-danger-soft p-4 text-danger">
      <p className="font-semibold">{ordersWord(refused.length)} not updated:</p>
      <ul className="mt-1 list-disc pl-5">
        {refused.map((each) => {
          const number = numberOf(each);
          return (
            <li key={each._id}>
              <span className="font-semibold tabular-nums">{number === undefined ? 'An order no longer listed' : orderNumber({ number })}</span>: {each.message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The orders ticked in the list, moved on together with one status and tracking note; each customer is
 * mailed as if their order were moved alone. Orders the server refuses (a colleague delivered one meanwhile)
 * stay ticked and are listed with the reason; the rest leave the selection.
 */
interface BulkFulfilmentProps {
  chosen: readonly Order[];
  selection: RowSelection;
  onRefused: (left: LeftOrders) => void;
}

export function BulkFulfilment({ chosen, selection, onRefused }: BulkFulfilmentProps) {
  const queryClient = useQueryClient();
  const [fulfilmentStatus, setFulfilmentStatus] = useState<FulfilmentStatus>('shipped');
  const [trackingNote, setTrackingNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const change = useMutation({
    mutationFn: changeFulfilments,
    onSuccess: (answer) => {
      if (answer.orders.length > 0) toast.success(answer.message);
      onRefused([...answer.skipped, ...answer.refused]);
      // Skipped orders are already past the step: only refused ones stay ticked, for the office to look at.
      selection.keepOnly(answer.refused.map((each) => each._id));
      if (answer.refused.length === 0) setTrackingNote('');
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      void forgetBackOfficeCounts(queryClient);
    },
    onError: (error) => toast.error(error.message),
  });

  function submit() {
    const checked = bulkFulfilmentSchema.safeParse({ orderIds: chosen.map((order) => order._id), fulfilmentStatus, trackingNote });
    const issue = checked.error?.issues[0];
    setNoteError(issue?.path[0] === 'trackingNote' ? issue.message : undefined);
    if (issue && issue.path[0] !== 'trackingNote') toast.error(issue.message);
    if (checked.success) change.mutate(checked.data);
  }

  if (chosen.length === 0) return null;
  return (
    <form
      noValidate
      aria-label="Update the selected orders"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="sticky bottom-0 z-20 mt-4 grid grid-cols-2 items-end gap-3 rounded-box border border-navy-700 bg-white p-4 shadow-raised sm:flex sm:flex-wrap"
    >
      <p className="col-span-2 self-center font-semibold text-navy-900 sm:mr-auto">{ordersWord(chosen.length)} selected</p>
      <SelectField label="Move to" placeholder="Choose a status" options={bulkSteps} value={fulfilmentStatus} onChange={(event) => setFulfilmentStatus(event.target.value as FulfilmentStatus)} />
      <TextField label="Tracking note (optional)" value={trackingNote} error={noteError} onChange={(event) => setTrackingNote(event.target.value)} />
      <SubmitButton pending={change.isPending} variant="secondary">
        Update {ordersWord(chosen.length)}
      </SubmitButton>
      <a
        href={pickListPath(chosen.map((order) => order._id))}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center justify-center rounded-box border border-grey-300 px-4 font-semibold text-navy-900 hover:bg-grey-50"
      >
        Print pick list
      </a>
      <Button variant="ghost" className="border border-grey-300" onClick={selection.clear}>
        Clear selection
      </Button>
    </form>
  );
}
