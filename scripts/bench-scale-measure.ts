// Part of `npm run bench:scale`: each call timed at both sizes in turns (a shared 2-core machine's speed
// drifts from one second to the next, and turns let both sizes meet the same moments), and each whole list
// and export watched for the server's memory.
import type { Answer, Caller } from './bench-scale-client';
import { peakResidentBytes, residentBytes } from './bench-scale-client';
import type { Call } from './bench-scale-calls';

export type Timing = { runs: number; medianMs: number; p95Ms: number; wireBytes: number; bytes: number; rows: number | null; errors: string[] };
export type PairedFigures = { call: Omit<Call, 'path' | 'after'>; small: Timing; large: Timing };

/**
 * idleBytes: the server at rest after serving the pages (young generation grown to its working size);
 * beforeBytes: just before the call, lower when V8 has handed memory back meanwhile (it regrows at the next
 * burst of work, whatever its size, so the budget is reckoned from idleBytes).
 */
export type StreamFigures = Timing & { idleBytes: number; beforeBytes: number; peakBytes: number; growthBytes: number; lines: number };
export type StreamResult = { call: Omit<Call, 'path' | 'after'>; size: 'small' | 'large'; figures: StreamFigures };

/** One size's server, with its admin and its customer signed in. */
export type SizeServer = { size: 'small' | 'large'; pid: number; admin: Caller; customer: Caller };

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
};
export const medianOf = (values: number[]) => percentile(values, 0.5);

const callerOf = (server: SizeServer, call: Call) => (call.as === 'admin' ? server.admin : server.customer);

/** What is wrong with a page or summary answer, if anything; and how many rows a page held. */
function judge(call: Call, answer: Answer): { error?: string; rows: number | null } {
  if (answer.status !== 200) return { error: `${answer.status}: ${answer.body?.toString('utf8').slice(0, 200) ?? ''}`, rows: null };
  let json: unknown;
  try {
    json = JSON.parse(answer.body?.toString('utf8') ?? '');
  } catch {
    return { error: 'the answer is not JSON', rows: null };
  }
  if (call.kind !== 'page') return { rows: null };
  const page = json as Record<string, unknown>;
  const rows = Object.values(page).find(Array.isArray);
  if (!rows || !('nextCursor' in page)) return { error: 'the answer is not a page: no rows or no nextCursor', rows: null };
  if (rows.length > 50) return { error: `a page of 50 held ${rows.length} rows`, rows: rows.length };
  return { rows: rows.length };
}

/**
 * The path of a page further in, reached by following `call.after` pages' cursors from the first; a list
 * with fewer pages gives its last.
 */
async function pathOf(server: SizeServer, call: Call): Promise<string> {
  let path = call.path;
  for (let page = 0; page < (call.after ?? 0); page += 1) {
    const answer = await callerOf(server, call).get(path);
    if (answer.status !== 200) throw new Error(`${call.name}: page ${page + 1} answered ${answer.status}`);
    const cursor = (JSON.parse(answer.body?.toString('utf8') ?? '{}') as { nextCursor?: string | null }).nextCursor;
    if (!cursor) return path;
    path = `${call.path}&cursor=${encodeURIComponent(cursor)}`;
  }
  return path;
}

function timingOf(times: number[], last: Answer | undefined, rows: number | null, errors: string[]): Timing {
  return { runs: times.length, medianMs: medianOf(times), p95Ms: percentile(times, 0.95), wireBytes: last?.wireBytes ?? 0, bytes: last?.bytes ?? 0, rows, errors: [...new Set(errors)] };
}

/**
 * A page or summary call at both sizes (the same call, made for each size's data): `warmups` untimed each,
 * then `runs` timed each, the two sizes in turns (which goes first alternates).
 */
export async function measurePaired(calls: [Call, Call], servers: [SizeServer, SizeServer], runs: number, warmups: number): Promise<PairedFigures> {
  const sides = servers.map((server, index) => ({
    server,
    call: calls[index] as Call,
    path: '',
    times: [] as number[],
    errors: [] as string[],
    rows: null as number | null,
    last: undefined as Answer | undefined,
  }));
  for (const side of sides) {
    try {
      side.path = await pathOf(side.server, side.call);
    } catch (error) {
      side.errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  const once = async (side: (typeof sides)[number], timed: boolean) => {
    if (!side.path) return;
    const answer = await callerOf(side.server, side.call).get(side.path);
    const verdict = judge(side.call, answer);
    if (verdict.error) side.errors.push(verdict.error);
    side.rows = verdict.rows;
    side.last = answer;
    if (timed) side.times.push(answer.ms);
  };
  for (let round = 0; round < warmups + runs; round += 1) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) await once(side, round >= warmups);
  }
  const [smallSide, largeSide] = sides;
  const figures = (side: (typeof sides)[number] | undefined) => timingOf(side?.times ?? [], side?.last, side?.rows ?? null, side?.errors ?? []);
  const { path: _path, after: _after, ...described } = calls[0];
  return { call: described, small: figures(smallSide), large: figures(largeSide) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** The server's resident memory at rest, a moment after its last answer. */
export async function idleResidentBytes(server: SizeServer): Promise<number> {
  await settle();
  return residentBytes(server.pid);
}

/** A whole list or an export on one server, `runs` times: its time, its size, and the server's memory above idle while it streamed. */
export async function measureStream(call: Call, server: SizeServer, runs: number, idleBytes: number): Promise<StreamResult> {
  const times: number[] = [];
  const errors: string[] = [];
  let last: Answer | undefined;
  let beforeBytes = Number.POSITIVE_INFINITY;
  let peakBytes = 0;
  for (let run = 0; run < runs; run += 1) {
    beforeBytes = Math.min(beforeBytes, await idleResidentBytes(server));
    const { result, peakBytes: peak } = await peakResidentBytes(server.pid, () => callerOf(server, call).get(call.path, false));
    const expectedType = call.kind === 'export' ? 'text/csv' : 'application/json';
    if (result.status !== 200) errors.push(`answered ${result.status}`);
    else if (!result.contentType.startsWith(expectedType)) errors.push(`answered ${result.contentType}, not ${expectedType}`);
    times.push(result.ms);
    last = result;
    peakBytes = Math.max(peakBytes, peak);
  }
  const { path: _path, after: _after, ...described } = call;
  return { call: described, size: server.size, figures: { ...timingOf(times, last, null, errors), idleBytes, beforeBytes, peakBytes, growthBytes: peakBytes - idleBytes, lines: last?.lines ?? 0 } };
}
