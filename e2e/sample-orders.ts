import type { Page } from '@playwright/test';
import { fulfilmentStatuses, orderStatuses, type Order } from '../contracts/orders';
import type { Product } from '../contracts/products';

/** One order in each status, as the server sends them, made of a real product so its picture loads. */
function sampleOrders(product: Product): Order[] {
  return orderStatuses.map((status, index) => ({
    _id: `0000000${index}-a11y-4000-8000-00000000abc${index}`,
    reference: `a11y-reference-${index}`,
    totalAmount: product.price * (index + 1),
    status,
    fulfilmentStatus: fulfilmentStatuses[index] ?? 'processing',
    trackingNote: index === 1 ? 'Left Ibadan depot this morning.' : '',
    createdAt: new Date(Date.UTC(2026, 2, 3 + index, 10)).toISOString(),
    address: { street: '12 Ring Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '0803 555 0101' },
    products: [{ product: { _id: product._id, name: product.name, featuredImage: product.featuredImage }, quantity: index + 1, price: product.price }],
    user: { name: 'Demo Customer', email: 'customer@example.com' },
  }));
}

/**
 * The demo data has no orders, and a real one needs the payment sandbox (e2e/shop.spec.ts); the order
 * lists are answered with these instead, so their tables, cards and status badges can be checked.
 */
export async function serveSampleOrders(page: Page, product: Product): Promise<void> {
  const orders = sampleOrders(product);
  await page.route((url) => url.pathname === '/api/orders/user', (route) => route.fulfill({ json: orders }));
  await page.route((url) => url.pathname === '/api/orders/admin', (route) => route.fulfill({ json: { orders } }));
}
