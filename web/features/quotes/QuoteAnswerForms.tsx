import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { CustomerQuoteAnswer } from '../../../contracts/quotes.schemas';
import { formatNaira } from '../../../contracts/money';
import { quoteMessages } from '../../../contracts/quotes';
import { TextField } from '../../components/forms/Field';
import { FormCard } from '../../components/forms/FormCard';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { loadedOnFirstUse } from '../../page-life/loadedOnFirstUse';
import { resolverOnFirstUse } from '../../page-life/resolverOnFirstUse';
import type { DocumentAccess } from '../documents';
import { acceptQuote, customerQuoteQueryOptions, declineQuote } from './api';

/** The forms' zod checks load when a form is first used (page-life/README.md). */
const formCheck = loadedOnFirstUse(() => import('./quoteFormCheck'));
const acceptResolver = resolverOnFirstUse(async () => (await formCheck.get()).acceptResolver);
const declineResolver = resolverOnFirstUse(async () => (await formCheck.get()).declineResolver);

type Answered = (message: string) => void;

interface AnswerProps {
  access: DocumentAccess;
  /** The optional items ticked, sent with the acceptance. */
  chosenOptions: string[];
  total: number;
  onAnswered: Answered;
}

/** The answer changes the quote: the page shows the server's copy at once, and keeps its message. */
function useAnswer<Input>(access: DocumentAccess, send: (input: Input) => Promise<CustomerQuoteAnswer & { message: string }>, onAnswered: Answered) {
  const queryClient = useQueryClient();
  const { queryKey } = customerQuoteQueryOptions(access);
  return useMutation({
    mutationFn: send,
    onSuccess: ({ message, ...quote }) => {
      queryClient.setQueryData(queryKey, quote);
      onAnswered(message);
    },
    onError: (error) => {
      toast.error(error.message);
      // The quote may have expired or been answered elsewhere meanwhile: show where it stands now.
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

function AcceptForm({ access, chosenOptions, total, onAnswered }: AnswerProps) {
  const form = useForm<{ name: string }>({ resolver: acceptResolver, defaultValues: { name: '' } });
  const accept = useAnswer(access, ({ name }: { name: string }) => acceptQuote(access, { name, chosenOptions }), onAnswered);
  return (
    <section aria-labelledby="accept-heading" className="grid gap-3">
      <h2 id="accept-heading" className="text-xl font-bold text-navy-900">
        Accept this quote
      </h2>
      <p className="text-grey-700">
        By accepting, you agree to the work above for <strong className="tabular-nums">{formatNaira(total)}</strong> and to its terms. {quoteMessages.nameToAccept}.
      </p>
      <FormCard aria-label="Accept the quote" onFocus={formCheck.prefetch} onSubmit={form.handleSubmit((values) => accept.mutate(values))}>
        <TextField label="Your full name" autoComplete="name" error={form.formState.errors.name?.message} {...form.register('name')} />
        <div className="sm:col-span-2">
          <SubmitButton pending={accept.isPending} size="lg" className="w-full sm:w-auto">
            Accept quote
          </SubmitButton>
        </div>
      </FormCard>
    </section>
  );
}

function DeclineForm({ access, onAnswered }: Pick<AnswerProps, 'access' | 'onAnswered'>) {
  const form = useForm<{ reason: string }>({ resolver: declineResolver, defaultValues: { reason: '' } });
  const decline = useAnswer(access, ({ reason }: { reason: string }) => declineQuote(access, reason), onAnswered);
  return (
    <section aria-labelledby="decline-heading" className="grid gap-3">
      <h2 id="decline-heading" className="text-xl font-bold text-navy-900">
        Decline this quote
      </h2>
      <FormCard aria-label="Decline the quote" onFocus={formCheck.prefetch} onSubmit={form.handleSubmit((values) => decline.mutate(values))}>
        <TextAreaField label="Reason for declining" rows={3} className="sm:col-span-2" error={form.formState.errors.reason?.message} {...form.register('reason')} />
        <div className="sm:col-span-2">
          <SubmitButton variant="danger" pending={decline.isPending} className="w-full sm:w-auto">
            Decline quote
          </SubmitButton>
        </div>
      </FormCard>
    </section>
  );
}

/** While the quote is open: accept it by name with the options ticked, or decline it with a reason. */
export function QuoteAnswerForms(props: AnswerProps) {
  return (
    <>
      <AcceptForm {...props} />
      <DeclineForm access={props.access} onAnswered={props.onAnswered} />
    </>
  );
}
