import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { z } from 'zod';
import { lagosClock } from '../contracts/lagos-time';
import { newInvoicePath } from '../contracts/pages';
import { productSchema } from '../contracts/products.schemas';
import { expectNoAxeViolations } from './axe';
import { demoAccount } from './demo-admin';
import { daysFromToday, deactivate, everyDayAllDay, inviteTechnician } from './technicians';

test.describe.configure({ timeout: 240_000 });

test('a technician on a 375 px phone adds the parts used with no network; they leave the stock once and start the booking’s invoice at 1280 px', async ({ browser }) => {
  const stamp = Date.now();
  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  expect((await admin.request.post('/api/auth/login', { data: demoAccount('admin') })).status()).toBe(200);
  const email = `parts-${stamp}@example.com`;
  const technician = await inviteTechnician(admin.request, { firstname: 'Sola', lastname: `Parts${stamp}`, email, services: ['Embedded Systems'], workingHours: everyDayAllDay });
  try {
    const products = z.array(productSchema).parse(await (await admin.request.get('/api/products')).json());
    const part = products.find((product) => !product.soldOut && product.category === 'switches-and-sockets');
    if (!part) throw new Error('no switch or socket in the demo shop');
    expect((await admin.request.post(`/api/products/${part._id}/stock`, { data: { reason: 'counted', quantity: 40 } })).status()).toBe(200);

    const booked = await admin.request.post('/api/booking', {
      data: {
        name: `Parts Customer ${stamp}`,
        phone: '0803 123 4599',
        email: `parts-customer-${stamp}@example.com`,
        service: 'Embedded Systems',
        date: daysFromToday(30),
        time: '09:00',
        address: '9 Ring Road, Ibadan',
      },
    });
    expect(booked.status()).toBe(201);
    const { _id: visitId } = (await booked.json()) as { _id: string };
    const placed = await admin.request.patch(`/api/booking/${visitId}/schedule`, { data: { date: lagosClock().day, time: '01:00', technicianId: technician.id, durationMinutes: 60 } });
    expect(placed.status()).toBe(200);

    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await page.goto(technician.link);
    await page.getByLabel('Password', { exact: true }).fill('sola-password');
    await page.getByLabel('Confirm Password').fill('sola-password');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^My day:/ })).toBeVisible();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: `Parts Customer ${stamp}` }) });
    await card.getByRole('button', { name: 'On my way' }).click();
    await card.getByRole('button', { name: 'Arrived' }).click();
    const finish = card.getByRole('form', { name: `Finish the visit to Parts Customer ${stamp}` });
    await finish.getByLabel('Find a part by name').fill(part.name.split(' ').slice(0, 2).join(' '));
    await finish.getByRole('button', { name: `Add ${part.name}`, exact: true }).click();
    await finish.getByLabel(`How many ${part.name}`).fill('3');
    await expectNoAxeViolations(page);

    // The network drops: the report and its parts wait on the phone, then go once.
    await phone.setOffline(true);
    await finish.getByLabel('What was done (note for the office)').fill('Replaced the faulty switches.');
    await finish.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText('Done: not sent yet.', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('brightwire.visit-outbox.v1') ?? '[]')[0]?.parts)).toEqual([{ productId: part._id, quantity: 3 }]);
    await phone.setOffline(false);
    await expect(card.getByText('Done. Thank you.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('not sent yet', { exact: false })).toHaveCount(0);

    const stock = (await (await admin.request.get(`/api/products/${part._id}/stock`)).json()) as { onHand: number; movements: { reason: string; change: number }[] };
    expect(stock.onHand).toBe(37);
    expect(stock.movements.filter((movement) => movement.reason === 'used')).toEqual([expect.objectContaining({ change: -3 })]);

    // The office's invoice from the booking starts with the part as a line it may still change.
    const office = await admin.newPage();
    await office.goto(newInvoicePath({ fromBooking: visitId }));
    await expect(
      office
        .getByRole('main')
        .getByRole('textbox', { name: /description/i })
        .first(),
    ).toHaveValue(part.name);
    await expectNoAxeViolations(office);
    await phone.close();
  } finally {
    await deactivate(admin.request, [technician.id]);
    await admin.close();
  }
});
