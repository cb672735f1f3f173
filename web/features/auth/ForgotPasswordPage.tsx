import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgotPasswordRequestSchema } from '../../../contracts/auth.schemas';
import { TextField } from '../../components/forms/Field';
import { showSubmitError } from '../../components/forms/formErrors';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextLink } from '../../components/TextLink';
import { AuthCard } from './AuthCard';
import { requestPasswordReset } from './api';
import type { CheckEmailState } from './checkEmailState';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const reset = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => navigate('/check-email', { state: { type: 'reset' } satisfies CheckEmailState }),
    onError: (error) => showSubmitError(error, form),
  });

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter your e-mail address and we will send you a link to reset it. The link also activates an account that is not activated yet."
      footer={
        <p>
          Remembered it? <TextLink to="/login">Login</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(({ email }) => reset.mutate(email))} className="flex flex-col gap-5">
        <TextField label="Email address" type="email" autoComplete="email" spellCheck={false} error={errors.email?.message} {...form.register('email')} />
        <SubmitButton pending={reset.isPending} size="lg">
          Reset Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
