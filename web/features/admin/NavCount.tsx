import { useQuery } from '@tanstack/react-query';
import { boundedCountOf, countText } from '../../../contracts/lists';
import { summaryQueryOptions } from './api';
import type { BackOfficeSummary } from '../../../contracts/dashboard.schemas';

export interface NavCountLook {
  of: Exclude<keyof BackOfficeSummary, 'over'>;
  /** Read after the number by screen readers: 'Inbox, 2 unhandled'. */
  words: string;
}

/**
 * An admin navigation entry's label with a badge of what still waits there (none while nothing waits).
 * Its accessible name is one text, 'Inbox, 2 unhandled': a separate hidden part would be read as 'Inbox , 2'.
 */
export function NavCount({ label, of, words }: NavCountLook & { label: string }) {
  const summary = useQuery(summaryQueryOptions);
  if (!summary.data || summary.data[of] === 0) return label;
  const count = countText(boundedCountOf(summary.data, of));
  return (
    <>
      <span className="sr-only">{`${label}, ${count} ${words}`}</span>
      <span aria-hidden="true">{label}</span>
      <span aria-hidden="true" className="ml-2 inline-flex min-w-6 justify-center rounded-full bg-accent px-1.5 text-sm leading-5 font-bold text-navy-950 tabular-nums">
        {count}
      </span>
    </>
  );
}
