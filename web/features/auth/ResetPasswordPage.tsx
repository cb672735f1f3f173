import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast/headless';
import { authLimits } from '../../../contracts/auth';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../../../contracts/auth.schemas';
import { showSubmitError } from '../../components/forms/formErrors';
import { NewPasswordFields } from '../../components/forms/PasswordInput';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextLink } from '../../components/TextLink';
import { AuthCard } from './AuthCard';
import { resetPassword } from './api';

const emptyReset: ResetPasswordForm = { password: '', confirmPassword: '' };

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: emptyReset });
  const { errors } = form.formState;

  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onSuccess: (message) => {
      toast.success(message);
      navigate('/login', { replace: true });
    },
    onError: (error) => showSubmitError(error, form),
  });

  return (
    <AuthCard
      title="Reset your password"
      lead="Choose a new password for your account."
      footer={
        <p>
          Link expired? <TextLink to="/forgot-password">Request a new link</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(({ password }) => reset.mutate(password))} className="flex flex-col gap-5">
        <NewPasswordFields
          labels={['New Password', 'Confirm New Password']}
          minLength={authLimits.passwordMin}
          password={{ ...form.register('password'), error: errors.password?.message }}
          confirmation={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <SubmitButton pending={reset.isPending} size="lg">
          Save New Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
