import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../app/usePageTitle';

export function UpdateProductPage() {
  usePageTitle('Update Product');
  return <PageHeading title="Update Product" lead="Change the details and pictures of this product." />;
}
