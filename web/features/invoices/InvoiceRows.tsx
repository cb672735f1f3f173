import { Link } from 'react-router';
import type { Invoice } from '../../../contracts/invoices.schemas';
import { pathTo } from '../../../contracts/pages';
import { useListLinkState } from '../../components/back-office/listReturn';
import { formatDay } from '../../lib/dates';
import { formatNaira } from '../../lib/money';
import { ListTable } from '../../components/back-office/ListTable';
import { DocumentStatusChip, invoiceStatusWords } from '../documents';

const cell = 'px-3 py-2.5 text-left';
const linkClassName = 'font-semibold whitespace-nowrap text-navy-700 underline underline-offset-2 hover:text-navy-950';

function InvoiceLink({ invoice }: { invoice: Invoice }) {
  const state = useListLinkState();
  return (
    <Link to={pathTo('adminInvoice', { id: invoice._id })} state={state} className={linkClassName}>
      {invoice.number}
    </Link>
  );
}

function Customer({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <span className="block font-medium text-navy-900">{invoice.customer.name}</span>
      <span className="block break-all text-grey-600">{invoice.title}</span>
    </>
  );
}

/** What is still owed, or nothing for a void invoice (its balance was never due). */
const balanceOf = (invoice: Invoice) => (invoice.status === 'void' ? '—' : formatNaira(invoice.balance));

/**
 * The Invoices list's rows, one line each: the invoice, the customer and the work, the day it is due, its total,
 * what is left to pay and its state. A table on wide screens, cards on phones.
 */
export function InvoiceRows({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <>
      <ListTable headings={['Invoice', 'Customer', 'Due', 'Total', 'Balance', 'Status']} cellClassName={cell}>
        {invoices.map((invoice) => (
          <tr key={invoice._id} className="hover:bg-grey-50">
            <th scope="row" className={cell}>
              <InvoiceLink invoice={invoice} />
            </th>
            <td className={cell}>
              <Customer invoice={invoice} />
            </td>
            <td className={`${cell} whitespace-nowrap`}>{formatDay(invoice.dueDate)}</td>
            <td className={`${cell} whitespace-nowrap`}>{formatNaira(invoice.total)}</td>
            <td className={`${cell} font-semibold whitespace-nowrap text-navy-900`}>{balanceOf(invoice)}</td>
            <td className={cell}>
              <DocumentStatusChip status={invoiceStatusWords.office[invoice.status]} />
            </td>
          </tr>
        ))}
      </ListTable>
      <ul aria-label="Invoices" className="flex flex-col gap-3 md:hidden">
        {invoices.map((invoice) => (
          <li key={invoice._id} className="rounded-box border border-grey-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <InvoiceLink invoice={invoice} />
                <p className="text-sm text-grey-600">Due {formatDay(invoice.dueDate)}</p>
              </div>
              <p className="text-right text-sm text-grey-600 tabular-nums">
                Total {formatNaira(invoice.total)}
                <span className="block text-base font-bold text-navy-900">Balance {balanceOf(invoice)}</span>
              </p>
            </div>
            <p className="mt-2 text-sm">
              <Customer invoice={invoice} />
            </p>
            <div className="mt-2">
              <DocumentStatusChip status={invoiceStatusWords.office[invoice.status]} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
