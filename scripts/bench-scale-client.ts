// Part of `npm run bench:scale`: a signed-in caller that times answers as a browser gets them (gzip asked
// for, the whole body read), and a watch on the server process's resident memory while it answers.
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createGunzip } from 'node:zlib';

export type Answer = { status: number; ms: number; wireBytes: number; bytes: number; lines: number; contentType: string; body?: Buffer };

/** One keep-alive connection's worth of calls at a time, as one admin's browser makes them. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(url: string, cookie: string, keepBody: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const call = request(url, { agent, headers: { cookie, 'accept-encoding': 'gzip' } }, (response) => {
      let wireBytes = 0;
      let bytes = 0;
      let lines = 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        wireBytes += chunk.length;
      });
      const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
      body.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        if (keepBody) chunks.push(chunk);
      });
      body.once('error', reject);
      body.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - started,
          wireBytes,
          bytes,
          lines,
          contentType: String(response.headers['content-type'] ?? ''),
          ...(keepBody ? { body: Buffer.concat(chunks) } : {}),
        }),
      );
    });
    call.once('error', reject);
    call.end();
  });
}

/** A signed-in user of one server: keeps its cookies, and refreshes them once when an answer is a 401, as the web app does. */
export class Caller {
  private cookies = new Map<string, { value: string; path: string }>();

  constructor(
    readonly baseUrl: string,
    private readonly account: { email: string; password: string },
  ) {}

  private keep(setCookies: string[]) {
    for (const cookie of setCookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const path =
        attributes
          .map((attribute) => attribute.trim())
          .find((attribute) => /^path=/i.test(attribute))
          ?.slice(5) ?? '/';
      if (value) this.cookies.set(name, { value, path });
      else this.cookies.delete(name);
    }
  }

  /** The cookies as a browser holds them after signing in (for Chromium, in the Lighthouse runs). */
  get cookieList(): { name: string; value: string; path: string }[] {
    return [...this.cookies].map(([name, cookie]) => ({ name, ...cookie }));
  }

  private get cookieHeader() {
    return [...this.cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
  }

  private async post(path: string, body?: unknown): Promise<number> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie: this.cookieHeader, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    this.keep(response.headers.getSetCookie());
    return response.status;
  }

  async signIn(): Promise<void> {
    const status = await this.post('/api/auth/login', this.account);
    if (status !== 200) throw new Error(`${this.account.email} could not sign in at ${this.baseUrl}: ${status}`);
  }

  /** GET with the whole body read; `keepBody` keeps it (pages, to check them), else only its size is counted. */
  async get(path: string, keepBody = true): Promise<Answer> {
    const answer = await get(`${this.baseUrl}${path}`, this.cookieHeader, keepBody);
    if (answer.status !== 401) return answer;
    if ((await this.post('/api/auth/refresh-token')) !== 200) await this.signIn();
    return get(`${this.baseUrl}${path}`, this.cookieHeader, keepBody);
  }
}

const statusField = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(line?.replace(/\D/g, '') ?? 0) * 1024;
};

/** The process's resident memory now, in bytes (Linux). */
export const residentBytes = (pid: number) => statusField(pid, 'VmRSS');

/**
 * The highest resident memory of a process while `work` runs: the kernel's high-water mark, reset before
 * (writing 5 to clear_refs), and samples every 10 ms in case the reset is refused.
 */
export async function peakResidentBytes<Result>(pid: number, work: () => Promise<Result>): Promise<{ result: Result; peakBytes: number }> {
  const markReset = (() => {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      return true;
    } catch {
      // Not allowed here: the samples alone tell the peak.
      return false;
    }
  })();
  let peakBytes = residentBytes(pid);
  const sampler = setInterval(() => {
    peakBytes = Math.max(peakBytes, residentBytes(pid));
  }, 10);
  try {
    const result = await work();
    return { result, peakBytes: Math.max(peakBytes, residentBytes(pid), markReset ? statusField(pid, 'VmHWM') : 0) };
  } finally {
    clearInterval(sampler);
  }
}
