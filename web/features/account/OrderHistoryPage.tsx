import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../app/usePageTitle';

export function OrderHistoryPage() {
  usePageTitle('Order History');
  return <PageHeading title="Order History" lead="Every order you have placed, newest first." />;
}
