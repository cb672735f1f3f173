import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../app/usePageTitle';

export function AccountInfoPage() {
  usePageTitle('Account Info');
  return <PageHeading title="Account Info" lead="Your name, e-mail address and phone number." />;
}
