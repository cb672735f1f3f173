import { defineConfig } from '@playwright/test';

/**
 * The suite runs on several workers, each with a server and a data folder of its own: a spec never shares
 * its database, mailbox or rate-limit counters with a spec running beside it. Playwright loads this file in
 * its runner (which starts every worker's server) and again in each worker, where TEST_PARALLEL_INDEX says
 * which of the servers is that worker's.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const firstPort = Number(process.env.E2E_PORT ?? 3210);
const dataDirRoot = process.env.E2E_DATA_DIR ?? '.e2e-data';
const serverOf = (index: number) => ({ port: firstPort + index, baseURL: `http://127.0.0.1:${firstPort + index}`, dataDir: `${dataDirRoot}-${index}` });
const mine = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** This worker's server's data folder: its demo accounts and the mailbox of its SMTP receiver. */
export const e2eDataDir = mine.dataDir;
/** The company's account for bank transfers, set on the server so quotes, invoices and their PDFs show it. */
export const e2eBankDetails = { bank: 'Zenith Bank', accountName: 'Brightwire Electrical and Automation Ltd', accountNumber: '1012345678', tin: '12345678-0001' };

/** The WhatsApp settings of the servers (their API is e2e-server.mjs's stand-in): a spec signs Meta's webhooks with the app secret. */
export const e2eWhatsApp = { token: 'e2e-token', phoneNumberId: '106540352242922', appSecret: 'e2e-meta-app-secret', verifyToken: 'e2e-verify-token-16' };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers,
  forbidOnly: Boolean(process.env.CI),
  // One retry, with the trace of the failed try kept: a test that passes only on its retry is listed as flaky.
  retries: 1,
  reporter: process.env.PLAYWRIGHT_JUNIT_OUTPUT_NAME ? [['list'], ['junit']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: mine.baseURL,
    trace: 'retain-on-first-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => serverOf(index)).map((server) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `${server.baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // The sign-in limits are the production ones: only failed guesses count, and a journey makes few.
    env: {
      PORT: String(server.port),
      PUBLIC_URL: server.baseURL,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
      BANK_NAME: e2eBankDetails.bank,
      BANK_ACCOUNT_NAME: e2eBankDetails.accountName,
      BANK_ACCOUNT_NUMBER: e2eBankDetails.accountNumber,
      COMPANY_TIN: e2eBankDetails.tin,
      // The form limits are the production ones too, per visitor: the server reads the address from one proxy
      // hop, and each test visits from its own (e2e/visitor-address.ts).
      TRUST_PROXY: '1',
      WHATSAPP_TOKEN: e2eWhatsApp.token,
      WHATSAPP_PHONE_NUMBER_ID: e2eWhatsApp.phoneNumberId,
      WHATSAPP_APP_SECRET: e2eWhatsApp.appSecret,
      WHATSAPP_VERIFY_TOKEN: e2eWhatsApp.verifyToken,
    },
  })),
});
