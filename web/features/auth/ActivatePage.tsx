import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthCard } from './AuthCard';
import { activateAccount } from './authRequests';

/**
 * A link works once, so the verify call must run once: a query (not a mutation) is shared by StrictMode's
 * second mount, never retried and never refetched.
 */
function useActivation(token: string) {
  return useQuery({
    queryKey: ['auth', 'activation', token],
    queryFn: () => activateAccount(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function ActivatePage() {
  usePageTitle('Activate Account');
  const { token = '' } = useParams();
  const activation = useActivation(token);

  useEffect(() => {
    // The toast id keeps a repeated effect from showing it twice.
    if (activation.isSuccess) toast.success(activation.data, { id: `activation-${token}` });
    if (activation.isError) toast.error(activation.error.message, { id: `activation-${token}` });
  }, [activation.isSuccess, activation.isError, activation.data, activation.error, token]);

  if (activation.isPending) {
    return (
      <AuthCard title="Activate your account">
        <p role="status" className="flex items-center gap-3 text-lg">
          <LoaderCircle aria-hidden="true" className="size-6 shrink-0 animate-spin text-navy-700" />
          Activating your account...
        </p>
      </AuthCard>
    );
  }

  if (activation.isError) {
    return (
      <AuthCard title="Activate your account">
        <p className="flex items-start gap-3 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {activation.error.message}
        </p>
        <p className="mt-4 text-grey-600">Ask for a new link: resetting your password also activates your account.</p>
        <ButtonLink to="/forgot-password" className="mt-6 w-full">
          Request a new link
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Activate your account">
      <p className="flex items-start gap-3 text-lg font-medium text-success">
        <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {activation.data}
      </p>
      <ButtonLink to="/login" className="mt-6 w-full">
        Go to Login
      </ButtonLink>
    </AuthCard>
  );
}
