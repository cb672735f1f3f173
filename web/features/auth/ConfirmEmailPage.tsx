import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { confirmEmailChange } from './api';
import { MailedLinkPage } from './MailedLinkPage';
import { profileQueryKey } from './session';
import { useAuth } from './useAuth';

/** Where the link mailed to a new login address lands, signed in or not. */
export function ConfirmEmailPage() {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const next = status === 'signedIn' ? { to: '/account/info', label: 'Go to my account' } : { to: '/login', label: 'Go to Login' };
  const refreshProfile = useCallback(() => void queryClient.invalidateQueries({ queryKey: profileQueryKey }), [queryClient]);
  return (
    <MailedLinkPage
      title="Confirm your new email"
      purpose="email-confirmation"
      open={confirmEmailChange}
      opening="Confirming your new email..."
      failureHelp="Your login email has not changed. To try again, enter the new address in your account once more."
      failureAction={next}
      successAction={next}
      onOpened={refreshProfile}
    />
  );
}
