import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function CheckoutSuccessPage() {
  usePageTitle('Payment');
  return <PageHero title="Confirming your payment" lead="We are checking your payment with the card provider." />;
}
