import { useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { CircleAlert } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextLink } from '../../components/TextLink';
import { AuthCard } from './AuthCard';
import { signInWithLink } from './api';
import { loggedInMessage, profileQueryKey } from './session';

/**
 * Where the one-time link mailed to an owner whose sign-in was paused lands. It signs in only when its button
 * is pressed: mail scanners open links too, and one must not spend it or be signed in by it.
 */
export function SignInLinkPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: () => signInWithLink(token),
    onSuccess: (user) => {
      toast.success(loggedInMessage);
      // The visitors-only guard then takes the user where a sign-in lands (signInLanding.ts).
      queryClient.setQueryData(profileQueryKey, user);
    },
  });

  return (
    <AuthCard
      title="Sign in"
      lead="This link signs you in to your account on this device, without your password. It works once."
      footer={
        <p>
          Rather use your password? <TextLink to="/login">Login</TextLink>
        </p>
      }
    >
      {signIn.isError ? (
        <>
          <p role="alert" className="flex items-start gap-3 font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {signIn.error.message}
          </p>
          <p className="mt-4 text-grey-600">Reset your password instead: the device you choose the new one on can sign in at once.</p>
          <ButtonLink to="/forgot-password" className="mt-6 w-full">
            Reset my password
          </ButtonLink>
        </>
      ) : (
        <form
          noValidate
          className="flex flex-col"
          onSubmit={(event) => {
            event.preventDefault();
            signIn.mutate();
          }}
        >
          <SubmitButton pending={signIn.isPending} size="lg">
            Sign me in
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
