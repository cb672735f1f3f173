import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: ReactNode;
  lead?: ReactNode;
  /** A list page's lead shows from a tablet's width only, so that on a phone the list starts in the first screen. */
  leadOnPhones?: boolean;
}

/** The heading of a page inside the account or admin layout, where the layout already frames the page. */
export function PageHeading({ title, lead, leadOnPhones = true }: PageHeadingProps) {
  return (
    <header className={leadOnPhones ? 'mb-6' : 'mb-3 sm:mb-6'}>
      <h1 className="text-xl font-bold tracking-tight text-navy-900">{title}</h1>
      {lead && <p className={`mt-1 text-grey-600 ${leadOnPhones ? '' : 'hidden sm:block'}`.trim()}>{lead}</p>}
    </header>
  );
}
