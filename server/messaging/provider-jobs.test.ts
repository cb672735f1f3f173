import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../jobs/tables';
import { jobQueue, type JobQueue } from '../jobs/queue';
import { emptyDatabase, testDatabases } from '../testing/databases';
import { startTermiiStandIn } from '../testing/termii-stand-in';
import { refusedForGood } from './provider-failures';
import { termii } from './termii';

const log = pino({ level: 'silent' });
const settings = { apiKey: 'key', senderId: 'Brightwire', secretKey: 'secret' };

/**
 * How the next step will send: a job per message on the existing queue, with refusedForGood as the kind's
 * isPermanent. An outage leaves the job queued to try again; a refusal ends it at once, listed as failed.
 */
describe.each(testDatabases())('an SMS sent by a job on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let stand: Awaited<ReturnType<typeof startTermiiStandIn>>;
  let queue: JobQueue | undefined;
  beforeAll(async () => {
    database = await open();
    stand = await startTermiiStandIn(settings);
  });
  afterAll(async () => {
    await stand.close();
    await database.close();
  });
  beforeEach(async () => {
    await queue?.stop();
    await emptyDatabase(database.db);
    await stand.switchTo({ kind: 'up' });
    stand.forget();
  });

  const startQueue = () => {
    queue = jobQueue(database.db, log, { claimMs: 5000, retryBaseMs: 20, concurrency: 2, pollMs: 20 });
    const sms = termii({ apiKey: settings.apiKey, senderId: settings.senderId, baseUrl: stand.baseUrl });
    queue.define({
      name: 'sms',
      maxAttempts: 30,
      isPermanent: refusedForGood,
      run: async (payload) => void (await sms.sendText(payload as { to: string; text: string; category: 'transactional' })),
    });
    queue.start();
    return queue;
  };
  const jobRow = async () => (await database.db.select().from(jobs))[0];

  it('is tried again through an outage and sent once the provider is back', async () => {
    await stand.switchTo({ kind: 'connections-refused' });
    await startQueue().enqueue('sms', { to: '+2348031234567', text: 'Your visit is tomorrow at 10:00.', category: 'transactional' });
    await expect.poll(async () => (await jobRow())?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect((await jobRow())?.state).not.toBe('failed');
    await stand.switchTo({ kind: 'up' });
    await expect.poll(async () => (await jobRow())?.state, { timeout: 10_000 }).toBe('done');
    expect(stand.sent).toHaveLength(1);
  });

  it("gives up at the first refusal, keeping the provider's words for the office", async () => {
    await stand.refuse(400, 'Insufficient balance');
    await startQueue().enqueue('sms', { to: '+2348031234567', text: 'Your visit is tomorrow at 10:00.', category: 'transactional' });
    await expect.poll(async () => (await jobRow())?.state, { timeout: 10_000 }).toBe('failed');
    expect(await jobRow()).toMatchObject({ attempts: 1, lastError: expect.stringContaining('Insufficient balance') });
  });
});
