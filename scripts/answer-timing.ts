// What bench:signup and bench:forgot share: timing one call, and judging two kinds of e-mail by the medians
// of their answer times, which must not tell one kind from the other.
import { performance } from 'node:perf_hooks';

/** How long the whole answer took, body included; any status but the expected one stops the bench. */
export async function timedCall(url: string, method: string, body: unknown, expectedStatus: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.text();
  if (response.status !== expectedStatus) throw new Error(`${method} ${url} answered ${response.status}`);
  return performance.now() - started;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => sorted(values)[Math.floor(values.length * 0.95)] ?? 0;

/** Prints both kinds' medians and p95s and their difference; answers whether it is within the budget. */
export function mediansWithinBudget(kinds: [string, number[]][], budgetMs: number): boolean {
  const width = Math.max(...kinds.map(([label]) => label.length));
  for (const [label, times] of kinds) console.log(`${`${label}:`.padEnd(width + 1)} median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms`);
  const medians = kinds.map(([, times]) => median(times));
  const difference = Math.max(...medians) - Math.min(...medians);
  const within = difference <= budgetMs;
  console.log(`difference of the medians: ${difference.toFixed(1)} ms (budget ${budgetMs} ms) ${within ? 'ok' : 'OVER BUDGET'}`);
  return within;
}
