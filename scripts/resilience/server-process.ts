import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { scratchPostgresDatabase } from '../../server/testing/databases';

/**
 * A real server process, started the way production starts it, from the compiled server (run.mjs compiles it;
 * the web build is not needed); its log lines appended to `logFile` when given.
 */
export function startServer(environment: Record<string, string>, logFile?: string): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...environment },
    stdio: ['ignore', logFile ? 'pipe' : 'ignore', 'inherit'],
  });
  if (logFile) child.stdout?.pipe(createWriteStream(logFile, { flags: 'a' }));
  return child;
}

export async function waitUntilServing(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseUrl} did not start serving within ${timeoutMs} ms`);
}

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

/** A scratch database on the TEST_DATABASE_URL server, dropped by the returned function. */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.error('These checks need PostgreSQL: set TEST_DATABASE_URL (the CI script does).');
    process.exit(1);
  }
  return scratchPostgresDatabase(serverUrl, 'resilience');
}

/** A browser-like caller: keeps the cookies each answer sets and sends them back, to any server given. */
export class Customer {
  private cookies = new Map<string, string>();

  async call(baseUrl: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json: json as Record<string, unknown> & Record<number, Record<string, unknown>>, headers: response.headers };
  }
}

export function check(results: { passed: number; failed: number }, condition: boolean, description: string): void {
  if (condition) results.passed += 1;
  else results.failed += 1;
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${description}`);
}
