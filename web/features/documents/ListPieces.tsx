import type { ReactNode } from 'react';
import { exactCount } from '../../../../contracts/lists';
import { ButtonLink } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';
import { Skeleton } from '../../../components/Skeleton';

/** Rows on wide screens, cards on phones: the shapes a list of quotes or invoices takes when it arrives. */
export function DocumentsLoading({ noun }: { noun: string }) {
  return (
    <div role="status">
      <span className="sr-only">Loading {noun}...</span>
      <div className="hidden flex-col gap-2 md:flex">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
      <div className="flex flex-col gap-3 md:hidden">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-32" />
        ))}
      </div>
    </div>
  );
}

/** A list's heading with the button that starts a new document beside it (under it on a phone). */
export function ListHeading({ title, lead, newTo, newLabel, icon }: { title: string; lead: string; newTo: string; newLabel: string; icon: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4 [&>header]:mb-0">
      <PageHeading title={title} lead={lead} />
      <ButtonLink to={newTo}>
        {icon}
        {newLabel}
      </ButtonLink>
    </div>
  );
}

/** The quote and invoice tabs' counts are exact: those tables grow by hundreds a year, not by the hundred thousand. */
export const exactCountOf = (count: number | undefined) => (count === undefined ? undefined : exactCount(count));
