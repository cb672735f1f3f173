import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: ReactNode;
  lead?: ReactNode;
}

/** The heading of a page inside the account or admin layout, where the layout already frames the page. */
export function PageHeading({ title, lead }: PageHeadingProps) {
  return (
    <header className="mb-6">
      <h1 className="text-xl font-bold tracking-tight text-navy-900">{title}</h1>
      {lead && <p className="mt-1 text-grey-600">{lead}</p>}
    </header>
  );
}
