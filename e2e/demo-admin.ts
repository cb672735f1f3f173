import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** scripts/e2e-server.mjs starts the server with DATA_DIR=.e2e-data, where the demo seed writes its accounts. */
const accountsFile = path.join('.e2e-data', 'demo-accounts.txt');

function demoAdmin(): { email: string; password: string } {
  const line = /^Demo admin:\s+(\S+) \/ (\S+)$/m.exec(readFileSync(accountsFile, 'utf8'));
  if (!line?.[1] || !line[2]) throw new Error(`No demo admin line in ${accountsFile}`);
  return { email: line[1], password: line[2] };
}

/** Signs the page in as the demo admin; the page's request context shares its cookies. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: demoAdmin() });
  expect(response.status()).toBe(200);
}
