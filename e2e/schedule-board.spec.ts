import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, formatDay, formatTime } from '../contracts/lagos-time';
import { adminBasePath } from '../contracts/pages';
import { waitForOfficePageInUse } from './demo-admin';
import { expectNoAxeViolations } from './axe';
import { mailTo } from './mailbox';
import { signedInAs, test } from './sessions';
import { deactivate, inviteTechnician, mondayFromToday } from './technicians';

signedInAs('admin');
// Each journey drags, waits for mail and runs axe on a machine shared with other work.
test.describe.configure({ timeout: 90_000 });

const stamp = Date.now();
const monday = mondayFromToday(14);
const services = ['Low RPM Alternator'];
let technicians: { ade: string; bisi: string };

async function book(request: APIRequestContext, name: string, email: string, service: string, time: string, date = monday) {
  const response = await request.post('/api/booking', { data: { name, phone: '08031230000', email, service, date, time, address: `${name.length} Ring Road, Challenge, Ibadan` } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { _id: string; technician: { _id: string } | null };
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const { demoAccount } = await import('./demo-admin');
  expect((await page.request.post('/api/auth/login', { data: demoAccount('admin') })).status()).toBe(200);
  const ade = await inviteTechnician(page.request, { firstname: 'Adeola', lastname: `Board${stamp}`, email: `ade-${stamp}@example.com`, services });
  const bisi = await inviteTechnician(page.request, { firstname: 'Bisi', lastname: `Board${stamp}`, email: `bisi-${stamp}@example.com`, services });
  technicians = { ade: ade.id, bisi: bisi.id };
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  const { demoAccount } = await import('./demo-admin');
  await page.request.post('/api/auth/login', { data: demoAccount('admin') });
  await deactivate(page.request, [technicians.ade, technicians.bisi]);
  await page.close();
});

test('the office assigns and moves visits on the day board by mouse drag, and a clash is refused with its reason', async ({ page }) => {
  const waitingEmail = `waiting-${stamp}@example.com`;
  // A visit of theirs the office has not given anyone yet (the board only lets it go to someone who does the service).
  const waiting = await book(page.request, `Waiting Customer ${stamp}`, waitingEmail, 'Low RPM Alternator', '09:00');
  expect((await page.request.patch(`/api/booking/${waiting._id}/schedule`, { data: { date: monday, time: '09:00', technicianId: null } })).status()).toBe(200);
  const first = await book(page.request, `Alternator First ${stamp}`, `first-${stamp}@example.com`, 'Low RPM Alternator', '10:00');
  const second = await book(page.request, `Alternator Second ${stamp}`, `second-${stamp}@example.com`, 'Low RPM Alternator', '10:00');
  expect([first.technician?._id, second.technician?._id].sort()).toEqual([technicians.ade, technicians.bisi].sort());

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${adminBasePath}/schedule?view=day&date=${monday}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.getByText(formatDay(monday), { exact: true }).first()).toBeVisible();
  const unassigned = page.getByRole('region', { name: /Unassigned/ });
  const waitingCard = unassigned.getByRole('button', { name: new RegExp(`Waiting Customer ${stamp}`) });
  await expect(waitingCard).toBeVisible();
  await expectNoAxeViolations(page);

  // Drag the waiting visit onto Adeola's row, over the 13:00 column.
  const adeRow = page.locator(`[data-drop-row="${technicians.ade}"]`);
  const box = await adeRow.boundingBox();
  if (!box) throw new Error('no row for Adeola');
  await waitingCard.dragTo(adeRow, { targetPosition: { x: (box.width * 6.5) / 12, y: box.height / 2 } });
  await expect(adeRow.getByRole('button', { name: new RegExp(`Waiting Customer ${stamp}.*1:00 PM`) })).toBeVisible();
  await expect(unassigned.getByRole('button', { name: new RegExp(`Waiting Customer ${stamp}`) })).toHaveCount(0);
  const moved = await mailTo(waitingEmail, `Your visit is now on ${formatDay(monday)} at ${formatTime('13:00')}`);
  expect(moved.text).toContain(`Your technician: Adeola Board${stamp}.`);
  expect(moved.attachments.map((attachment) => attachment.filename)).toContain('booking.ics');

  // Bisi's 10:00 visit dragged onto Adeola at 10:00, where Adeola already has one: refused, with the reason.
  const bisiVisit = page.locator(`[data-drop-row="${technicians.bisi}"]`).getByRole('button', { name: /Alternator/ });
  await bisiVisit.dragTo(adeRow, { targetPosition: { x: (box.width * 3.5) / 12, y: box.height / 2 } });
  await expect(page.getByText('That technician already has a visit then').first()).toBeVisible();
  await expect(page.locator(`[data-drop-row="${technicians.bisi}"]`).getByRole('button', { name: /Alternator/ })).toBeVisible();

  const sheet = await page.request.get((await page.getByRole('link', { name: `Day sheet (PDF) of Adeola Board${stamp}` }).getAttribute('href')) ?? '');
  expect(sheet.headers()['content-type']).toBe('application/pdf');
});

test('the office moves a visit with the keyboard alone, and drags one to another day on the week board', async ({ page }) => {
  const email = `keyboard-${stamp}@example.com`;
  const visit = await book(page.request, `Keyboard Customer ${stamp}`, email, 'Low RPM Alternator', '15:00');
  const owner = visit.technician?._id === technicians.ade ? 'Adeola' : 'Bisi';
  const other = owner === 'Adeola' ? 'Bisi' : 'Adeola';

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${adminBasePath}/schedule?view=day&date=${monday}`);
  const card = page.getByRole('button', { name: new RegExp(`Keyboard Customer ${stamp}`) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  // The server drew the board; its cards answer once the page's code has taken it over.
  await expect(card).toBeEnabled();
  // Tab reaches the card; Enter opens its form; Tab moves through the fields.
  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: new RegExp(`Keyboard Customer ${stamp}`) });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // The dialog's first control takes the focus; the form's fields follow in Tab order.
  await expect(dialog.getByRole('link', { name: 'Open the booking' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Date')).toBeFocused();
  await dialog.getByLabel('Time').fill('16:00');
  await dialog.getByLabel('Technician').focus();
  const otherId = other === 'Adeola' ? technicians.ade : technicians.bisi;
  // Each technician is listed with whether they can take it; at 16:00 the usual two hours run past their day.
  await expect(dialog.getByRole('option', { name: `${other} Board${stamp} (off)` })).toBeAttached();
  await dialog.getByLabel('Technician').selectOption(otherId);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Length (minutes)')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('60');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save the new time' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-drop-row="${otherId}"]`).getByRole('button', { name: new RegExp(`Keyboard Customer ${stamp}.*4:00 PM to 5:00 PM`) })).toBeVisible();
  await mailTo(email, `Your visit is now on ${formatDay(monday)} at ${formatTime('16:00')}`);

  await page.getByRole('button', { name: 'Week' }).click();
  const tuesday = new Date(`${monday}T12:00:00Z`);
  tuesday.setUTCDate(tuesday.getUTCDate() + 1);
  const nextDay = tuesday.toISOString().slice(0, 10);
  const weekCard = page.getByRole('button', { name: new RegExp(`Keyboard Customer ${stamp}`) });
  await weekCard.dragTo(page.locator(`[data-drop-cell="${otherId}/${nextDay}"]`));
  await expect(page.locator(`[data-drop-cell="${otherId}/${nextDay}"]`).getByRole('button', { name: new RegExp(`Keyboard Customer ${stamp}`) })).toBeVisible();
  await mailTo(email, `Your visit is now on ${formatDay(nextDay)} at ${formatTime('16:00')}`);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
});

test('the day board opened by its address draws each visit at its hour, under the hour lines, at 375 and 1280 px', async ({ page }) => {
  const wednesday = addDays(monday, 2);
  for (const [name, time] of [
    [`Nine O'Clock ${stamp}`, '09:00'],
    [`Ten O'Clock ${stamp}`, '10:00'],
  ] as const) {
    const { _id: id } = await book(page.request, name, `${time.slice(0, 2)}-${stamp}@example.com`, 'Low RPM Alternator', time, wednesday);
    const placed = await page.request.patch(`/api/booking/${id}/schedule`, { data: { date: wednesday, time, technicianId: technicians.ade, durationMinutes: 60 } });
    expect(placed.status()).toBe(200);
  }
  const row = page.locator(`[data-drop-row="${technicians.ade}"]`);
  const boxOf = async (locator: ReturnType<typeof page.locator>) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not drawn');
    return box;
  };

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // A full page load, as a refresh or a bookmark: the server draws the board, and its policy refuses style attributes.
    const drawn = await page.goto(`${adminBasePath}/schedule?view=day&date=${wednesday}`);
    expect((await drawn?.text())?.match(/<[^<>]*\sstyle="[^"]*"/g) ?? []).toEqual([]);
    await waitForOfficePageInUse(page);
    const nine = row.getByRole('button', { name: new RegExp(`Nine O'Clock ${stamp}`) });
    const ten = row.getByRole('button', { name: new RegExp(`Ten O'Clock ${stamp}`) });
    await expect(ten).toBeVisible();
    await expect(row.locator('[data-hour-line]')).toHaveCount(12);
    const [nineBox, tenBox, nineLine, tenLine, elevenLine, rowBox, tenHeading] = await Promise.all([
      boxOf(nine),
      boxOf(ten),
      boxOf(row.locator('[data-hour-line="09:00"]')),
      boxOf(row.locator('[data-hour-line="10:00"]')),
      boxOf(row.locator('[data-hour-line="11:00"]')),
      boxOf(row),
      boxOf(page.getByRole('columnheader', { name: '10:00', exact: true })),
    ]);
    // Twelve hour lines across the row, an hour apart, and each visit starting on its own hour's line.
    expect(tenLine.x - nineLine.x).toBeCloseTo(rowBox.width / 12, 0);
    expect(nineBox.x).toBeCloseTo(nineLine.x, 0);
    expect(tenBox.x).toBeCloseTo(tenLine.x, 0);
    expect(nineBox.x + nineBox.width).toBeLessThanOrEqual(tenBox.x + 1);
    expect(tenBox.x + tenBox.width).toBeCloseTo(elevenLine.x, 0);
    // The hour's heading stands on its line (a border's width either way).
    expect(Math.abs(tenHeading.x - tenLine.x)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
  }
});
