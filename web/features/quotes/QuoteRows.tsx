import { Link } from 'react-router';
import { pathTo } from '../../../contracts/pages';
import type { Quote } from '../../../contracts/quotes.schemas';
import { useListLinkState } from '../../components/back-office/listReturn';
import { formatDay } from '../../lib/dates';
import { formatNaira } from '../../lib/money';
import { ListTable } from '../../components/back-office/ListTable';
import { DocumentStatusChip, dayOf, quoteStatusWords } from '../documents';

const cell = 'px-3 py-2.5 text-left';
const linkClassName = 'font-semibold whitespace-nowrap text-navy-700 underline underline-offset-2 hover:text-navy-950';

function QuoteLink({ quote }: { quote: Quote }) {
  const state = useListLinkState();
  return (
    <Link to={pathTo('adminQuote', { id: quote._id })} state={state} className={linkClassName}>
      {quote.number}
    </Link>
  );
}

function Customer({ quote }: { quote: Quote }) {
  return (
    <>
      <span className="block font-medium text-navy-900">{quote.customer.name}</span>
      <span className="block break-all text-grey-600">{quote.title}</span>
    </>
  );
}

/**
 * The Quotes list's rows, one line each: the quote (its page holds the lines and the actions), the customer and
 * the work, the day it was made, until when it holds, its total and its state. A table on wide screens, cards on phones.
 */
export function QuoteRows({ quotes }: { quotes: readonly Quote[] }) {
  return (
    <>
      <ListTable headings={['Quote', 'Customer', 'Made', 'Valid until', 'Total', 'Status']} cellClassName={cell}>
        {quotes.map((quote) => (
          <tr key={quote._id} className="hover:bg-grey-50">
            <th scope="row" className={cell}>
              <QuoteLink quote={quote} />
            </th>
            <td className={cell}>
              <Customer quote={quote} />
            </td>
            <td className={`${cell} whitespace-nowrap`}>{dayOf(quote.createdAt)}</td>
            <td className={`${cell} whitespace-nowrap`}>{formatDay(quote.validUntil)}</td>
            <td className={`${cell} font-semibold whitespace-nowrap text-navy-900`}>{formatNaira(quote.total)}</td>
            <td className={cell}>
              <DocumentStatusChip status={quoteStatusWords.office[quote.status]} />
            </td>
          </tr>
        ))}
      </ListTable>
      <ul aria-label="Quotes" className="flex flex-col gap-3 md:hidden">
        {quotes.map((quote) => (
          <li key={quote._id} className="rounded-box border border-grey-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <QuoteLink quote={quote} />
                <p className="text-sm text-grey-600">Valid until {formatDay(quote.validUntil)}</p>
              </div>
              <p className="font-bold text-navy-900 tabular-nums">{formatNaira(quote.total)}</p>
            </div>
            <p className="mt-2 text-sm">
              <Customer quote={quote} />
            </p>
            <div className="mt-2">
              <DocumentStatusChip status={quoteStatusWords.office[quote.status]} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
