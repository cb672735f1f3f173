import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { emailField, profileUpdateRequestSchema, type ProfileUpdateRequest, type User } from '../../../contracts/auth.schemas';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { TextField } from '../../components/forms/Field';
import { showSubmitError } from '../../components/forms/formErrors';
import { PasswordField } from '../../components/forms/PasswordInput';
import { SubmitButton } from '../../components/forms/SubmitButton';
import type { ProfileUpdate } from '../auth';
import { useUpdateProfile } from './useUpdateProfile';

const emailChangeWarning = 'if you make changes to the email that will be your new login email';

function profileValues(user: User): ProfileUpdateRequest {
  return { firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone, currentPassword: '' };
}

/** Read the way the server reads it (trimmed, lower case), so a changed capital letter is no change. */
function isNewEmail(typed: string, current: string): boolean {
  return emailField.safeParse(typed).data !== current.toLowerCase();
}

export function ProfileForm({ user }: { user: User }) {
  const form = useForm({ resolver: zodResolver(profileUpdateRequestSchema), defaultValues: profileValues(user) });
  const { errors } = form.formState;
  const emailChanges = isNewEmail(useWatch({ control: form.control, name: 'email' }), user.email);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<ProfileUpdate | null>(null);
  const [pendingEmail, setPendingEmail] = useState('');
  const update = useUpdateProfile();

  function save(profile: ProfileUpdate) {
    setAwaitingConfirmation(null);
    const { currentPassword, ...rest } = profile;
    // The server asks for the current password only when the login e-mail changes.
    update.mutate(isNewEmail(profile.email, user.email) ? { ...rest, currentPassword } : rest, {
      onSuccess: (saved) => {
        form.reset(profileValues(saved));
        setPendingEmail(saved.pendingEmail);
      },
      onError: (error) => showSubmitError(error, form),
    });
  }

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit(setAwaitingConfirmation)} className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.firstname?.message} {...form.register('firstname')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastname?.message} {...form.register('lastname')} />
        <TextField label="Email" type="email" autoComplete="email" spellCheck={false} error={errors.email?.message} {...form.register('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
        {pendingEmail && (
          <p role="status" className="flex items-start gap-2 rounded-box bg-warning-soft p-4 text-navy-900 sm:col-span-2">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-700" />
            <span>
              Open the link we sent to <strong className="break-all">{pendingEmail}</strong> to make it your login email. Until then you log in with <span className="break-all">{user.email}</span>.
            </span>
          </p>
        )}
        {emailChanges && (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            hint="Needed to change the e-mail address you log in with."
            error={errors.currentPassword?.message}
            className="sm:col-span-2"
            {...form.register('currentPassword')}
          />
        )}
        <div className="sm:col-span-2">
          <SubmitButton pending={update.isPending} size="lg" className="w-full sm:w-auto">
            Save Changes
          </SubmitButton>
        </div>
      </form>
      <ConfirmDialog
        open={awaitingConfirmation !== null}
        title="Save your changes?"
        confirmLabel="Save"
        onConfirm={() => awaitingConfirmation && save(awaitingConfirmation)}
        onCancel={() => setAwaitingConfirmation(null)}
      >
        <p>{emailChangeWarning}</p>
      </ConfirmDialog>
    </>
  );
}
