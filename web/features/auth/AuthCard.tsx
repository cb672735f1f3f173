import type { ReactNode } from 'react';

interface AuthCardProps {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring steps (sign up, log in, forgot password), under a rule. */
  footer?: ReactNode;
}

/** The frame of the sign-in pages: one narrow card, so the form is the first thing on a phone. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="bg-grey-50 px-4 py-8 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-box bg-white p-6 shadow-raised sm:p-8">
        <h1 className="text-xl font-bold tracking-tight text-navy-900">{title}</h1>
        {lead && <p className="mt-2 text-grey-600">{lead}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-grey-200 pt-6 text-sm text-grey-700">{footer}</div>}
      </div>
    </div>
  );
}
