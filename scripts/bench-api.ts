// npm run bench:api: the catalogue calls under load (10 s, 50 connections) next to a bare node:http server
// answering the same bytes, the ceiling for Node on this machine. On the embedded database, and on
// PostgreSQL too when TEST_DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { adminAccount, createProduct } from './resilience/shop-fixtures';
import { exited, scratchDatabase, startServer, waitUntilServing } from './resilience/server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const port = Number(process.env.BENCH_PORT ?? 3351);
const baseUrl = `http://127.0.0.1:${port}`;

type Row = { database: string; call: string; ours: number; ceiling: number; oursP99: number; ceilingP99: number };

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  return { requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99, failures: result.errors + result.non2xx };
}

/** The bare server, in a process of its own like ours: in the benchmark's process it shared a core with autocannon. */
const bareServerSource = `
const body = require('node:fs').readFileSync(process.argv[1]);
const server = require('node:http').createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** A bare server that answers one fixed body: no routing, no database, nothing but Node's HTTP. */
async function ceilingFor(body: Buffer) {
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-ceiling-')), 'body');
  writeFileSync(bodyFile, body);
  const server = spawn(process.execPath, ['-e', bareServerSource, bodyFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [port] = (await once(server.stdout, 'data')) as [Buffer];
    return await measure(`http://127.0.0.1:${port.toString().trim()}/`);
  } finally {
    server.kill('SIGTERM');
    await exited(server);
  }
}

async function run(database: 'embedded' | 'postgres'): Promise<Row[]> {
  const scratch = database === 'postgres' ? await scratchDatabase() : undefined;
  const server = startServer({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-api-')),
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    AUTH_LIMIT_PER_EMAIL: '1000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  try {
    await waitUntilServing(baseUrl);
    // PostgreSQL starts empty (the demo seed is for the embedded database only): give it a catalogue too.
    if (scratch) for (let count = 0; count < 12; count += 1) await createProduct(baseUrl);
    const products = (await (await fetch(`${baseUrl}/api/products`)).json()) as { _id: string }[];
    const calls = ['/api/products', '/api/products/featured', `/api/products/single/${products[0]?._id}`];
    const rows: Row[] = [];
    for (const call of calls) {
      const body = Buffer.from(await (await fetch(`${baseUrl}${call}`)).arrayBuffer());
      const ours = await measure(`${baseUrl}${call}`);
      if (ours.failures > 0) throw new Error(`${call} failed ${ours.failures} times under load`);
      const ceiling = await ceilingFor(body);
      rows.push({ database, call: call.replace(/single\/.+$/, 'single/{id}'), ours: ours.requestsPerSecond, ceiling: ceiling.requestsPerSecond, oursP99: ours.p99, ceilingP99: ceiling.p99 });
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    await exited(server);
    await scratch?.drop();
  }
}

const rows: Row[] = [];
for (const database of process.env.TEST_DATABASE_URL ? (['embedded', 'postgres'] as const) : (['embedded'] as const)) rows.push(...(await run(database)));

console.log(`\nAPI: ${connections} connections for ${seconds} s per call\n`);
console.log('| database | call | ours req/s | ceiling req/s | ratio | ours p99 ms | ceiling p99 ms |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.database} | ${row.call} | ${row.ours} | ${row.ceiling} | ${(row.ours / row.ceiling).toFixed(2)} | ${row.oursP99} | ${row.ceilingP99} |`);
}
