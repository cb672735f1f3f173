// Three server copies on one PostgreSQL, each with a data folder of its own, images in an S3-compatible bucket
// (s3rver), behind a round-robin proxy: an upload through one copy is read through the others; mail made while
// the mail server refuses connections is delivered exactly once when it accepts; a rolling restart under load
// fails no request; a copy killed while sending a mail leaves it to another, which sends it once.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { startS3 } from '../../server/testing/s3';
import { startMailSink } from './mail-sink';
import { startRoundRobinProxy } from './round-robin-proxy';
import { adminAccount, createProduct } from './shop-fixtures';
import { check, exited, scratchDatabase, startServer, waitUntilServing } from './server-process';

const base = Number(process.env.THREE_COPIES_PORT ?? 3351);
const copyPorts = [base, base + 1, base + 2];
const copyUrls = copyPorts.map((port) => `http://127.0.0.1:${port}`);
const [proxyPort, s3Port, smtpPort] = [base + 3, base + 4, base + 5];
const results = { passed: 0, failed: 0 };
const figures: string[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(100);
  }
  return false;
}

const bookingOf = (email: string) => ({ name: 'Resilience Booking', phone: '08031234567', email, service: 'Automation', date: '2099-05-01', time: '09:00' });
const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function main() {
  const database = await scratchDatabase();
  const s3 = await startS3('brightwire-resilience', s3Port);
  const sql = new pg.Client({ connectionString: database.url });
  const shared = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '5',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    ACCESS_TOKEN_SECRET: 'a-secret-every-copy-shares-0123456789abcdef',
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    AUTH_LIMIT_PER_EMAIL: '100000',
    AUTH_LIMIT_PER_IP: '100000',
    FORM_LIMIT_PER_IP: '100000',
    COMPANY_EMAIL: 'office@brightwire.test',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JOB_RETRY_BASE_MS: '200',
    JOB_CLAIM_MS: '5000',
    SHUTDOWN_GRACE_MS: '1000',
    LOG_LEVEL: 'info',
    TRUST_PROXY: '1',
    ...s3.environment,
  };
  const dataDirs = copyPorts.map(() => mkdtempSync(path.join(tmpdir(), 'copy-')));
  const environmentOf = (index: number) => ({ ...shared, PORT: String(copyPorts[index]), DATA_DIR: dataDirs[index] as string });
  // Each copy's log, read back to show how a stop went when one is not clean.
  const logOf = (index: number) => path.join(dataDirs[index] as string, 'server.log');
  const launch = (index: number) => startServer(environmentOf(index), logOf(index));
  const stopLines = (index: number) =>
    readFileSync(logOf(index), 'utf8')
      .split('\n')
      .filter((line) => /draining|stopping|stopped|deadline|finished|job/.test(line))
      .slice(-8)
      .map((line) => `    ${line.slice(0, 240)}`)
      .join('\n');
  const copies: ChildProcess[] = copyPorts.map((_port, index) => launch(index));
  const proxy = await startRoundRobinProxy(copyUrls, proxyPort);
  let sink: Awaited<ReturnType<typeof startMailSink>> | undefined;
  try {
    const started = Date.now();
    await Promise.all(copyUrls.map((url) => waitUntilServing(url, 120_000)));
    figures.push(`three copies serving in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await sql.connect();
    const mailJobs = async (state: string) => Number((await sql.query(`select count(*) from jobs where kind = 'mail' and state = $1`, [state])).rows[0]?.count);
    // One statement: counted in two, a job claimed between the reads is missed or counted twice.
    const waitingMailJobs = async () =>
      (await sql.query(`select count(*) filter (where state = 'done') as done, count(*) filter (where state in ('queued', 'running')) as waiting from jobs where kind = 'mail'`)).rows[0] as {
        done: string;
        waiting: string;
      };

    // 1. An upload through one copy, read through the others and the proxy; no copy keeps it on its disk.
    const productId = await createProduct(copyUrls[0] as string);
    const product = (await (await fetch(`${copyUrls[1]}/api/products/single/${productId}`)).json()) as { featuredImage: string; images: string[] };
    const reads = await Promise.all([...copyUrls, proxy.url, proxy.url, proxy.url].map((url) => fetch(`${url}${product.featuredImage}`).then((answer) => answer.status)));
    check(
      results,
      reads.every((status) => status === 200),
      `an image uploaded through copy 1 is served by every copy and through the proxy (${reads.join(',')})`,
    );
    check(
      results,
      dataDirs.every((dir) => !readdirSync(dir).includes('uploads') || readdirSync(path.join(dir, 'uploads')).length === 0),
      'no copy keeps uploaded images on its own disk',
    );

    // 2. Mail while the mail server refuses connections, then accepts: each mail delivered once.
    const outage = Array.from({ length: 20 }, (_, index) => `outage${index}@example.com`);
    const booked = await Promise.all(outage.map((email) => post(`${proxy.url}/api/booking`, bookingOf(email)).then((answer) => answer.status)));
    check(
      results,
      booked.every((status) => status === 201),
      `20 bookings taken while the mail server refuses connections (${[...new Set(booked)].join(',')})`,
    );
    const waiting = await waitingMailJobs();
    check(results, Number(waiting.done) === 0 && Number(waiting.waiting) === 40, `their 40 mails wait in the queue (${waiting.waiting} waiting, ${waiting.done} done)`);
    sink = await startMailSink(smtpPort);
    const acceptedAt = Date.now();
    await until(async () => (await mailJobs('done')) === 40, 60_000);
    figures.push(`40 mails held through an outage delivered ${((Date.now() - acceptedAt) / 1000).toFixed(1)} s after the mail server came back`);
    const outageMails = sink.received.filter((mail) => outage.some((email) => mail.to.includes(email)));
    check(
      results,
      outage.every((email) => outageMails.filter((mail) => mail.to.includes(email)).length === 1),
      'every customer got their booking mail exactly once',
    );
    check(results, sink.received.filter((mail) => mail.to.includes('office@brightwire.test')).length === 20, 'the office got each of the 20 booking notices exactly once');
    check(results, new Set(sink.received.map((mail) => mail.messageId)).size === sink.received.length && sink.received.length === 40, `no mail was sent twice (${sink.received.length} received)`);

    // 3. A rolling restart under load through the proxy: no request fails, POSTs among them.
    const load = { stop: false, total: 0, posts: 0, failures: [] as string[], bookings: [] as string[] };
    const worker = async (index: number) => {
      let round = 0;
      while (!load.stop) {
        round += 1;
        const kind = (index + round) % 4;
        try {
          let status: number;
          if (kind === 0) status = (await fetch(`${proxy.url}/api/products`)).status;
          else if (kind === 1) status = (await fetch(`${proxy.url}/api/products/single/${productId}`)).status;
          else if (kind === 2) {
            const email = `rolling${index}-${round}@example.com`;
            status = (await post(`${proxy.url}/api/booking`, bookingOf(email))).status;
            if (status === 201) load.bookings.push(email);
            load.posts += 1;
          } else {
            status = (await post(`${proxy.url}/api/contactlist`, { name: 'Rolling Restart', phone: '08031234567', message: `Message ${index}-${round}` })).status;
            load.posts += 1;
          }
          load.total += 1;
          if (status >= 300) load.failures.push(`${kind}:${status}`);
        } catch (error) {
          load.total += 1;
          load.failures.push(`${kind}:${(error as Error).message}`);
        }
      }
    };
    const workers = Array.from({ length: 20 }, (_, index) => worker(index));
    const exitTimes: number[] = [];
    await sleep(1000);
    for (const [index, url] of copyUrls.entries()) {
      const stopping = Date.now();
      copies[index]?.kill('SIGTERM');
      const code = await exited(copies[index] as ChildProcess);
      exitTimes.push(Date.now() - stopping);
      check(results, code === 0, `copy ${index + 1} left cleanly on SIGTERM (code ${code}) in ${exitTimes.at(-1)} ms`);
      if (code !== 0) console.log(stopLines(index));
      copies[index] = launch(index);
      await waitUntilServing(url, 120_000);
      await sleep(500);
    }
    await sleep(1000);
    load.stop = true;
    await Promise.all(workers);
    figures.push(
      `rolling restart: ${load.total} requests (${load.posts} POSTs) from 20 clients, ${load.failures.length} failed; exits after SIGTERM ${exitTimes.join(', ')} ms (grace 1000 ms); proxy: ${JSON.stringify(proxy.counts)}`,
    );
    check(results, load.failures.length === 0, `no request failed during the rolling restart (${load.total} requests, ${load.posts} POSTs; failures: ${load.failures.slice(0, 5).join(' ')})`);
    check(
      results,
      exitTimes.every((ms) => ms < 10_000),
      'each copy exited well within 10 s of SIGTERM',
    );
    const stored = Number((await sql.query('select count(*) from bookings where email = any($1)', [load.bookings])).rows[0]?.count);
    check(results, stored === load.bookings.length, `every acknowledged booking of the restart is stored (${stored} of ${load.bookings.length})`);
    await until(async () => Number((await waitingMailJobs()).waiting) === 0, 60_000);
    const rollingMails = (email: string) => sink?.received.filter((mail) => mail.to.includes(email)).length;
    const notOnce = load.bookings.filter((email) => rollingMails(email) !== 1).map((email) => `${email}:${rollingMails(email)}`);
    check(results, notOnce.length === 0, `every booking of the restart mailed its customer exactly once (not once: ${notOnce.slice(0, 5).join(' ')})`);

    // 4. A copy killed while handing a mail to the provider: another copy takes it up once its claim runs out.
    sink.hold();
    const subject = 'Website message: General Inquiry from Killed Midsend';
    void post(`${copyUrls[0]}/api/contactlist`, { name: 'Killed Midsend', phone: '08031234567', message: 'Sent while the copy dies' }).catch(() => undefined);
    const holding = await until(() => (sink?.waiting() ?? 0) >= 1, 30_000);
    const killedPid = copies[0]?.pid;
    copies[0]?.kill('SIGKILL');
    await exited(copies[0] as ChildProcess);
    await until(() => sink?.heldOpen() === 0, 10_000);
    sink.release();
    check(results, holding, 'copy 1 was killed while the provider held its mail');
    const killedAt = Date.now();
    await until(() => sink?.received.some((mail) => mail.subject === subject) ?? false, 30_000);
    figures.push(`a mail whose copy was killed mid-send was delivered by another copy ${((Date.now() - killedAt) / 1000).toFixed(1)} s later (claims last 5 s)`);
    await sleep(500);
    check(results, sink.received.filter((mail) => mail.subject === subject).length === 1, 'another copy delivered it, exactly once');
    const job = (await sql.query(`select state, attempts, claimed_by from jobs where payload->'mail'->>'subject' = $1`, [subject])).rows[0] as
      { state: string; attempts: number; claimed_by: string } | undefined;
    check(results, job?.state === 'done' && job.attempts === 2 && !job.claimed_by.includes(`:${killedPid}/`), `its job is done, on its second attempt, by another copy (${JSON.stringify(job)})`);
  } finally {
    for (const copy of copies) if (copy.exitCode === null && copy.signalCode === null) copy.kill('SIGTERM');
    await Promise.all(copies.map(exited));
    await proxy.close();
    await sink?.close();
    await sql.end().catch(() => undefined);
    await s3.close();
    await database.drop();
  }
  for (const figure of figures) console.log(`  ${figure}`);
  console.log(`three copies: ${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed === 0 ? 0 : 1);
}

await main();
