import { PageHero } from '../../components/PageHero';
import { usePageTitle } from '../../app/usePageTitle';

export function BookingPage() {
  usePageTitle('Book a Technician');
  return <PageHero title="Book a Technician" lead="Tell us what you need and when, and a qualified technician will confirm your visit." />;
}
