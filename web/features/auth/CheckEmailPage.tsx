import { Navigate, useLocation } from 'react-router';
import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';
import { checkEmailStateSchema } from './checkEmailState';

const leads = {
  signup: 'We have sent you a link to activate your account.',
  reset: 'We have sent you a link to reset your password.',
} as const;

export function CheckEmailPage() {
  usePageTitle('Check your e-mail');
  const state = checkEmailStateSchema.safeParse(useLocation().state);

  if (!state.success) return <Navigate to="/" replace />;

  return <PageHero title="Check your e-mail" lead={leads[state.data.type]} />;
}
