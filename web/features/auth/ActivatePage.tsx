import { activateAccount } from './api';
import { MailedLinkPage } from './MailedLinkPage';

export function ActivatePage() {
  return (
    <MailedLinkPage
      title="Activate your account"
      purpose="activation"
      open={activateAccount}
      opening="Activating your account..."
      failureHelp="Ask for a new link: resetting your password also activates your account."
      failureAction={{ to: '/forgot-password', label: 'Request a new link' }}
      successAction={{ to: '/login', label: 'Go to Login' }}
    />
  );
}
