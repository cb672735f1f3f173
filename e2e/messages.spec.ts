import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { optOutWords, undeliveredWords } from '../contracts/messaging';
import { pathTo } from '../contracts/pages';
import { optOutPath } from '../server/modules/messages/opt-out-links';
import { expectNoAxeViolations } from './axe';
import { serverSecret } from './server-secret';
import { main, signedInOffice } from './money-office';

/**
 * Issue 32, the outbound side: the office's Undelivered Messages page (as Failed Mail is for mail), and the
 * public page an SMS's opt-out link opens, at a desk's width and on a phone, with axe.
 */

const message = (id: number, phone: string) => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  phone,
  event: 'booking_confirmed',
  about: 'booking:1',
  triedChannels: ['whatsapp', 'sms'],
  lastError: 'Termii refused it: Insufficient balance',
  createdAt: '2026-11-28T09:15:00.000Z',
});

async function officePage(browser: Browser, request: APIRequestContext, width: number): Promise<Page> {
  const office = await signedInOffice(request);
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 740 : 900 }, storageState: await office.storageState() });
  return context.newPage();
}

for (const width of [1280, 375]) {
  test(`the office opens Undelivered Messages, none yet, at ${width} px`, async ({ browser, request }) => {
    const page = await officePage(browser, request, width);
    await page.goto(pathTo('undeliveredMessages'));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Undelivered Messages' })).toBeVisible();
    await expect(main(page).getByText(undeliveredWords.lead)).toBeVisible();
    await expect(main(page).getByText('No undelivered messages')).toBeVisible();
    await expect(main(page).getByText(undeliveredWords.none)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`a customer stops our SMS from the link in one, at ${width} px`, async ({ browser }) => {
    const phone = `+234803${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const page = await (await browser.newContext({ viewport: { width, height: width === 375 ? 740 : 900 } })).newPage();
    await page.goto(optOutPath(serverSecret(), phone));
    await expect(page.getByRole('heading', { level: 1, name: 'Stop our SMS' })).toBeVisible();
    await expect(page.getByText(`To ${phone.slice(0, 7)} *** ${phone.slice(-4)}`)).toBeVisible();
    await expect(page.getByText(optOutWords.lead)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: optOutWords.button }).click();
    await expect(page.getByRole('status').getByText(optOutWords.ended)).toBeVisible();
    await expectNoAxeViolations(page);
    // Opened again, the page says it is done; a link the server did not sign says it is not ours.
    await page.reload();
    await expect(page.getByText(optOutWords.ended)).toBeVisible();
    await page.goto(optOutPath('not-the-secret-of-this-server-at-all', phone));
    await expect(page.getByText(optOutWords.unknownLink)).toBeVisible();
  });
}

test('the undelivered list reached from the navigation loads, fails with a way to try again, and pages', async ({ browser, request }) => {
  const page = await officePage(browser, request, 1280);
  await page.goto(pathTo('dashboard'));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Messages sent this month' })).toBeVisible();
  let answer: 'fail' | 'list' = 'fail';
  await page.route('**/api/messages/undelivered*', (route) => {
    if (answer === 'fail') return route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
    const later = new URL(route.request().url()).searchParams.has('cursor');
    return route.fulfill({ json: later ? { messages: [message(2, '+2348030000002')], nextCursor: null } : { messages: [message(1, '+2348030000001')], nextCursor: 'next-page' } });
  });
  await page.getByRole('link', { name: 'Undelivered Messages' }).click();
  await expect(main(page).getByText(undeliveredWords.failure)).toBeVisible();
  answer = 'list';
  await main(page).getByRole('button', { name: 'Try again' }).click();
  const list = main(page).getByRole('list', { name: 'Undelivered messages' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Booking confirmed');
  await expect(list.getByRole('link', { name: '+2348030000001' })).toHaveAttribute('href', 'tel:+2348030000001');
  await expect(list.getByRole('listitem').first()).toContainText('tried on WhatsApp, then SMS');
  await main(page).getByRole('button', { name: 'Show more messages' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(main(page).getByText('Showing all 2 messages')).toBeVisible();
  await expectNoAxeViolations(page);
});
