import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { pathTo } from '../../../contracts/pages';
import { showSubmitError } from '../../components/forms/formErrors';
import { vatRateQueryOptions, type WithMessage } from './api';
import type { DocumentCache } from './documentCache';
import { previewVatBasisPoints } from './documentForm';

/** The server's answer less its message: the document as stored. */
type Stored<Saved> = Omit<WithMessage<Saved>, 'message'>;

interface DocumentSave<Values extends FieldValues, Draft, Saved extends { _id: string }> {
  form: UseFormReturn<Values>;
  /** The call that stores the draft: a new document, or changes to one. */
  send: (draft: Draft) => Promise<WithMessage<Saved>>;
  /** Where the document is cached: its own query, and the lists and counts that ask again. */
  cache: DocumentCache;
  /** The document's page in the back office, opened once a new one is saved. */
  page: 'adminQuote' | 'adminInvoice';
  /** Called with the saved document instead of going to its page. */
  onSaved?: (saved: Stored<Saved>) => void;
}

/**
 * The one way a quote or an invoice form saves: the server's message as a toast, the document cached at once
 * and its lists asked again, then its page (or the caller's next step); a refusal goes under its fields.
 */
export function useDocumentSave<Values extends FieldValues, Draft, Saved extends { _id: string }>({ form, send, cache, page, onSaved }: DocumentSave<Values, Draft, Saved>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ message, ...saved }) => {
      toast.success(message);
      queryClient.setQueryData(cache.keyOf(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: cache.listKey });
      if (onSaved) onSaved(saved);
      else void navigate(pathTo(page, { id: saved._id }));
    },
    onError: (error) => showSubmitError(error, form),
  });
}

/** The VAT rate a form previews with: the server's, else the draft's own (see previewVatBasisPoints). */
export function usePreviewVat(savedVatRate: number | undefined): number {
  const serverVat = useQuery(vatRateQueryOptions);
  return previewVatBasisPoints(serverVat.data?.vatRate, savedVatRate);
}
