import { useId } from 'react';
import { MessageCircle } from 'lucide-react';
import { ButtonLink, buttonClassName } from '../../components/Button';
import { company, whatsappHref } from '../../content/company';

const choosingEnquiryHref = whatsappHref(`Hello ${company.name}, I need help choosing the right product for my job.`);

/** Closes the shop: a buyer unsure of a rating or a size can ask an engineer before paying. */
export function HelpChoosingBanner() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
            Need help choosing?
          </h2>
          <p className="mt-2 max-w-xl text-navy-100">
            Tell us what you want to power or protect. Our engineers will recommend the right cable, breaker, inverter or panel for the job, and can install it for you.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLink to="/contact" size="lg">
            Ask an Engineer
          </ButtonLink>
          <a href={choosingEnquiryHref} target="_blank" rel="noreferrer" className={buttonClassName({ variant: 'secondary', size: 'lg' }, 'border border-navy-200 bg-transparent')}>
            <MessageCircle aria-hidden="true" className="size-5" />
            Chat on WhatsApp
          </a>
        </div>
      </div>
    </section>
  );
}
