import type { ReactNode } from 'react';
import { boundedCountOf, countText, type BoundedCount } from '../../../contracts/lists';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../contracts/booking.schemas';
import { pathTo } from '../../../contracts/pages';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import { monthOf, nextWeekOf } from '../../../contracts/dashboard';
import { lagosDateTime } from '../../../contracts/lagos-time';
import { addressWith } from '../../components/back-office/usePagedList';
import { formatDay, formatTime, todayInLagos } from '../../lib/dates';
import { formatNaira } from '../../lib/money';
import { dashboardQueryOptions } from './api';
import type { Dashboard } from '../../../contracts/dashboard.schemas';
import type { PageData } from '../../lib/pageData';

const linkClassName = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

const figureClassName = 'flex flex-col gap-1 rounded-box border border-grey-200 bg-white p-4';

function FigureText({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <>
      <span className="text-sm font-semibold text-grey-600">{label}</span>
      <span className="text-2xl font-bold text-navy-900 tabular-nums">{value}</span>
      {detail && <span className="text-sm text-grey-700 tabular-nums">{detail}</span>}
    </>
  );
}

/** A figure opens the list it counts; one that no list holds (the month's service payments) is only read. */
function Figure({ to, ...text }: { label: string; value: ReactNode; detail?: string; to?: string }) {
  if (!to) {
    return (
      <div className={figureClassName}>
        <FigureText {...text} />
      </div>
    );
  }
  return (
    <Link to={to} className={`${figureClassName} hover:border-navy-700`}>
      <FigureText {...text} />
    </Link>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-box border border-grey-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-bold text-navy-900">{title}</h2>
      {children}
    </section>
  );
}

function BookingLines({ bookings, total, none, allTo }: { bookings: readonly Booking[]; total: BoundedCount; none: string; allTo: string }) {
  return (
    <>
      {bookings.length === 0 ? (
        <p className="text-grey-700">{none}</p>
      ) : (
        <ul className="divide-y divide-grey-200">
          {bookings.map((booking) => (
            <li key={booking._id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link to={pathTo('showBooking', { id: booking._id })} className={linkClassName}>
                {booking.name}
              </Link>
              <span className="text-sm text-grey-700 tabular-nums">
                {formatDay(booking.date)} · {formatTime(booking.time)} · <span className="capitalize">{booking.status}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={allTo} className={`${linkClassName} mt-3 inline-block text-sm`}>
        {total.over || total.count > bookings.length ? `See all ${countText(total)} bookings` : 'See the bookings'}
      </Link>
    </>
  );
}

/**
 * Finished visits whose technician ticked "needs a quote or follow-up" on Done: the office calls back or
 * makes the quote from the booking's page (which takes it off this list).
 */
function FollowUps({ visits }: { visits: readonly Booking[] }) {
  if (visits.length === 0) return <p className="text-grey-700">No finished visit asks for a quote or follow-up.</p>;
  return (
    <ul className="divide-y divide-grey-200">
      {visits.map((visit) => (
        <li key={visit._id} className="grid gap-1 py-2">
          <span className="flex flex-wrap justify-between gap-2">
            <Link to={pathTo('showBooking', { id: visit._id })} className={linkClassName}>
              {visit.name}
            </Link>
            <span className="text-sm text-grey-700 tabular-nums">
              Done {lagosDateTime(visit.visit.doneAt)}
              {visit.technician ? ` by ${visit.technician.name}` : ''}
            </span>
          </span>
          {visit.visit.note && <span className="line-clamp-2 text-sm whitespace-pre-line text-grey-700">{visit.visit.note}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Each figure opens the list it counts, already filtered: the same filters the server counted with. */
function listsOf(today: string) {
  const paidIn = (offset: number) => addressWith(pathTo('adminOrders'), { view: 'paid', ...monthOf(today, offset) });
  return {
    unhandledMessages: addressWith(pathTo('inbox'), { handled: 'false' }),
    bookingsToConfirm: addressWith(pathTo('adminBookings'), { view: 'to_confirm' }),
    ordersToShip: addressWith(pathTo('adminOrders'), { view: 'to_ship' }),
    paidThisMonth: paidIn(0),
    paidLastMonth: paidIn(-1),
    bookingsToday: addressWith(pathTo('adminBookings'), { view: 'today' }),
    bookingsThisWeek: addressWith(pathTo('adminBookings'), { view: 'upcoming', to: nextWeekOf(today).to }),
    quotesAwaitingAnswer: addressWith(pathTo('adminQuotes'), { view: 'awaiting' }),
    invoicesOutstanding: addressWith(pathTo('adminInvoices'), { view: 'outstanding' }),
    invoicesOverdue: addressWith(pathTo('adminInvoices'), { view: 'overdue' }),
  };
}

const invoiceCount = (count: number) => (count === 1 ? '1 invoice' : `${count} invoices`);

/** Where the money to give back is: on how many quotes and invoices, and the card refunds the provider has yet to confirm. */
function refundDueDetail(services: Dashboard['services']): string {
  const documents = services.refundDueDocuments === 1 ? 'On 1 quote or invoice' : `On ${services.refundDueDocuments} quotes and invoices`;
  return services.refundsPending > 0 ? `${documents}; ${services.refundsPending} card ${services.refundsPending === 1 ? 'refund' : 'refunds'} pending` : documents;
}

/** Service work apart from the shop: quotes waiting on customers, money owed and late, what came in this month, and what is to be refunded. */
function ServiceFigures({ services, lists }: { services: Dashboard['services']; lists: ReturnType<typeof listsOf> }) {
  return (
    <section aria-labelledby="dashboard-services" className="grid gap-3">
      <h2 id="dashboard-services" className="text-lg font-bold text-navy-900">
        Service work
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label="Quotes awaiting an answer" value={services.quotesAwaitingAnswer} to={lists.quotesAwaitingAnswer} />
        <Figure label="Invoices outstanding" value={formatNaira(services.outstandingBalance)} detail={invoiceCount(services.invoicesOutstanding)} to={lists.invoicesOutstanding} />
        <Figure label="Invoices overdue" value={formatNaira(services.overdueBalance)} detail={invoiceCount(services.invoicesOverdue)} to={lists.invoicesOverdue} />
        <Figure label="Service payments this month" value={formatNaira(services.collectedThisMonth)} detail="Deposits and invoices, online, by transfer or in cash" />
        <Figure label="Refund due" value={formatNaira(services.refundDue)} detail={refundDueDetail(services)} />
      </div>
    </section>
  );
}

/** What the month's messages to customers cost is read from: how many went by each channel, and the SMS pages billed. */
function MessageFigures({ sent }: { sent: Dashboard['messagesThisMonth'] }) {
  return (
    <section aria-labelledby="dashboard-messages" className="grid gap-3">
      <h2 id="dashboard-messages" className="text-lg font-bold text-navy-900">
        Messages sent this month
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label="WhatsApp" value={sent.whatsapp.messages} />
        <Figure label="SMS" value={sent.sms.messages} detail={sent.sms.segments === 1 ? '1 page billed' : `${sent.sms.segments} pages billed`} />
        <Figure label="E-mail" value={sent.email.messages} />
      </div>
    </section>
  );
}

function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const lists = listsOf(todayInLagos());
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label="Unhandled messages" value={countText(boundedCountOf(dashboard, 'unhandledMessages'))} to={lists.unhandledMessages} />
        <Figure label="Pending bookings" value={countText(boundedCountOf(dashboard, 'pendingBookings'))} to={lists.bookingsToConfirm} />
        <Figure label="Orders awaiting fulfilment" value={countText(boundedCountOf(dashboard, 'ordersAwaitingFulfilment'))} to={lists.ordersToShip} />
        <Figure label="Shop sales this month" value={formatNaira(dashboard.revenue.thisMonth)} to={lists.paidThisMonth} />
        <Figure label="Shop sales last month" value={formatNaira(dashboard.revenue.lastMonth)} to={lists.paidLastMonth} />
      </div>
      <ServiceFigures services={dashboard.services} lists={lists} />
      <MessageFigures sent={dashboard.messagesThisMonth} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Today's bookings">
          <BookingLines bookings={dashboard.bookingsToday} total={boundedCountOf(dashboard, 'bookingsTodayCount')} none="No bookings today." allTo={lists.bookingsToday} />
        </Panel>
        <Panel title="Upcoming bookings">
          <BookingLines bookings={dashboard.upcomingBookings} total={boundedCountOf(dashboard, 'upcomingBookingsCount')} none="No bookings in the next 7 days." allTo={lists.bookingsThisWeek} />
        </Panel>
        <Panel title="Visits to follow up">
          <FollowUps visits={dashboard.visitsToFollowUp} />
        </Panel>
        <Panel title="Best sellers">
          {dashboard.bestSellers.length === 0 ? (
            <p className="text-grey-700">No paid orders yet.</p>
          ) : (
            <ol className="divide-y divide-grey-200">
              {dashboard.bestSellers.map((seller) => (
                <li key={seller.productId} className="flex justify-between gap-2 py-2">
                  <Link to={pathTo('updateProduct', { id: seller.productId })} className={linkClassName}>
                    {seller.name}
                  </Link>
                  <span className="text-sm text-grey-700 tabular-nums">{seller.quantity} sold</span>
                </li>
              ))}
            </ol>
          )}
          <Link to={pathTo('adminProducts')} className={`${linkClassName} mt-3 inline-block text-sm`}>
            See all products
          </Link>
        </Panel>
      </div>
    </div>
  );
}

export function DashboardPage() {
  const dashboard = useQuery(dashboardQueryOptions);

  return (
    <>
      <PageHeading title="Dashboard" lead="What needs doing today, how the shop is selling, and where service work stands." />
      {dashboard.isPending && <Skeleton className="h-96" />}
      {dashboard.isError && <RetryLine onRetry={() => void dashboard.refetch()}>The dashboard could not be loaded.</RetryLine>}
      {dashboard.data && <DashboardView dashboard={dashboard.data} />}
    </>
  );
}

export const dashboardData: PageData = ({ queryClient }) => [queryClient.ensureQueryData(dashboardQueryOptions)];
