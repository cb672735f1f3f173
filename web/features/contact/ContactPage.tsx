import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function ContactPage() {
  usePageTitle('Contact');
  return <PageHero title="Contact Us" lead="Call, chat or send us a message: we reply within 1-2 business hours." />;
}
