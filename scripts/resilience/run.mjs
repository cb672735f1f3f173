// The crash and two-server checks need a PostgreSQL server: CI gives them TEST_DATABASE_URL.
import { execFileSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('Resilience checks (crash safety, two servers) need PostgreSQL: set TEST_DATABASE_URL to run them. Not run.');
  process.exit(0);
}
// The copies start as production's do, from the compiled server.
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
for (const script of ['scripts/resilience/crash.ts', 'scripts/resilience/two-servers.ts', 'scripts/resilience/three-copies.ts']) {
  execFileSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
}
