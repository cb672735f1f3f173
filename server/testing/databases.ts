import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openEmbeddedDatabase, openPostgresDatabase, type Database, type DatabaseHandle } from '../db/client';

export type TestDatabase = { name: 'embedded' | 'postgres'; open: () => Promise<DatabaseHandle> };

/** An empty database of its own on the PostgreSQL server at `serverUrl`, named `<prefix>_<random>`; `drop` removes it whoever is still connected. */
export async function scratchPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement).finally(() => admin.end());
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh, migrated PostgreSQL database of its own on the TEST_DATABASE_URL server, dropped on close. */
async function openScratchPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const scratch = await scratchPostgresDatabase(serverUrl, 'test');
  const handle = await openPostgresDatabase(scratch.url, 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * Every database the suite runs on: the embedded one always, and PostgreSQL when TEST_DATABASE_URL is set.
 * TEST_DATABASES=postgres runs PostgreSQL alone: CI's full lane, after its fast lane ran the embedded one.
 */
export function testDatabases(): TestDatabase[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const embedded: TestDatabase = { name: 'embedded', open: () => openEmbeddedDatabase(undefined) };
  if (!serverUrl) return [embedded];
  const postgres: TestDatabase = { name: 'postgres', open: () => openScratchPostgres(serverUrl) };
  return process.env.TEST_DATABASES === 'postgres' ? [postgres] : [embedded, postgres];
}

/** Empties every table between tests; far cheaper than a new database. */
export async function emptyDatabase(db: Database): Promise<void> {
  await db.execute(
    sql`TRUNCATE users, sessions, refresh_tokens, email_tokens, addresses, products, cart_items, orders, order_lines, payment_events, sandbox_transactions, attempt_counters, bookings, contact_messages, events, document_counters, quotes, quote_lines, quote_history, invoices, invoice_lines, invoice_history, service_payments, service_checkouts, service_credits, customers, customer_notes, jobs, holidays, message_reports, delivery_zones, bank_transfers, virtual_accounts, customer_messages, channel_consents, short_links, mail_months, office_replies, email_consents RESTART IDENTITY CASCADE`,
  );
}
