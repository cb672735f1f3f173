import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function SignupPage() {
  usePageTitle('Sign Up');
  return <PageHero title="Create an account" lead="Sign up to shop online, save delivery addresses and follow your orders." />;
}
