import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { officeRefundMethods } from '../../../contracts/invoices';
import { applyCreditSchema, refundCreditSchema } from '../../../contracts/invoices.schemas';
import { formatKobo, nairaOfKobo } from '../../../contracts/money';
import { bankRefundWords } from '../../../contracts/transfers';
import { DetailCard } from '../../components/back-office/DetailCard';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { Field, TextField } from '../../components/forms/Field';
import { ChevronSelect } from '../../components/forms/ChevronSelect';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { formatNaira } from '../../lib/money';
import { useDocumentChanged, type DocumentCache } from '../documents';
import { applyCredit, openInvoicesQueryOptions, refundCredit, type CreditSource } from './api';
import { invoicesOpenForCredit, refundConsequence, refundMethodChoices } from './creditWords';
import { BankRefundForm } from './BankRefunds';

/** The document holding the credit, as the two forms need it. */
export interface CreditHolder {
  source: CreditSource;
  number: string;
  customerEmail: string;
  /** The credit in naira, as the answer carries it. */
  credit: number;
  /** A card paid on it, so a refund can go back through the provider (the form offers the card first). */
  paidByCard: boolean;
  cache: DocumentCache;
}

type RefundValues = { amount: number; method: (typeof officeRefundMethods)[number]; note: string };

/**
 * Gives the credit back, asked twice: the form says how much and how, a dialog says what will happen, then the
 * call. The provider's answer comes back as the server's words: done, pending (not reached: it stays off the
 * credit until the provider says), or refused (the credit kept).
 */
function RefundForm({ holder }: { holder: CreditHolder }) {
  const changed = useDocumentChanged<{ _id: string }>(holder.cache);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<RefundValues>();
  const form = useForm({
    resolver: zodResolver(refundCreditSchema),
    defaultValues: { amount: String(holder.credit), method: holder.paidByCard ? 'card' : 'bank_transfer', note: '' },
  });
  const { errors } = form.formState;
  const refund = useMutation({
    mutationFn: (values: RefundValues) => refundCredit<{ _id: string }>(holder.source, { ...values, amount: nairaOfKobo(values.amount) }),
    onSuccess: ({ message, ...document }) => {
      toast.success(message);
      changed(document);
    },
    onError: (error) => {
      toast.error(error.message);
      // Not reached, the provider may still pay it back: the server keeps it pending, off the credit.
      void queryClient.invalidateQueries({ queryKey: holder.cache.keyOf(holder.source.id) });
    },
  });

  return (
    <>
      <form noValidate aria-label="Refund the credit" onSubmit={form.handleSubmit(setAsking)} className="grid gap-4 sm:grid-cols-2">
        <TextField label="Amount to refund (₦)" inputMode="decimal" hint={`Credit ${formatNaira(holder.credit)}`} error={errors.amount?.message} {...form.register('amount')} />
        <Field label="Refund by" error={errors.method?.message}>
          {(control) => (
            <ChevronSelect {...control} {...form.register('method')}>
              {officeRefundMethods.map((method) => (
                <option key={method} value={method}>
                  {refundMethodChoices[method]}
                </option>
              ))}
            </ChevronSelect>
          )}
        </Field>
        <TextAreaField label="Note (optional)" rows={2} hint="The bank's reference, or who took the cash." className="sm:col-span-2" error={errors.note?.message} {...form.register('note')} />
        <SubmitButton pending={refund.isPending} variant="secondary" className="justify-self-start">
          Refund
        </SubmitButton>
      </form>
      {refund.isError && (
        <p role="alert" className="text-danger">
          {refund.error.message}
        </p>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={asking ? `Refund ${formatKobo(asking.amount)} of ${holder.number}?` : 'Refund?'}
        confirmLabel="Confirm the refund"
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          if (asking) refund.mutate(asking);
          setAsking(undefined);
        }}
      >
        <p>{asking && refundConsequence(asking.method, formatKobo(asking.amount))}</p>
      </ConfirmDialog>
    </>
  );
}

/** Uses the credit for another invoice of the same customer that still has a balance due. */
function ApplyCreditForm({ holder }: { holder: CreditHolder }) {
  const changed = useDocumentChanged<{ _id: string }>(holder.cache);
  const found = useQuery(openInvoicesQueryOptions(holder.customerEmail));
  const open = invoicesOpenForCredit(found.data?.invoices ?? [], holder.customerEmail, holder.source.id);
  const form = useForm({ resolver: zodResolver(applyCreditSchema), defaultValues: { invoiceId: '', amount: String(holder.credit) } });
  const { errors } = form.formState;
  const apply = useMutation({
    mutationFn: (values: { invoiceId: string; amount: number }) => applyCredit<{ _id: string }>(holder.source, { invoiceId: values.invoiceId, amount: nairaOfKobo(values.amount) }),
    onSuccess: ({ message, ...document }) => {
      toast.success(message);
      changed(document);
    },
    onError: (error) => toast.error(error.message),
  });

  if (found.isPending) return <p className="text-grey-700">Looking for this customer&apos;s open invoices...</p>;
  if (open.length === 0) return <p className="text-grey-700">This customer has no other invoice with a balance due to apply the credit to.</p>;
  return (
    <form noValidate aria-label="Apply the credit to another invoice" onSubmit={form.handleSubmit((values) => apply.mutate(values))} className="grid gap-4 sm:grid-cols-2">
      <Field label="Invoice" error={errors.invoiceId?.message}>
        {(control) => (
          <ChevronSelect {...control} {...form.register('invoiceId')}>
            <option value="">Choose an open invoice</option>
            {open.map((invoice) => (
              <option key={invoice._id} value={invoice._id}>
                {`${invoice.number}: ${formatNaira(invoice.balance)} due`}
              </option>
            ))}
          </ChevronSelect>
        )}
      </Field>
      <TextField label="Amount to apply (₦)" inputMode="decimal" hint="At most the credit, and the invoice's balance due" error={errors.amount?.message} {...form.register('amount')} />
      <SubmitButton pending={apply.isPending} variant="secondary" className="justify-self-start">
        Apply to the invoice
      </SubmitButton>
    </form>
  );
}

/**
 * Money taken beyond what was owed, on the document's page: the amount as refund due, and the two ways it
 * leaves: a refund, or applied to another invoice of the same customer. Keyed by the credit where it is used,
 * so each move starts the next from what is left.
 */
export function RefundDue({ holder }: { holder: CreditHolder }) {
  const [applying, setApplying] = useState(false);
  const [toBank, setToBank] = useState(false);
  if (holder.credit <= 0) return null;
  return (
    <DetailCard title="Refund due">
      <p className="text-2xl font-bold text-navy-900 tabular-nums">{formatNaira(holder.credit)}</p>
      <p className="text-grey-700">More was paid than was owed. Refund it to the customer, or apply it to another of their invoices.</p>
      <RefundForm holder={holder} />
      <button
        type="button"
        className="min-h-11 justify-self-start font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950"
        aria-expanded={toBank}
        onClick={() => setToBank(!toBank)}
      >
        {bankRefundWords.heading}
      </button>
      {toBank && <BankRefundForm holder={holder} />}
      <button
        type="button"
        className="min-h-11 justify-self-start font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950"
        aria-expanded={applying}
        onClick={() => setApplying(!applying)}
      >
        Apply to another invoice
      </button>
      {applying && <ApplyCreditForm holder={holder} />}
    </DetailCard>
  );
}
