import type { ReactNode } from 'react';
import { company } from '../../content/company';
import { dayInLagos, formatDay } from '../../lib/dates';
import { useDocumentAccess } from './access';
import { DocumentStatusChip, type StatusWords } from './DocumentStatus';

export const formatInstant = (at: string) => formatDay(dayInLagos(at));

/** Who a document is for, as its page names them: by the e-mail it was mailed to, or by phone when they have none. */
export const forWhom = (customer: { name: string; email: string; phone: string }) => `${customer.name}, ${customer.email || customer.phone}`;

/** Who the document is from and for, with its number and where it stands. */
export function DocumentHeading({ kind, number, title, status, children }: { kind: string; number: string; title: string; status: StatusWords; children?: ReactNode }) {
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
        <DocumentStatusChip status={status} />
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
