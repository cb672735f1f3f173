import { Navigate, useLocation } from 'react-router';
import { MailCheck } from 'lucide-react';
import { TextLink } from '../../components/TextLink';
import { AuthCard } from './AuthCard';
import { checkEmailStateSchema, type CheckEmailState } from './checkEmailState';

/** The lifetimes are the server's: activation links last 24 hours, reset links 1 hour. */
const explanations: Record<CheckEmailState['type'], string> = {
  signup: 'We have sent you a link to activate your account. The link is valid for 24 hours.',
  reset: 'If an account exists for that e-mail address, we have sent it a link to reset your password. The link is valid for 1 hour.',
};

export function CheckEmailPage() {
  const state = checkEmailStateSchema.safeParse(useLocation().state);

  if (!state.success) return <Navigate to="/" replace />;

  return (
    <AuthCard
      title={
        <span className="flex items-center gap-3">
          <MailCheck aria-hidden="true" className="size-7 shrink-0 text-navy-700" />
          Check your e-mail
        </span>
      }
      footer={
        <p>
          Nothing arrived after a few minutes? Look in your spam folder, or <TextLink to={state.data.type === 'signup' ? '/signup' : '/forgot-password'}>try again</TextLink>.
        </p>
      }
    >
      <p className="text-lg text-navy-900">{explanations[state.data.type]}</p>
      <p className="mt-4 text-grey-600">Open the link in the e-mail on this device to continue.</p>
    </AuthCard>
  );
}
