import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../app/usePageTitle';

export function AdminProductsPage() {
  usePageTitle('All Products');
  return <PageHeading title="All Products" lead="Edit, delete and mark products as featured or sold out." />;
}
