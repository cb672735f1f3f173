import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatDay, lagosDateTime, lagosClock } from '../../../contracts/lagos-time';
import { orderMessages, orderNumber } from '../../../contracts/orders';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { orderLines, orders } from './tables';
import { HttpError } from '../../errors';
import { drawDocumentPdf } from '../../pdf/document-pdf';
import { groupedPhone } from '../../../contracts/phones';

type PrintedPdf = { filename: string; pdf: Buffer };

/** The slip and the pick list count things, not money: a quantity column and nothing else. */
const countedHeadings = { description: 'Item', quantity: 'Qty', unitPrice: '', amount: '' };
const counted = (description: string, quantity: number) => ({ description, quantity: String(quantity), unitPrice: '', amount: '' });

/** One order's packing slip: what goes in the parcel and where it goes, without prices (the buyer may not be the receiver). */
export async function packingSlipPdf(db: Database, id: string): Promise<PrintedPdf> {
  const [row] = await db
    .select({ order: orders, customer: { name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw new HttpError(404, orderMessages.notFound);
  const { order, customer } = row;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.name));
  const number = orderNumber(order);
  const pdf = await drawDocumentPdf({
    heading: 'PACKING SLIP',
    facts: [
      ['Order', number],
      ['Placed', lagosDateTime(order.createdAt)],
      ['Payment reference', order.reference],
      ...(order.deliveryZone ? [['Delivery', order.deliveryZone] as [string, string]] : []),
    ],
    partyLabel: order.deliveryMethod === 'pickup' ? 'Collects at our office' : 'Deliver to',
    party: {
      name: customer.name,
      email: customer.email,
      phone: groupedPhone(order.addressPhone),
      address: [order.addressStreet, order.addressCity, order.addressState, order.addressCountry].join(', '),
    },
    title: `${lines.reduce((total, line) => total + line.quantity, 0)} items in order ${number}`,
    lineHeadings: countedHeadings,
    lines: lines.map((line) => counted(line.name, line.quantity)),
    totals: [],
    paragraphs: order.trackingNote ? [{ heading: 'Tracking note', text: order.trackingNote }] : [],
  });
  return { filename: `packing-slip-${number.slice(1).toLowerCase()}.pdf`, pdf };
}

/**
 * What to take off the shelves for the chosen orders: each product once with its quantities summed, then the
 * orders it is for. Only paid orders are picked; any other chosen order is named as left out.
 */
export async function pickListPdf(db: Database, ids: readonly string[]): Promise<PrintedPdf> {
  const chosen = await db
    .select({ id: orders.id, number: orders.number, status: orders.status, phone: orders.addressPhone, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.number));
  const paid = chosen.filter((order) => order.status === 'success');
  const leftOut = chosen.filter((order) => order.status !== 'success');
  const quantity = sql<string>`sum(${orderLines.quantity})`;
  const products =
    paid.length === 0
      ? []
      : await db
          .select({ name: orderLines.name, quantity })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(
            and(
              inArray(
                orderLines.orderId,
                paid.map((order) => order.id),
              ),
              eq(orders.status, 'success'),
            ),
          )
          .groupBy(orderLines.productId, orderLines.name)
          .orderBy(asc(orderLines.name));
  const today = lagosClock().day;
  const pdf = await drawDocumentPdf({
    heading: 'PICK LIST',
    facts: [
      ['Date', formatDay(today)],
      ['Orders', String(paid.length)],
    ],
    partyLabel: 'For orders',
    party: { name: paid.map((order) => orderNumber(order)).join(', ') || 'No paid order chosen', email: '', phone: '', address: '' },
    title: `${products.length} product${products.length === 1 ? '' : 's'} for ${paid.length} order${paid.length === 1 ? '' : 's'}`,
    lineHeadings: countedHeadings,
    lines: products.map((product) => counted(product.name, Number(product.quantity))),
    totals: [],
    paragraphs: [
      ...paid.map((order) => ({ heading: orderNumber(order), text: `${order.name}, ${groupedPhone(order.phone)}` })),
      ...(leftOut.length > 0 ? [{ heading: 'Left out (not paid)', text: leftOut.map((order) => orderNumber(order)).join(', ') }] : []),
    ],
  });
  return { filename: `pick-list-${today}.pdf`, pdf };
}
