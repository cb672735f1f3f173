import { useId, type ReactNode } from 'react';

/** One part of a back-office detail page (an order's, a quote's), a region named by its heading. */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3 rounded-box border border-grey-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
