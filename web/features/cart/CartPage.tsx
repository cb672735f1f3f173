import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function CartPage() {
  usePageTitle('Cart');
  return <PageHero title="Your Cart" lead="Review the items in your cart before you check out." />;
}
