import { nairaOfKobo } from '../../../contracts/money';
import type { TotalsPreview } from './documentForm';
import { MoneyLadder, type LadderStep } from './DocumentBody';

interface DocumentTotalsPreviewProps {
  totals: TotalsPreview | undefined;
  /** A quote's deposit, asked when the customer accepts. */
  deposit?: { percent: number; kobo: number };
}

/** What the document comes to as it is typed, worked in kobo the way the server will: VAT shown apart. */
export function DocumentTotalsPreview({ totals, deposit }: DocumentTotalsPreviewProps) {
  const after: LadderStep[] = [];
  if (deposit && deposit.percent > 0) after.push({ term: `Deposit (${deposit.percent}%)`, naira: nairaOfKobo(deposit.kobo) });
  if (totals && totals.optionalKobo > 0) after.push({ term: 'Optional items, not in total', naira: nairaOfKobo(totals.optionalKobo) });
  return (
    <section aria-labelledby="totals-heading" className="grid gap-2 rounded-box bg-grey-100 p-4 text-navy-900">
      <h2 id="totals-heading" className="text-lg font-bold">
        Totals
      </h2>
      {totals ? (
        <MoneyLadder
          reader="office"
          figures={{ subtotal: nairaOfKobo(totals.subtotalKobo), discount: nairaOfKobo(totals.discountKobo), vatBasisPoints: totals.vatBasisPoints, vat: nairaOfKobo(totals.vatKobo), total: nairaOfKobo(totals.totalKobo) }}
          after={after}
        />
      ) : (
        <p>These amounts are too large to add up. Check the quantities and prices.</p>
      )}
    </section>
  );
}
