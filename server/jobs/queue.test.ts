import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { jobs } from './tables';
import { emptyDatabase, testDatabases } from '../testing/databases';
import { jobQueue, type JobQueue } from './queue';

const log = pino({ level: 'silent' });
const settings = { claimMs: 1000, retryBaseMs: 20, concurrency: 2, pollMs: 50 };

describe.each(testDatabases())('the job queue on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  const running: JobQueue[] = [];
  const copy = () => {
    const queue = jobQueue(database.db, log, settings);
    running.push(queue);
    return queue;
  };
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await Promise.all(running.splice(0).map((queue) => queue.stop()));
    await emptyDatabase(database.db);
  });
  const jobRows = () => database.db.select().from(jobs);

  it('tries a failing job again, waiting longer each time, until it succeeds', async () => {
    const queue = copy();
    let calls = 0;
    queue.define({
      name: 'flaky',
      maxAttempts: 5,
      run: async () => {
        calls += 1;
        if (calls < 3) throw new Error('provider down');
      },
    });
    queue.start();
    await queue.enqueue('flaky', {});
    await expect.poll(async () => (await jobRows())[0]?.state, { timeout: 10_000 }).toBe('done');
    expect(calls).toBe(3);
    expect((await jobRows())[0]?.attempts).toBe(3);
  });

  it('waits the base time after a first failure and twice as long after a second', async () => {
    const retryBaseMs = 600_000;
    const queue = jobQueue(database.db, log, { ...settings, retryBaseMs });
    running.push(queue);
    const databaseNow = async () => new Date(((await database.db.execute(sql`select now() as now`)) as { rows: { now: string | Date }[] }).rows[0]?.now ?? 0).getTime();
    const failedAt: number[] = [];
    queue.define({
      name: 'down',
      maxAttempts: 5,
      run: async () => {
        failedAt.push(await databaseNow());
        throw new Error('provider down');
      },
    });
    queue.start();
    await queue.enqueue('down', {});
    // The wait is read off the row the failure left: each try's run_at, from the moment it failed, without waiting it out.
    for (const [attempt, wait] of [
      [1, retryBaseMs],
      [2, 2 * retryBaseMs],
    ] as const) {
      await expect.poll(async () => (await jobRows())[0], { timeout: 10_000 }).toMatchObject({ state: 'queued', attempts: attempt });
      const settledBy = await databaseNow();
      const runAt = (await jobRows())[0]?.runAt.getTime() ?? 0;
      expect(runAt).toBeGreaterThanOrEqual((failedAt[attempt - 1] ?? Infinity) + wait);
      expect(runAt).toBeLessThanOrEqual(settledBy + wait);
      await database.db.update(jobs).set({ runAt: sql`now()` });
    }
  });

  it('gives up on a failure the kind calls permanent, and keeps the job to be seen', async () => {
    const queue = copy();
    queue.define({ name: 'refused', maxAttempts: 5, isPermanent: () => true, run: () => Promise.reject(new Error('550 no such mailbox')) });
    queue.start();
    await queue.enqueue('refused', {});
    await expect.poll(async () => (await jobRows())[0]?.state, { timeout: 10_000 }).toBe('failed');
    expect((await jobRows())[0]).toMatchObject({ attempts: 1, lastError: '550 no such mailbox' });
  });

  it('takes up a job whose copy died holding it, once its claim has run out, and runs it once', async () => {
    const [job] = await database.db
      .insert(jobs)
      .values({ kind: 'receipt', payload: { order: 'HB-1' }, state: 'running', attempts: 1, maxAttempts: 5, claimedBy: 'a-dead-copy/1', claimedUntil: sql`now() + interval '300 milliseconds'` })
      .returning();
    const ran: unknown[] = [];
    for (const queue of [copy(), copy()]) {
      queue.define({ name: 'receipt', maxAttempts: 5, run: async (payload) => void ran.push(payload) });
      queue.start();
    }
    await expect.poll(async () => (await jobRows())[0]?.state, { timeout: 10_000 }).toBe('done');
    expect(ran).toEqual([{ order: 'HB-1' }]);
    expect(
      (
        await database.db
          .select()
          .from(jobs)
          .where(eq(jobs.id, job?.id ?? ''))
      )[0]?.attempts,
    ).toBe(2);
  });

  it('stores a job enqueued in a transaction only if it commits, and runs it where it was enqueued', async () => {
    const queue = copy();
    const ran: unknown[] = [];
    queue.define({ name: 'notice', maxAttempts: 1, run: async (payload) => void ran.push(payload) });
    const runHere = await database.db.transaction((tx) => queue.enqueueHeld('notice', { to: 'ada' }, { tx }));
    expect((await jobRows())[0]?.state).toBe('running');
    await runHere();
    expect(ran).toEqual([{ to: 'ada' }]);
    expect((await jobRows())[0]?.state).toBe('done');
  });

  it('does not store a job enqueued in a transaction that is rolled back', async () => {
    const queue = copy();
    queue.define({ name: 'notice', maxAttempts: 1, run: async () => undefined });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueueHeld('notice', {}, { tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobRows()).toEqual([]);
  });

  it('runs scheduled work once per interval however many copies plan it', async () => {
    let runs = 0;
    for (const queue of [copy(), copy(), copy()]) {
      queue.every('sweep', 400, async () => void (runs += 1));
      queue.start();
    }
    await expect.poll(async () => (await jobRows()).filter((row) => row.state === 'done').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const done = (await jobRows()).filter((row) => row.state === 'done');
    expect(runs).toBe(done.length);
    expect(new Set(done.map((row) => row.singletonKey)).size).toBe(done.length);
  });
});
