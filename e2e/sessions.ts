import { expect, type APIRequest, type APIRequestContext } from '@playwright/test';
import { test as base } from './visitor-address';
import { demoAccount, type DemoRole } from './demo-admin';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

async function signIn(request: APIRequest, baseURL: string | undefined, role: DemoRole): Promise<StorageState> {
  const api = await request.newContext({ baseURL });
  expect((await api.post('/api/auth/login', { data: demoAccount(role) })).status()).toBe(200);
  const state = await api.storageState();
  await api.dispose();
  return state;
}

/** Each demo account signs in once a worker, and the tests that ask for it start with those cookies. */
export const test = base.extend<object, { adminSession: StorageState; customerSession: StorageState }>({
  adminSession: [async ({ playwright }, use, workerInfo) => use(await signIn(playwright.request, workerInfo.project.use.baseURL, 'admin')), { scope: 'worker' }],
  customerSession: [async ({ playwright }, use, workerInfo) => use(await signIn(playwright.request, workerInfo.project.use.baseURL, 'customer')), { scope: 'worker' }],
});

/** Starts every test of the calling describe block signed in as this demo account. */
export function signedInAs(role: DemoRole): void {
  if (role === 'admin') test.use({ storageState: async ({ adminSession }, use) => use(adminSession) });
  else test.use({ storageState: async ({ customerSession }, use) => use(customerSession) });
}
