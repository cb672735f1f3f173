import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast/headless';
import { authLimits } from '../../../contracts/auth';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../../../contracts/auth.schemas';
import { showSubmitError } from '../../components/forms/formErrors';
import { NewPasswordFields } from '../../components/forms/PasswordInput';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { company } from '../../content/company';
import { profileQueryKey } from '../auth';
import { setFirstPassword } from './api';

const emptyPasswords: ResetPasswordForm = { password: '', confirmPassword: '' };

/**
 * The page of a staff invitation's link: the new member chooses a password, which activates the account and
 * signs them in; the guards then take them to their own page (a technician's day, the back office).
 */
export function WelcomePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: emptyPasswords });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (password: string) => setFirstPassword(token, password),
    onSuccess: ({ user }) => {
      if (user) {
        toast.success(`Your password is set. Welcome to ${company.name}.`);
        queryClient.setQueryData(profileQueryKey, user);
        return;
      }
      // A deactivated member's link still sets the password, but signs nobody in.
      toast.success('Your password is set. Log in with your e-mail and the new password.');
      navigate('/login', { replace: true });
    },
    onError: (error) => showSubmitError(error, form),
  });

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-navy-900">Welcome to {company.name}</h1>
      <p className="mt-2 text-grey-700">Choose the password you will log in with. This link works once, for 72 hours.</p>
      <form noValidate onSubmit={form.handleSubmit(({ password }) => save.mutate(password))} className="mt-6 flex flex-col gap-5 rounded-box border border-grey-200 bg-white p-5">
        <NewPasswordFields
          labels={['Password', 'Confirm Password']}
          minLength={authLimits.passwordMin}
          password={{ ...form.register('password'), error: errors.password?.message }}
          confirmation={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <SubmitButton pending={save.isPending} size="lg">
          Set my password
        </SubmitButton>
      </form>
    </section>
  );
}
