import type { ReactNode } from 'react';

/** The facts of one booking or message, a term and its value a row, stacked on phones. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-grey-200 rounded-box border border-grey-200 bg-white">{children}</dl>;
}

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4 sm:px-6">
      <dt className="text-sm font-semibold text-grey-600">{term}</dt>
      <dd className="min-w-0 whitespace-pre-line wrap-anywhere text-navy-900">{children}</dd>
    </div>
  );
}
