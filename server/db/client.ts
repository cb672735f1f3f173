import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../project-root';
import { notificationListener, type Listen } from './notifications';

export type { Listen };

/** Queries are written with the query builder, over each owner's tables.ts: no relational schema is needed here. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type PoolUse = { total: number; idle: number; waiting: number; max: number };

export type DatabaseHandle = {
  db: Database;
  kind: 'embedded' | 'postgres';
  close: () => Promise<void>;
  listen?: Listen;
  poolUse?: () => PoolUse;
};

const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');
/** Any fixed number: two servers starting together take turns applying migrations. */
const migrationLockKey = 727_2018;

/** `location` is a folder for a persistent embedded database, or undefined for one in memory (tests). */
export async function openEmbeddedDatabase(location: string | undefined): Promise<DatabaseHandle> {
  if (location) mkdirSync(path.dirname(location), { recursive: true });
  // pg_trgm serves the back office's searches inside names, phones and e-mails (migration 0006).
  const client = new PGlite({ dataDir: location, extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  const listen: Listen = async (channel, onNotice) => {
    const stop = await client.listen(channel, onNotice);
    return () => stop();
  };
  return { db, kind: 'embedded', close: () => client.close(), listen };
}

export async function openPostgresDatabase(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  await migratePostgresOnce(connectionString);
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server drops (a restart, a failover) is replaced on next use; unheard, the error would end the process.
  pool.on('error', (error) => process.emitWarning(`an idle PostgreSQL connection was dropped: ${error.message}`));
  const db = drizzlePostgres(pool);
  const notices = notificationListener(connectionString);
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await notices.close();
      await pool.end();
    },
    listen: notices.listen,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
  };
}

async function migratePostgresOnce(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await client.end();
  }
}

export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string; databasePoolSize?: number }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, options.databasePoolSize);
  return openEmbeddedDatabase(path.join(options.dataDir, 'db'));
}
