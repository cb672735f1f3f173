import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { company } from '../contracts/company';
import { pathTo } from '../contracts/pages';
import { expectNoAxeViolations } from './axe';
import { demoAccount } from './demo-admin';
import { linkIn, mailTo } from './mailbox';
import { deactivate } from './technicians';

// Two invitations mailed and followed, each page checked with axe, on a machine shared with other work.
test.describe.configure({ timeout: 90_000 });

const stamp = Date.now();
const people = [
  { role: 'technician', width: 375, subject: `Your visits with ${company.name}, on your phone`, lands: pathTo('technicianDay'), heading: /^My day:/ },
  { role: 'admin', width: 1280, subject: `You are invited to ${company.name}'s back office`, lands: pathTo('dashboard'), heading: 'Dashboard' },
] as const;

for (const person of people) {
  test(`a new ${person.role} who chooses a password on the invitation's page is signed in and lands on their own page, at ${person.width} px`, async ({ browser }) => {
    const office = await browser.newContext();
    expect((await office.request.post('/api/auth/login', { data: demoAccount('admin') })).status()).toBe(200);
    const email = `welcome-${person.role}-${stamp}@example.com`;
    const invited = await office.request.post('/api/staff', { data: { firstname: 'Yemi', lastname: `Welcome${stamp}`, email, phone: '08039990001', role: person.role } });
    expect(invited.status()).toBe(201);
    const { _id: id } = (await invited.json()) as { _id: string };
    try {
      const context = await browser.newContext({ viewport: { width: person.width, height: 812 } });
      const page = await context.newPage();
      await page.goto(linkIn(await mailTo(email, person.subject), '/welcome'));
      await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${company.name}` })).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill('yemi-password');
      await page.getByLabel('Confirm Password').fill('yemi-password');
      await page.getByRole('button', { name: 'Set my password' }).click();
      await expect(page).toHaveURL(new RegExp(`${person.lands}$`));
      await expect(page.getByRole('heading', { level: 1, name: person.heading })).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    } finally {
      await deactivate(office.request, [id]);
      await office.close();
    }
  });
}
