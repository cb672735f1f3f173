import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthCard } from './AuthCard';
import { confirmEmailChange } from './authRequests';
import { profileQueryKey } from './session';
import { useAuth } from './useAuth';

/** The link works once, so the call runs once: a query shared by StrictMode's second mount, never retried. */
function useEmailConfirmation(token: string) {
  return useQuery({
    queryKey: ['auth', 'email-confirmation', token],
    queryFn: () => confirmEmailChange(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Where the link mailed to a new login address lands, signed in or not. */
export function ConfirmEmailPage() {
  usePageTitle('Confirm your email');
  const { token = '' } = useParams();
  const confirmation = useEmailConfirmation(token);
  const { status } = useAuth();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (confirmation.isSuccess) {
      toast.success(confirmation.data, { id: `email-${token}` });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    }
    if (confirmation.isError) toast.error(confirmation.error.message, { id: `email-${token}` });
  }, [confirmation.isSuccess, confirmation.isError, confirmation.data, confirmation.error, token, queryClient]);

  if (confirmation.isPending) {
    return (
      <AuthCard title="Confirm your new email">
        <p role="status" className="flex items-center gap-3 text-lg">
          <LoaderCircle aria-hidden="true" className="size-6 shrink-0 animate-spin text-navy-700" />
          Confirming your new email...
        </p>
      </AuthCard>
    );
  }

  if (confirmation.isError) {
    return (
      <AuthCard title="Confirm your new email">
        <p className="flex items-start gap-3 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {confirmation.error.message}
        </p>
        <p className="mt-4 text-grey-600">Your login email has not changed. To try again, enter the new address in your account once more.</p>
        <ButtonLink to={status === 'signedIn' ? '/account/info' : '/login'} className="mt-6 w-full">
          {status === 'signedIn' ? 'Go to my account' : 'Go to Login'}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirm your new email">
      <p className="flex items-start gap-3 text-lg font-medium text-success">
        <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {confirmation.data}
      </p>
      <ButtonLink to={status === 'signedIn' ? '/account/info' : '/login'} className="mt-6 w-full">
        {status === 'signedIn' ? 'Go to my account' : 'Go to Login'}
      </ButtonLink>
    </AuthCard>
  );
}
