import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  return <PageHero title="Reset your password" lead="Choose a new password for your account." />;
}
