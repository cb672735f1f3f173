import { useId, type ReactNode } from 'react';
import { inTurn } from '../page-life/inTurn';

interface SectionProps {
  title: ReactNode;
  lead?: ReactNode;
  /** A link or button drawn beside the title on wide screens, under it on phones. */
  action?: ReactNode;
  /** Alternate sections sit on grey so the page reads in bands. */
  tone?: 'white' | 'grey';
  children: ReactNode;
}

const tones = { white: 'bg-white', grey: 'bg-grey-50' } as const;

/** A band of a company page: one heading, one spacing rhythm, one width for the whole site. */
function SectionBand({ title, lead, action, tone = 'white', children }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${tones[tone]} [contain-intrinsic-size:auto_700px] [content-visibility:auto]`}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-xl font-bold tracking-tight text-navy-900 sm:text-2xl">
              {title}
            </h2>
            {lead && <p className="mt-2 text-grey-600">{lead}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Each band of a server-drawn page is taken over in a turn of its own (inTurn.tsx). */
export const Section = inTurn(SectionBand);
