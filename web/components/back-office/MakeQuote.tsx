import { useId } from 'react';
import { newQuotePath, type QuoteSource } from '../../../contracts/pages';
import { ButtonLink } from '../Button';

/** A request for work (an inbox message, a booking) becomes a quote with the customer's details carried over. */
export function MakeQuote({ from }: { from: QuoteSource }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid justify-items-start gap-3">
      <h2 id={id} className="text-xl font-bold text-navy-900">
        Quote
      </h2>
      <ButtonLink to={newQuotePath(from)}>Make a quote</ButtonLink>
    </section>
  );
}
