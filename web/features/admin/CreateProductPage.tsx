import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../app/usePageTitle';

export function CreateProductPage() {
  usePageTitle('Create Products');
  return <PageHeading title="Create Products" lead="Add a new product to the shop." />;
}
