import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return <PageHero title="Forgot your password?" lead="Enter your e-mail address and we will send you a link to reset it." />;
}
