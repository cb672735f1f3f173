import { useId } from 'react';
import type { DocumentFigureJson } from '../../../contracts/money.schemas';
import { formatNaira } from '../../lib/money';
import { useHydrated } from '../../page-life/useHydrated';

/*
 * The document itself, as the office and the customer read it: its lines, its money ladder, its terms and notes.
 */

/** A quote's or an invoice's line as the API answers it; only a quote's lines may be optional. */
export type DocumentLine = { _id: string; description: string; quantity: number; unitPrice: number; total: number; optional?: boolean; chosen?: boolean };

/** While a quote is open, the customer ticks its optional items here. */
export type OptionChoice = { chosen: ReadonlySet<string>; toggle: (lineId: string) => void };

/** Who reads the lines: the office is told what the customer chose; the customer what they chose. */
export type LinesReader = 'office' | 'customer';

const optionWords: Record<LinesReader, { chosen: string; notChosen: string }> = {
  office: { chosen: 'Optional, chosen by the customer', notChosen: 'Optional, not chosen' },
  customer: { chosen: 'Optional item, chosen', notChosen: 'Optional item, not chosen' },
};

/** An optional item's state under its description: a tick while the customer may still choose, else a note. */
function OptionMark({ line, choice, reader }: { line: DocumentLine; choice: OptionChoice | undefined; reader: LinesReader }) {
  const id = useId();
  // The server draws the quote: a tick before the page's code has taken it over would be lost.
  const hydrated = useHydrated();
  if (!line.optional) return null;
  if (!choice) return <span className="block text-sm font-semibold text-grey-600">{line.chosen ? optionWords[reader].chosen : optionWords[reader].notChosen}</span>;
  return (
    <span className="mt-2 flex min-h-11 items-center gap-3">
      <input id={id} type="checkbox" className="size-5 accent-navy-900" disabled={!hydrated} checked={choice.chosen.has(line._id)} onChange={() => choice.toggle(line._id)} />
      <label htmlFor={id} className="font-medium text-navy-900">
        Include<span className="sr-only"> {line.description}</span> (optional)
      </label>
    </span>
  );
}

const leftOut = (line: DocumentLine, choice: OptionChoice | undefined) => line.optional === true && !(choice ? choice.chosen.has(line._id) : line.chosen);

/**
 * The items of a quote or an invoice, for the office and the customer alike: what, how many at what price, and
 * the line's total; on a phone the description above the quantity and the total. An optional item left out is
 * greyed; while the customer may still choose (`choice`), it carries a tick.
 */
export function DocumentLines({ lines, choice, reader }: { lines: readonly DocumentLine[]; choice?: OptionChoice; reader: LinesReader }) {
  return (
    <ul aria-label="Items" className="divide-y divide-grey-200 border-y border-grey-200">
      {lines.map((line) => (
        <li key={line._id} className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_auto_7rem] ${leftOut(line, choice) ? 'text-grey-600' : 'text-navy-900'}`}>
          <span className="col-span-2 wrap-anywhere sm:col-span-1">
            {line.description}
            <OptionMark line={line} choice={choice} reader={reader} />
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

/** The lines on the customer's own page, under a heading of their own. */
export function CustomerLines({ lines, choice }: { lines: readonly DocumentLine[]; choice?: OptionChoice }) {
  return (
    <section aria-labelledby="lines-heading" className="grid gap-3">
      <h2 id="lines-heading" className="text-xl font-bold text-navy-900">
        Items
      </h2>
      <DocumentLines lines={lines} choice={choice} reader="customer" />
    </section>
  );
}

/** The total stands apart; a credit (refund due) is marked so it is not read as money owed. */
function rungClassName(row: DocumentFigureJson): string {
  if (row.key === 'total') return 'border-t border-grey-300 pt-1.5 text-lg font-bold text-navy-900';
  if (row.key === 'credit') return 'rounded-box bg-warning-soft px-2 py-1 font-semibold text-navy-900';
  return row.strong ? 'font-bold text-navy-900' : 'text-grey-700';
}

/**
 * The money ladder of a quote or an invoice (`documentFigures`, labelled once in contracts/money.ts), drawn one
 * way for the office, the customer and the forms' preview, row for row as the PDF prints it: subtotal, the
 * discount when there is one, VAT apart at its rate, the total, then the deposit, what was paid, the balance
 * and any credit to refund.
 */
export function MoneyLadder({ rows, className = '' }: { rows: readonly DocumentFigureJson[]; className?: string }) {
  return (
    <dl aria-label="Totals" className={`grid gap-1.5 tabular-nums ${className}`.trim()}>
      {rows.map((row) => (
        <div key={row.key} className={`flex justify-between gap-4 ${rungClassName(row)}`}>
          <dt>{row.label}</dt>
          <dd className="text-right">{formatNaira(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

function WrittenText({ term, level, children }: { term: string; level: 'h2' | 'h3'; children: string }) {
  const id = useId();
  const Heading = level;
  if (!children) return null;
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className={`font-bold text-navy-900 ${level === 'h2' ? 'text-lg' : ''}`}>
        {term}
      </Heading>
      <p className="mt-1 whitespace-pre-line wrap-anywhere text-grey-700">{children}</p>
    </section>
  );
}

/** Terms and notes as the office wrote them, line breaks kept; `level` fits the heading to the page around it. */
export function TermsAndNotes({ terms, notes, level = 'h2' }: { terms: string; notes: string; level?: 'h2' | 'h3' }) {
  if (!terms && !notes) return null;
  return (
    <div className="grid gap-4">
      <WrittenText term="Terms" level={level}>
        {terms}
      </WrittenText>
      <WrittenText term="Notes" level={level}>
        {notes}
      </WrittenText>
    </div>
  );
}
