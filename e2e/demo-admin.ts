import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';

/** scripts/e2e-server.mjs starts the server with this DATA_DIR, where the demo seed writes its accounts. */
const accountsFile = path.join(e2eDataDir, 'demo-accounts.txt');

export type DemoRole = 'admin' | 'customer';

/** The demo seed's sign-in details for one of its two accounts. */
export function demoAccount(role: DemoRole): { email: string; password: string } {
  const label = role === 'admin' ? 'Demo admin' : 'Demo customer';
  const line = new RegExp(`^${label}:\\s+(\\S+) / (\\S+)$`, 'm').exec(readFileSync(accountsFile, 'utf8'));
  if (!line?.[1] || !line[2]) throw new Error(`No ${label} line in ${accountsFile}`);
  return { email: line[1], password: line[2] };
}

/** Signs the page in as the demo admin; the page's request context shares its cookies. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: demoAccount('admin') });
  expect(response.status()).toBe(200);
}

/**
 * Waits until a back-office page the server drew has been taken over by its code. Until then its controls wait,
 * disabled, and its links are held (web/page-life, "The back office"); a person cannot use them, and a test that
 * acts on them through a way that skips Playwright's checks (a file, the keyboard, axe) would act too early.
 */
export async function waitForOfficePageInUse(page: Page): Promise<void> {
  await expect(page.locator('main > fieldset[disabled]')).toHaveCount(0);
}
