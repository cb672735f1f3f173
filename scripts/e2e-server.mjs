// Starts the real server for the browser tests on a fresh embedded database with the demo data.
import { execSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '.e2e-data', { recursive: true, force: true });
execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
const server = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
