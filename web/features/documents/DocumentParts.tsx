import { useId, type ReactNode } from 'react';
import { formatNaira, percentLabel } from '../../../../contracts/money';
import { company } from '../../../content/company';
import { StatusChip, type ChipTone } from '../../../components/back-office/StatusChip';
import { dayInLagos, formatDay } from '../../../lib/dates';
import { useHydrated } from '../../../page-life/useHydrated';
import { useDocumentAccess } from './access';

/** A quote's or an invoice's line as the customer reads it; only a quote's lines may be optional. */
export type CustomerLine = { _id: string; description: string; quantity: number; unitPrice: number; total: number; optional?: boolean; chosen?: boolean };

/** While a quote is open, the customer ticks its optional items here. */
export type OptionChoice = { chosen: ReadonlySet<string>; toggle: (lineId: string) => void };

export const formatInstant = (at: string) => formatDay(dayInLagos(at));

/** Who the document is from and for, with its number and where it stands. */
export function DocumentHeading({ kind, number, title, status, children }: { kind: string; number: string; title: string; status: { label: string; tone: ChipTone }; children?: ReactNode }) {
  return (
    <header className="grid gap-4 border-b border-grey-200 pb-6">
      <div className="text-sm text-grey-700">
        <p className="font-semibold text-navy-900">{company.name}</p>
        <p>{company.address}</p>
        <p>
          {company.phones.join(' · ')} · {company.email}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {kind} {number}
        </h1>
        <StatusChip tone={status.tone}>{status.label}</StatusChip>
      </div>
      <p className="text-lg text-navy-900">{title}</p>
      {children}
    </header>
  );
}

/** Facts in pairs (dates, the customer): two columns from 640 px. */
export function FactList({ facts }: { facts: ReadonlyArray<readonly [term: string, detail: ReactNode]> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {facts.map(([term, detail]) => (
        <div key={term}>
          <dt className="text-sm text-grey-600">{term}</dt>
          <dd className="break-words text-navy-900">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function OptionalMark({ line, choice }: { line: CustomerLine; choice: OptionChoice | undefined }) {
  const id = useId();
  // The server draws the quote: a tick before the page's code has taken it over would be lost.
  const hydrated = useHydrated();
  if (!line.optional) return null;
  if (!choice) return <p className="mt-1 text-sm text-grey-700">{line.chosen ? 'Optional item, chosen' : 'Optional item, not chosen'}</p>;
  return (
    <div className="mt-2 flex min-h-11 items-center gap-3">
      <input id={id} type="checkbox" className="size-5 accent-navy-900" disabled={!hydrated} checked={choice.chosen.has(line._id)} onChange={() => choice.toggle(line._id)} />
      <label htmlFor={id} className="font-medium text-navy-900">
        Include<span className="sr-only"> {line.description}</span> (optional)
      </label>
    </div>
  );
}

const leftOut = (line: CustomerLine, choice: OptionChoice | undefined) => line.optional === true && !(choice ? choice.chosen.has(line._id) : line.chosen);

/** The lines: stacked cards on a phone, a table from 640 px. */
export function DocumentLines({ lines, choice }: { lines: readonly CustomerLine[]; choice?: OptionChoice }) {
  return (
    <section aria-labelledby="lines-heading" className="grid gap-3">
      <h2 id="lines-heading" className="text-xl font-bold text-navy-900">
        Items
      </h2>
      <ul className="grid gap-3 sm:hidden">
        {lines.map((line) => (
          <li key={line._id} className={`rounded-box border border-grey-200 bg-white p-4 ${leftOut(line, choice) ? 'text-grey-600' : ''}`}>
            <p className="font-semibold">{line.description}</p>
            <div className="mt-1 flex items-baseline justify-between gap-3 tabular-nums">
              <span className="text-grey-700">
                {line.quantity} × {formatNaira(line.unitPrice)}
              </span>
              <span className="font-semibold">{formatNaira(line.total)}</span>
            </div>
            <OptionalMark line={line} choice={choice} />
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse text-left sm:table">
        <thead>
          <tr className="border-b border-grey-300 text-sm text-grey-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Item
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Unit price
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line._id} className={`border-b border-grey-200 align-top ${leftOut(line, choice) ? 'text-grey-600' : ''}`}>
              <td className="py-3 pr-3">
                {line.description}
                <OptionalMark line={line} choice={choice} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{line.quantity}</td>
              <td className="px-3 py-3 text-right tabular-nums">{formatNaira(line.unitPrice)}</td>
              <td className="py-3 pl-3 text-right font-semibold tabular-nums">{formatNaira(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export type TotalsInNaira = { subtotal: number; discount: number; vatBasisPoints: number; vat: number; total: number };

/** Subtotal, discount, VAT apart, the total, then what follows from it (a deposit, what was paid, the balance). */
export function TotalsList({ totals, after = [] }: { totals: TotalsInNaira; after?: ReadonlyArray<readonly [term: string, naira: number]> }) {
  const rows: Array<readonly [string, string]> = [['Subtotal', formatNaira(totals.subtotal)]];
  if (totals.discount > 0) rows.push(['Discount', `-${formatNaira(totals.discount)}`]);
  if (totals.vatBasisPoints > 0) rows.push([`VAT (${percentLabel(totals.vatBasisPoints)})`, formatNaira(totals.vat)]);
  return (
    <dl className="ml-auto grid w-full max-w-sm gap-2 tabular-nums">
      {rows.map(([term, amount]) => (
        <div key={term} className="flex justify-between gap-4">
          <dt className="text-grey-700">{term}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-grey-300 pt-2 text-lg font-bold text-navy-900">
        <dt>Total</dt>
        <dd>{formatNaira(totals.total)}</dd>
      </div>
      {after.map(([term, naira]) => (
        <div key={term} className="flex justify-between gap-4 font-semibold text-navy-900">
          <dt>{term}</dt>
          <dd>{formatNaira(naira)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Terms and notes as the office wrote them, line breaks kept. */
export function TermsAndNotes({ terms, notes }: { terms: string; notes: string }) {
  if (!terms && !notes) return null;
  return (
    <div className="grid gap-4">
      {terms && (
        <section aria-labelledby="terms-heading">
          <h2 id="terms-heading" className="text-lg font-bold text-navy-900">
            Terms
          </h2>
          <p className="mt-1 whitespace-pre-line text-grey-700">{terms}</p>
        </section>
      )}
      {notes && (
        <section aria-labelledby="notes-heading">
          <h2 id="notes-heading" className="text-lg font-bold text-navy-900">
            Notes
          </h2>
          <p className="mt-1 whitespace-pre-line text-grey-700">{notes}</p>
        </section>
      )}
    </div>
  );
}

const noticeTones = {
  info: 'border-navy-200 bg-navy-50 text-navy-900',
  success: 'border-success bg-success-soft text-success',
  failure: 'border-danger bg-danger-soft text-danger',
} as const;

/** A message that stays on the page (an answer recorded, a payment confirmed), announced when it appears. */
export function Notice({ tone, children }: { tone: keyof typeof noticeTones; children: ReactNode }) {
  return (
    <p role="status" className={`rounded-box border p-4 font-medium ${noticeTones[tone]}`}>
      {children}
    </p>
  );
}

/** The page's frame: a column of its own by the private link, the account's column when signed in. */
export function DocumentFrame({ children }: { children: ReactNode }) {
  const inAccount = 'id' in useDocumentAccess();
  return <div className={inAccount ? 'grid gap-8' : 'mx-auto grid max-w-4xl gap-8 px-4 py-8 sm:px-6 sm:py-12'}>{children}</div>;
}
