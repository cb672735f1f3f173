import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { Booking } from '../../../contracts/booking.schemas';
import { formatDay } from '../../../contracts/lagos-time';
import { Button } from '../../components/Button';
import { TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { addHoliday, holidaysQueryOptions, removeHoliday } from './api';
import { VisitsToMove } from './VisitsToMove';

/** The company's public holidays: nobody is booked or sent out on them. */
export function HolidaysSection() {
  const queryClient = useQueryClient();
  const holidays = useQuery(holidaysQueryOptions);
  const [draft, setDraft] = useState({ date: '', name: '' });
  const [clashes, setClashes] = useState<Booking[]>([]);
  const [problem, setProblem] = useState('');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: holidaysQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: ['schedule'] });
  };
  const add = useMutation({
    mutationFn: () => addHoliday(draft),
    onSuccess: ({ message, clashes: found }) => {
      toast.success(message);
      setDraft({ date: '', name: '' });
      setClashes(found);
      setProblem('');
      refresh();
    },
    onError: (error) => setProblem(error.message),
  });
  const remove = useMutation({
    mutationFn: removeHoliday,
    onSuccess: ({ message }) => {
      toast.success(message);
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <section aria-labelledby="holidays-heading" className="grid gap-3 rounded-box border border-grey-200 bg-white p-4 sm:p-6">
      <h2 id="holidays-heading" className="text-lg font-bold text-navy-900">
        Public holidays
      </h2>
      {holidays.data && holidays.data.length === 0 && <p className="text-sm text-grey-700">No holiday ahead.</p>}
      {holidays.data && holidays.data.length > 0 && (
        <ul className="grid gap-1 text-sm text-navy-900">
          {holidays.data.map((holiday) => (
            <li key={holiday._id} className="flex flex-wrap items-center gap-2">
              <span>
                {formatDay(holiday.date)}: {holiday.name}
              </span>
              <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(holiday._id)}>
                Remove<span className="sr-only"> {holiday.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <VisitsToMove heading="Booked that day, to move:" visits={clashes} />
      <form
        noValidate
        aria-label="Add a public holiday"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
        className="grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end"
      >
        <TextField label="Holiday date" type="date" required value={draft.date} onChange={(event) => setDraft({ ...draft, date: event.target.value })} />
        <TextField label="Holiday name" required value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
        <SubmitButton pending={add.isPending}>Add holiday</SubmitButton>
        {problem && (
          <p role="alert" className="rounded-box bg-danger-soft p-3 text-danger sm:col-span-3">
            {problem}
          </p>
        )}
      </form>
    </section>
  );
}
