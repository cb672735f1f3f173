import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { AuthCard } from './AuthCard';

type LinkAction = { to: string; label: string };

interface MailedLinkPageProps {
  title: string;
  /** Names the call in the query cache: 'activation', 'email-confirmation'. */
  purpose: string;
  /** The call the link's token makes; answers the message to show. */
  open: (token: string) => Promise<string>;
  opening: string;
  /** What to do next when the link did not work. */
  failureHelp: ReactNode;
  failureAction: LinkAction;
  successAction: LinkAction;
  onOpened?: () => void;
}

/**
 * Where a link mailed to the customer lands (activation, a new login e-mail). A link works once, so its
 * call runs once: a query (not a mutation) shared by StrictMode's second mount, never retried or refetched.
 */
export function MailedLinkPage({ title, purpose, open, opening, failureHelp, failureAction, successAction, onOpened }: MailedLinkPageProps) {
  const { token = '' } = useParams();
  const link = useQuery({ queryKey: ['auth', purpose, token], queryFn: () => open(token), retry: false, staleTime: Infinity, gcTime: Infinity });

  useEffect(() => {
    // The toast id keeps a repeated effect from showing it twice.
    if (link.isSuccess) {
      toast.success(link.data, { id: `${purpose}-${token}` });
      onOpened?.();
    }
    if (link.isError) toast.error(link.error.message, { id: `${purpose}-${token}` });
  }, [link.isSuccess, link.isError, link.data, link.error, token, purpose, onOpened]);

  if (link.isPending) {
    return (
      <AuthCard title={title}>
        <p role="status" className="flex items-center gap-3 text-lg">
          <LoaderCircle aria-hidden="true" className="size-6 shrink-0 animate-spin text-navy-700" />
          {opening}
        </p>
      </AuthCard>
    );
  }

  if (link.isError) {
    return (
      <AuthCard title={title}>
        <p className="flex items-start gap-3 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {link.error.message}
        </p>
        <p className="mt-4 text-grey-600">{failureHelp}</p>
        <ButtonLink to={failureAction.to} className="mt-6 w-full">
          {failureAction.label}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title}>
      <p className="flex items-start gap-3 text-lg font-medium text-success">
        <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {link.data}
      </p>
      <ButtonLink to={successAction.to} className="mt-6 w-full">
        {successAction.label}
      </ButtonLink>
    </AuthCard>
  );
}
