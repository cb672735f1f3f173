import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { buttonClassName } from '../Button';

/** A plain download link: the browser sends the admin's cookies, so the server authorises the file itself. */
export function CsvLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={buttonClassName({ variant: 'ghost' }, 'mb-3 border border-grey-300 sm:mb-4')}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
