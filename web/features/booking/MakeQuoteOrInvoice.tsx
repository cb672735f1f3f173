import { newInvoicePath, newQuotePath } from '../../../contracts/pages';
import { ButtonLink } from '../../components/Button';

/**
 * A booked visit becomes paperwork with the customer carried over (issue 25): a quote for work to price first,
 * or an invoice for work done on the visit.
 */
export function MakeQuoteOrInvoice({ bookingId }: { bookingId: string }) {
  return (
    <section aria-labelledby="booking-documents-heading" className="grid justify-items-start gap-3">
      <h2 id="booking-documents-heading" className="text-xl font-bold text-navy-900">
        Quote or invoice
      </h2>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={newQuotePath({ fromBooking: bookingId })}>Make a quote</ButtonLink>
        <ButtonLink to={newInvoicePath({ fromBooking: bookingId })} variant="secondary">
          Make an invoice
        </ButtonLink>
      </div>
    </section>
  );
}
