// npm run restore FILE: puts a backup made by `npm run backup` back in DATA_DIR (the server must be stopped).
import { existsSync } from 'node:fs';
import { restoreEmbedded, runningServerPid } from '../server/db/backup';
import { loadConfigOrExit } from '../server/config';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- <backup file made by npm run backup>');
  process.exit(1);
}
const config = loadConfigOrExit();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore and copy the uploads back (see the README).');
  process.exit(1);
}
const pid = runningServerPid(config.dataDir);
if (pid) {
  console.error(`The server (pid ${pid}) is using ${config.dataDir}: stop it first.`);
  process.exit(1);
}
const kept = await restoreEmbedded(config.dataDir, file);
console.log(`Restored ${file}. What was there before is kept in ${kept}.`);
