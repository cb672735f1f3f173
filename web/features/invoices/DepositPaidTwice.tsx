import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { secondDepositWords } from '../../../contracts/invoices';
import type { SecondDeposit, SecondDepositAction } from '../../../contracts/quotes.schemas';
import { Button } from '../../components/Button';
import { DetailCard } from '../../components/back-office/DetailCard';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { dayInLagos, formatDay } from '../../lib/dates';
import { formatNaira } from '../../lib/money';
import { useDocumentChanged, type DocumentCache } from '../documents';
import { chooseForSecondDeposit, type CreditSource } from './api';

/** Where the deposits paid twice are shown: the quote, or the invoice made from it. */
export interface SecondDepositHolder {
  source: CreditSource;
  deposits: readonly SecondDeposit[] | undefined;
  cache: DocumentCache;
}

/**
 * One deposit paid twice and the office's choice: kept toward the job (it counts as part payment) or refunded
 * to the card, asked once more before the refund. The server makes the choice once, however often pressed.
 */
function SecondDepositChoice({ holder, deposit }: { holder: SecondDepositHolder; deposit: SecondDeposit }) {
  const changed = useDocumentChanged<{ _id: string }>(holder.cache);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const choose = useMutation({
    mutationFn: (choice: SecondDepositAction) => chooseForSecondDeposit<{ _id: string }>(holder.source, deposit.paymentId, choice),
    onSuccess: ({ message, ...document }) => {
      toast.success(message);
      changed(document);
    },
    onError: (error) => {
      toast.error(error.message);
      // Another admin may have chosen meanwhile: show what stands now.
      void queryClient.invalidateQueries({ queryKey: holder.cache.keyOf(holder.source.id) });
    },
  });
  const amount = formatNaira(deposit.amount);
  return (
    <div className="grid gap-3">
      <p className="text-grey-700">
        {amount} came in by card on {formatDay(dayInLagos(deposit.receivedAt))} (receipt {deposit.receiptNumber}) after the deposit had already been paid.
      </p>
      {deposit.choice === 'undecided' ? (
        <div className="flex flex-wrap gap-3">
          <Button disabled={choose.isPending} onClick={() => choose.mutate('keep')}>
            {secondDepositWords.keep}
          </Button>
          <Button variant="secondary" disabled={choose.isPending} onClick={() => setAsking(true)}>
            {secondDepositWords.refund}
          </Button>
        </div>
      ) : (
        <p className="font-semibold text-navy-900">{secondDepositWords[deposit.choice]}</p>
      )}
      <ConfirmDialog
        open={asking}
        title={`Refund ${amount} to the card?`}
        confirmLabel="Confirm the refund"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          choose.mutate('refund');
        }}
      >
        <p>The {amount} goes back to the card that paid it through the payment provider; the deposit paid first stays on the job.</p>
      </ConfirmDialog>
    </div>
  );
}

/** A deposit paid after the deposit was already paid, on the quote's or the invoice's page, with the office's choice. */
export function DepositPaidTwice({ holder }: { holder: SecondDepositHolder }) {
  if (!holder.deposits?.length) return null;
  return (
    <DetailCard title={secondDepositWords.heading}>
      {holder.deposits.map((deposit) => (
        <SecondDepositChoice key={deposit.paymentId} holder={holder} deposit={deposit} />
      ))}
    </DetailCard>
  );
}
