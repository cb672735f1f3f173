import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function LoginPage() {
  usePageTitle('Login');
  return <PageHero title="Login" lead="Sign in with your e-mail address and password." />;
}
