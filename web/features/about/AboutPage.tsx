import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function AboutPage() {
  usePageTitle('About');
  return <PageHero title="About Us" lead="An Ibadan engineering team delivering safe, reliable electrical and automation work since 2018." />;
}
