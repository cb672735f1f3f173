import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { bookableServices } from '../../../contracts/booking';
import { staffRoles, weekdays } from '../../../contracts/staff';
import { staffInviteSchema, type StaffChange, type StaffInvite, type StaffMember } from '../../../contracts/staff.schemas';
import { Button } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { StatusChip } from '../../components/back-office/StatusChip';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { TextField } from '../../components/forms/Field';
import { SelectField } from '../../components/forms/SelectField';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { showSubmitError } from '../../components/forms/formErrors';
import { useErrorToast } from '../../components/useErrorToast';
import { phoneHref } from '../../content/company';
import { changeStaff, inviteStaff, staffQueryOptions } from './api';
import { HolidaysSection } from './HolidaysSection';
import { HoursRequest } from './HoursRequest';
import { TimeOffPanel } from './TimeOffPanel';
import { WeekFields, weekDraftOf, workingHoursOf } from './WeekFields';
import type { PageData } from '../../lib/pageData';
import { holidaysQueryOptions } from './api';

const emptyInvite: StaffInvite = { firstname: '', lastname: '', email: '', phone: '', role: 'technician' };

function InviteForm() {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(staffInviteSchema), defaultValues: emptyInvite });
  const { errors } = form.formState;
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: ({ message }) => {
      toast.success(message);
      form.reset(emptyInvite);
      void queryClient.invalidateQueries({ queryKey: staffQueryOptions.queryKey });
    },
    onError: (error) => showSubmitError(error, form),
  });
  return (
    <form
      noValidate
      aria-labelledby="invite-heading"
      onSubmit={form.handleSubmit((fields) => invite.mutate(fields))}
      className="grid gap-4 rounded-box border border-grey-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
    >
      <h2 id="invite-heading" className="text-lg font-bold text-navy-900 sm:col-span-2">
        Invite a technician or admin
      </h2>
      <TextField label="First name" autoComplete="off" error={errors.firstname?.message} {...form.register('firstname')} />
      <TextField label="Last name" autoComplete="off" error={errors.lastname?.message} {...form.register('lastname')} />
      <TextField label="Email" type="email" autoComplete="off" spellCheck={false} error={errors.email?.message} {...form.register('email')} />
      <TextField label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...form.register('phone')} />
      <SelectField label="Role" placeholder="Choose a role" options={staffRoles} error={errors.role?.message} {...form.register('role')} />
      <div className="flex items-end">
        <SubmitButton pending={invite.isPending}>Send invitation</SubmitButton>
      </div>
    </form>
  );
}

/** A technician's skills and week, saved together. */
function TechnicianWeekForm({ member, onSaved }: { member: StaffMember; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const [services, setServices] = useState<string[]>(member.services);
  const [week, setWeek] = useState(() => weekDraftOf(member.workingHours));
  const save = useMutation({
    mutationFn: () =>
      changeStaff(member._id, {
        services: services as StaffChange['services'],
        workingHours: workingHoursOf(week),
      }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: staffQueryOptions.queryKey });
      onSaved();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form
      noValidate
      aria-label={`Skills and working hours of ${member.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      className="mt-3 grid gap-4 border-t border-grey-200 pt-3"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">Services they do</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {bookableServices.map((service) => (
            <label key={service} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={services.includes(service)}
                onChange={(event) => setServices((current) => (event.target.checked ? [...current, service] : current.filter((chosen) => chosen !== service)))}
              />
              {service}
            </label>
          ))}
        </div>
      </fieldset>
      <WeekFields week={week} onChange={setWeek} />
      <SubmitButton pending={save.isPending} className="justify-self-start">
        Save skills and hours
      </SubmitButton>
    </form>
  );
}

function StaffCard({ member }: { member: StaffMember }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [showingTimeOff, setShowingTimeOff] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const toggle = useMutation({
    mutationFn: () => changeStaff(member._id, { active: !member.active }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: staffQueryOptions.queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
  const summary =
    member.role === 'technician'
      ? `${member.services.length ? member.services.join(', ') : 'No services yet'} · ${member.workingHours.map((entry) => weekdays[entry.day - 1]?.short).join(' ') || 'No working days'}`
      : 'Back office';
  return (
    <li className="rounded-box border border-grey-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-navy-900">{member.name}</h3>
          <p className="text-sm text-grey-700">
            {member.email}
            {member.phone && (
              <>
                {' · '}
                <a className="text-navy-700 underline" href={phoneHref(member.phone)}>
                  {member.phone}
                </a>
              </>
            )}
          </p>
          <p className="mt-1 text-sm text-grey-700">{summary}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusChip tone="info">{member.role}</StatusChip>
          {member.invited && <StatusChip tone="warning">invited</StatusChip>}
          {!member.active && <StatusChip tone="neutral">deactivated</StatusChip>}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {member.role === 'technician' && member.active && (
          <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            {editing ? 'Close' : 'Skills and hours'}
          </Button>
        )}
        {member.active && (
          <Button variant="secondary" aria-expanded={showingTimeOff} onClick={() => setShowingTimeOff(!showingTimeOff)}>
            {showingTimeOff ? 'Close time off' : 'Time off'}
          </Button>
        )}
        <Button variant={member.active ? 'ghost' : 'secondary'} onClick={() => (member.active ? setConfirming(true) : toggle.mutate())} disabled={toggle.isPending}>
          {member.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      </div>
      {member.hoursRequest && <HoursRequest member={member} />}
      {editing && <TechnicianWeekForm member={member} onSaved={() => setEditing(false)} />}
      {showingTimeOff && <TimeOffPanel member={member} canRemove />}
      <ConfirmDialog
        open={confirming}
        title={`Deactivate ${member.name}?`}
        confirmLabel="Deactivate"
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          toggle.mutate();
        }}
      >
        <p>They are signed out at once and cannot sign in again. Their visits from today on go back to the unassigned list of the schedule.</p>
      </ConfirmDialog>
    </li>
  );
}

export function StaffPage() {
  const staff = useQuery(staffQueryOptions);
  useErrorToast(staff.error);
  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeading title="Staff" lead="Invite technicians and admins, set each technician's services and working hours, record time off and holidays, and deactivate people who leave." />
      <InviteForm />
      <HolidaysSection />
      <section aria-labelledby="staff-list-heading" className="grid gap-3">
        <h2 id="staff-list-heading" className="text-lg font-bold text-navy-900">
          Everyone in the back office
        </h2>
        {staff.isPending && <Skeleton className="h-40" />}
        {staff.data && (
          <ul className="grid gap-3">
            {staff.data.map((member) => (
              <StaffCard key={member._id} member={member} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const staffData: PageData = ({ queryClient }) => [queryClient.ensureQueryData(staffQueryOptions), queryClient.ensureQueryData(holidaysQueryOptions)];
