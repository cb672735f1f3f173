import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { loginRequestSchema, type LoginRequest } from '../../../contracts/auth.schemas';
import { TextField } from '../../components/forms/Field';
import { showSubmitError } from '../../components/forms/formErrors';
import { PasswordField } from '../../components/forms/PasswordInput';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextLink } from '../../components/TextLink';
import { isApiError } from '../../lib/api';
import { AuthCard } from './AuthCard';
import { logIn } from './api';
import { loggedInMessage, profileQueryKey } from './session';

const emptyLogin: LoginRequest = { email: '', password: '' };

/** At /login, and in place of any signed-in page a visitor opens (web/app/guards.tsx). */
export function LoginPage() {
  const queryClient = useQueryClient();
  const [notActivated, setNotActivated] = useState<string>();
  const [signInLinkMailed, setSignInLinkMailed] = useState(false);
  const form = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: emptyLogin });
  const { errors } = form.formState;

  const login = useMutation({
    mutationFn: logIn,
    onMutate: () => {
      setNotActivated(undefined);
      setSignInLinkMailed(false);
    },
    onSuccess: (user) => {
      toast.success(loggedInMessage);
      // The guards take it from here: /login sends a signed-in user to /, the in-place form gives way to its page.
      queryClient.setQueryData(profileQueryKey, user);
    },
    onError: (error) => {
      showSubmitError(error, form);
      if (isApiError(error, 403)) setNotActivated(error.message);
      if (isApiError(error, 429) && error.answer.signInLinkMailed === true) setSignInLinkMailed(true);
    },
  });

  return (
    <AuthCard
      title="Login"
      lead="Sign in with your e-mail address and password."
      footer={
        <p>
          New here? <TextLink to="/signup">Create an account</TextLink>
        </p>
      }
    >
      {notActivated && (
        <div className="mb-6 rounded-box bg-warning-soft p-4 text-sm text-navy-900">
          <p>{notActivated}</p>
          <p className="mt-2">
            Link expired or lost? <TextLink to="/forgot-password">Get a new link</TextLink> by resetting your password.
          </p>
        </div>
      )}
      {signInLinkMailed && (
        <div role="status" className="mb-6 rounded-box bg-warning-soft p-4 text-sm text-navy-900">
          <p>Sign-in with a password is paused here after too many wrong ones. If this account is yours, we have e-mailed it a link that signs you in at once.</p>
          <p className="mt-2">
            Or <TextLink to="/forgot-password">reset your password</TextLink>: the device you choose the new one on can sign in at once.
          </p>
        </div>
      )}
      <form noValidate onSubmit={form.handleSubmit((request) => login.mutate(request))} className="flex flex-col gap-5">
        <TextField label="Email address" type="email" autoComplete="email" spellCheck={false} error={errors.email?.message} {...form.register('email')} />
        <div className="flex flex-col gap-2">
          <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
          <TextLink to="/forgot-password" className="self-end text-sm">
            Forgot password?
          </TextLink>
        </div>
        <SubmitButton pending={login.isPending} size="lg">
          Login
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
