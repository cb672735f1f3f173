import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { pathTo } from '../contracts/pages';
import { quoteMessages } from '../contracts/quotes';
import { quoteSchema } from '../contracts/quotes.schemas';
import { expectNoAxeViolations } from './axe';
import { signInAsAdmin } from './demo-admin';

const main = (page: Page) => page.getByRole('main');
const totals = (form: Locator) => form.getByRole('region', { name: 'Totals' });
const figure = (form: Locator, term: string) =>
  totals(form)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd');

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

for (const width of [1280, 375]) {
  test(`at ${width} px a quote for a customer with only a phone, priced as "310,000", is saved and shared by WhatsApp and SMS (issue 24)`, { tag: '@journey' }, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pathTo('newQuote'));
    const form = main(page).getByRole('form', { name: 'New quote' });
    await form.getByLabel('Name').fill('Kunle Balogun');
    await form.getByLabel('Phone').fill('0803 777 0017');
    await form.getByLabel('Title').fill('Borehole pump wiring');
    await form.getByLabel('Service').selectOption({ index: 1 });
    const item = form.getByRole('group', { name: 'Item 1' });
    await item.getByLabel('Description').fill('Pump control panel, installed');
    await item.getByLabel('Unit price (₦)').fill('310,000');
    await form.getByLabel('Charge VAT').uncheck();

    // The amount counts as typed everywhere on the form at once, not as nothing until Save.
    await expect(item).toContainText('Line total ₦310,000');
    await expect(figure(form, 'Subtotal')).toHaveText('₦310,000');
    await expect(figure(form, 'Total')).toHaveText('₦310,000');
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(quoteMessages.saved)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pathTo('adminQuote', { id: '' })}[0-9a-f-]{36}$`));
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(quoteSchema.parse(await (await page.request.get(`/api/quotes/${id}`)).json())).toMatchObject({ customer: { email: '', phone: '0803 777 0017' }, total: 310_000 });

    await main(page).getByRole('button', { name: 'Send to the customer' }).click();
    await expect(main(page).getByText('No e-mail on file: share the link with 0803 777 0017 by WhatsApp or SMS.')).toBeVisible();
    const link = await main(page).getByLabel("The customer's link").inputValue();
    const whatsapp = main(page).getByRole('link', { name: 'Share on WhatsApp' });
    const whatsappUrl = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(whatsappUrl.origin + whatsappUrl.pathname).toBe('https://wa.me/2348037770017');
    expect(whatsappUrl.searchParams.get('text')).toContain(link);
    const sms = (await main(page).getByRole('link', { name: 'Send by SMS' }).getAttribute('href')) ?? '';
    expect(sms.startsWith('sms:+2348037770017?body=')).toBe(true);
    expect(decodeURIComponent(sms.split('body=')[1] ?? '')).toContain(link);
    await expectNoAxeViolations(page);

    // The shared link opens the quote for the customer, with its price.
    await page.goto(link);
    await expect(main(page).getByText('₦310,000').first()).toBeVisible();
  });
}
