import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authLimits } from '../../../contracts/auth';
import { signupFormSchema, type SignupForm } from '../../../contracts/auth.schemas';
import { TextField } from '../../components/forms/Field';
import { showSubmitError } from '../../components/forms/formErrors';
import { NewPasswordFields } from '../../components/forms/PasswordInput';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextLink } from '../../components/TextLink';
import { AuthCard } from './AuthCard';
import { signUp } from './api';
import type { CheckEmailState } from './checkEmailState';

const emptySignup: SignupForm = { name: '', email: '', password: '', confirmPassword: '' };

export function SignupPage() {
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(signupFormSchema), defaultValues: emptySignup });
  const { errors } = form.formState;

  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: () => navigate('/check-email', { state: { type: 'signup' } satisfies CheckEmailState }),
    onError: (error) => showSubmitError(error, form),
  });

  return (
    <AuthCard
      title="Create an account"
      lead="Sign up to shop online, save delivery addresses and follow your orders."
      footer={
        <p>
          Already have an account? <TextLink to="/login">Login</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(({ name, email, password }) => signup.mutate({ name, email, password }))} className="flex flex-col gap-5">
        <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField label="Email address" type="email" autoComplete="email" spellCheck={false} error={errors.email?.message} {...form.register('email')} />
        <NewPasswordFields
          labels={['Password', 'Confirm Password']}
          minLength={authLimits.passwordMin}
          password={{ ...form.register('password'), error: errors.password?.message }}
          confirmation={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <SubmitButton pending={signup.isPending} size="lg">
          Sign Up
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
