// Starts the real server for the browser tests: a fresh embedded database with the demo data, and a real
// SMTP receiver whose mail lands as JSON files in DATA_DIR/mailbox for the tests to read.
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const dataDir = process.env.DATA_DIR ?? '.e2e-data';
const mailbox = path.join(dataDir, 'mailbox');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(mailbox, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received += 1;
        const to = Array.isArray(mail.to) ? mail.to.map((entry) => entry.text).join(', ') : (mail.to?.text ?? '');
        const file = path.join(mailbox, `${String(received).padStart(5, '0')}.json`);
        // Attachments (an invoice's or a receipt's PDF) travel as base64 for the tests to read back.
        const attachments = mail.attachments.map((attachment) => ({ filename: attachment.filename ?? '', contentType: attachment.contentType, base64: attachment.content.toString('base64') }));
        writeFileSync(file, JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '', attachments }));
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`;

await buildOnceForThisRun();
// Node itself (not npx) runs the compiled server, as `npm start` does, so a signal sent to this script reaches it directly.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], { stdio: 'inherit', env: { ...process.env, SMTP_URL: smtpUrl } });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 0);
});

/**
 * Each Playwright worker starts one of these servers, all at once, over one dist/: the first to take the lock
 * builds, and the others, finding a build newer than their own start, serve it. A lock left by a run that died
 * is taken over after the longest a build takes here.
 */
async function buildOnceForThisRun() {
  const started = Date.now();
  const lock = '.e2e-build.lock';
  const stamp = path.join('dist', '.e2e-built-at');
  const builtSince = (moment) => {
    try {
      return statSync(stamp).mtimeMs >= moment;
    } catch {
      return false;
    }
  };
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const heldSince = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - heldSince > 300_000) rmSync(lock, { recursive: true, force: true });
      await sleep(250);
    }
  }
  try {
    // CI's second browser lane serves the build its first lane made (E2E_REUSE_BUILD=1).
    if (builtSince(process.env.E2E_REUSE_BUILD ? 0 : started)) return;
    execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
    writeFileSync(stamp, new Date().toISOString());
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
