import { test as base } from '@playwright/test';

let testsInThisWorker = 0;

/** 10.<worker>.<n>.<n>: the n-th test of this worker, in a range no other worker's tests share. */
function addressOfNextTest(workerIndex: number): string {
  testsInThisWorker += 1;
  return `10.${workerIndex % 256}.${Math.floor(testsInThisWorker / 256) % 256}.${testsInThisWorker % 256}`;
}

/**
 * Every browser test is a visitor from an address of its own. The e2e server trusts one proxy hop
 * (TRUST_PROXY=1, as behind the production proxy), so the X-Forwarded-For set here on every page, context and
 * request the test opens is the address the server counts: each test meets the production form limits (30
 * bookings and 30 messages an hour) alone, as a customer does, and none spends another's. A retry runs in a
 * new worker, so it starts afresh too.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => use({ ...extraHTTPHeaders, 'x-forwarded-for': addressOfNextTest(testInfo.workerIndex) }),
});
