import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function ServicesPage() {
  usePageTitle('Services');
  return <PageHero title="Our Services" lead="Electrical, automation and engineering services for homes, estates, offices and factories." />;
}
