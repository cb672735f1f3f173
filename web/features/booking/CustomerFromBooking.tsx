import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { Booking } from '../../../contracts/booking.schemas';
import { pathTo } from '../../../contracts/pages';
import { Button } from '../../components/Button';
import { copyBookingDetailsToCustomer } from './api';

/**
 * What a visitor typed stays the booking's own: anyone may book with anyone's phone number, so the customer on
 * record changes only when the office, having spoken to them, presses here (security finding N1).
 */
export function CustomerFromBooking({ booking }: { booking: Booking }) {
  const copy = useMutation({
    mutationFn: () => copyBookingDetailsToCustomer(booking._id),
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(error.message, { id: error.message }),
  });

  return (
    <section aria-labelledby="booking-customer-heading" className="grid justify-items-start gap-3">
      <h2 id="booking-customer-heading" className="text-xl font-bold text-navy-900">
        Customer
      </h2>
      <p className="text-navy-900">The name, phone, e-mail and address on this page are as the visitor typed them; the customer on record keeps their own until you use these.</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => copy.mutate()} disabled={copy.isPending}>
          Use these details for the customer
        </Button>
        {copy.data && (
          <Link to={pathTo('adminCustomer', { id: copy.data.customerId })} className="font-semibold text-navy-900 underline underline-offset-4">
            Open the customer
          </Link>
        )}
      </div>
    </section>
  );
}
