import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function ActivatePage() {
  usePageTitle('Activate Account');
  return <PageHero title="Activate your account" lead="We are confirming the activation link from your e-mail." />;
}
