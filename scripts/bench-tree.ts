// Shared by `npm run bench` and `npm run bench:scale`: the tree they measure, built apart from the working
// tree, the ports they serve on and the commit they measured.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exited } from './resilience/server-process';

type CommandResult = { code: number | null; output: string };

/** Runs a command in the project folder; its output is collected, and echoed as it comes when `echo` is set. */
export function runCommand(command: string, args: string[], options: { echo: boolean; cwd?: string; env?: Record<string, string> }): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** The files git knows of or would add (so in-progress new files too), copied; node_modules is linked, not copied. */
export async function snapshotTree(): Promise<string> {
  const listed = await runCommand('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { echo: false });
  if (listed.code !== 0) throw new Error(`git ls-files failed: ${listed.output}`);
  const root = mkdtempSync(path.join(tmpdir(), 'bench-tree-'));
  for (const file of listed.output.split('\0').filter(Boolean)) {
    if (!existsSync(file)) continue;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFileSync(file, path.join(root, file));
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  return root;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run build`; the tree may be mid-edit by someone else, so a failed build is retried twice, a minute apart. */
export async function buildApp(root: string): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    console.log(`Building the app (npm run build) in ${root}, attempt ${attempt}...`);
    const result = await runCommand('npm', ['run', 'build'], { echo: false, cwd: root });
    if (result.code === 0) return;
    console.warn(result.output.split('\n').slice(-25).join('\n'));
    if (attempt < 3) {
      console.warn('The build failed; trying again in 60 s.');
      await pause(60_000);
    }
  }
  throw new Error('The build failed three times');
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePortFrom(first: number, taken: number[] = []): Promise<number> {
  for (let port = first; port < first + 50; port += 1) if (!taken.includes(port) && (await portIsFree(port))) return port;
  throw new Error(`No free port between ${first} and ${first + 49}`);
}

export async function gitState(): Promise<{ commit: string; uncommittedChanges: boolean }> {
  const commit = await runCommand('git', ['rev-parse', 'HEAD'], { echo: false });
  const status = await runCommand('git', ['status', '--porcelain'], { echo: false });
  return { commit: commit.output.trim(), uncommittedChanges: status.output.trim() !== '' };
}

/**
 * server/main.ts of the tree at `root`, as `npx tsx server/main.ts` would start it, in development settings on
 * `port` with its data in `dataDir`; `environment` adds to or overrides those settings.
 */
export function startTreeServer(root: string, port: number, dataDir: string, environment: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      // The admin's session outlives the run: the back office is measured with one sign-in.
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await exited(server);
}
