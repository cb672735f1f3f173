import { expect, type Page } from '@playwright/test';
import { pathTo } from '../contracts/pages';
import { quoteMessages } from '../contracts/quotes';
import { expectNoAxeViolations } from './axe';
import { main } from './money-office';
import { signedInAs, test } from './sessions';

signedInAs('admin');

const priceItems = (page: Page) => main(page).getByRole('region', { name: 'Services on the price list' });

for (const width of [1280, 375]) {
  test(`at ${width} px an admin adds a service to the price list at "310,000", picks it on a new quote, then removes it after a confirmation (issue 24)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const description = `Changeover panel, 3-phase, installed ${width}-${Date.now()}`;

    await page.goto(pathTo('adminQuotes'));
    await main(page).getByRole('link', { name: 'Price list' }).click();
    await expect(page).toHaveURL(pathTo('priceList'));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Price list' })).toBeVisible();

    const add = main(page).getByRole('form', { name: 'Add a service' });
    await add.getByLabel('Description').fill(description);
    await add.getByLabel('Unit price (₦)').fill('310,000');
    await add.getByRole('button', { name: 'Add to the price list' }).click();
    await expect(page.getByText(quoteMessages.priceItemAdded)).toBeVisible();
    await expect(add.getByLabel('Description')).toHaveValue('');
    await priceItems(page).getByLabel('Find on the price list').fill(description);
    const row = priceItems(page).getByRole('listitem').filter({ hasText: description });
    await expect(row).toContainText('₦310,000');
    await expectNoAxeViolations(page);

    await page.goto(pathTo('newQuote'));
    const form = main(page).getByRole('form', { name: 'New quote' });
    await form.getByLabel('Pick from the price list').fill(description);
    await form
      .getByRole('list', { name: 'Price list matches' })
      .getByRole('button', { name: new RegExp(description) })
      .click();
    const item = form.getByRole('group', { name: 'Item 1' });
    await expect(item.getByLabel('Description')).toHaveValue(description);
    await expect(item).toContainText('Line total ₦310,000');

    await page.goto(pathTo('priceList'));
    await priceItems(page).getByLabel('Find on the price list').fill(description);
    await priceItems(page)
      .getByRole('button', { name: `Remove ${description}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Remove from the price list?' });
    await expect(confirm).toContainText(`${description} (₦310,000) will no longer be offered`);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(quoteMessages.priceItemRemoved)).toBeVisible();
    await expect(priceItems(page).getByText('Nothing on the price list matches')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the price list is in the admin navigation, and a search that fails to load says so and loads on Try again', async ({ page }) => {
  await page.goto(pathTo('dashboard'));
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Price List' }).click();
  await expect(page).toHaveURL(pathTo('priceList'));
  await expect(priceItems(page).getByLabel('Find on the price list')).toBeVisible();

  // The first list may come drawn by the server; a search is the browser's own call, and the connection drops.
  await page.route('**/api/quotes/price-list?*', (route) => route.abort());
  await priceItems(page).getByLabel('Find on the price list').fill(`no-such-service-${Date.now()}`);
  await expect(priceItems(page).getByText('The price list could not be loaded.')).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  await page.unroute('**/api/quotes/price-list?*');
  await priceItems(page).getByRole('button', { name: 'Try again' }).click();
  await expect(priceItems(page).getByText('Nothing on the price list matches')).toBeVisible();
  await expect(priceItems(page).getByText('The price list could not be loaded.')).toBeHidden();
});
