import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../app/usePageTitle';

export function BookingDetailPage() {
  usePageTitle('Booking');
  return <PageHeading title="Booking details" lead="The customer, service, date and notes of this booking." />;
}
