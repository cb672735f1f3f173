import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { StaffMember } from '../../../contracts/staff.schemas';
import { Button } from '../../components/Button';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { changeStaff, requestHours, staffQueryOptions } from './api';
import { WeekFields, weekDraftOf, weekSummary, workingHoursOf } from './WeekFields';

/** The office sees the week a technician asked for beside the one they work, and approves it by setting it. */
export function HoursRequest({ member }: { member: StaffMember }) {
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: () => changeStaff(member._id, { workingHours: member.hoursRequest ?? [] }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: staffQueryOptions.queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
  if (!member.hoursRequest) return null;
  return (
    <div className="mt-3 grid gap-2 rounded-box bg-accent-soft p-3 text-sm text-navy-900">
      <p>
        <strong>Asks to work:</strong> {weekSummary(member.hoursRequest)}
      </p>
      <p>Works now: {weekSummary(member.workingHours)}</p>
      <Button variant="secondary" className="justify-self-start" disabled={approve.isPending} onClick={() => approve.mutate()}>
        Approve these hours<span className="sr-only"> for {member.name}</span>
      </Button>
    </div>
  );
}

/** A technician asks for another week from their phone; the office approves it on the Staff page. */
export function HoursRequestForm({ member }: { member: StaffMember }) {
  const queryClient = useQueryClient();
  const [week, setWeek] = useState(() => weekDraftOf(member.hoursRequest ?? member.workingHours));
  const send = useMutation({
    mutationFn: () => requestHours(member._id, workingHoursOf(week)),
    onSuccess: ({ message, ...updated }) => {
      toast.success(message);
      queryClient.setQueryData(['staff', member._id], updated);
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form
      noValidate
      aria-labelledby="hours-request-heading"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
      className="grid gap-3 rounded-box border border-grey-200 bg-white p-4"
    >
      <h2 id="hours-request-heading" className="text-lg font-bold text-navy-900">
        My working hours
      </h2>
      <p className="text-sm text-grey-700">You work: {weekSummary(member.workingHours)}.</p>
      {member.hoursRequest && <p className="text-sm text-navy-900">Waiting for the office: {weekSummary(member.hoursRequest)}.</p>}
      <WeekFields week={week} onChange={setWeek} />
      <SubmitButton pending={send.isPending} className="justify-self-start">
        Ask for these hours
      </SubmitButton>
    </form>
  );
}
