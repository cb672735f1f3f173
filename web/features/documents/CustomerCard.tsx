import type { Quote } from '../../../contracts/quotes.schemas';
import { phoneHref } from '../../content/company';
import { DetailCard } from '../../components/back-office/DetailCard';

const contactLink = 'font-semibold break-all text-navy-700 underline underline-offset-2';

/** Who the document is made out to, with the ways to reach them. */
export function CustomerCard({ customer }: { customer: Quote['customer'] }) {
  return (
    <DetailCard title="Customer">
      <p className="font-semibold text-navy-900">{customer.name}</p>
      {customer.email ? (
        <a href={`mailto:${customer.email}`} className={contactLink}>
          {customer.email}
        </a>
      ) : (
        <p className="text-grey-700">No e-mail: share by WhatsApp or SMS</p>
      )}
      <a href={phoneHref(customer.phone)} className={`${contactLink} tabular-nums`}>
        {customer.phone}
      </a>
      {customer.address && <p className="whitespace-pre-line wrap-anywhere text-grey-700">{customer.address}</p>}
    </DetailCard>
  );
}
