import type { ReactNode } from 'react';

interface PageHeroProps {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The band every page opens with: what the visitor came for, said in the heading. */
export function PageHero({ title, lead, children }: PageHeroProps) {
  return (
    <section className="bg-navy-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="max-w-3xl text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-navy-100">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
