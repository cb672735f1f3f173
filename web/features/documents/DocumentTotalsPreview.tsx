import { formatKobo } from '../../../contracts/money';
import type { TotalsPreview } from './documentForm';
import { MoneyLadder } from './DocumentBody';
import { previewLadder } from './previewLadder';

interface DocumentTotalsPreviewProps {
  totals: TotalsPreview | undefined;
  /** A quote's deposit, asked when the customer accepts. */
  deposit?: { percent: number; kobo: number };
}

/**
 * What the document comes to as it is typed, worked in kobo the way the server will and drawn as the same
 * ladder its page and PDF will show; what the optional items would add is said beneath, apart from it.
 */
export function DocumentTotalsPreview({ totals, deposit }: DocumentTotalsPreviewProps) {
  return (
    <section aria-labelledby="totals-heading" className="grid gap-2 rounded-box bg-grey-100 p-4 text-navy-900">
      <h2 id="totals-heading" className="text-lg font-bold">
        Totals
      </h2>
      {totals ? (
        <>
          <MoneyLadder rows={previewLadder(totals, deposit)} />
          {totals.optionalKobo > 0 && (
            <dl className="flex justify-between gap-4 text-grey-700 tabular-nums">
              <dt>Optional items, not in total</dt>
              <dd className="text-right">{formatKobo(totals.optionalKobo)}</dd>
            </dl>
          )}
        </>
      ) : (
        <p>These amounts are too large to add up. Check the quantities and prices.</p>
      )}
    </section>
  );
}
