import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { useErrorToast } from '../../components/useErrorToast';
import { eventsQueryOptions } from './api';
import { EventList } from './EventList';
import { EventUploadForm } from './EventUploadForm';
import type { PageData } from '../../lib/pageData';

export function EventsPage() {
  const events = useQuery(eventsQueryOptions);
  useErrorToast(events.error);

  return (
    <>
      <PageHeading title="Events" lead="Upload and remove the event pictures shown on the home page." />
      <EventUploadForm />
      <h2 className="mt-10 mb-4 text-lg font-bold text-navy-900">Pictures on the home page</h2>
      {events.isPending && <Skeleton className="aspect-video w-full sm:w-1/2 lg:w-1/3" />}
      {events.isError && <p className="rounded-box bg-danger-soft p-4 text-danger">{events.error.message}</p>}
      {events.data?.length === 0 && (
        <p className="rounded-box border border-dashed border-grey-300 bg-white px-4 py-8 text-center text-grey-600">
          No event pictures yet. Upload one above and it appears on the home page straight away.
        </p>
      )}
      {events.data && events.data.length > 0 && <EventList events={events.data} />}
    </>
  );
}

export const eventsData: PageData = ({ queryClient }) => [queryClient.ensureQueryData(eventsQueryOptions)];
