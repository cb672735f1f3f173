// npm run bench:signup: does the sign-up answer's timing tell whether an e-mail has an account? Starts the
// real server (embedded database, mail to the outbox folder) and times sign-ups for taken and for new
// e-mails in turns, so both meet the machine's slow and fast moments. Budget: the two medians within 2 ms
// of each other (before the fix: ~6 ms for a taken e-mail against ~15 ms for a new one).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediansWithinBudget, timedCall } from './answer-timing';
import { exited, startServer, waitUntilServing } from './resilience/server-process';

const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const port = Number(process.env.BENCH_PORT ?? 3352);
const baseUrl = `http://127.0.0.1:${port}`;
const budgetMs = 2;

const timedSignup = (email: string) => timedCall(`${baseUrl}/api/auth/signup`, 'POST', { name: 'Timing Tester', email, password: 'timing-password-1' }, 201);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-signup-'));
const server = startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, AUTH_LIMIT_PER_EMAIL: '100000', AUTH_LIMIT_PER_IP: '100000' });
try {
  await waitUntilServing(baseUrl);
  await timedSignup('taken@example.com');
  for (let warmup = 0; warmup < 5; warmup += 1) await timedSignup(`warmup-${warmup}@example.com`);
  const taken: number[] = [];
  const fresh: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    taken.push(await timedSignup('taken@example.com'));
    fresh.push(await timedSignup(`new-${round}@example.com`));
  }
  const within = mediansWithinBudget(
    [
      ['sign-up with a taken e-mail', taken],
      ['sign-up with a new e-mail', fresh],
    ],
    budgetMs,
  );
  process.exitCode = within ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await exited(server);
  rmSync(dataDir, { recursive: true, force: true });
}
