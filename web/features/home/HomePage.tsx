import { CalendarCheck } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';
import { company } from '../../content/company';

export function HomePage() {
  usePageTitle();
  return (
    <PageHero
      title={company.tagline}
      lead={`Electrical installation, automation and engineering services in Ibadan since ${company.established}.`}
    >
      <ButtonLink to="/book" size="lg">
        <CalendarCheck aria-hidden="true" className="size-5" />
        Book a Technician
      </ButtonLink>
    </PageHero>
  );
}
