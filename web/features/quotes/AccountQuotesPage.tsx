import type { Invoice } from '../../../contracts/invoices.schemas';
import { formatNaira } from '../../../contracts/money';
import { pathTo } from '../../../contracts/pages';
import type { Quote } from '../../../contracts/quotes.schemas';
import { PageHeading } from '../../components/PageHeading';
import { formatDay } from '../../lib/dates';
import { formatInstant, invoiceStatusWords, MyDocuments, quoteStatusWords } from '../documents';
import { myInvoiceList } from '../invoices';
import { myQuoteList } from './api';

/** /account/quotes: the quotes and invoices made out to the account's confirmed e-mail, each opening in full. */
export function AccountQuotesPage() {
  return (
    <div className="grid gap-6">
      <PageHeading title="Quotes & Invoices" lead="What we have quoted and invoiced you, newest first. Open one to answer, pay or download it." />
      <MyDocuments<Quote, 'quotes'>
        noun={['quote', 'quotes']}
        title="Quotes"
        source={myQuoteList}
        empty={<p className="text-grey-700">Quotes we send to this e-mail address will show here. To ask for one, book a technician or send us a message.</p>}
        rowOf={(quote) => ({
          to: pathTo('accountQuote', { id: quote._id }),
          number: quote.number,
          title: quote.title,
          status: quoteStatusWords.customer[quote.status],
          amount: formatNaira(quote.total),
          when: `Valid until ${formatDay(quote.validUntil)}`,
        })}
      />
      <MyDocuments<Invoice, 'invoices'>
        noun={['invoice', 'invoices']}
        title="Invoices"
        source={myInvoiceList}
        empty={<p className="text-grey-700">Invoices for work we do for you will show here, with a receipt for each payment.</p>}
        rowOf={(invoice) => ({
          to: pathTo('accountInvoice', { id: invoice._id }),
          number: invoice.number,
          title: invoice.title,
          status: invoiceStatusWords.customer[invoice.status],
          amount: invoice.balance > 0 && invoice.status !== 'void' ? `${formatNaira(invoice.balance)} due` : formatNaira(invoice.total),
          when: invoice.paidAt ? `Paid ${formatInstant(invoice.paidAt)}` : `Due ${formatDay(invoice.dueDate)}`,
        })}
      />
    </div>
  );
}
