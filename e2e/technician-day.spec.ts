import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { adminBasePath } from '../contracts/pages';
import { expectNoAxeViolations } from './axe';
import { demoAccount } from './demo-admin';
import { mailsTo, mailTo } from './mailbox';
import { daysFromToday, deactivate, everyDayAllDay, inviteTechnician } from './technicians';
import { lagosClock } from '../contracts/lagos-time';
import sharp from 'sharp';

// A whole working day on a phone, with a dropped connection, on a machine shared with other work.
test.describe.configure({ timeout: 240_000 });

test("a technician's day on a 375 px phone: in order, call, chat, map, on my way, and arrived and done kept through a dropped connection and sent once", { tag: '@journey' }, async ({ browser }) => {
  const stamp = Date.now();
  const admin = await browser.newContext();
  expect((await admin.request.post('/api/auth/login', { data: demoAccount('admin') })).status()).toBe(200);
  const email = `tech-${stamp}@example.com`;
  const technician = await inviteTechnician(admin.request, { firstname: 'Tobi', lastname: `Phone${stamp}`, email, services: ['Embedded Systems'], workingHours: everyDayAllDay });

  try {
    const today = lagosClock().day;
    const customers = [`first-${stamp}@example.com`, `second-${stamp}@example.com`];
    const visits: string[] = [];
    for (const [index, customer] of customers.entries()) {
      const booked = await admin.request.post('/api/booking', {
        data: {
          name: `Customer ${index ? 'Second' : 'First'} ${stamp}`,
          phone: '0803 123 45' + String(index).padStart(2, '0'),
          email: customer,
          service: 'Embedded Systems',
          date: daysFromToday(30),
          time: '09:00',
          address: `${index + 1} Ring Road, Challenge, Ibadan`,
        },
      });
      expect(booked.status()).toBe(201);
      const { _id: id } = (await booked.json()) as { _id: string };
      // The office puts both on today's list, the second one earlier in the day.
      const placed = await admin.request.patch(`/api/booking/${id}/schedule`, { data: { date: today, time: index ? '00:30' : '02:00', technicianId: technician.id, durationMinutes: 60 } });
      expect(placed.status()).toBe(200);
      visits.push(id);
    }

    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await page.goto(technician.link);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Password', { exact: true }).fill('tobi-password');
    await page.getByLabel('Confirm Password').fill('tobi-password');
    await page.getByRole('button', { name: 'Set my password' }).click();
    // The new password signs the technician in, onto their day.
    await expect(page).toHaveURL(/\/my-day$/);
    await expect(page.getByRole('heading', { level: 1, name: /^My day:/ })).toBeVisible();
    // The day's address, opened signed out, asks to sign in in place.
    await phone.clearCookies();
    await page.goto('/my-day');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('tobi-password');
    await page.getByRole('button', { name: /log ?in/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^My day:/ })).toBeVisible();

    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole('heading')).toHaveText(`Customer Second ${stamp}`);
    await expect(cards.nth(1).getByRole('heading')).toHaveText(`Customer First ${stamp}`);
    const first = cards.nth(0);
    await expect(first.getByText('2 Ring Road, Challenge, Ibadan', { exact: true })).toBeVisible();
    await expect(first.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:08031234501');
    await expect(first.getByRole('link', { name: /^Chat/ })).toHaveAttribute('href', 'https://wa.me/2348031234501');
    await expect(first.getByRole('link', { name: /^Map/ })).toHaveAttribute('href', /google\.com\/maps\/search\/\?api=1&query=2%20Ring%20Road/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    await first.getByRole('button', { name: 'On my way' }).click();
    await expect(first.getByRole('link', { name: 'Tell them on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/2348031234501\?text=Hello/);
    const onWay = await mailTo(customers[1] ?? '', 'Your technician is on the way');
    expect(onWay.text).toContain(`Tobi Phone${stamp}`);

    // The network drops: what is pressed is kept on the phone.
    await phone.setOffline(true);
    await expect(page.getByText('No network.')).toBeVisible();
    await first.getByRole('button', { name: 'Arrived' }).click();
    await expect(first.getByText('Arrived: not sent yet.', { exact: false })).toBeVisible();
    await first.getByLabel('What was done (note for the office)').fill('Reflashed the controller; board dried out.');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#15803d' } })
      .jpeg()
      .toBuffer();
    await first.getByLabel(/^Photos/).setInputFiles({ name: 'board.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(first.getByLabel(/^Photos \(1 of/)).toBeVisible();
    await first.getByRole('button', { name: 'Done' }).click();
    await expect(first.getByText('Arrived, Done: not sent yet.', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('brightwire.visit-outbox.v1') ?? '[]').length)).toBe(2);
    await expectNoAxeViolations(page);

    // The network returns: both are sent, in order, once.
    await phone.setOffline(false);
    await expect(first.getByText('Done. Thank you.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('not sent yet', { exact: false })).toHaveCount(0);
    await mailTo(customers[1] ?? '', 'Thank you for choosing Brightwire Electrical & Automation');

    // An answer lost on the way back: the server did the work, the phone sends it again with the same key.
    const second = cards.nth(1);
    await page.route(
      '**/api/schedule/mine/*/progress',
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await second.getByRole('button', { name: 'On my way' }).click();
    await expect(second.getByText('On my way: not sent yet.', { exact: false })).toBeVisible();
    await mailTo(customers[0] ?? '', 'Your technician is on the way');
    await phone.setOffline(true);
    await phone.setOffline(false);
    await expect(second.getByText('not sent yet', { exact: false })).toHaveCount(0, { timeout: 20_000 });

    const done = (await (await admin.request.get(`/api/booking/${visits[1]}`)).json()) as { status: string; visit: { note: string; photos: string[]; arrivedAt: string } };
    expect(done).toMatchObject({ status: 'completed', visit: { note: 'Reflashed the controller; board dried out.' } });
    expect(done.visit.photos).toHaveLength(1);
    for (const customer of customers) expect(mailsTo(customer).filter((mail) => mail.subject === 'Your technician is on the way')).toHaveLength(1);
    expect(mailsTo(customers[1] ?? '').filter((mail) => mail.subject.startsWith('Thank you for choosing'))).toHaveLength(1);

    // The office sees the notes and the photo on the booking, and can make the quote from it.
    const office = await admin.newPage();
    await office.goto(`${adminBasePath}/show-booking/${visits[1]}`);
    await expect(office.getByText('Reflashed the controller; board dried out.')).toBeVisible({ timeout: 20_000 });
    await expect(office.getByRole('img', { name: 'Photo 1 from the visit' })).toBeVisible();
    await expect(office.getByRole('link', { name: 'Make a quote' })).toBeVisible();
    await expectNoAxeViolations(office);
    await phone.close();
  } finally {
    await deactivate(admin.request, [technician.id]);
    await admin.close();
  }
});
