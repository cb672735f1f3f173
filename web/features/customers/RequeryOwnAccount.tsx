import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { requeryWords } from '../../../contracts/transfers';
import { TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { requeryOwnAccount } from './api';

/**
 * A customer says they paid into their own account number and nothing shows: the office asks the bank again
 * for that day's transfers (Paystack's requery). What the bank finds is placed by itself, so the answer only
 * says it was asked; the server's words say why when it could not be.
 */
export function RequeryOwnAccount({ customerId }: { customerId: string }) {
  const today = lagosClock().day;
  const [day, setDay] = useState(today);
  const requery = useMutation({
    mutationFn: () => requeryOwnAccount(customerId, day),
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    requery.mutate();
  };
  return (
    <form noValidate aria-label={requeryWords.button} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <TextField label={requeryWords.dayLabel} type="date" min={addDays(today, -30)} max={today} className="w-48" value={day} onChange={(event) => setDay(event.target.value)} />
      <SubmitButton pending={requery.isPending} variant="secondary">
        {requeryWords.button}
      </SubmitButton>
    </form>
  );
}
