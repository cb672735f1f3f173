import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { stockAdjustmentReasons, stockReasonLabels, type StockAdjustmentReason } from '../../../contracts/stock';
import type { ProductStock } from '../../../contracts/stock.schemas';
import { lagosDateTime } from '../../../contracts/lagos-time';
import { Field, inputClassName } from '../../components/forms/Field';
import { ChevronSelect } from '../../components/forms/ChevronSelect';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import { forgetProducts } from './productChanges';
import { adjustStock, productStockQueryOptions, setReorderLevel } from './stockApi';

const quantityLabels: Record<StockAdjustmentReason, string> = {
  counted: 'Units counted on the shelf',
  received: 'Units received',
  damaged: 'Units damaged',
  returned: 'Units returned',
};

function StockFigures({ stock }: { stock: ProductStock }) {
  const figures: [string, string][] = [
    ['On hand', stock.onHand === null ? 'Not counted' : String(stock.onHand)],
    ['Held by open checkouts', String(stock.reserved)],
    ['Available', stock.available === null ? 'Not counted' : String(stock.available)],
    ['Reorder level', stock.reorderLevel === null ? 'None' : String(stock.reorderLevel)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-box border border-grey-200 bg-white p-3">
          <dt className="text-sm text-grey-700">{label}</dt>
          <dd className="text-lg font-bold text-navy-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The office's stock of one product: its figures, a change with its reason, the reorder level, and every change so far. */
function StockForms({ id, stock }: { id: string; stock: ProductStock }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<StockAdjustmentReason>('received');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [level, setLevel] = useState(stock.reorderLevel === null ? '' : String(stock.reorderLevel));
  const [error, setError] = useState<string>();
  const saved = async (next: ProductStock, message: string) => {
    queryClient.setQueryData(productStockQueryOptions(id).queryKey, next);
    await forgetProducts(queryClient);
    toast.success(message);
  };
  const adjust = useMutation({
    mutationFn: adjustStock,
    onSuccess: async (next) => {
      setQuantity('');
      setNote('');
      setError(undefined);
      await saved(next, 'Stock updated');
    },
    onError: (failure) => setError(failure.message),
  });
  const reorder = useMutation({ mutationFn: setReorderLevel, onSuccess: (next) => saved(next, 'Reorder level saved'), onError: (failure) => toast.error(failure.message) });

  function record(event: FormEvent) {
    event.preventDefault();
    adjust.mutate({ id, adjustment: { reason, quantity: quantity === '' ? Number.NaN : Number(quantity), note } });
  }
  function saveLevel(event: FormEvent) {
    event.preventDefault();
    reorder.mutate({ id, reorderLevel: level === '' ? null : Number(level) });
  }

  return (
    <div className="flex flex-col gap-6">
      <StockFigures stock={stock} />
      <form noValidate onSubmit={record} aria-label="Change the stock" className="grid gap-4 rounded-box border border-grey-200 bg-white p-4 sm:grid-cols-2">
        <Field label="Why">
          {(control) => (
            <ChevronSelect {...control} value={reason} onChange={(event) => setReason(event.target.value as StockAdjustmentReason)}>
              {stockAdjustmentReasons.map((choice) => (
                <option key={choice} value={choice}>
                  {stockReasonLabels[choice]}
                </option>
              ))}
            </ChevronSelect>
          )}
        </Field>
        <Field label={quantityLabels[reason]} error={error}>
          {(control) => <input {...control} type="number" inputMode="numeric" min={0} step={1} value={quantity} onChange={(event) => setQuantity(event.target.value)} className={inputClassName} />}
        </Field>
        <Field label="Note (optional)" className="sm:col-span-2">
          {(control) => <input {...control} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} className={inputClassName} />}
        </Field>
        <SubmitButton pending={adjust.isPending} className="sm:col-span-2 sm:justify-self-start">
          Record change
        </SubmitButton>
      </form>
      <form noValidate onSubmit={saveLevel} aria-label="Reorder level" className="flex flex-wrap items-end gap-4 rounded-box border border-grey-200 bg-white p-4">
        <Field label="Reorder level" hint="The office is told once when fewer are on hand. Leave empty for none." className="min-w-48 flex-1">
          {(control) => <input {...control} type="number" inputMode="numeric" min={0} step={1} value={level} onChange={(event) => setLevel(event.target.value)} className={inputClassName} />}
        </Field>
        <SubmitButton pending={reorder.isPending} variant="secondary">
          Save reorder level
        </SubmitButton>
      </form>
      <section aria-labelledby="stock-history">
        <h3 id="stock-history" className="font-bold text-navy-900">
          Stock history
        </h3>
        {stock.movements.length === 0 ? (
          <p className="mt-2 text-grey-700">No change recorded yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-grey-200 rounded-box border border-grey-200 bg-white">
            {stock.movements.map((movement, index) => (
              <li key={`${movement.createdAt}-${index}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3 text-sm">
                <span className="font-semibold text-navy-900">
                  {stockReasonLabels[movement.reason]} {movement.change > 0 ? `+${movement.change}` : movement.change}, {movement.onHandAfter} on hand
                </span>
                <span className="text-grey-700">
                  {lagosDateTime(new Date(movement.createdAt))}
                  {movement.by && ` · ${movement.by}`}
                  {movement.reference && ` · ${movement.reference}`}
                </span>
                {movement.note && <span className="w-full text-grey-700">{movement.note}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function StockPanel({ id }: { id: string }) {
  const stock = useQuery(productStockQueryOptions(id));
  return (
    <section aria-labelledby="stock-heading" className="mt-10 flex max-w-3xl flex-col gap-4">
      <h2 id="stock-heading" className="text-lg font-bold text-navy-900">
        Stock
      </h2>
      {stock.isPending ? (
        <Skeleton className="h-40" />
      ) : stock.isError ? (
        <RetryLine onRetry={() => void stock.refetch()}>The stock could not be loaded.</RetryLine>
      ) : (
        <StockForms id={id} stock={stock.data} />
      )}
    </section>
  );
}
