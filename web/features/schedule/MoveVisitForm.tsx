import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { Booking } from '../../../contracts/booking.schemas';
import type { ScheduleTechnician } from '../../../contracts/schedule.schemas';
import { visitMinutesLimits } from '../../../contracts/schedule';
import { isCalendarDay, isTimeOfDay } from '../../../contracts/lagos-time';
import { standingLabels, standingRefusals, type Standing } from '../../../contracts/time-off';
import { TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { ChevronSelect } from '../../components/forms/ChevronSelect';
import { moveVisit, scheduleQueryKey, scheduleQueryOptions } from './api';
import { standingOnBoard } from './OffHours';

const unassigned = '';

/**
 * Moves or assigns a visit from the keyboard (the board's drag does the same call): day, time, technician
 * and length. Each technician is listed as free and doing this, busy, off or not doing this at the chosen
 * time, from that day's board, and a choice that cannot work is refused before it is sent; the server
 * checks again and its refusal is shown here too.
 */
export function MoveVisitForm({ visit, technicians, onDone }: { visit: Booking; technicians: Pick<ScheduleTechnician, '_id' | 'name'>[]; onDone?: (moved: Booking) => void }) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(visit.date);
  const [time, setTime] = useState(visit.time);
  const [technicianId, setTechnicianId] = useState(visit.technician?._id ?? unassigned);
  const [duration, setDuration] = useState(String(visit.durationMinutes));
  const [refusal, setRefusal] = useState('');
  const move = useMutation({
    mutationFn: () => moveVisit(visit._id, { date, time, technicianId: technicianId || null, durationMinutes: Number(duration) }),
    onSuccess: ({ message, ...moved }) => {
      setRefusal('');
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      onDone?.(moved);
    },
    onError: (error) => setRefusal(error.message),
  });
  // The board's own day is in hand already (every move invalidates it): no second fetch while the office types.
  const chosenDay = useQuery({ ...scheduleQueryOptions(date, date), enabled: isCalendarDay(date), staleTime: 30_000 });
  const standingOf = (candidateId: string): Standing | undefined => {
    const board = chosenDay.data;
    const technician = board?.technicians.find((candidate) => candidate._id === candidateId);
    if (!board || !technician || !isTimeOfDay(time) || !(Number(duration) > 0)) return undefined;
    return standingOnBoard(board, technician, visit, date, time, Number(duration));
  };
  const chosenStanding = technicianId ? standingOf(technicianId) : undefined;
  const choices = technicians.some((technician) => technician._id === visit.technician?._id) || !visit.technician ? technicians : [...technicians, visit.technician];
  return (
    <form
      noValidate
      aria-label="Move or assign this visit"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosenStanding && chosenStanding !== 'free') setRefusal(standingRefusals[chosenStanding]);
        else move.mutate();
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label="Date" type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      <TextField label="Time" type="time" required hint="Lagos time (WAT)" value={time} onChange={(event) => setTime(event.target.value)} />
      <label className="grid gap-1.5 text-sm font-semibold text-navy-900">
        Technician
        <ChevronSelect value={technicianId} onChange={(event) => setTechnicianId(event.target.value)}>
          <option value={unassigned}>Unassigned</option>
          {choices.map((technician) => {
            const standing = standingOf(technician._id);
            return (
              <option key={technician._id} value={technician._id}>
                {technician.name}
                {standing ? ` (${standingLabels[standing]})` : ''}
              </option>
            );
          })}
        </ChevronSelect>
      </label>
      <TextField
        label="Length (minutes)"
        type="number"
        inputMode="numeric"
        min={visitMinutesLimits.min}
        max={visitMinutesLimits.max}
        step={15}
        value={duration}
        onChange={(event) => setDuration(event.target.value)}
      />
      {refusal && (
        <p role="alert" className="rounded-box bg-danger-soft p-3 text-danger sm:col-span-2">
          {refusal}
        </p>
      )}
      <SubmitButton pending={move.isPending} className="justify-self-start">
        Save the new time
      </SubmitButton>
    </form>
  );
}
