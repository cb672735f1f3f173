import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { availabilityTexts, bookingMessages } from '../contracts/booking';
import { addDays, formatDay } from '../contracts/lagos-time';
import { adminBasePath, pathTo } from '../contracts/pages';
import { expectNoAxeViolations } from './axe';
import { signedInAs, test } from './sessions';
import { deactivate, inviteTechnician, mondayFromToday } from './technicians';

signedInAs('admin');
// Each journey books, scans with axe at two widths and reads the board on a machine shared with other work.
test.describe.configure({ timeout: 90_000 });

const stamp = Date.now();
const monday = mondayFromToday(21);
const tuesday = addDays(monday, 1);
const wednesday = addDays(monday, 2);
/** The technician does this service only; no browser test's technician does Industrial Panel Design. */
const theirService = 'Security Systems';
const nobodysService = 'Industrial Panel Design';
let technicianId = '';

const bookingForm = (page: Page) => page.getByRole('main').getByRole('form', { name: 'Book a technician' });

async function openForm(page: Page, service: string, date: string) {
  await page.goto('/book');
  const form = bookingForm(page);
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Service', { exact: true }).selectOption(service);
  await form.getByLabel('Preferred Date').fill(date);
  return form;
}

async function book(request: APIRequestContext, name: string, service: string, date: string, time: string) {
  const response = await request.post('/api/booking', { data: { name, phone: '08031230000', service, date, time, address: '3 Ring Road, Ibadan' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { _id: string; toArrange: boolean };
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const { demoAccount } = await import('./demo-admin');
  expect((await page.request.post('/api/auth/login', { data: demoAccount('admin') })).status()).toBe(200);
  technicianId = (await inviteTechnician(page.request, { firstname: 'Kunle', lastname: `Arranger${stamp}`, email: `kunle-${stamp}@example.com`, services: [theirService] })).id;
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  const { demoAccount } = await import('./demo-admin');
  await page.request.post('/api/auth/login', { data: demoAccount('admin') });
  await deactivate(page.request, [technicianId]);
  await page.close();
});

test('a service nobody does offers no time: the customer is told the office will call, and the office sees it to arrange', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const form = await openForm(page, nobodysService, monday);
    await expect(form.getByText(availabilityTexts.toArrange)).toBeVisible();
    await expect(form.getByRole('group', { name: 'Free times on that day' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  const form = bookingForm(page);
  const name = `Panel Customer ${stamp}`;
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone Number').fill('0803 555 0177');
  await form.getByLabel('Preferred Time').fill('16:00');
  await form.getByRole('button', { name: 'Book Technician' }).click();
  await expect(page.getByText(bookingMessages.toArrange, { exact: true })).toBeVisible();
  await expect(page.getByText('Our office will call you within 1-2 business hours to arrange it.', { exact: false })).toBeVisible();

  const found = (await (await page.request.get(`/api/booking?limit=5&q=${encodeURIComponent(name)}`)).json()) as { bookings: { _id: string; toArrange: boolean }[] };
  expect(found.bookings[0]?.toArrange).toBe(true);
  await page.goto(pathTo('showBooking', { id: found.bookings[0]?._id ?? '' }));
  await expect(page.getByText(`${availabilityTexts.toArrangeLabel}: nobody on staff does this service`)).toBeVisible();
  await page.goto(`${adminBasePath}/schedule?view=day&date=${monday}`);
  const unassigned = page.getByRole('region', { name: /Unassigned/ });
  await expect(unassigned.getByRole('button', { name: new RegExp(name) })).toContainText(availabilityTexts.toArrangeLabel);
});

test('a full day names the next days with free times, and choosing one offers its times', async ({ page }) => {
  // Two-hour visits at 08:00, 10:00, 12:00 and 14:00 fill the technician's 08:00-17:00 Monday.
  for (const time of ['08:00', '10:00', '12:00', '14:00']) expect((await book(page.request, `Full Day ${time} ${stamp}`, theirService, monday, time)).toArrange).toBe(false);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const form = await openForm(page, theirService, monday);
    await expect(form.getByText(availabilityTexts.dayFull)).toBeVisible();
    const nextDays = form.getByRole('group', { name: availabilityTexts.nextFree });
    await expect(nextDays.getByRole('button')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await nextDays.getByRole('button', { name: formatDay(tuesday) }).click();
    await expect(form.getByLabel('Preferred Date')).toHaveValue(tuesday);
    // 16:00 would run past the day's end: it is not offered, not called taken.
    await expect(form.getByRole('button', { name: '3:00 PM', exact: true })).toBeEnabled();
    await expect(form.getByRole('button', { name: /^4:00 PM/ })).toHaveCount(0);
  }
});

test('time off is shaded on the board by day and by week, and its times are not offered', async ({ page }) => {
  const partOfDay = await page.request.post(`/api/staff/${technicianId}/time-off`, { data: { from: tuesday, start: '13:00', end: '15:00', reason: 'training' } });
  expect(partOfDay.status()).toBe(201);
  expect((await page.request.post(`/api/staff/${technicianId}/time-off`, { data: { from: wednesday, reason: 'leave' } })).status()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${adminBasePath}/schedule?view=day&date=${tuesday}`);
  const row = page.locator(`[data-drop-row="${technicianId}"]`);
  await expect(row.getByText('Off: Training 1:00 PM-3:00 PM')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page.locator(`[data-drop-cell="${technicianId}/${wednesday}"]`).getByText('Off: Leave')).toBeVisible();
  await expect(page.locator(`[data-drop-cell="${technicianId}/${tuesday}"]`).getByText('Off: Training 1:00 PM-3:00 PM')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);

  const form = await openForm(page, theirService, tuesday);
  await expect(form.getByRole('button', { name: '10:00 AM', exact: true })).toBeEnabled();
  // A two-hour visit at 12:00 or 14:00 would run into the training.
  await expect(form.getByRole('button', { name: /^12:00 PM/ })).toHaveCount(0);
  await expect(form.getByRole('button', { name: /^2:00 PM/ })).toHaveCount(0);
});

test('a technician adds their own time off and asks for other hours from a phone; the office sees both on the Staff page and approves the hours', async ({ browser, page: office }) => {
  const email = `yemi-${stamp}@example.com`;
  const name = `Yemi Rota${stamp}`;
  const yemi = await inviteTechnician(office.request, { firstname: 'Yemi', lastname: `Rota${stamp}`, email, services: ['Home Appliance Repair'] });
  try {
    // Yemi chooses a password on their own phone: the invitation's link signs that phone in, never the office's browser.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    expect((await phone.request.patch(`/api/auth/reset/${yemi.token}`, { data: { password: 'yemi-password' } })).status()).toBe(200);
    const page = await phone.newPage();
    await page.goto('/my-day');
    await page.getByRole('link', { name: 'My time off and hours' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My time off and hours' })).toBeVisible();
    await expectNoAxeViolations(page);

    const away = addDays(monday, 14);
    await page.getByLabel('First day').fill(away);
    await page.getByLabel('Reason').selectOption('training');
    await page.getByRole('button', { name: 'Add time off' }).click();
    await expect(page.getByText(`Training: ${formatDay(away)}`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Saturday' }).uncheck();
    await page.getByRole('button', { name: 'Ask for these hours' }).click();
    await expect(page.getByText('Waiting for the office:')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    await phone.close();

    for (const width of [1280, 375]) {
      await office.setViewportSize({ width, height: 900 });
      await office.goto(pathTo('adminStaff'));
      const card = office.getByRole('listitem').filter({ has: office.getByRole('heading', { name }) });
      await expect(card.getByText('Asks to work:')).toBeVisible();
      await card.getByRole('button', { name: 'Time off' }).click();
      // The office may take it off again.
      await expect(card.getByRole('button', { name: `Remove Training: ${formatDay(away)}` })).toBeVisible();
      await expectNoAxeViolations(office);
    }
    const card = office.getByRole('listitem').filter({ has: office.getByRole('heading', { name }) });
    await card.getByRole('button', { name: `Approve these hours for ${name}` }).click();
    await expect(card.getByText('Asks to work:')).toHaveCount(0);
    await expect(card.getByText(/Mon Tue Wed Thu Fri$/)).toBeVisible();
  } finally {
    await deactivate(office.request, [yemi.id]);
  }
});
