import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { forgetOldAttempts } from './attempt-store';
import { serverPidFile } from './backup';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './demo/seed';
import { createMailer } from './mail/transport';
import { ensureAdmin } from './modules/auth/admin-bootstrap';

async function start() {
  const config = loadConfigOrExit();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  log.info({ database: database.kind }, 'database ready, migrations applied');

  await forgetOldAttempts(database.db);
  const housekeeping = setInterval(() => void forgetOldAttempts(database.db).catch((error: unknown) => log.warn({ err: error }, 'old attempt counters not cleared')), 60 * 60 * 1000);
  housekeeping.unref();

  const embeddedDemo = database.kind === 'embedded' && config.nodeEnv !== 'production';
  const demoAccounts = embeddedDemo ? await seedDemoData(database.db, config.dataDir) : undefined;

  // After the seed, which only fills an empty database: an admin made first would make it look used.
  if (config.bootstrapAdmin) {
    const outcome = await ensureAdmin(database.db, config.bootstrapAdmin.email, config.bootstrapAdmin.password);
    log.info({ email: config.bootstrapAdmin.email, outcome }, 'admin account from ADMIN_EMAIL ready');
  }

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, replyTo: config.mailReplyTo, dataDir: config.dataDir, log });
  const app = await buildApp({ config, db: database.db, mailer }, log);
  await app.listen({ port: config.port, host: config.host });
  if (database.kind === 'embedded') writeFileSync(serverPidFile(config.dataDir), String(process.pid));

  console.log(`\n  Site and API: http://localhost:${config.port}  (public address: ${config.publicUrl})`);
  if (demoAccounts) {
    console.log(`  Demo admin:    ${demoAccounts.admin.email}  password: ${demoAccounts.admin.password}`);
    console.log(`  Demo customer: ${demoAccounts.customer.email}  password: ${demoAccounts.customer.password}`);
  } else if (embeddedDemo && existsSync(path.join(config.dataDir, 'demo-accounts.txt'))) {
    console.log(`  Demo accounts: see ${path.join(config.dataDir, 'demo-accounts.txt')}`);
  }
  console.log('');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing requests in flight');
    clearInterval(housekeeping);
    await app.close();
    await mailer.close();
    await database.close();
    if (database.kind === 'embedded') rmSync(serverPidFile(config.dataDir), { force: true });
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

start().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
