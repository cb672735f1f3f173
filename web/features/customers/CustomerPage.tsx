import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import type { CustomerDetail } from '../../../contracts/customers.schemas';
import { pathTo } from '../../../contracts/pages';
import { whatsappShareUrl } from '../../../contracts/quotes';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { DetailCard } from '../../components/back-office/DetailCard';
import { DetailColumns, DetailFrame } from '../../components/back-office/DetailFrame';
import { phoneHref } from '../../content/company';
import { formatDay } from '../../lib/dates';
import { formatNaira } from '../../lib/money';
import { addCustomerNote, consentQueryOptions, customerQueryOptions } from './api';
import { ConsentSwitches } from './ConsentSwitches';
import { RequeryOwnAccount } from './RequeryOwnAccount';
import { ConversationCard, conversationCardData } from './ConversationCard';
import type { PageData } from '../../lib/pageData';

const linkClassName = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

/** One kind of thing the customer has with the company: a short list, or a line saying there is none. */
function Things<Thing>({ title, things, none, children }: { title: string; things: Thing[]; none: string; children: (thing: Thing) => ReactNode }) {
  return <DetailCard title={title}>{things.length === 0 ? <p className="text-grey-700">{none}</p> : <ul className="grid gap-2">{things.map(children)}</ul>}</DetailCard>;
}

function Contact({ detail }: { detail: CustomerDetail }) {
  const { customer } = detail;
  return (
    <DetailCard title="Contact">
      <p className="font-semibold text-navy-900">{customer.name}</p>
      {customer.phone && (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a href={phoneHref(customer.phone)} className={`${linkClassName} tabular-nums`}>
            Call {customer.phone}
          </a>
          <a href={whatsappShareUrl(customer.phone, '')} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            WhatsApp
          </a>
        </p>
      )}
      {customer.email && (
        <a href={`mailto:${customer.email}`} className={`${linkClassName} break-all`}>
          {customer.email}
        </a>
      )}
      <p className="text-grey-700">Credit held: {formatNaira(detail.credit)}</p>
      {customer.virtualAccount ? (
        <p className="text-grey-700">
          Their own account number: <span className="font-semibold text-navy-900 tabular-nums">{customer.virtualAccount.accountNumber}</span>, {customer.virtualAccount.bankName} (
          {customer.virtualAccount.accountName}). Transfers into it settle their quotes and invoices by themselves.
        </p>
      ) : null}
      {customer.virtualAccount ? <RequeryOwnAccount customerId={customer._id} /> : null}
      <p className="text-sm text-grey-700">First seen {formatDay(customer.createdAt.slice(0, 10))}</p>
    </DetailCard>
  );
}

function Notes({ id, notes }: { id: string; notes: CustomerDetail['notes'] }) {
  const [body, setBody] = useState('');
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () => addCustomerNote(id, body),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setBody('');
      await queryClient.invalidateQueries({ queryKey: customerQueryOptions(id).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <DetailCard title="Office notes">
      {notes.length > 0 && (
        <ul className="grid gap-2">
          {notes.map((note) => (
            <li key={note._id} className="rounded-box bg-grey-100 p-3">
              <p className="whitespace-pre-line text-navy-900">{note.body}</p>
              <p className="text-sm text-grey-700">
                {note.writtenBy}, {formatDay(note.createdAt.slice(0, 10))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="grid gap-3" aria-label="Add a note">
        <TextAreaField label="New note" rows={3} value={body} onChange={(event) => setBody(event.target.value)} />
        <Button type="submit" className="justify-self-start" disabled={add.isPending || body.trim() === ''}>
          {add.isPending ? 'Adding...' : 'Add the note'}
        </Button>
      </form>
    </DetailCard>
  );
}

function CustomerRecords({ detail }: { detail: CustomerDetail }) {
  return (
    <>
      <Things title="Quotes" things={detail.quotes} none="No quotes.">
        {(quote) => (
          <li key={quote._id}>
            <Link to={pathTo('adminQuote', { id: quote._id })} className={linkClassName}>
              {quote.number}
            </Link>{' '}
            {quote.title} · {quote.status}
          </li>
        )}
      </Things>
      <Things title="Invoices" things={detail.invoices} none="No invoices.">
        {(invoice) => (
          <li key={invoice._id}>
            <Link to={pathTo('adminInvoice', { id: invoice._id })} className={linkClassName}>
              {invoice.number}
            </Link>{' '}
            {invoice.title} · {invoice.status} · {formatNaira(invoice.total)}, balance {formatNaira(invoice.balance)}
          </li>
        )}
      </Things>
      <Things title="Bookings" things={detail.bookings} none="No bookings.">
        {(booking) => (
          <li key={booking._id}>
            <Link to={pathTo('showBooking', { id: booking._id })} className={linkClassName}>
              {booking.service}
            </Link>{' '}
            {formatDay(booking.date)} at {booking.time} · {booking.status}
          </li>
        )}
      </Things>
      <Things title="Orders" things={detail.orders} none="No orders from an account with this e-mail.">
        {(order) => (
          <li key={order._id}>
            <Link to={pathTo('adminOrder', { id: order._id })} className={linkClassName}>
              {order.reference}
            </Link>{' '}
            {formatNaira(order.total)} · {order.status}, {order.fulfilmentStatus}
          </li>
        )}
      </Things>
    </>
  );
}

/** One customer: how to reach them, everything they have with the company, and the office's notes. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const query = useQuery(customerQueryOptions(id));
  return (
    <DetailFrame
      list="adminCustomers"
      listName="Customers"
      title={query.data?.customer.name ?? 'Customer'}
      lead="Their conversation with us (newest last), their quotes, invoices, bookings and orders (newest first), what they allow us to send, and the office's notes."
      query={query}
      loadingLabel="Loading the customer..."
      missing="There is no such customer. Find them on the Customers page."
      failure="The customer could not be loaded."
      width="wide"
    >
      {(detail) => (
        <DetailColumns
          main={
            <>
              <ConversationCard customerId={detail.customer._id} phone={detail.customer.phone} name={detail.customer.name} />
              <CustomerRecords detail={detail} />
            </>
          }
          side={
            <>
              <Contact detail={detail} />
              <ConsentSwitches customerId={detail.customer._id} />
              <Notes id={id} notes={detail.notes} />
            </>
          }
        />
      )}
    </DetailFrame>
  );
}

export const customerData: PageData = ({ queryClient, params }) => [
  queryClient.ensureQueryData(customerQueryOptions(params.id ?? '')).then((detail) => Promise.all(conversationCardData(queryClient, detail.customer._id, detail.customer.phone))),
  queryClient.ensureQueryData(consentQueryOptions(params.id ?? '')),
];
