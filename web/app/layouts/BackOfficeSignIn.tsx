import type { ReactNode } from 'react';
import { mainContentId } from '../../components/SkipLink';
import { BrandLink } from './BrandLink';

/**
 * The frame of the sign-in form that stands in for a back-office page opened signed out (a link in an office
 * mail): the admin pages have no site header, so it brings the company's name and a <main> of its own.
 */
export function BackOfficeSignIn({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-grey-50">
      <header className="border-b border-navy-800 bg-navy-950 text-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <BrandLink />
        </div>
      </header>
      <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
