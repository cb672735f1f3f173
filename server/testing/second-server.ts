import { sql } from 'drizzle-orm';
import { openPostgresDatabase, type DatabaseHandle } from '../db/client';
import type { Config } from '../config';
import { startTestApp } from './test-app';

/**
 * A second copy of the app on the same database, as a load balancer would run it: on PostgreSQL with a pool
 * of its own (so the two copies' transactions really overlap), on the embedded database on the same handle.
 * It shares the first copy's secrets, payment provider and mail, so either copy can answer any request.
 */
export async function startSecondServer(database: DatabaseHandle, config: Config, environment: NodeJS.ProcessEnv = {}) {
  const pool = database.kind === 'postgres' ? await openSecondPool(database) : undefined;
  const other = await startTestApp(pool ?? database, {
    PUBLIC_URL: config.publicUrl,
    ACCESS_TOKEN_SECRET: config.accessTokenSecret,
    COMPANY_EMAIL: config.companyEmail,
    ...(config.smtpUrl ? { SMTP_URL: config.smtpUrl } : {}),
    ...(config.paystack.secretKey ? { PAYSTACK_SECRET_KEY: config.paystack.secretKey, PAYSTACK_BASE_URL: config.paystack.baseUrl } : {}),
    ...environment,
  });
  return {
    app: other.app,
    close: async () => {
      await other.close();
      await pool?.close();
    },
  };
}

async function openSecondPool(database: DatabaseHandle): Promise<DatabaseHandle> {
  const [row] = await database.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  return openPostgresDatabase(url.toString(), 4);
}
