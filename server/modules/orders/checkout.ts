import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { paymentMessages } from '../../../contracts/payments';
import { HttpError } from '../../errors';
import { newOrderMail, orderConfirmationMail } from '../../mail/order-mails';
import { sendStoredMails, storeMails } from '../../mail/outbox';
import { orderPaidMessage, tellCustomer } from '../messages';
import { pathTo } from '../../../contracts/pages';
import type { DeliveryMethod } from '../../../contracts/delivery';
import { findOwnAddress } from '../addresses';
import { deliveryFor } from '../delivery';
import { findUserById } from '../auth';
import type { SignedInUser } from '../auth';
import { cartLinesForCheckout, takeBoughtFromCart } from '../cart';
import { settleReport, type Payee, type PaymentDeps } from '../payments';
import type { ProviderReport } from '../payments';
import { answerPaymentReturn } from '../payments';
import { judgeReport } from '../payments';
import { reserveStock, sellStock, tellOfficeLowStock, unavailableProductIds } from '../products';
import {
  findOpenCheckout,
  findOrderByReference,
  flagSoldOutLines,
  goodsKoboOf,
  markOrderFailed,
  markOrderPaid,
  newPaymentReference,
  orderLinesOf,
  orderReferencePrefix,
  placeOrder,
  recordAuthorizationUrl,
  releaseAbandonedCheckouts,
} from './orders';

export type CheckoutDeps = PaymentDeps;
type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderByReference>>>;
type CheckedOutLine = { productId: string; priceKobo: number; quantity: number };

/** How long a second press waits for the first one's payment page, a little longer than the provider may take. */
const paymentPageWaitMs = 20_000;

/** The same address, delivery, products, quantities and prices make the same key: the same checkout, pressed twice. */
function checkoutKeyOf(addressId: string, delivery: { method: string; feeKobo: number }, lines: CheckedOutLine[]): string {
  const contents = lines.map((line) => `${line.productId}:${line.quantity}:${line.priceKobo}`).sort();
  const delivered = delivery.method === 'delivery' ? [] : [`${delivery.method}:${delivery.feeKobo}`];
  return createHash('sha256')
    .update([addressId, ...delivered, ...contents].join('|'))
    .digest('hex');
}

/**
 * Prices the cart on the server, keeps a pending order with copies of everything, and asks the provider for
 * a payment page. While an unpaid order for the same checkout is open, it answers that order's page again.
 */
export async function startCheckout(deps: CheckoutDeps, user: SignedInUser, addressId: string, method: DeliveryMethod) {
  const { db } = deps;
  const address = await findOwnAddress(db, user.id, addressId);
  const cart = await cartLinesForCheckout(db, user.id);
  if (cart.length === 0) throw new HttpError(400, paymentMessages.emptyCart);
  if (cart.some(({ product }) => product.soldOut || product.deletedAt)) throw new HttpError(409, paymentMessages.outOfStock);
  const lines = cart.map(({ product, quantity }) => ({ productId: product.id, name: product.name, featuredImage: product.featuredImage, priceKobo: product.priceKobo, quantity }));
  const delivery = { method, ...(await deliveryFor(db, address, method, goodsKoboOf(lines))) };
  const checkoutKey = checkoutKeyOf(address.id, delivery, lines);
  const reference = newPaymentReference();
  await releaseAbandonedCheckouts(db, user.id, checkoutKey);
  // The order and what its payment page holds are stored together: more than is available stores neither (409).
  const order = await placeOrder(db, { userId: user.id, reference, checkoutKey, address, lines, delivery }, (tx) => reserveStock(tx, reference, lines));
  if (!order) return paymentPageOfOpenCheckout(deps, user.id, checkoutKey);
  try {
    const { authorizationUrl } = await deps.paymentProvider.initialize({
      reference,
      amountKobo: order.totalKobo,
      email: user.email,
      callbackUrl: `${deps.config.publicUrl}/checkout-success`,
    });
    await recordAuthorizationUrl(db, order.id, authorizationUrl);
    return { authorization_url: authorizationUrl, reference };
  } catch (error) {
    deps.log.error({ err: error, reference }, 'payment could not be started');
    await markOrderFailed(db, order.id);
    throw new HttpError(502, paymentMessages.checkoutFailed);
  }
}

/**
 * A second press of Confirm Order (or another server copy's) while the first is still with the provider
 * waits for the first one's page. An order left without a page (its server stopped mid-call) is failed, so
 * the next press starts afresh.
 */
async function paymentPageOfOpenCheckout(deps: CheckoutDeps, userId: string, checkoutKey: string) {
  const deadline = Date.now() + paymentPageWaitMs;
  for (;;) {
    const open = await findOpenCheckout(deps.db, userId, checkoutKey);
    if (open?.authorizationUrl) return { authorization_url: open.authorizationUrl, reference: open.reference };
    if (!open) throw new HttpError(502, paymentMessages.checkoutFailed);
    if (Date.now() > deadline) {
      await markOrderFailed(deps.db, open.id);
      throw new HttpError(502, paymentMessages.checkoutFailed);
    }
    await sleep(100);
  }
}

/**
 * Settles an order from any report of the provider (kept already by settleReport). The order's payment only
 * moves forward (pending or failed -> success on a genuine full payment; pending -> failed on a refusal), so
 * the reports may come in any order and any number of times. Answers the order's status afterwards.
 */
async function settleOrder(deps: CheckoutDeps, report: ProviderReport): Promise<OrderRow['status'] | undefined> {
  const { db } = deps;
  const order = await findOrderByReference(db, report.reference);
  if (!order) return undefined;
  const verdict = judgeReport(order.totalKobo, report);
  if (verdict === 'paid') await payOrder(deps, order);
  if (verdict === 'refused') {
    await markOrderFailed(db, order.id);
    if (report.status === 'success') deps.log.warn({ report, expectedKobo: order.totalKobo }, 'provider reported a payment that does not match the order');
  }
  return (await findOrderByReference(db, report.reference))?.status;
}

/**
 * Marks the order paid once, sells what its page held (in the same transaction, so once), takes what was
 * bought out of the cart, flags lines no longer in stock, and mails.
 */
async function payOrder(deps: CheckoutDeps, order: OrderRow): Promise<void> {
  const { db } = deps;
  const lines = await orderLinesOf(db, order.id);
  const bought = lines.flatMap((line) => (line.productId ? [{ productId: line.productId, name: line.name, quantity: line.quantity }] : []));
  const withdrawn = await unavailableProductIds(
    db,
    bought.map((line) => line.productId),
  );
  const queued = await db.transaction(async (tx) => {
    const row = await markOrderPaid(tx, order.id);
    if (!row) return [];
    const sold = await sellStock(tx, row.reference, bought);
    const unavailable = [...new Set([...withdrawn, ...sold.unavailable])];
    await flagSoldOutLines(tx, row.id, unavailable);
    const lowStockNotice = await tellOfficeLowStock(deps, tx, sold.low);
    await takeBoughtFromCart(tx, row.userId, bought);
    const customer = await findUserById(tx, row.userId);
    if (!customer) return lowStockNotice;
    const soldOutNames = lines.filter((line) => line.productId && unavailable.includes(line.productId)).map((line) => line.name);
    const paid = {
      number: row.number,
      reference: row.reference,
      totalKobo: row.totalKobo,
      delivery: { zone: row.deliveryZone, feeKobo: row.deliveryFeeKobo },
      lines,
      address: addressOf(row),
      soldOutNames,
    };
    // The phone the order is delivered to is told too: the delivery is arranged on it.
    await tellCustomer(deps.jobs, tx, orderPaidMessage({ id: row.id, number: row.number, customerName: customer.name, phone: row.addressPhone, totalKobo: row.totalKobo }, ordersLinkOf(deps)));
    return [...lowStockNotice, ...(await storeMails(deps.notify, tx, paidOrderMails(deps, customer, paid), { reference: row.reference }))];
  });
  // The customer's return from the payment page does not wait for the mails; a stopping server does.
  void sendStoredMails(queued);
}

function addressOf(order: { addressStreet: string; addressCity: string; addressState: string; addressCountry: string; addressPhone: string }) {
  return { street: order.addressStreet, city: order.addressCity, state: order.addressState, country: order.addressCountry, phone: order.addressPhone };
}

/** Where a customer follows their orders: short already, so an SMS carries it as it is. */
export const ordersLinkOf = (deps: Pick<CheckoutDeps, 'config'>) => `${deps.config.publicUrl}${pathTo('orderHistory')}`;

/** The receipt and the company's notice, stored with the payment so neither is lost if this copy stops. */
function paidOrderMails(deps: CheckoutDeps, customer: { email: string; name: string }, order: Parameters<typeof newOrderMail>[2]) {
  return [orderConfirmationMail(customer.email, customer.name, order, ordersLinkOf(deps)), newOrderMail(deps.config.companyEmail, customer, order)];
}

/** The customer's return from the payment page: only the order's owner may ask. */
export async function verifyPayment(deps: CheckoutDeps, userId: string, reference: string) {
  const order = await findOrderByReference(deps.db, reference);
  if (!order || order.userId !== userId) throw new HttpError(404, paymentMessages.orderNotFound);
  return answerPaymentReturn(deps, { reference, amountKobo: order.totalKobo, status: order.status }, (report) => settleReport(deps, [shopPayee], report, 'verify'));
}

/** Shop orders as the payments layer sees them: `BW-` references, settled by settleOrder. */
export const shopPayee: Payee = { prefix: orderReferencePrefix, settle: settleOrder };
