import type { FastifyBaseLogger } from 'fastify';
import { nairaOfKobo } from '../../../contracts/money';
import { paymentMessages } from '../../../contracts/payments';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { HttpError } from '../../errors';
import { newOrderMail, orderConfirmationMail } from '../../mail/order-mails';
import type { Mailer } from '../../mail/transport';
import { PaymentProviderError, type PaymentProvider, type ProviderTransaction } from '../../payments/provider';
import { findOwnAddress } from '../addresses/addresses';
import { findUserById } from '../auth/accounts';
import type { SignedInUser } from '../auth/guards';
import { cartLinesForCheckout, clearBoughtProducts } from '../cart/cart';
import { findOrderByReference, markOrderFailed, markOrderPaid, newPaymentReference, orderLinesOf, placeOrder } from '../orders/orders';

export type CheckoutDeps = { config: Config; db: Database; mailer: Mailer; provider: PaymentProvider; log: FastifyBaseLogger };

/** Prices the cart on the server, keeps a pending order with copies of everything, and asks the provider for a payment page. */
export async function startCheckout(deps: CheckoutDeps, user: SignedInUser, addressId: string) {
  const { db } = deps;
  const address = await findOwnAddress(db, user.id, addressId);
  const cart = await cartLinesForCheckout(db, user.id);
  if (cart.length === 0) throw new HttpError(400, paymentMessages.emptyCart);
  if (cart.some(({ product }) => product.soldOut || product.deletedAt)) throw new HttpError(409, paymentMessages.outOfStock);

  const reference = newPaymentReference();
  const order = await placeOrder(db, {
    userId: user.id,
    reference,
    address,
    lines: cart.map(({ product, quantity }) => ({
      productId: product.id,
      name: product.name,
      featuredImage: product.featuredImage,
      priceKobo: product.priceKobo,
      quantity,
    })),
  });
  try {
    const { authorizationUrl } = await deps.provider.initialize({
      reference,
      amountKobo: order.totalKobo,
      email: user.email,
      callbackUrl: `${deps.config.publicUrl}/checkout-success`,
    });
    return { authorization_url: authorizationUrl, reference };
  } catch (error) {
    deps.log.error({ err: error, reference }, 'payment could not be started');
    await markOrderFailed(db, order.id);
    throw new HttpError(502, paymentMessages.checkoutFailed);
  }
}

/**
 * Settles an order from what the provider says. Paid only when the provider reports success for exactly the
 * order's amount in naira; the status guard in markOrderPaid makes every later call a no-op.
 */
export async function settlePayment(deps: CheckoutDeps, transaction: ProviderTransaction, source: 'verify' | 'webhook'): Promise<string> {
  const { db } = deps;
  await db.insert(paymentEvents).values({
    reference: transaction.reference,
    source,
    providerStatus: transaction.status,
    amountKobo: transaction.amountKobo,
    currency: transaction.currency,
  });
  const order = await findOrderByReference(db, transaction.reference);
  if (!order) return 'unknown';
  if (order.status === 'success') return 'success';

  const paidInFull = transaction.status === 'success' && transaction.amountKobo === order.totalKobo && transaction.currency === 'NGN';
  if (!paidInFull) {
    if (transaction.status !== 'abandoned' && transaction.status !== 'ongoing' && transaction.status !== 'pending') await markOrderFailed(db, order.id);
    if (transaction.status === 'success') deps.log.warn({ transaction, expectedKobo: order.totalKobo }, 'provider reported a payment that does not match the order');
    return transaction.status === 'success' ? 'failed' : transaction.status;
  }

  const lines = await orderLinesOf(db, order.id);
  const paid = await db.transaction(async (tx) => {
    const row = await markOrderPaid(tx, order.id);
    if (row) await clearBoughtProducts(tx, row.userId, lines.flatMap((line) => (line.productId ? [line.productId] : [])));
    return row;
  });
  const customer = paid ? await findUserById(db, paid.userId) : undefined;
  if (paid && customer) announcePaidOrder(deps, customer, { reference: paid.reference, totalKobo: paid.totalKobo, lines, address: addressOf(paid) });
  return 'success';
}

function addressOf(order: { addressStreet: string; addressCity: string; addressState: string; addressCountry: string; addressPhone: string }) {
  return { street: order.addressStreet, city: order.addressCity, state: order.addressState, country: order.addressCountry, phone: order.addressPhone };
}

/**
 * The receipt and the company's notice go out without holding up the customer's return from the payment page.
 * Both are handed to the mailer at once, so a stopping server waits for them.
 */
function announcePaidOrder(deps: CheckoutDeps, customer: { email: string; name: string }, order: Parameters<typeof orderConfirmationMail>[2]) {
  const mails = [orderConfirmationMail(customer.email, customer.name, order, `${deps.config.publicUrl}/account/order`), newOrderMail(deps.config.companyEmail, customer, order)];
  for (const mail of mails) {
    deps.mailer.send(mail).catch((error: unknown) => deps.log.error({ err: error, reference: order.reference, to: mail.to }, 'order mail could not be sent'));
  }
}

/** The customer's return from the payment page: only the order's owner may ask. */
export async function verifyPayment(deps: CheckoutDeps, userId: string, reference: string) {
  const order = await findOrderByReference(deps.db, reference);
  if (!order || order.userId !== userId) throw new HttpError(404, paymentMessages.orderNotFound);
  const amount = nairaOfKobo(order.totalKobo);
  if (order.status === 'success') return { status: 'success', amount };
  let transaction: ProviderTransaction | undefined;
  try {
    transaction = await deps.provider.verify(reference);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, reference }, 'payment could not be verified');
    throw new HttpError(502, paymentMessages.verificationFailed);
  }
  if (!transaction || transaction.reference !== reference) return { status: 'not_found', amount };
  return { status: await settlePayment(deps, transaction, 'verify'), amount };
}
