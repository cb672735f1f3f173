import type { ReactNode } from 'react';
import { formatNaira } from '../../../lib/money';

type Line = { _id: string; description: string; quantity: number; unitPrice: number; total: number; optional?: boolean; chosen?: boolean };

/** Whether an optional item is in the total: the customer ticked it, or not (yet). */
function OptionNote({ line }: { line: Line }) {
  if (!line.optional) return null;
  return <span className="block text-sm font-semibold text-grey-600">{line.chosen ? 'Optional, chosen by the customer' : 'Optional, not chosen'}</span>;
}

/** The items of a quote or an invoice, on a phone the description above the quantity and the total: what, how many at what price, and the line's total. */
export function DocumentLines({ lines }: { lines: readonly Line[] }) {
  return (
    <ul aria-label="Items" className="divide-y divide-grey-200 border-y border-grey-200">
      {lines.map((line) => (
        <li
          key={line._id}
          className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_auto_7rem] ${line.optional && !line.chosen ? 'text-grey-600' : 'text-navy-900'}`}
        >
          <span className="col-span-2 wrap-anywhere sm:col-span-1">
            {line.description}
            <OptionNote line={line} />
          </span>
          <span className="text-sm whitespace-nowrap text-grey-700 tabular-nums">
            {line.quantity} × {formatNaira(line.unitPrice)}
          </span>
          <span className="text-right font-semibold whitespace-nowrap tabular-nums">{formatNaira(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}

export function Sum({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold text-navy-900' : 'text-grey-700'}`}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

type Money = { subtotal: number; discount: number; vatRate: number; vat: number; total: number };

/** Subtotal, discount, VAT apart at its rate, and the total; the caller adds what follows (deposit, paid, balance). */
export function DocumentTotals({ money, children }: { money: Money; children?: ReactNode }) {
  return (
    <dl aria-label="Totals" className="grid gap-1 sm:ml-auto sm:w-80">
      <Sum term="Subtotal">{formatNaira(money.subtotal)}</Sum>
      {money.discount > 0 && <Sum term="Discount">-{formatNaira(money.discount)}</Sum>}
      <Sum term={money.vatRate > 0 ? `VAT (${money.vatRate}%)` : 'VAT'}>{money.vatRate > 0 ? formatNaira(money.vat) : 'Not charged'}</Sum>
      <Sum term="Total" strong>
        {formatNaira(money.total)}
      </Sum>
      {children}
    </dl>
  );
}

/** The terms or the notes, as written, when there are any. */
export function DocumentText({ term, children }: { term: string; children: string }) {
  if (!children) return null;
  return (
    <div>
      <h3 className="font-semibold text-navy-900">{term}</h3>
      <p className="whitespace-pre-line wrap-anywhere text-grey-700">{children}</p>
    </div>
  );
}
