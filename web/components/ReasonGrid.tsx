import type { Reason } from '../content/reasons';

/** Short reasons to trust the company, each with its icon: three or four across on wide screens. */
export function ReasonGrid({ reasons }: { reasons: readonly Reason[] }) {
  const columns = reasons.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3';
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {reasons.map((reason) => (
        <li key={reason.title} className="flex gap-4 rounded-box border border-grey-200 bg-white p-4 sm:flex-col sm:p-6">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-box bg-accent-soft text-navy-900">
            <reason.icon aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h3 className="text-lg font-bold text-navy-900">{reason.title}</h3>
            <p className="mt-1 text-grey-600 sm:mt-2">{reason.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
