import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { voidInvoiceSchema, type Invoice } from '../../../contracts/invoices.schemas';
import { Button } from '../../components/Button';
import { Modal } from '../../components/dialogs/Modal';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { voidInvoice, type VoidRequest } from './api';
import { useInvoiceChanged } from './useInvoiceChanged';

/**
 * Calls an invoice off, with the reason on its history; it keeps its number. Asked in a dialog, since it cannot
 * be undone; the server refuses an invoice that has payments and the office reads why.
 */
export function VoidInvoice({ invoice }: { invoice: Invoice }) {
  const changed = useInvoiceChanged();
  const [asking, setAsking] = useState(false);
  const form = useForm({ resolver: zodResolver(voidInvoiceSchema), defaultValues: { reason: '' } });
  const cancel = useMutation({
    mutationFn: (request: VoidRequest) => voidInvoice(invoice._id, request),
    onSuccess: ({ message, ...voided }) => {
      toast.success(message);
      changed(voided);
    },
    onError: (error) => toast.error(error.message),
  });

  function close() {
    setAsking(false);
    form.reset();
  }

  return (
    <>
      <Button variant="danger" className="justify-self-start" disabled={cancel.isPending} aria-busy={cancel.isPending || undefined} onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" className="size-4" />
        {cancel.isPending ? 'Voiding...' : 'Void the invoice'}
      </Button>
      {cancel.error && (
        <p role="alert" className="text-danger">
          {cancel.error.message}
        </p>
      )}
      <Modal open={asking} onClose={close} title={`Void invoice ${invoice.number}?`}>
        <form
          noValidate
          aria-label="Void the invoice"
          onSubmit={form.handleSubmit((request) => {
            close();
            cancel.mutate(request);
          })}
          className="grid gap-4"
        >
          <p>The invoice keeps its number but nothing more can be paid on it. This cannot be undone.</p>
          <TextAreaField label="Why is it voided?" rows={3} error={form.formState.errors.reason?.message} {...form.register('reason')} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger">
              Void the invoice
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
