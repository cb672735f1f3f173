import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back from a detail page to its list, with a tap target of 44 px. */
export function BackLink({ to, children, className = '' }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link to={to} className={`inline-flex min-h-11 items-center gap-2 rounded-box font-semibold text-navy-700 hover:underline ${className}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
