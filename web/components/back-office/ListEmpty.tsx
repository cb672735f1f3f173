import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface ListEmptyProps {
  icon: LucideIcon;
  title: string;
  /** What to do next, in a sentence. */
  children: ReactNode;
  /** The link or button to do it. */
  action?: ReactNode;
}

/** An empty list, or one whose filters match nothing: what it means and what to do next (DESIGN.md). */
export function ListEmpty({ icon: Icon, title, children, action }: ListEmptyProps) {
  return (
    <div className="flex flex-col items-center rounded-box border border-dashed border-grey-300 bg-white px-4 py-12 text-center">
      <Icon aria-hidden="true" className="size-8 text-grey-600" />
      <p className="mt-3 font-semibold text-navy-900">{title}</p>
      <p className="mt-1 max-w-sm text-grey-600">{children}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
