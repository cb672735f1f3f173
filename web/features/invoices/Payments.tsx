import { paymentMethodWords } from '../../../contracts/invoices';
import type { Invoice } from '../../../contracts/invoices.schemas';
import { formatNaira } from '../../lib/money';
import { receiptPdfPath } from './api';
import { paymentEffect } from './creditWords';
import { DetailCard } from '../../components/back-office/DetailCard';
import { atLagosTime } from '../documents';

const linkClassName = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

/** Every payment against the invoice, oldest first, each with its receipt as the customer was mailed it. */
export function Payments({ invoice }: { invoice: Invoice }) {
  return (
    <DetailCard title="Payments">
      {invoice.payments.length === 0 ? (
        <p className="text-grey-700">No payment yet.</p>
      ) : (
        <ul className="divide-y divide-grey-200">
          {invoice.payments.map((payment) => (
            <li key={payment._id} className="grid gap-1 py-3">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold text-navy-900 tabular-nums">{formatNaira(payment.amount)}</span>
                <span className="text-grey-700">
                  {paymentMethodWords[payment.method]}
                  {payment.deposit && ', the quote\u2019s deposit'}
                </span>
              </p>
              <p className="text-sm text-grey-600 tabular-nums">{atLagosTime(payment.receivedAt)}</p>
              <p className="text-sm text-grey-700 tabular-nums">{paymentEffect(payment)}</p>
              {payment.note && <p className="text-sm wrap-anywhere text-grey-700">{payment.note}</p>}
              <a href={receiptPdfPath(payment._id)} className={`${linkClassName} text-sm`}>
                Receipt {payment.receiptNumber} (PDF)
              </a>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
