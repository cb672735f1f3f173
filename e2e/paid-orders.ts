import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { addressSchema } from '../contracts/addresses.schemas';
import { orderSchema } from '../contracts/orders.schemas';
import { orderStatuses } from '../contracts/orders';
import { productSchema } from '../contracts/products.schemas';

type Decision = 'pay' | 'decline' | 'leave';

const checkoutSchema = z.object({ reference: z.string() });

/**
 * The customer signed in on `customer` checks one product out through the local payment sandbox, as the
 * shop's Confirm Order does, then pays, declines or leaves the payment page.
 */
async function checkOut(customer: APIRequestContext, decision: Decision): Promise<void> {
  expect((await customer.delete('/api/cart')).ok()).toBe(true);
  const products = z.array(productSchema).parse(await (await customer.get('/api/products')).json());
  const product = products.find((candidate) => !candidate.soldOut);
  if (!product) throw new Error('The demo shop has nothing for sale');
  expect((await customer.post('/api/cart', { data: { productId: product._id } })).ok()).toBe(true);
  const [address] = z.array(addressSchema).parse(await (await customer.get('/api/address')).json());
  if (!address) throw new Error('The demo customer has no saved address');
  const started = await customer.post('/api/payments/initialize', { data: { addressId: address._id } });
  expect(started.ok()).toBe(true);
  const { reference } = checkoutSchema.parse(await started.json());
  if (decision === 'leave') return;
  const decided = await customer.post(`/api/payments/sandbox/${reference}/${decision}`, { form: {}, maxRedirects: 0 });
  expect(decided.status()).toBe(303);
  expect((await customer.get(`/api/payments/verify/${reference}`)).ok()).toBe(true);
}

/** Real orders for the demo customer in every payment status: one paid, one declined, one left unpaid. */
export async function placeOrdersInEveryStatus(customer: APIRequestContext): Promise<void> {
  for (const decision of ['pay', 'decline', 'leave'] as const) await checkOut(customer, decision);
  expect((await customer.delete('/api/cart')).ok()).toBe(true);
  const orders = z.array(orderSchema).parse(await (await customer.get('/api/orders/user')).json());
  expect(orders.map((order) => order.status)).toEqual(expect.arrayContaining([...orderStatuses]));
}

/**
 * `count` paid orders for the demo customer, one product each, paid through the payment sandbox as a card
 * would pay them: enough of them to fill several pages of the Order History.
 */
export async function placePaidOrders(customer: APIRequestContext, count: number): Promise<void> {
  expect((await customer.delete('/api/cart')).ok()).toBe(true);
  const products = z.array(productSchema).parse(await (await customer.get('/api/products')).json());
  const product = products.find((candidate) => !candidate.soldOut);
  const [address] = z.array(addressSchema).parse(await (await customer.get('/api/address')).json());
  if (!product || !address) throw new Error('The demo shop has nothing for sale, or the demo customer no address');
  for (let placed = 0; placed < count; placed += 1) {
    expect((await customer.post('/api/cart', { data: { productId: product._id } })).ok()).toBe(true);
    const started = await customer.post('/api/payments/initialize', { data: { addressId: address._id } });
    const { reference } = checkoutSchema.parse(await started.json());
    expect((await customer.post(`/api/payments/sandbox/${reference}/pay`, { form: {}, maxRedirects: 0 })).status()).toBe(303);
    expect((await customer.get(`/api/payments/verify/${reference}`)).ok()).toBe(true);
  }
}
