import { expect } from '@playwright/test';
import { bookingReference } from '../contracts/booking';
import { formatDay, formatTime } from '../contracts/lagos-time';
import { adminBasePath } from '../contracts/pages';
import { expectNoAxeViolations } from './axe';
import { mailTo } from './mailbox';
import { signedInAs, test } from './sessions';
import { daysFromToday } from './technicians';

signedInAs('admin');
test.describe.configure({ timeout: 120_000 });

test("the office finds a booking by the customer's BK- reference, moves it, and cancels it only after a reason and a confirmation", async ({ page }) => {
  const stamp = Date.now();
  const email = `office-moves-${stamp}@example.com`;
  const name = `Office Mover ${stamp}`;
  const booked = await page.request.post('/api/booking', { data: { name, phone: '08035550123', email, service: 'Rewinding', date: daysFromToday(20), time: '10:00', address: '7 Iwo Road, Ibadan' } });
  expect(booked.status()).toBe(201);
  const { _id: id } = (await booked.json()) as { _id: string };
  const reference = bookingReference(id);

  await page.goto(`${adminBasePath}/bookings`);
  await expect(page.getByRole('link', { name: /Past, still pending/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Name, phone, e-mail or BK- reference' }).fill(reference);
  await expect(page).toHaveURL(/[?&]q=BK-/);
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible({ timeout: 15_000 });

  await page.goto(`${adminBasePath}/show-booking/${id}`);
  const move = page.getByRole('form', { name: 'Move or assign this visit' });
  await expect(move).toBeVisible({ timeout: 15_000 });
  const newDay = daysFromToday(22);
  await move.getByLabel('Date').fill(newDay);
  await move.getByLabel('Time').fill('14:30');
  await move.getByRole('button', { name: 'Save the new time' }).click();
  await expect(page.getByText('Visit moved. The customer has been mailed the new time.')).toBeVisible();
  const moved = await mailTo(email, `Your visit is now on ${formatDay(newDay)} at ${formatTime('14:30')}`);
  expect(moved.attachments.some((attachment) => attachment.filename === 'booking.ics' && Buffer.from(attachment.base64, 'base64').toString().includes('LOCATION:7 Iwo Road'))).toBe(true);
  await expectNoAxeViolations(page);

  const status = page.getByRole('form', { name: 'Change the booking status' });
  await status.getByLabel('New status').selectOption('cancelled');
  await status.getByRole('button', { name: 'Update status' }).click();
  await expect(status.getByText('Give the customer the reason for cancelling')).toBeVisible();
  await status.getByLabel(/Note to the customer/).fill('Our technician is unwell; we will call to book again.');
  await status.getByRole('button', { name: 'Update status' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(confirm).toContainText('Our technician is unwell; we will call to book again.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByText(/Currently/)).toContainText('pending');

  await status.getByRole('button', { name: 'Update status' }).click();
  await confirm.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByText(/Currently/)).toContainText('cancelled');
  const cancelled = await mailTo(email, 'Your booking has been cancelled');
  expect(cancelled.text).toContain('Our technician is unwell; we will call to book again.');

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
});
