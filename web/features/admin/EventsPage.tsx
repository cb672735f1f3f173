import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../app/usePageTitle';

export function EventsPage() {
  usePageTitle('Events');
  return <PageHeading title="Events" lead="Upload and remove the event pictures shown on the home page." />;
}
