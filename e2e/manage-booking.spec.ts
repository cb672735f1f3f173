import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { formatDay, formatTime, lagosClock } from '../contracts/lagos-time';
import { adminBasePath } from '../contracts/pages';
import { demoAccount, signInAsAdmin } from './demo-admin';
import { linkIn, mailTo } from './mailbox';

function daysFromNow(days: number): string {
  const date = new Date(`${lagosClock().day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a customer moves their booking from the mailed link and the admin sees the new time', async ({ page }) => {
  const email = `mover-${Date.now()}@example.com`;
  const booked = await page.request.post('/api/booking', {
    data: { name: 'Yetunde Bakare', phone: '08031112222', email, service: 'Solar Services', date: daysFromNow(3), time: '10:00' },
  });
  expect(booked.status()).toBe(201);
  const { _id: id } = (await booked.json()) as { _id: string };

  await page.goto(linkIn(await mailTo(email, 'We have received your booking'), '/bookings/manage'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  const newDate = daysFromNow(5);
  await page.getByLabel('New date').fill(newDate);
  await page.getByLabel('New time').fill('15:30');
  await page.getByRole('button', { name: 'Move my booking' }).click();
  await expect(page.getByText('Your booking has been moved. We will call to confirm the new time.')).toBeVisible();
  await expect(page.getByText(`Solar Services on ${formatDay(newDate)} at ${formatTime('15:30')}`)).toBeVisible();

  await signInAsAdmin(page);
  await page.goto(`${adminBasePath}/show-booking/${id}`);
  await expect(page.getByText(formatDay(newDate))).toBeVisible();
  await expect(page.getByText(formatTime('15:30'), { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('opening the link alone changes nothing, and a cancelled booking can no longer be changed', async ({ page }) => {
  const email = `canceller-${Date.now()}@example.com`;
  await page.request.post('/api/booking', { data: { name: 'Segun Arinze', phone: '08031113333', email, service: 'Rewinding', date: daysFromNow(2), time: '11:00' } });
  const link = linkIn(await mailTo(email, 'We have received your booking'), '/bookings/manage');
  await page.goto(link);
  await page.reload();
  await expect(page.getByText('Waiting for our call to confirm')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel my booking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
  await expect(page.getByText('This booking can no longer be changed online. For anything urgent, please call us.')).toBeVisible();
});

test('a signed-in customer sees the bookings made with their e-mail in their account', async ({ page }) => {
  const customer = demoAccount('customer');
  await page.request.post('/api/booking', { data: { name: 'Demo Customer', phone: '08031114444', email: customer.email, service: 'Security Systems', date: daysFromNow(4), time: '12:00' } });
  await page.request.post('/api/auth/login', { data: customer });
  await page.goto('/account/info');
  const bookings = page.getByRole('region', { name: 'Your bookings' });
  await expect(bookings.getByText('Security Systems')).toBeVisible();
  await expect(bookings.getByText(`${formatDay(daysFromNow(4))} at ${formatTime('12:00')}`, { exact: false })).toBeVisible();
});
