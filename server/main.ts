import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { buildApp } from './app';
import { forgetOldAttempts } from './http/attempt-store';
import { serverPidFile } from './db/backup';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './demo/seed';
import { imageStoreOf } from './images/storage';
import { visitPhotoStoreOf } from './images/visit-photos';
import { moveVisitPhotosApart } from './modules/bookings';
import { createMailer } from './mail/transport';
import { ensureAdmin } from './modules/auth';
import { publishBuildAssets } from './shell/web-assets';
import { webRoot } from './shell/web-shell';

/** However a stop goes, the process is gone this long after the grace period (Docker kills at 10 s). */
const closeDeadlineMs = 5000;

async function start() {
  const config = loadConfigOrExit();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  log.info({ database: database.kind }, 'database ready, migrations applied');

  await forgetOldAttempts(database.db);
  const housekeeping = setInterval(() => void forgetOldAttempts(database.db).catch((error: unknown) => log.warn({ err: error }, 'old attempt counters not cleared')), 60 * 60 * 1000);
  housekeeping.unref();
  const published = await publishBuildAssets(database.db, webRoot);
  log.info({ files: published }, "this build's assets shared with the other copies");

  const movedPhotos = await moveVisitPhotosApart(database.db, { images: imageStoreOf(config), visitPhotos: visitPhotoStoreOf(config) });
  if (movedPhotos > 0) log.info({ photos: movedPhotos }, 'visit photos moved out of the public images');

  const embeddedDemo = database.kind === 'embedded' && config.nodeEnv !== 'production';
  const demoAccounts = embeddedDemo ? await seedDemoData(database.db, config.dataDir, imageStoreOf(config)) : undefined;

  // After the seed, which only fills an empty database: an admin made first would make it look used.
  if (config.bootstrapAdmin) {
    const outcome = await ensureAdmin(database.db, config.bootstrapAdmin.email, config.bootstrapAdmin.password);
    log.info({ email: config.bootstrapAdmin.email, outcome }, 'admin account from ADMIN_EMAIL ready');
  }

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, replyTo: config.mailReplyTo, dataDir: config.dataDir, log });
  const app = await buildApp({ config, db: database.db, mailer, listen: database.listen, poolUse: database.poolUse }, log);
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

  /**
   * A stop loses no request: the copy first reports draining (GET /api/health/ready answers 503) and keeps
   * serving for SHUTDOWN_GRACE_MS while the load balancer takes it out, each answer closing its connection;
   * then it stops listening (a proxy sends a refused connection to another copy), finishes what is in
   * flight, closes kept-alive connections as soon as they fall idle, and exits. Jobs it was running end or
   * are taken up by another copy when their claims run out.
   */
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.draining = true;
    log.info({ signal, graceMs: config.shutdownGraceMs }, 'draining: reporting not ready, still serving');
    await sleep(config.shutdownGraceMs);
    log.info('stopping: finishing requests in flight');
    const deadline = setTimeout(() => {
      log.warn('requests still open at the deadline: closing their connections');
      app.server.closeAllConnections();
      process.exit(1);
    }, closeDeadlineMs);
    deadline.unref();
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    clearInterval(housekeeping);
    app.server.once('close', () => log.info('stopped listening; requests in flight are answered'));
    await app.close();
    clearInterval(idleSweep);
    log.info('requests and jobs in flight finished');
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
