import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromePath } from './bench-pages';
import { waitUntilServing, exited } from './resilience/server-process';

const port = 3497;
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = process.env.KEEP_DATA ?? mkdtempSync(path.join(tmpdir(), 'lh-admin-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await waitUntilServing(baseUrl, 120_000);
  const line = /^Demo admin:\s+(\S+) \/ (\S+)$/m.exec(readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8'))!;
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: line[1], password: line[2] }) });
  const cookie = login.headers.getSetCookie().map((l) => l.split(';')[0]).join('; ');
  for (const p of (process.env.PAGES ?? '/admin-dashboard/orders').split(',')) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'], logLevel: 'silent' });
    const r = await lighthouse(`${baseUrl}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: { Cookie: cookie }, onlyCategories: ['performance'] });
    chrome.kill();
    const lhr = r!.lhr;
    const a = (id: string) => lhr.audits[id];
    console.log(p, 'perf', lhr.categories.performance!.score, 'FCP', a('first-contentful-paint')!.numericValue, 'LCP', a('largest-contentful-paint')!.numericValue, 'TBT', a('total-blocking-time')!.numericValue, 'bytes', a('total-byte-weight')!.numericValue);
    console.log(' LCP el', JSON.stringify((a('largest-contentful-paint-element')!.details as any)?.items?.[0]?.items?.[0]?.node?.snippet ?? ''));
    console.log(' LCP breakdown', JSON.stringify((a('largest-contentful-paint-element')!.details as any)?.items?.[1]?.items ?? ''));
    for (const t of ((a('long-tasks')!.details as any)?.items ?? [])) console.log(' long', Math.round(t.startTime), Math.round(t.duration), t.url?.replace(baseUrl, ''));
    for (const t of ((a('bootup-time')!.details as any)?.items ?? [])) console.log(' boot', Math.round(t.total), Math.round(t.scripting), t.url?.replace(baseUrl, ''));
    console.log(' chains', JSON.stringify((a('critical-request-chains')?.details as any)?.longestChain));
  }
} finally {
  server.kill('SIGTERM');
  await exited(server);
}
