import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { Booking } from '../../../contracts/booking.schemas';
import { formatDay, formatTime } from '../../../contracts/lagos-time';
import type { StaffMember } from '../../../contracts/staff.schemas';
import { timeOffReasonLabels, timeOffReasons, type TimeOffReason } from '../../../contracts/time-off';
import type { TimeOff } from '../../../contracts/time-off.schemas';
import { Button } from '../../components/Button';
import { TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { ChevronSelect } from '../../components/forms/ChevronSelect';
import { addTimeOff, removeTimeOff, timeOffQueryKey, timeOffQueryOptions } from './api';
import { VisitsToMove } from './VisitsToMove';

export function describeTimeOff(entry: Pick<TimeOff, 'from' | 'to' | 'start' | 'end' | 'reason'>): string {
  const days = entry.from === entry.to ? formatDay(entry.from) : `${formatDay(entry.from)} to ${formatDay(entry.to)}`;
  return `${timeOffReasonLabels[entry.reason]}: ${days}${entry.start ? `, ${formatTime(entry.start)}-${formatTime(entry.end)}` : ''}`;
}

const emptyEntry = { from: '', to: '', start: '', end: '', reason: 'leave' as TimeOffReason, note: '' };

/**
 * A staff member's coming time off and a form to add more: a day, a few days, or part of one day. Time off
 * over booked visits is recorded and the visits are listed for the office to move (server/modules/staff/time-off.ts).
 */
export function TimeOffPanel({ member, canRemove = false }: { member: Pick<StaffMember, '_id' | 'name'>; canRemove?: boolean }) {
  const queryClient = useQueryClient();
  const list = useQuery(timeOffQueryOptions(member._id));
  const [entry, setEntry] = useState(emptyEntry);
  const [clashes, setClashes] = useState<Booking[]>([]);
  const [problem, setProblem] = useState('');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: timeOffQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['schedule'] });
  };
  const add = useMutation({
    mutationFn: () => addTimeOff(member._id, { ...entry, to: entry.to || undefined }),
    onSuccess: ({ message, clashes: found }) => {
      toast.success(message);
      setEntry(emptyEntry);
      setClashes(found);
      setProblem('');
      refresh();
    },
    onError: (error) => setProblem(error.message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeTimeOff(member._id, id),
    onSuccess: ({ message }) => {
      toast.success(message);
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const set = (change: Partial<typeof emptyEntry>) => setEntry((current) => ({ ...current, ...change }));
  return (
    <section aria-label={`Time off of ${member.name}`} className="mt-3 grid gap-3 border-t border-grey-200 pt-3">
      {list.data && list.data.length === 0 && <p className="text-sm text-grey-700">No time off ahead.</p>}
      {list.data && list.data.length > 0 && (
        <ul className="grid gap-1 text-sm text-navy-900">
          {list.data.map((away) => (
            <li key={away._id} className="flex flex-wrap items-center gap-2">
              <span>
                {describeTimeOff(away)}
                {away.note ? ` (${away.note})` : ''}
              </span>
              {canRemove && (
                <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(away._id)}>
                  Remove<span className="sr-only"> {describeTimeOff(away)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <VisitsToMove heading="Booked then, to move:" visits={clashes} />
      <form
        noValidate
        aria-label={`Add time off for ${member.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
        className="grid gap-3 sm:grid-cols-2"
      >
        <TextField label="First day" type="date" required value={entry.from} onChange={(event) => set({ from: event.target.value })} />
        <TextField label="Last day" type="date" hint="Leave empty for one day" value={entry.to} onChange={(event) => set({ to: event.target.value })} />
        <TextField label="From (part of a day)" type="time" hint="Leave both times empty for whole days" value={entry.start} onChange={(event) => set({ start: event.target.value })} />
        <TextField label="Until" type="time" value={entry.end} onChange={(event) => set({ end: event.target.value })} />
        <label className="grid gap-1.5 text-sm font-semibold text-navy-900">
          Reason
          <ChevronSelect value={entry.reason} onChange={(event) => set({ reason: event.target.value as TimeOffReason })}>
            {timeOffReasons.map((reason) => (
              <option key={reason} value={reason}>
                {timeOffReasonLabels[reason]}
              </option>
            ))}
          </ChevronSelect>
        </label>
        <TextField label="Note" value={entry.note} onChange={(event) => set({ note: event.target.value })} />
        {problem && (
          <p role="alert" className="rounded-box bg-danger-soft p-3 text-danger sm:col-span-2">
            {problem}
          </p>
        )}
        <SubmitButton pending={add.isPending} className="justify-self-start">
          Add time off
        </SubmitButton>
      </form>
    </section>
  );
}
