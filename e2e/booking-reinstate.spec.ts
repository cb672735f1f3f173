import { expect } from '@playwright/test';
import { bookingMessages } from '../contracts/booking';
import { formatDay, formatTime } from '../contracts/lagos-time';
import { adminBasePath } from '../contracts/pages';
import { expectNoAxeViolations } from './axe';
import { mailTo } from './mailbox';
import { signedInAs, test } from './sessions';
import { daysFromToday } from './technicians';

signedInAs('admin');
test.describe.configure({ timeout: 120_000 });

test('the office reinstates a cancelled booking from its page, and the customer is mailed that it is back on; its details go onto the customer with one press', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now();
  const email = `reinstated-${stamp}@example.com`;
  const name = `Reinstated Customer ${stamp}`;
  const day = daysFromToday(33);
  const booked = await page.request.post('/api/booking', {
    data: { name, phone: `0803${String(stamp).slice(-7)}`, email, service: 'Rewinding', date: day, time: '11:00', address: '9 Ring Road, Ibadan' },
  });
  expect(booked.status()).toBe(201);
  const { _id: id } = (await booked.json()) as { _id: string };
  expect((await page.request.patch(`/api/booking/${id}/status`, { data: { status: 'cancelled', note: 'Customer travelled' } })).ok()).toBe(true);

  await page.goto(`${adminBasePath}/show-booking/${id}`);
  await expect(page.getByText(/Currently/)).toContainText('cancelled', { timeout: 15_000 });
  await expect(page.getByText('9 Ring Road, Ibadan')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Reinstate' }).click();
  await expect(page.getByText(bookingMessages.reinstated)).toBeVisible();
  await expect(page.getByText(/Currently/)).toContainText('confirmed');
  await expect(page.getByRole('button', { name: 'Reinstate' })).toHaveCount(0);
  const back = await mailTo(email, `Your visit is back on: ${formatDay(day)} at ${formatTime('11:00')}`);
  expect(back.attachments.some((attachment) => attachment.filename === 'booking.ics')).toBe(true);

  await page.getByRole('button', { name: 'Use these details for the customer' }).click();
  await expect(page.getByText(bookingMessages.detailsCopied)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Open the customer' }).click();
  await expect(page.getByRole('main').getByText(email).first()).toBeVisible({ timeout: 15_000 });
});
