import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../app/usePageTitle';

export function AdminOrdersPage() {
  usePageTitle('Order History');
  return <PageHeading title="Order History" lead="Every order placed in the shop, with the customer who placed it." />;
}
