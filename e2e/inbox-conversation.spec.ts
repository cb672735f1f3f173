import { createHmac, randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { replyTexts } from '../contracts/conversations';
import type { InboxMessage } from '../contracts/contact.schemas';
import { pathTo } from '../contracts/pages';
import { e2eDataDir, e2eWhatsApp } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import { signInAsAdmin } from './demo-admin';

const main = (page: Page) => page.getByRole('main');

/** A customer's WhatsApp text as Meta's webhook brings it, signed with the app secret as Meta signs it. */
async function whatsAppFromCustomer(page: Page, from: string, name: string, text: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '2348035550142', phone_number_id: e2eWhatsApp.phoneNumberId },
              contacts: [{ profile: { name }, wa_id: from }],
              messages: [{ from, id: `wamid.in-${randomInt(2 ** 40)}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', e2eWhatsApp.appSecret).update(body).digest('hex')}`;
  const answer = await page.request.post('/api/messages/whatsapp/webhook', { headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, data: body });
  expect(answer.status()).toBe(200);
}

/** What the WhatsApp stand-in of scripts/e2e-server.mjs was asked to send to this number. */
function whatsAppSentTo(digits: string): { type: string; text?: { body: string } }[] {
  const folder = path.join(e2eDataDir, 'whatsapp-sent');
  return readdirSync(folder)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { body: { to: string; type: string; text?: { body: string } } })
    .filter((sent) => sent.body.to === digits)
    .map((sent) => sent.body);
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

for (const width of [1280, 375]) {
  test(`at ${width} px a customer's WhatsApp message reaches the inbox and the office answers it inside the 24-hour window, once (issue 32)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 812 });
    const digits = `234803${width === 375 ? '375' : '128'}${String(randomInt(1000, 9999))}`;
    const name = `Funmi Bello ${width}`;
    await whatsAppFromCustomer(page, digits, name, 'Can your technician come on Friday?');

    await page.goto(pathTo('inbox'));
    const item = main(page).getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('WhatsApp');
    await expect(item).toContainText('Can your technician come on Friday?');
    await expectNoAxeViolations(page);

    const listed = ((await (await page.request.get(`/api/contactlist?q=${digits}`)).json()) as { messages: InboxMessage[] }).messages;
    expect(listed[0]).toMatchObject({ channel: 'whatsapp', customerId: expect.any(String) });
    await page.goto(pathTo('inboxMessage', { id: listed[0]?._id ?? '' }));
    await expect(main(page).getByRole('heading', { name: `Message from ${name}`, level: 1 })).toBeVisible();
    const conversation = main(page).getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByRole('list', { name: 'Messages, oldest first' })).toContainText('Can your technician come on Friday?');
    await expect(conversation.getByTestId('reply-explanation')).toContainText('wrote on WhatsApp in the last 24 hours');
    await expectNoAxeViolations(page);

    await conversation.getByLabel('Your reply').fill('Yes, Friday at 10:00 works for us.');
    const send = conversation.getByRole('button', { name: 'Send by WhatsApp' });
    // Pressed twice before the answer: the form's key makes it one reply.
    await send.dblclick();
    await expect(page.getByText(replyTexts.queued).first()).toBeVisible();
    await expect(conversation.getByRole('list', { name: 'Messages, oldest first' }).getByRole('listitem').last()).toContainText('Yes, Friday at 10:00 works for us.');
    await expect(conversation.getByRole('list', { name: 'Messages, oldest first' }).getByRole('listitem').last()).toContainText(/Sent|Waiting to go/);
    // The toasts of the two presses have gone (axe reads a fading toast's text as too faint).
    await expect(page.getByText(replyTexts.queued)).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByText(replyTexts.alreadyQueued)).toHaveCount(0, { timeout: 15_000 });
    await expect
      .poll(() => whatsAppSentTo(digits))
      .toEqual([
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: digits,
          type: 'text',
          text: { preview_url: true, body: 'Yes, Friday at 10:00 works for us.' },
          biz_opaque_callback_data: expect.any(String),
        },
      ]);
    await expectNoAxeViolations(page);
  });

  test(`at ${width} px the office records a customer's consent and ends a channel on the Customers page (issue 32)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 812 });
    const digits = `234805${width === 375 ? '375' : '128'}${String(randomInt(1000, 9999))}`;
    const name = `Emeka Obi ${width}`;
    await whatsAppFromCustomer(page, digits, name, 'Please send me your price list.');
    const listed = ((await (await page.request.get(`/api/contactlist?q=${digits}`)).json()) as { messages: InboxMessage[] }).messages;
    await page.goto(pathTo('adminCustomer', { id: listed[0]?.customerId ?? '' }));
    await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
    const consent = main(page).getByRole('region', { name: 'Messages and consent' });
    await expect(consent).toContainText('Bookings and orders only');
    await expectNoAxeViolations(page);

    await consent.getByLabel('The customer told us').selectOption('in-person');
    await consent.getByRole('button', { name: 'Record consent to WhatsApp marketing' }).click();
    await expect(consent.getByRole('list', { name: 'WhatsApp history' })).toContainText('Consent given in person');
    await consent.getByRole('button', { name: 'End SMS' }).click();
    await expect(consent.getByRole('list', { name: 'SMS history' })).toContainText('Ended in person');
    await expect(consent.getByText('Ended: nothing is sent')).toBeVisible();
    // The reply form no longer offers SMS.
    await expect(main(page).getByRole('radio', { name: /SMS/ })).toBeDisabled();
    await expectNoAxeViolations(page);
  });
}
