import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
/** Separate folders (and ports) let two runs go side by side without wiping each other's server. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.e2e-data';
/** The company's account for bank transfers, set on the server so quotes, invoices and their PDFs show it. */
export const e2eBankDetails = { bank: 'Zenith Bank', accountName: 'Brightwire Electrical and Automation Ltd', accountNumber: '1012345678', tin: '12345678-0001' };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The sign-in limits are the production ones: only failed guesses count, and a journey makes few.
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: 'warn',
      BANK_NAME: e2eBankDetails.bank,
      BANK_ACCOUNT_NAME: e2eBankDetails.accountName,
      BANK_ACCOUNT_NUMBER: e2eBankDetails.accountNumber,
      COMPANY_TIN: e2eBankDetails.tin,
      // Every spec books and writes from this one address within the hour, well past the 30 a visitor may send;
      // the limit itself is tested on the server (contact.test.ts, client-address.test.ts).
      FORM_LIMIT_PER_IP: '1000',
    },
  },
});
