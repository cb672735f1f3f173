import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';

/** The running server writes its pid here; backups and restores of the embedded database refuse to run beside it. */
export function serverPidFile(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

export function runningServerPid(dataDir: string): number | undefined {
  const file = serverPidFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/**
 * One .tar.gz holding a consistent copy of the embedded database (PGlite's own dump of its data folder) and
 * every uploaded image.
 */
export async function backUpEmbedded(dataDir: string, file: string): Promise<void> {
  const staging = await mkdtemp(path.join(tmpdir(), 'site-backup-'));
  try {
    const database = new PGlite(path.join(dataDir, 'db'));
    // A dump asked of an instance that has not finished starting never answers.
    await database.waitReady;
    const dump = await database.dumpDataDir('none');
    await database.close();
    writeFileSync(path.join(staging, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
    const uploads = path.join(dataDir, 'uploads');
    const entries = ['db.tar'];
    if (existsSync(uploads)) {
      await tar.create({ cwd: dataDir, file: path.join(staging, 'uploads.tar') }, ['uploads']);
      entries.push('uploads.tar');
    }
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await tar.create({ cwd: staging, gzip: true, file }, entries);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Puts a backup back; what was there before is kept beside it in DATA_DIR/before-restore-<time>. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<string> {
  const staging = await mkdtemp(path.join(tmpdir(), 'site-restore-'));
  try {
    await tar.extract({ cwd: staging, file });
    const kept = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    mkdirSync(kept, { recursive: true });
    for (const folder of ['db', 'uploads']) {
      if (existsSync(path.join(dataDir, folder))) renameSync(path.join(dataDir, folder), path.join(kept, folder));
    }
    const database = new PGlite(path.join(dataDir, 'db'), { loadDataDir: new Blob([readFileSync(path.join(staging, 'db.tar'))]) });
    await database.query('select 1');
    await database.close();
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    if (existsSync(path.join(staging, 'uploads.tar'))) await tar.extract({ cwd: dataDir, file: path.join(staging, 'uploads.tar') });
    return kept;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
