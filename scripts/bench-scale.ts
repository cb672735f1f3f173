// npm run bench:scale: the back office with years of a busy company's data (issue 16). Fills a PostgreSQL
// database at two sizes 10x apart (the larger: five years, 1,000,000 bookings, 300,000 orders with ~900,000
// lines, 100,000 messages, 60,000 customers, 6,000 products; the smaller: the same company's last half-year)
// and the embedded database (PGlite) at two smaller sizes 10x apart (bench-scale-fill.ts); starts the real
// server (server/main.ts) for each size of a pair, signs in an admin and a customer, and measures every
// list's first, 21st and middle page, each tab, filter and search, the tab counts, the dashboard, a
// customer's own lists, each whole list and each CSV export, with the server's memory during the streamed
// ones (bench-scale-measure.ts); on PostgreSQL, Lighthouse (mobile) loads the admin pages signed in at both
// sizes. Writes benchmarks/scale-report.json and the bench-scale section of BENCHMARKS.md, and exits 1 when
// a budget is missed (2 when the bench itself broke). The servers are stopped whatever happens.
//
// Filled databases are kept and used again when the same generator filled them to the same size (else
// emptied and filled again; a change to bench-scale-fill.ts refills): PostgreSQL databases
// bench_scale_postgres_<orders>_orders_<days>_days on the server of BENCH_DATABASE_URL or TEST_DATABASE_URL,
// and data folders (the embedded databases, the product pictures, a note of the fill) under BENCH_SCALE_DIR
// (default <tmp>/bench-scale). Drop those databases and remove that folder to reclaim the space (some 1.5 GB).
// Without a PostgreSQL server only the embedded database is measured, and that is a miss.
//
// Settings: BENCH_SCALE=0.01 (every size times this, for a quick try), BENCH_DATABASES=postgres,embedded,
// BENCH_CALL_RUNS (timed calls per page and size, default 40), BENCH_STREAM_RUNS (per whole list and
// export, default 3), BENCH_RUNS (Lighthouse runs per page, default 3), BENCH_SKIP_LIGHTHOUSE=1 (and no
// build), BENCH_SKIP_BUILD=1 (serve the working tree's existing dist/), BENCH_PORT (default 3600),
// BENCH_FILL_ONLY=1 (fill the databases, or check them, and stop).
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pages } from '../contracts/pages';
import { measurePage } from './bench-lighthouse';
import { writeMarkdownSection } from './bench-report';
import { callsFor, pagesFollowed, pageSize, type Call } from './bench-scale-calls';
import { Caller } from './bench-scale-client';
import type { ScaleSize } from './bench-scale-fill';
import { preparePlace, type DatabaseKind, type Fixtures, type Place } from './bench-scale-fixtures';
import { idleResidentBytes, measurePaired, measureStream, type PairedFigures, type SizeServer, type StreamResult } from './bench-scale-measure';
import { failuresOf, renderScaleMarkdown, type DatabaseFigures, type LighthousePair, type ScaleReport } from './bench-scale-report';
import { buildApp, freePortFrom, gitState, snapshotTree, startTreeServer, stopServer } from './bench-tree';
import { waitUntilServing } from './resilience/server-process';

type SizeName = 'small' | 'large';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const callRuns = Number(process.env.BENCH_CALL_RUNS ?? 40);
const warmups = 5;
const streamRuns = Number(process.env.BENCH_STREAM_RUNS ?? 3);
const lighthouseRuns = Number(process.env.BENCH_RUNS ?? 3);
const fillOnly = process.env.BENCH_FILL_ONLY === '1';
const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
const skipBuild = process.env.BENCH_SKIP_BUILD === '1' || skipLighthouse || fillOnly;
const postgresServer = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const wantedDatabases = (process.env.BENCH_DATABASES ?? 'postgres,embedded').split(',') as DatabaseKind[];
const dataRoot = process.env.BENCH_SCALE_DIR ?? path.join(tmpdir(), 'bench-scale');
const reportFile = path.resolve('benchmarks', 'scale-report.json');

/** Signs list cursors and access tokens on every bench server, so a cursor minted from the data is the server's own. */
const serverSecret = 'bench-scale-secret-not-for-production-use-0123456789';
const admin = { email: 'bench-admin@brightwire.test', password: 'bench-admin-pass-1' };

const fiveYears = 1826;
const largest = { customers: 60_000, products: 6_000, orders: 300_000, bookings: 1_000_000, messages: 100_000 };

/**
 * `largest` times `factor`, made over `days`, the busiest customer having `busiest` orders and as many
 * bookings. The smaller size of each pair is the same company's last half-year (a tenth of the larger's five
 * years, at the same daily trade): a day's visits, a month's sales and the lists' first pages hold the same,
 * and only the years behind them differ, so whatever costs more at the larger size grows with the table,
 * which the budget forbids. The busiest customer has 1,000 orders and bookings at each larger size and 100
 * at each smaller, pages at both.
 */
const sized = (factor: number, days: number, busiest: number): ScaleSize => ({
  days,
  busiest: Math.round(busiest * scale),
  customers: Math.round(largest.customers * factor),
  products: Math.round(largest.products * factor),
  orders: Math.round(largest.orders * factor),
  bookings: Math.round(largest.bookings * factor),
  messages: Math.round(largest.messages * factor),
});
const sizes: Record<DatabaseKind, Record<SizeName, ScaleSize>> = {
  postgres: { large: sized(scale, fiveYears, 1000), small: sized(scale / 10, fiveYears / 10, 100) },
  embedded: { large: sized(scale / 10, fiveYears, 1000), small: sized(scale / 100, fiveYears / 10, 100) },
};

/** The admin pages whose first load Lighthouse measures, by their entries in the page table (wherever the screens move). */
const lighthousePages = [pages.dashboard.path, pages.adminOrders.path, pages.adminBookings.path, pages.inbox.path];

const log = (line: string) => console.log(line);

/** Each size has a place of its own, named by its orders, so a quick try at BENCH_SCALE=0.01 leaves the full sizes' databases alone. */
function placeOf(kind: DatabaseKind, size: SizeName): Place {
  const name = `${kind}_${sizes[kind][size].orders}_orders_${Math.round(sizes[kind][size].days)}_days`;
  const dataDir = path.join(dataRoot, name);
  mkdirSync(dataDir, { recursive: true });
  if (kind === 'embedded' || !postgresServer) return { kind, label: size, dataDir };
  const url = new URL(postgresServer);
  url.pathname = `/bench_scale_${name}`;
  return { kind, label: size, dataDir, databaseUrl: url.toString() };
}

function startServer(root: string, place: Place, port: number): ChildProcess {
  return startTreeServer(root, port, place.dataDir, {
    DATABASE_URL: place.databaseUrl ?? '',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ACCESS_TOKEN_SECRET: serverSecret,
    PAYMENT_RECHECK_INTERVAL_MS: '3600000',
  });
}

const running = new Set<ChildProcess>();
function stopAllOnSignal() {
  void Promise.all([...running].map(stopServer)).finally(() => process.exit(130));
}

async function signedIn(baseUrl: string, account: { email: string; password: string }): Promise<Caller> {
  const caller = new Caller(baseUrl, account);
  await caller.signIn();
  return caller;
}

async function measureLighthouse(servers: Record<SizeName, { baseUrl: string }>): Promise<LighthousePair[]> {
  const pairs: LighthousePair[] = [];
  for (const pagePath of lighthousePages) {
    const measured = async (size: SizeName) => {
      const { baseUrl } = servers[size];
      return measurePage(baseUrl, pagePath, 'mobile', lighthouseRuns, async () => (await signedIn(baseUrl, admin)).cookieList);
    };
    pairs.push({ path: pagePath, small: await measured('small'), large: await measured('large') });
  }
  return pairs;
}

/** Each page, count and dashboard call at both sizes, in turns. */
async function measurePages(calls: Record<SizeName, Call[]>, servers: Record<SizeName, SizeServer>): Promise<PairedFigures[]> {
  const paired: PairedFigures[] = [];
  for (const [index, call] of calls.small.entries()) {
    const largeCall = calls.large[index];
    if ((call.kind !== 'page' && call.kind !== 'summary') || !largeCall) continue;
    const figures = await measurePaired([call, largeCall], [servers.small, servers.large], callRuns, warmups);
    const errors = [...figures.small.errors, ...figures.large.errors];
    log(
      `  ${`${call.area}: ${call.name}`.padEnd(56)} median ${figures.small.medianMs.toFixed(1)} / ${figures.large.medianMs.toFixed(1)} ms, p95 ${figures.small.p95Ms.toFixed(1)} / ${figures.large.p95Ms.toFixed(1)} ms${errors.length > 0 ? `  ERRORS ${errors.join('; ').slice(0, 300)}` : ''}`,
    );
    paired.push(figures);
  }
  return paired;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Each whole list and export on each size's server, its memory reckoned from the server's idle after the pages. */
async function measureStreams(calls: Record<SizeName, Call[]>, servers: Record<SizeName, SizeServer>): Promise<StreamResult[]> {
  const streams: StreamResult[] = [];
  for (const size of ['small', 'large'] as const) {
    const idle = await idleResidentBytes(servers[size]);
    for (const call of calls[size]) {
      if (call.kind !== 'whole' && call.kind !== 'export') continue;
      const result = await measureStream(call, servers[size], streamRuns, idle);
      const { figures } = result;
      log(
        `  ${size.padEnd(5)} ${`${call.area}: ${call.name}`.padEnd(50)} median ${(figures.medianMs / 1000).toFixed(2)} s, ${megabytes(figures.bytes)} MB (${megabytes(figures.wireBytes)} MB gzip), memory ${megabytes(figures.growthBytes)} MB above ${megabytes(figures.idleBytes)} MB idle${figures.errors.length > 0 ? `  ERRORS ${figures.errors.join('; ')}` : ''}`,
      );
      streams.push(result);
    }
  }
  return streams;
}

/** Fills (or finds) both sizes of one database, serves each from its own server, and measures every call. */
async function measureDatabase(kind: DatabaseKind, root: string, firstPort: number): Promise<DatabaseFigures | undefined> {
  const places = { small: placeOf(kind, 'small'), large: placeOf(kind, 'large') };
  log(`\n${kind}: preparing the smaller and the larger database`);
  const fixtures: Record<SizeName, Fixtures> = {
    small: await preparePlace(places.small, sizes[kind].small, serverSecret, postgresServer, log),
    large: await preparePlace(places.large, sizes[kind].large, serverSecret, postgresServer, log),
  };
  if (fillOnly) return undefined;
  const smallPort = await freePortFrom(firstPort);
  const ports = { small: smallPort, large: await freePortFrom(smallPort + 1) };
  const processes = { small: startServer(root, places.small, ports.small), large: startServer(root, places.large, ports.large) };
  for (const child of Object.values(processes)) running.add(child);
  try {
    const baseUrls = { small: `http://127.0.0.1:${ports.small}`, large: `http://127.0.0.1:${ports.large}` };
    await Promise.all(Object.values(baseUrls).map((baseUrl) => waitUntilServing(baseUrl, 180_000)));
    const serverOf = async (size: SizeName): Promise<SizeServer> => ({
      size,
      pid: processes[size].pid ?? 0,
      admin: await signedIn(baseUrls[size], admin),
      customer: await signedIn(baseUrls[size], fixtures[size].customer),
    });
    const servers = { small: await serverOf('small'), large: await serverOf('large') };
    const calls = { small: callsFor(fixtures.small), large: callsFor(fixtures.large) };
    log(`${kind}: servers ready at ${baseUrls.small} (smaller) and ${baseUrls.large} (larger); measuring ${calls.small.length} calls`);

    const paired = await measurePages(calls, servers);
    const streams = await measureStreams(calls, servers);
    const lighthouse = kind === 'postgres' && !skipLighthouse ? await measureLighthouse({ small: { baseUrl: baseUrls.small }, large: { baseUrl: baseUrls.large } }) : null;
    return {
      kind,
      sizes: { small: { counts: fixtures.small.counts, fillSeconds: fixtures.small.fillSeconds }, large: { counts: fixtures.large.counts, fillSeconds: fixtures.large.fillSeconds } },
      paired,
      streams,
      lighthouse,
    };
  } finally {
    for (const child of Object.values(processes)) {
      await stopServer(child);
      running.delete(child);
    }
  }
}

async function postgresVersion(): Promise<string | null> {
  if (!postgresServer) return null;
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    return String((await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '');
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const loadAverages = [loadavg()[0] ?? 0];
  process.once('SIGINT', stopAllOnSignal);
  process.once('SIGTERM', stopAllOnSignal);
  const git = await gitState();
  const root = skipBuild ? process.cwd() : await snapshotTree();
  try {
    if (!skipBuild) await buildApp(root);
    const kinds = wantedDatabases.filter((kind) => kind === 'embedded' || postgresServer);
    const notes = [
      `Sizes ${scale === 1 ? 'as issue 16 asks' : `times ${scale} (BENCH_SCALE)`}; list pages of ${pageSize}; "page ${pagesFollowed + 1}" is reached by following ${pagesFollowed} cursors, "middle page" opens at a cursor signed for the row halfway down the list.`,
    ];
    if (!postgresServer) notes.push('PostgreSQL was not measured: set TEST_DATABASE_URL or BENCH_DATABASE_URL.');
    const databases: DatabaseFigures[] = [];
    let port = Number(process.env.BENCH_PORT ?? 3600);
    for (const kind of kinds) {
      const figures = await measureDatabase(kind, root, port);
      loadAverages.push(loadavg()[0] ?? 0);
      if (figures) databases.push(figures);
      port += 10;
    }
    if (fillOnly) return 0;
    const failures = failuresOf(databases);
    if (!postgresServer && wantedDatabases.includes('postgres')) failures.push('PostgreSQL was not measured (no TEST_DATABASE_URL or BENCH_DATABASE_URL)');
    const report: ScaleReport = {
      generatedAt: new Date().toISOString(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      machine: {
        cores: cpus().length,
        cpu: cpus()[0]?.model.trim() ?? 'unknown',
        memoryGiB: Math.round(totalmem() / 1024 ** 3),
        node: process.version,
        postgres: await postgresVersion(),
        loadAverages,
      },
      git,
      settings: { callRuns, warmups, streamRuns, lighthouseRuns: skipLighthouse ? 0 : lighthouseRuns, pageSize, pagesFollowed },
      databases,
      notes,
      failures,
    };
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
    writeMarkdownSection(path.resolve('BENCHMARKS.md'), renderScaleMarkdown(report), 'bench-scale');
    log(`\nWrote ${path.relative(process.cwd(), reportFile)} and the bench-scale section of BENCHMARKS.md (${Math.round(report.durationSeconds / 60)} min).`);
    if (failures.length === 0) log('All budgets met.');
    else log(`\n${failures.length} budget(s) FAILED:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    if (root !== process.cwd()) rmSync(root, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The bench broke:', error);
    process.exit(2);
  },
);
