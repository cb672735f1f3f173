import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './visitor-address';
import sharp from 'sharp';
import { z } from 'zod';
import { orderNumber } from '../contracts/orders';
import type { Order } from '../contracts/orders.schemas';
import { productSchema, type Product } from '../contracts/products.schemas';
import { adminBasePath } from '../contracts/pages';
import { formatNaira } from '../web/lib/money';
import { demoAccount, signInAsAdmin } from './demo-admin';
import { mailsTo } from './mailbox';

/** Toasts sit outside <main>; page texts are looked for inside it so a toast never doubles a match. */
const main = (page: Page) => page.getByRole('main');

/** The demo customer, signed in with an empty cart, so no test depends on what another left behind. */
async function signInAsCustomerWithEmptyCart(page: Page): Promise<void> {
  expect((await page.request.post('/api/auth/login', { data: demoAccount('customer') })).status()).toBe(200);
  expect((await page.request.delete('/api/cart')).status()).toBe(200);
}

async function shopProducts(page: Page): Promise<Product[]> {
  return z.array(productSchema).parse(await (await page.request.get('/api/products')).json());
}

async function availableProduct(page: Page, name: string): Promise<Product> {
  const product = (await shopProducts(page)).find((candidate) => candidate.name === name);
  if (!product || product.soldOut) throw new Error(`${name} is not for sale in the demo shop`);
  return product;
}

/** The sandbox payment page writes amounts as '₦137,000.00'. */
function sandboxAmount(naira: number): string {
  return `₦${naira.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
}

async function confirmOrderWithSavedAddress(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await main(page).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
}

test('a customer buys two products and sees the paid order in the order history', async ({ page }) => {
  await signInAsCustomerWithEmptyCart(page);
  const cable = await availableProduct(page, '63 A Double-Pole Circuit Breaker');
  const sensor = await availableProduct(page, 'Ceiling PIR Motion Sensor');
  const total = cable.price * 2 + sensor.price;

  for (const product of [cable, sensor]) {
    await page.goto(`/products/details/${product._id}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(product.name);
    await main(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Product added to cart').first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const cableLine = main(page).getByRole('listitem').filter({ hasText: cable.name });
  await expect(main(page).getByRole('listitem').filter({ hasText: sensor.name })).toBeVisible();
  await expect(cableLine.getByRole('button', { name: 'One less' })).toBeEnabled();
  await cableLine.getByRole('button', { name: 'One more' }).click();
  await expect(cableLine.locator('output')).toHaveText('2');
  const summary = main(page).getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('definition').first()).toHaveText('3');
  await expect(summary).toContainText(formatNaira(total));

  await confirmOrderWithSavedAddress(page);
  await expect(page.getByText(sandboxAmount(total)).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/account\/order$/);
  await expect(page.getByText('Payment successful! Order placed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  const paidOrder = main(page)
    .getByRole('row')
    .filter({ hasText: formatNaira(total) })
    .filter({ hasText: 'success' });
  await expect(paidOrder).toHaveCount(1);
  await paidOrder.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('heading', { name: /^Order #ORD-\d{4,}$/ })).toBeVisible();
  await expect(details).toContainText(cable.name);
  await expect(details).toContainText(sensor.name);
  await expect(details).toContainText('Quantity: 2');
  await expect(details).toContainText(formatNaira(total));
});

test('a declined payment returns to the cart with the products still in it', async ({ page }) => {
  await signInAsCustomerWithEmptyCart(page);
  const relay = await availableProduct(page, '4-Channel Smart Wi-Fi Relay');
  const soldOut = (await shopProducts(page)).find((product) => product.soldOut);
  if (!soldOut) throw new Error('the demo shop has no sold-out product');

  await page.goto(`/products/details/${soldOut._id}`);
  await expect(main(page).getByText('Out of stock')).toBeVisible();
  await main(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Out of stock' })).toBeVisible();

  await page.goto(`/products/details/${relay._id}`);
  await main(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/cart');
  await expect(main(page).getByRole('listitem').filter({ hasText: soldOut.name })).toHaveCount(0);

  await confirmOrderWithSavedAddress(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Your card was declined (test).')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Payment was not successful.')).toBeVisible();
  await expect(main(page).getByRole('listitem').filter({ hasText: relay.name })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Order Summary' })).toContainText(formatNaira(relay.price));
});

test('a double-clicked Add to cart adds one, and minus at one takes the line out of the cart', async ({ page }) => {
  await signInAsCustomerWithEmptyCart(page);
  const relay = await availableProduct(page, '4-Channel Smart Wi-Fi Relay');
  await page.goto(`/products/details/${relay._id}`);
  await main(page).getByRole('button', { name: 'Add to cart' }).dblclick();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/cart');
  const line = main(page).getByRole('listitem').filter({ hasText: relay.name });
  await expect(line.locator('output')).toHaveText('1');

  await line.getByRole('button', { name: 'One less' }).click();
  await expect(main(page).getByText('Start Shopping')).toBeVisible();
  expect(await (await page.request.get('/api/cart')).json()).toEqual([]);
});

test('a double-clicked Confirm Order makes one order, and a declined card followed by a good one pays it once', async ({ page }) => {
  await signInAsCustomerWithEmptyCart(page);
  const customer = demoAccount('customer');
  const ordersOf = async (path: string) => {
    const body = (await (await page.request.get(path)).json()) as Order[] | { orders: Order[] };
    return Array.isArray(body) ? body : body.orders;
  };
  const before = (await ordersOf('/api/orders/user')).length;
  const sensor = await availableProduct(page, 'Ceiling PIR Motion Sensor');
  await page.goto(`/products/details/${sensor._id}`);
  await main(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  await main(page).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Confirm Order' }).dblclick();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  const reference = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Your card was declined (test).')).toBeVisible();
  // The shop hears of the decline before the customer tries again, as when Paystack is asked meanwhile.
  expect((await (await page.request.get(`/api/payments/verify/${reference}`)).json()).status).toBe('failed');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/account\/order$/);
  await expect(page.getByText('Payment successful! Order placed.')).toBeVisible();
  const mine = await ordersOf('/api/orders/user');
  expect(mine).toHaveLength(before + 1);
  expect(mine.filter((order) => order.reference === reference).map((order) => order.status)).toEqual(['success']);

  const paid = mine.find((order) => order.reference === reference);
  await signInAsAdmin(page);
  const everyone = await ordersOf('/api/orders/admin');
  expect(everyone.filter((order) => order.user?.email === customer.email)).toHaveLength(before + 1);
  await page.goto(`${adminBasePath}/orders`);
  await expect(
    main(page)
      .getByRole('row')
      .filter({ hasText: orderNumber(paid ?? { number: 0 }) }),
  ).toContainText('success');
  await expect.poll(() => mailsTo(customer.email).filter((mail) => mail.subject === `Order confirmed: ${orderNumber(paid ?? { number: 0 })}`).length).toBe(1);
});

/** Square PNG photos in a fresh folder, in the brand's colours, for the admin's file inputs. */
async function productPhotos(count: number): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-photos-'));
  const colours = ['#10213f', '#f5b301', '#15803d', '#b91c1c'];
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const file = path.join(folder, `photo-${index + 1}.png`);
      await sharp({ create: { width: 900, height: 900, channels: 3, background: colours[index % colours.length] ?? '#10213f' } })
        .png()
        .toFile(file);
      return file;
    }),
  );
}

async function productRow(page: Page, name: string) {
  await page.goto(`${adminBasePath}/products`);
  const row = main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

test('an admin creates, features, sells out, edits and deletes a product, and the shop follows', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const [featuredPhoto, sidePhoto, backPhoto] = await productPhotos(3);
  const name = `Surge Protector ${Date.now()}`;

  await page.goto(`${adminBasePath}/createproducts`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price (₦)').fill('7250.50');
  await page.getByLabel('Description').fill('Type 2 surge protection for distribution boards. Fits a DIN rail.');
  await page.getByLabel('Featured image', { exact: true }).setInputFiles(featuredPhoto ?? '');
  await page.getByLabel('Other images', { exact: true }).setInputFiles([sidePhoto ?? '', backPhoto ?? '']);
  await expect(main(page).getByRole('img', { name: 'Featured image preview' })).toBeVisible();
  await expect(main(page).getByRole('img', { name: 'Other image 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Product' }).click();
  await expect(page.getByText('Product uploaded')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${adminBasePath}/products$`));
  const id = (await shopProducts(page)).find((product) => product.name === name)?._id;
  if (!id) throw new Error('the new product is not in the shop');

  await page.goto('/products');
  await expect(main(page).getByRole('link', { name: new RegExp(name) })).toContainText('₦7,250.50');
  await page.goto(`/products/details/${id}`);
  await expect(main(page).getByRole('button', { name: /^Show picture/ })).toHaveCount(3);
  await expect(main(page).getByText('In stock')).toBeVisible();

  let row = await productRow(page, name);
  await row.getByRole('switch', { name: `Featured: ${name}` }).click();
  await expect(row.getByRole('switch', { name: `Featured: ${name}` })).toHaveAttribute('aria-checked', 'true');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured Products' }).getByRole('link', { name: new RegExp(name) })).toBeVisible();

  row = await productRow(page, name);
  await row.getByRole('switch', { name: `Available: ${name}` }).click();
  await expect(row.getByRole('switch', { name: `Available: ${name}` })).toHaveAttribute('aria-checked', 'false');
  await page.goto(`/products/details/${id}`);
  await expect(main(page).getByText('Out of stock')).toBeVisible();
  await page.goto('/products');
  await expect(main(page).getByRole('link', { name: new RegExp(name) })).toContainText('Sold out');

  row = await productRow(page, name);
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Price (₦)')).toHaveValue('7250.5');
  await page.getByLabel('Name', { exact: true }).fill(`${name} Pro`);
  await page.getByRole('button', { name: 'Remove other image 2' }).click();
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(main(page).getByRole('rowheader', { name: `${name} Pro`, exact: true })).toBeVisible();
  await page.goto(`/products/details/${id}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`${name} Pro`);
  await expect(main(page).getByRole('button', { name: /^Show picture/ })).toHaveCount(2);

  row = await productRow(page, `${name} Pro`);
  await row.getByRole('button', { name: `Delete ${name} Pro` }).click();
  await page.getByRole('dialog', { name: 'Delete this product?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(main(page).getByRole('rowheader', { name: `${name} Pro`, exact: true })).toHaveCount(0);
  await page.goto('/products');
  await expect(main(page).getByRole('link', { name: /Circuit Breaker/ })).toBeVisible();
  await expect(main(page).getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  await page.goto(`/products/details/${id}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a visitor pressing Add to cart is sent to log in, and back to the product after', async ({ page }) => {
  const [product] = await shopProducts(page);
  if (!product) throw new Error('the demo shop is empty');
  await page.goto(`/products/details/${product._id}`);
  await main(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/products/details/${product._id}`)}`);
  await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
});
