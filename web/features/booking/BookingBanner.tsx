import { useId, type ReactNode } from 'react';
import { CalendarCheck } from 'lucide-react';
import { ButtonLink } from '../../components/Button';

interface BookingBannerProps {
  title: string;
  lead: string;
  /** Further actions after 'Book a Technician'. */
  children?: ReactNode;
}

/** The navy band that closes a company page with the one action that matters: booking a technician. */
export function BookingBanner({ title, lead, children }: BookingBannerProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
            {title}
          </h2>
          <p className="mt-2 max-w-xl text-navy-100">{lead}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLink to="/book" size="lg">
            <CalendarCheck aria-hidden="true" className="size-5" />
            Book a Technician
          </ButtonLink>
          {children}
        </div>
      </div>
    </section>
  );
}
