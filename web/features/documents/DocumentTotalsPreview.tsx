import type { ReactNode } from 'react';
import { formatKobo, percentLabel } from '../../../../contracts/money';
import type { TotalsPreview } from './documentForm';

function Row({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1.5 ${strong ? 'border-t border-grey-300 font-bold' : ''}`}>
      <dt>{term}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

interface DocumentTotalsPreviewProps {
  totals: TotalsPreview | undefined;
  /** A quote's deposit, asked when the customer accepts. */
  deposit?: { percent: number; kobo: number };
}

/** What the document comes to as it is typed, worked in kobo the way the server will: VAT shown apart. */
export function DocumentTotalsPreview({ totals, deposit }: DocumentTotalsPreviewProps) {
  return (
    <section aria-labelledby="totals-heading" className="grid gap-2 rounded-box bg-grey-100 p-4 text-navy-900">
      <h2 id="totals-heading" className="text-lg font-bold">
        Totals
      </h2>
      {totals ? (
        <dl>
          <Row term="Subtotal">{formatKobo(totals.subtotalKobo)}</Row>
          <Row term="Discount">{totals.discountKobo > 0 ? `-${formatKobo(totals.discountKobo)}` : formatKobo(0)}</Row>
          <Row term={totals.vatBasisPoints > 0 ? `VAT (${percentLabel(totals.vatBasisPoints)})` : 'VAT'}>{totals.vatBasisPoints > 0 ? formatKobo(totals.vatKobo) : 'Not charged'}</Row>
          <Row term="Total" strong>
            {formatKobo(totals.totalKobo)}
          </Row>
          {deposit && deposit.percent > 0 && <Row term={`Deposit (${deposit.percent}%)`}>{formatKobo(deposit.kobo)}</Row>}
          {totals.optionalKobo > 0 && <Row term="Optional items, not in total">{formatKobo(totals.optionalKobo)}</Row>}
        </dl>
      ) : (
        <p>These amounts are too large to add up. Check the quantities and prices.</p>
      )}
    </section>
  );
}
