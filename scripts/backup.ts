// npm run backup [FILE]: the embedded database and the uploaded images in one .tar.gz (the server must be stopped).
import path from 'node:path';
import { backUpEmbedded, runningServerPid } from '../server/db/backup';
import { loadConfigOrExit } from '../server/config';

const config = loadConfigOrExit();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and copy DATA_DIR/uploads (see the README).');
  process.exit(1);
}
const pid = runningServerPid(config.dataDir);
if (pid) {
  console.error(`The server (pid ${pid}) is using ${config.dataDir}: stop it first so the copy is consistent.`);
  process.exit(1);
}
const file = path.resolve(process.argv[2] ?? path.join('backups', `site-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));
await backUpEmbedded(config.dataDir, file);
console.log(`Backup written to ${file}`);
