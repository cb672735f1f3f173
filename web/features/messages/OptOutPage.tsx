import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { optOutWords } from '../../../contracts/messaging';
import { Button } from '../../components/Button';
import { PageHero } from '../../components/PageHero';
import { PageSpinner } from '../../components/Spinner';
import type { PageData } from '../../lib/pageData';
import { UsableOnceHydrated } from '../../page-life/UsableOnceHydrated';
import { optOutQueryOptions, stopSms } from './api';

/**
 * /stop/:token, the opt-out link of our SMS (NDPA 2023): opening it ends nothing (link previews open links
 * too); the customer's press ends SMS to the number at once, and the page says so.
 */
export function OptOutPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const standing = useQuery(optOutQueryOptions(token));
  const stop = useMutation({
    mutationFn: () => stopSms(token),
    onSuccess: (answer) => queryClient.setQueryData(optOutQueryOptions(token).queryKey, answer),
  });

  if (standing.isPending) return <PageSpinner label="Loading..." />;
  if (standing.isError) return <PageHero title="Stop our SMS" lead={standing.error.message || optOutWords.failure} />;
  const { phone, ended } = standing.data;
  return (
    <>
      <PageHero title="Stop our SMS" lead={`To ${phone}`} />
      <div className="mx-auto grid max-w-2xl gap-4 px-4 py-10 sm:px-6">
        {ended ? (
          <p role="status" className="rounded-box border border-grey-200 bg-white p-6 text-lg font-semibold text-navy-900 shadow-raised">
            {optOutWords.ended}
          </p>
        ) : (
          <div className="grid gap-4 rounded-box border border-grey-200 bg-white p-6 shadow-raised">
            <p className="text-grey-700">{optOutWords.lead}</p>
            {stop.isError && (
              <p role="alert" className="font-semibold text-danger">
                {stop.error.message}
              </p>
            )}
            <UsableOnceHydrated>
              <Button disabled={stop.isPending} onClick={() => stop.mutate()}>
                {stop.isPending ? 'Stopping...' : optOutWords.button}
              </Button>
            </UsableOnceHydrated>
          </div>
        )}
      </div>
    </>
  );
}

/** The customer opens the link on a phone: the page is on screen before any script has run. */
export const optOutData: PageData = ({ queryClient, params }) => [queryClient.ensureQueryData(optOutQueryOptions(params.token ?? ''))];
