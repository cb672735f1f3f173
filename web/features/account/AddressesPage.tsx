import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../app/usePageTitle';

export function AddressesPage() {
  usePageTitle('Addresses');
  return <PageHeading title="Addresses" lead="Up to 3 delivery addresses for your orders." />;
}
