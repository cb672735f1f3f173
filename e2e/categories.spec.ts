import { expect, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { z } from 'zod';
import { categorySchema } from '../contracts/categories.schemas';
import { pathTo } from '../contracts/pages';
import { productSchema } from '../contracts/products.schemas';
import { expectNoAxeViolations } from './axe';
import { signInAsAdmin } from './demo-admin';

const main = (page: Page) => page.getByRole('main');

async function shopCategories(page: Page) {
  return z.array(categorySchema).parse(await (await page.request.get('/api/products/categories')).json());
}

for (const width of [1280, 375]) {
  test(`the office adds, renames, reorders and deletes a category at ${width} px, and cannot delete one with products`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    const name = `Fire alarms ${width}`;
    const slug = `fire-alarms-${width}`;
    await page.request.delete(`/api/products/categories/${slug}`);
    await page.goto(pathTo('adminCategories'));
    const adding = main(page).getByRole('region', { name: 'Add a category' });
    await adding.getByLabel('Name').fill(name);
    await adding.getByLabel('Description for its page').fill('Smoke and heat detectors, sounders and panels.');
    await adding.getByRole('button', { name: 'Add category' }).click();
    const row = main(page).getByRole('listitem', { name, exact: true });
    await expect(row).toContainText(`/products/category/${slug}`);
    await expect(row).toContainText('0 products');
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Move ${name} up` }).click();
    await expect.poll(async () => (await shopCategories(page)).map((category) => category.slug).indexOf(slug)).toBe((await shopCategories(page)).length - 2);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await row.getByLabel('Name').fill(`${name} and detectors`);
    await row.getByRole('button', { name: 'Save category' }).click();
    const renamed = main(page).getByRole('listitem', { name: `${name} and detectors`, exact: true });
    await expect(renamed).toContainText(`/products/category/${slug}`);

    const panels = main(page).getByRole('listitem', { name: 'Solar panels', exact: true });
    await panels.getByRole('button', { name: 'Delete Solar panels' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete category' }).click();
    await expect(panels.getByRole('alert')).toContainText(/This category still has \d+ products?: move (it|them) to another category first/);
    await expectNoAxeViolations(page);

    await renamed.getByRole('button', { name: `Delete ${name} and detectors` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete category' }).click();
    await expect(renamed).toHaveCount(0);
    expect((await shopCategories(page)).some((category) => category.slug === slug)).toBe(false);
  });

  test(`the office sets a product's category and specifications at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    const products = z.array(productSchema).parse(await (await page.request.get('/api/products')).json());
    const product = products.find((candidate) => candidate.category === 'lighting');
    if (!product) throw new Error('no lighting in the demo shop');
    try {
      await page.goto(pathTo('updateProduct', { id: product._id }));
      const form = main(page);
      await expect(form.getByLabel('Category')).toHaveValue('lighting');
      await form.getByLabel('Category').selectOption({ label: 'Switches and sockets' });
      const brandRow = form.getByRole('textbox', { name: /^Specification \d+ name$/ });
      const brandIndex = (await brandRow.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).indexOf('Brand');
      await form.getByLabel(`Specification ${brandIndex + 1} value`).fill(`Tested ${width}`);
      await form.getByRole('button', { name: 'Add specification' }).click();
      const added = await brandRow.count();
      await form.getByLabel(`Specification ${added} name`).fill('IP rating');
      await form.getByLabel(`Specification ${added} value`).fill('IP65');
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Update Product' }).click();
      await expect(page).toHaveURL(new RegExp(`${pathTo('adminProducts')}$`));
      const saved = productSchema.parse(await (await page.request.get(`/api/products/single/${product._id}`)).json());
      expect(saved.category).toBe('switches-and-sockets');
      expect(saved.specs).toEqual(
        expect.arrayContaining([
          { name: 'Brand', value: `Tested ${width}` },
          { name: 'IP rating', value: 'IP65' },
        ]),
      );
    } finally {
      await page.request.put(`/api/products/update/${product._id}`, { data: { category: product.category, specs: product.specs } });
    }
  });

  test(`a visitor opens a category's own page at ${width} px, with its title and products, and filters it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pathTo('products'));
    await main(page).getByRole('navigation', { name: 'Shop categories' }).getByRole('link', { name: 'Solar panels' }).click();
    await expect(page).toHaveURL(/\/products\/category\/solar-panels$/);
    await expect(page).toHaveTitle(/^Solar panels \| /);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Solar panels' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: '550 W Monocrystalline Solar Panel' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: '200 Ah Deep-Cycle Gel Battery' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await main(page).getByLabel('Search products').fill('controller');
    await expect(main(page).getByRole('heading', { name: '60 A MPPT Solar Charge Controller' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: '550 W Monocrystalline Solar Panel' })).toHaveCount(0);

    // Drawn by the server: the page's head and its products are there before any script runs.
    const drawn = await (await page.request.get('/products/category/solar-panels')).text();
    expect(drawn).toContain('<title>Solar panels | ');
    expect(drawn).toContain('550 W Monocrystalline Solar Panel');
  });
}
