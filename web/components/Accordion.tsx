import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export interface AccordionEntry {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Native <details> elements: keyboard, screen readers and find-in-page work without script. Sharing a
 * name lets one answer be open at a time.
 */
export function Accordion({ name, entries }: { name: string; entries: readonly AccordionEntry[] }) {
  return (
    <div className="divide-y divide-grey-200 rounded-box border border-grey-200 bg-white">
      {entries.map((entry) => (
        <details key={entry.id} name={name} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-navy-900 hover:bg-grey-50 sm:px-6 [&::-webkit-details-marker]:hidden">
            {entry.title}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-grey-600 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <div className="px-4 pb-5 text-grey-700 sm:px-6">{entry.content}</div>
        </details>
      ))}
    </div>
  );
}
