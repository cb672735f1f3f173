import { expect, type Page } from '@playwright/test';
import { test } from './visitor-address';
import sharp from 'sharp';
import { adminBasePath } from '../contracts/pages';
import { lagosClock } from '../contracts/lagos-time';
import { expectNoAxeViolations } from './axe';
import { demoAccount } from './demo-admin';
import { daysFromToday, deactivate, everyDayAllDay, inviteTechnician } from './technicians';

// A day on a phone that loses the network, reloads and starts again from the home screen, on a shared machine.
test.describe.configure({ timeout: 240_000 });

const outboxKey = 'brightwire.visit-outbox.v1';
const photoOf = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The worker has kept the page and every asset it loaded: the phone may now lose the network. */
async function keptForOffline(page: Page) {
  await page.waitForFunction(async () => {
    const cache = await caches.open('brightwire-my-day-v1');
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.startsWith('/assets/'));
    const kept = await Promise.all(assets.map((name) => cache.match(name)));
    return Boolean(await cache.match('/my-day')) && kept.every(Boolean);
  });
}

test("a technician's day opens with no network, with its age and the next day; what is pressed offline keeps its moment; photos can be taken back", async ({ browser }) => {
  const stamp = Date.now();
  const admin = await browser.newContext();
  expect((await admin.request.post('/api/auth/login', { data: demoAccount('admin') })).status()).toBe(200);
  const email = `offline-${stamp}@example.com`;
  const technician = await inviteTechnician(admin.request, { firstname: 'Kunle', lastname: `Offline${stamp}`, email, services: ['Low RPM Alternator'], workingHours: everyDayAllDay });

  try {
    const today = lagosClock().day;
    const tomorrow = daysFromToday(1);
    const place = async (name: string, date: string) => {
      const booked = await admin.request.post('/api/booking', {
        data: { name, phone: '0803 123 4599', email: `customer-${stamp}@example.com`, service: 'Low RPM Alternator', date: daysFromToday(30), time: '09:00', address: '9 Dugbe Road, Ibadan' },
      });
      expect(booked.status()).toBe(201);
      const { _id: id } = (await booked.json()) as { _id: string };
      expect((await admin.request.patch(`/api/booking/${id}/schedule`, { data: { date, time: '01:00', technicianId: technician.id, durationMinutes: 60 } })).status()).toBe(200);
      return id;
    };
    const todays = await place(`Today Customer ${stamp}`, today);
    await place(`Tomorrow Customer ${stamp}`, tomorrow);

    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    expect((await phone.request.patch(`/api/auth/reset/${technician.token}`, { data: { password: 'kunle-password' } })).status()).toBe(200);
    expect((await phone.request.post('/api/auth/login', { data: { email, password: 'kunle-password' } })).status()).toBe(200);
    const page = await phone.newPage();
    await page.goto('/my-day');
    await expect(page.getByRole('heading', { level: 1, name: /^My day:/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Today Customer ${stamp}` })).toBeVisible();
    await expect(page.getByText(/^As of .* \(just now\)\.$/)).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/my-day.webmanifest');
    await keptForOffline(page);
    // Tomorrow was fetched with today, without being asked for.
    await page.waitForFunction((date) => Object.keys(localStorage).some((key) => key.startsWith('brightwire.signed-in.my-day.') && key.endsWith(date)), tomorrow);
    await expectNoAxeViolations(page);

    // No network at all, and the page is opened again (a reload, a start from the home screen).
    await phone.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^My day:/ })).toBeVisible();
    await expect(page.getByText('No network.', { exact: false })).toBeVisible();
    await expect(page.getByText(/^Not up to date\. As of /)).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: `Today Customer ${stamp}` }) });
    await expect(card.getByText('9 Dugbe Road, Ibadan', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:08031234599');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    // The next day and back, still offline.
    await page.getByRole('link', { name: 'Next day' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Tomorrow Customer ${stamp}` })).toBeVisible();
    await expect(page.getByText(/^Not up to date\. As of /)).toBeVisible();
    await page.getByRole('link', { name: 'Previous day' }).click();
    await expect(card).toBeVisible();

    // The visit, pressed step by step with no network.
    await card.getByRole('button', { name: 'On my way' }).click();
    await card.getByRole('button', { name: 'Arrived' }).click();
    await card.getByLabel('What was done (note for the office)').fill('Alternator bearings worn: a quote for new ones is needed.');
    await card.getByLabel(/^Photos/).setInputFiles([
      { name: 'alternator.jpg', mimeType: 'image/jpeg', buffer: await photoOf('#1d4ed8') },
      { name: 'blurred.jpg', mimeType: 'image/jpeg', buffer: await photoOf('#9ca3af') },
    ]);
    const thumbnails = card.getByRole('list', { name: 'Photos to send' }).getByRole('img');
    await expect(thumbnails).toHaveCount(2);
    await card.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect(thumbnails).toHaveCount(1);
    await expect(card.getByLabel(/^Photos \(1 of/)).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByLabel('Needs a quote or follow-up').check();
    await card.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText('On my way, Arrived, Done: not sent yet.', { exact: false })).toBeVisible();
    const pressed = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { step: string; madeAt: string; photos: string[] }[]).map(({ step, madeAt, photos }) => ({ step, madeAt, photos: photos.length })),
      outboxKey,
    );
    expect(pressed.map(({ step, photos }) => [step, photos])).toEqual([
      ['on_way', 0],
      ['arrived', 0],
      ['done', 1],
    ]);
    await expect(card.getByText('Done. Thank you.')).toBeVisible();

    // The network returns: each step is stored at the moment it was pressed, not when it arrived.
    await phone.setOffline(false);
    await expect(page.getByText('not sent yet', { exact: false })).toHaveCount(0, { timeout: 30_000 });
    const stored = (await (await admin.request.get(`/api/booking/${todays}`)).json()) as {
      status: string;
      visit: { onWayAt: string; arrivedAt: string; doneAt: string; photos: string[]; followUp: boolean };
    };
    expect(stored.status).toBe('completed');
    expect([stored.visit.onWayAt, stored.visit.arrivedAt, stored.visit.doneAt]).toEqual(pressed.map(({ madeAt }) => madeAt));
    expect(stored.visit.photos).toHaveLength(1);
    expect(stored.visit.followUp).toBe(true);

    // The office is told: the visit is on its dashboard's follow-up list.
    const office = await admin.newPage();
    await office.setViewportSize({ width: 1280, height: 900 });
    await office.goto(`${adminBasePath}/dashboard`);
    const followUps = office.locator('section').filter({ has: office.getByRole('heading', { level: 2, name: 'Visits to follow up' }) });
    await expect(followUps.getByRole('link', { name: `Today Customer ${stamp}` })).toBeVisible({ timeout: 20_000 });
    await expect(followUps.getByText('Alternator bearings worn', { exact: false })).toBeVisible();
    await expectNoAxeViolations(office);

    // Signing out forgets the kept days on this phone.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('brightwire.signed-in.')))).toEqual([]);
    await phone.close();
  } finally {
    await deactivate(admin.request, [technician.id]);
    await admin.close();
  }
});
