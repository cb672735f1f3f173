import type { ReactNode } from 'react';
import { company } from '../../../contracts/company';
import { SkipLink, mainContentId } from '../../components/SkipLink';

/** A technician's page on the phone: the company and who is signed in, one action beside them, then the page. */
export function TechnicianFrame({ name, action, children }: { name: string | undefined; action: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-grey-50">
      <SkipLink />
      <header className="bg-navy-900 px-4 py-3 text-white">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-2">
          <div>
            <p className="text-sm text-grey-300">{company.name}</p>
            <p className="font-semibold">{name}</p>
          </div>
          {action}
        </div>
      </header>
      <main id={mainContentId} tabIndex={-1} className="mx-auto grid max-w-xl gap-4 px-3 py-4">
        {children}
      </main>
    </div>
  );
}
