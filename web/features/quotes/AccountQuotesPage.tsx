import { Link } from 'react-router';
import type { Invoice } from '../../../../contracts/invoices.schemas';
import { formatNaira } from '../../../../contracts/money';
import { pathTo } from '../../../../contracts/pages';
import type { Quote } from '../../../../contracts/quotes.schemas';
import { PageHeading } from '../../../components/PageHeading';
import { Skeleton } from '../../../components/Skeleton';
import { PagedList } from '../../../components/back-office/PagedList';
import { StatusChip, type ChipTone } from '../../../components/back-office/StatusChip';
import { usePagedList } from '../../../components/back-office/usePagedList';
import { formatDay } from '../../../lib/dates';
import { myInvoiceList, myQuoteList } from '../api';
import { formatInstant } from './DocumentParts';
import { invoiceStatusWords, quoteStatusWords } from './words';

type Row = { to: string; number: string; title: string; status: { label: string; tone: ChipTone }; amount: string; when: string };

function DocumentRow({ row }: { row: Row }) {
  return (
    <li className="rounded-box border border-grey-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={row.to} className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950">
          {row.number}
        </Link>
        <StatusChip tone={row.status.tone}>{row.status.label}</StatusChip>
      </div>
      <p className="mt-1 text-navy-900">{row.title}</p>
      <p className="text-sm text-grey-700 tabular-nums">
        {row.amount} · {row.when}
      </p>
    </li>
  );
}

const loading = (
  <div className="grid gap-3">
    <Skeleton className="h-24 w-full" />
    <Skeleton className="h-24 w-full" />
  </div>
);

function MyQuotes() {
  const quotes = usePagedList<Quote, 'quotes'>(myQuoteList);
  return (
    <section aria-labelledby="my-quotes-heading" className="grid gap-4">
      <h2 id="my-quotes-heading" className="text-xl font-bold">
        Quotes
      </h2>
      <PagedList
        list={quotes}
        noun={['quote', 'quotes']}
        loading={loading}
        failure="Your quotes could not be loaded."
        empty={<p className="text-grey-700">Quotes we send to this e-mail address will show here. To ask for one, book a technician or send us a message.</p>}
      >
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((quote) => (
              <DocumentRow
                key={quote._id}
                row={{
                  to: pathTo('accountQuote', { id: quote._id }),
                  number: quote.number,
                  title: quote.title,
                  status: quoteStatusWords[quote.status],
                  amount: formatNaira(quote.total),
                  when: `Valid until ${formatDay(quote.validUntil)}`,
                }}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function MyInvoices() {
  const invoices = usePagedList<Invoice, 'invoices'>(myInvoiceList);
  return (
    <section aria-labelledby="my-invoices-heading" className="grid gap-4">
      <h2 id="my-invoices-heading" className="text-xl font-bold">
        Invoices
      </h2>
      <PagedList
        list={invoices}
        noun={['invoice', 'invoices']}
        loading={loading}
        failure="Your invoices could not be loaded."
        empty={<p className="text-grey-700">Invoices for work we do for you will show here, with a receipt for each payment.</p>}
      >
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((invoice) => (
              <DocumentRow
                key={invoice._id}
                row={{
                  to: pathTo('accountInvoice', { id: invoice._id }),
                  number: invoice.number,
                  title: invoice.title,
                  status: invoiceStatusWords[invoice.status],
                  amount: invoice.balance > 0 && invoice.status !== 'void' ? `${formatNaira(invoice.balance)} due` : formatNaira(invoice.total),
                  when: invoice.paidAt ? `Paid ${formatInstant(invoice.paidAt)}` : `Due ${formatDay(invoice.dueDate)}`,
                }}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

/** /account/quotes: the quotes and invoices made out to the account's confirmed e-mail, each opening in full. */
export function AccountQuotesPage() {
  return (
    <div className="grid gap-6">
      <PageHeading title="Quotes & Invoices" lead="What we have quoted and invoiced you, newest first. Open one to answer, pay or download it." />
      <MyQuotes />
      <MyInvoices />
    </div>
  );
}
