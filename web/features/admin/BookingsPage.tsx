import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../app/usePageTitle';

export function BookingsPage() {
  usePageTitle('Booking History');
  return <PageHeading title="Booking History" lead="Every technician booking made on the site." />;
}
