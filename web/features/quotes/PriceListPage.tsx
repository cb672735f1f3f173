import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { ListChecks, SearchX } from 'lucide-react';
import { formatNaira } from '../../../contracts/money';
import { pathTo } from '../../../contracts/pages';
import { quoteLimits } from '../../../contracts/quotes';
import type { PriceListEntry } from '../../../contracts/quotes.schemas';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { ListLoading } from '../../components/back-office/ListLoading';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { TextField } from '../../components/forms/Field';
import { TextLink } from '../../components/TextLink';
import { priceListQueryKey, priceListQueryOptions } from '../documents';
import { AddPriceItemForm } from './AddPriceItemForm';
import { removePriceItem } from './api';
import type { PageData } from '../../lib/pageData';

function PriceItemRow({ entry, removing, onRemove }: { entry: PriceListEntry; removing: boolean; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-box border border-grey-200 bg-white px-4 py-3">
      <span className="min-w-0 flex-1 break-words text-navy-900">{entry.description}</span>
      <span className="font-semibold text-navy-900">{formatNaira(entry.unitPrice)}</span>
      <Button variant="danger" disabled={removing} aria-busy={removing || undefined} onClick={onRemove}>
        Remove<span className="sr-only"> {entry.description}</span>
      </Button>
    </li>
  );
}

/**
 * The services on the price list, a few at a time by name (the server offers no more at once): the office
 * narrows them by typing, and removes one after a confirmation.
 */
function PriceItems() {
  const queryClient = useQueryClient();
  const [words, setWords] = useState('');
  const typed = words.trim();
  const found = useQuery({ ...priceListQueryOptions(typed), placeholderData: keepPreviousData });
  const [toRemove, setToRemove] = useState<PriceListEntry>();
  const remove = useMutation({
    mutationFn: async (entry: PriceListEntry) => removePriceItem(entry._id),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: priceListQueryKey });
    },
    onError: (error) => toast.error(error.message),
  });
  // Products are priced in the shop, under All Products: this list is the office's own services.
  const services = found.data?.items.filter((entry) => entry.kind === 'service') ?? [];

  return (
    <section aria-labelledby="price-items-heading" className="grid gap-4">
      <h2 id="price-items-heading" className="text-lg font-bold text-navy-900">
        Services on the price list
      </h2>
      <TextField label="Find on the price list" type="search" autoComplete="off" value={words} onChange={(event) => setWords(event.target.value)} />
      {found.isPending && <ListLoading noun="the price list" />}
      {found.isError && <RetryLine onRetry={() => void found.refetch()}>The price list could not be loaded.</RetryLine>}
      {found.isSuccess &&
        services.length === 0 &&
        (typed ? (
          <ListEmpty icon={SearchX} title="Nothing on the price list matches">
            Look for a part of the service's description.
          </ListEmpty>
        ) : (
          <ListEmpty icon={ListChecks} title="No services on the price list yet">
            Add the services you price often; quotes and invoices can then pick them as lines.
          </ListEmpty>
        ))}
      {found.isSuccess && services.length > 0 && (
        <ul aria-label="Services on the price list" className="grid gap-2">
          {services.map((entry) => (
            <PriceItemRow key={entry._id} entry={entry} removing={remove.isPending && remove.variables._id === entry._id} onRemove={() => setToRemove(entry)} />
          ))}
        </ul>
      )}
      {services.length === quoteLimits.priceListOffered && <p className="text-sm text-grey-700">{`The first ${quoteLimits.priceListOffered} by name: type to find the others.`}</p>}
      <ConfirmDialog
        open={toRemove !== undefined}
        title="Remove from the price list?"
        confirmLabel="Remove"
        tone="danger"
        onConfirm={() => {
          if (toRemove) remove.mutate(toRemove);
          setToRemove(undefined);
        }}
        onCancel={() => setToRemove(undefined)}
      >
        {toRemove && (
          <p>{`${toRemove.description} (${formatNaira(toRemove.unitPrice)}) will no longer be offered on new quotes and invoices. Quotes and invoices already written keep their lines.`}</p>
        )}
      </ConfirmDialog>
    </section>
  );
}

/** The office's price list (issue 24): the services quotes and invoices pick their lines from. */
export function PriceListPage() {
  return (
    <div className="grid max-w-3xl gap-6">
      <div>
        <BackLink to={pathTo('adminQuotes')} className="mb-4">
          Quotes
        </BackLink>
        <PageHeading
          title="Price list"
          lead={
            <>
              The services you price often, to pick as lines on a quote or an invoice. Products are offered too, at their price in the shop: change them under{' '}
              <TextLink to={pathTo('adminProducts')}>All Products</TextLink>.
            </>
          }
        />
      </div>
      <AddPriceItemForm />
      <PriceItems />
    </div>
  );
}

/** The price list opens with every item, before anything is typed. */
export const priceListData: PageData = ({ queryClient }) => [queryClient.ensureQueryData(priceListQueryOptions(''))];
