import { CircleCheck } from 'lucide-react';
import type { Booking } from '../../../contracts/booking.schemas';
import { bookingReference } from '../../../contracts/booking';
import { formatDay, formatTime } from '../../lib/dates';
import { hotline, phoneHref } from '../../content/company';
import { useScrolledIntoView } from '../../components/useScrolledIntoView';

/**
 * What stays on screen after a booking, so that a visitor on a phone, whose toast is gone in seconds, still
 * has the reference and knows what happens next. It sits above the form, a screen or more above the button
 * pressed on a phone, so it is brought into view.
 */
export function BookingReceived({ booking }: { booking: Pick<Booking, '_id' | 'service' | 'otherService' | 'date' | 'time' | 'email' | 'toArrange'> }) {
  const service = booking.service === 'Other' ? booking.otherService : booking.service;
  const ref = useScrolledIntoView<HTMLDivElement>(booking._id);
  return (
    <div ref={ref} role="status" className="flex items-start gap-3 rounded-box bg-success-soft p-4 text-navy-900 sm:col-span-2">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">
          Booking received. Your reference is <span className="tabular-nums">{bookingReference(booking._id)}</span>.
        </p>
        <p>
          {booking.toArrange ? (
            <>
              {service}, ideally on {formatDay(booking.date)} at {formatTime(booking.time)}. Our office will call you within 1-2 business hours to arrange it.
            </>
          ) : (
            <>
              {service} on {formatDay(booking.date)} at {formatTime(booking.time)}. We will call you within 1-2 business hours to confirm.
            </>
          )}
        </p>
        <p>
          {booking.email ? (
            <>We have sent a link to {booking.email}: use it to move or cancel the visit up to 1 hour before, at no fee.</>
          ) : (
            <>
              To move or cancel the visit, call us on{' '}
              <a href={phoneHref(hotline)} className="font-semibold underline underline-offset-2">
                {hotline}
              </a>{' '}
              up to 1 hour before, at no fee.
            </>
          )}
        </p>
      </div>
    </div>
  );
}
