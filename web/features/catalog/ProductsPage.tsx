import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function ProductsPage() {
  usePageTitle('Products');
  return <PageHero title="Products" lead="Quality electrical, solar and automation equipment, priced in naira." />;
}
