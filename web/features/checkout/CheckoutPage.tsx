import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function CheckoutPage() {
  usePageTitle('Checkout');
  return <PageHero title="Checkout" lead="Choose a delivery address and confirm your order." />;
}
