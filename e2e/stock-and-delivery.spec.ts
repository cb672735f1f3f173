import { expect, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { z } from 'zod';
import { addressSchema } from '../contracts/addresses.schemas';
import { pathTo } from '../contracts/pages';
import { productSchema } from '../contracts/products.schemas';
import { formatNaira } from '../web/lib/money';
import { expectNoAxeViolations } from './axe';
import { demoAccount, signInAsAdmin } from './demo-admin';

const main = (page: Page) => page.getByRole('main');
const lagos = { street: '4 Allen Avenue', city: 'Ikeja', state: 'Lagos', country: 'Nigeria', phone: '08035550199' };

async function shopProducts(page: Page) {
  return z.array(productSchema).parse(await (await page.request.get('/api/products')).json());
}

/** The demo customer's saved Lagos address, added afresh (one left by an earlier run is removed first). */
async function lagosAddress(page: Page) {
  const saved = z.array(addressSchema).parse(await (await page.request.get('/api/address')).json());
  for (const old of saved.filter((address) => address.street === lagos.street)) await page.request.delete(`/api/address/${old._id}`);
  return addressSchema.parse(await (await page.request.post('/api/address', { data: lagos })).json());
}

test('a customer on a phone sees the Lagos delivery fee before paying, and pays it to the kobo', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  expect((await page.request.post('/api/auth/login', { data: demoAccount('customer') })).status()).toBe(200);
  await page.request.delete('/api/cart');
  const product = (await shopProducts(page)).find((candidate) => !candidate.soldOut);
  if (!product) throw new Error('nothing for sale in the demo shop');
  expect((await page.request.post('/api/cart', { data: { productId: product._id } })).status()).toBe(200);
  const address = await lagosAddress(page);
  const zones = (await (await page.request.get('/api/delivery/zones')).json()).zones as { name: string; areas: string[]; fee: number }[];
  const zone = zones.find((candidate) => candidate.areas.includes('Lagos'));
  if (!zone) throw new Error('Lagos is in no zone');

  try {
    await page.goto(pathTo('checkout'));
    const summary = main(page).getByRole('definition');
    await expect(main(page).getByText('Choose an address')).toBeVisible();
    await main(page)
      .getByRole('radio', { name: new RegExp(lagos.street) })
      .check();
    await expect(main(page).getByText(`Delivery (${zone.name})`)).toBeVisible();
    await expect(summary.filter({ hasText: formatNaira(zone.fee) })).toHaveCount(1);
    await expect(summary.last()).toHaveText(formatNaira(product.price + zone.fee));
    await expectNoAxeViolations(page);

    await main(page)
      .getByRole('radio', { name: /Pickup at our office/ })
      .check();
    await expect(main(page).getByText('Delivery (Pickup at our office)')).toBeVisible();
    await expect(summary.last()).toHaveText(formatNaira(product.price));
    await main(page)
      .getByRole('radio', { name: /Deliver to my address/ })
      .check();

    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await expect(page.getByText(`₦${(product.price + zone.fee).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`).first()).toBeVisible();
  } finally {
    await page.request.delete(`/api/address/${address._id}`);
    await page.request.delete('/api/cart');
  }
});

for (const width of [1280, 375]) {
  test(`the office counts and writes off a product's stock at ${width} px, with its history`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    const product = (await shopProducts(page)).at(-1);
    if (!product) throw new Error('no product in the demo shop');
    await page.goto(pathTo('updateProduct', { id: product._id }));
    const stock = main(page).getByRole('region', { name: 'Stock' });
    await expect(stock.getByText('On hand', { exact: true })).toBeVisible();

    const change = stock.getByRole('form', { name: 'Change the stock' });
    await change.getByLabel('Why').selectOption('counted');
    await change.getByLabel('Units counted on the shelf').fill('500');
    await change.getByLabel('Note (optional)').fill(`Shelf count at ${width} px`);
    await change.getByRole('button', { name: 'Record change' }).click();
    await expect(stock.getByRole('listitem').first()).toContainText('500 on hand');
    await expect(stock.getByRole('listitem').first()).toContainText(`Shelf count at ${width} px`);

    await change.getByLabel('Why').selectOption('damaged');
    await change.getByLabel('Units damaged').fill('2');
    await change.getByRole('button', { name: 'Record change' }).click();
    await expect(stock.getByRole('listitem').first()).toContainText('Damaged -2, 498 on hand');

    await change.getByLabel('Units damaged').fill('100000');
    await change.getByRole('button', { name: 'Record change' }).click();
    await expect(change.getByText('Only 498 on hand: the quantity cannot go below 0')).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await (await page.request.get(`/api/products/single/${product._id}`)).json()).available).toBe(498);
  });
}

for (const width of [1280, 375]) {
  test(`a visitor filters the shop by category at ${width} px, the server choosing the products`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pathTo('products'));
    const grid = main(page);
    await grid.getByLabel('Category').selectOption({ label: 'Solar panels' });
    await expect(page).toHaveURL(/category=solar-panels/);
    await expect(grid.getByRole('heading', { name: '550 W Monocrystalline Solar Panel' })).toBeVisible();
    await expect(grid.getByRole('heading', { name: '60 A MPPT Solar Charge Controller' })).toBeVisible();
    await expect(grid.getByRole('heading', { name: '200 Ah Deep-Cycle Gel Battery' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await grid.getByLabel('Category').selectOption({ label: 'All categories' });
    await expect(grid.getByRole('heading', { name: '200 Ah Deep-Cycle Gel Battery' })).toBeVisible();
  });
}
