// Starts the real server for the browser tests: a fresh embedded database with the demo data, and a real
// SMTP receiver whose mail lands as JSON files in DATA_DIR/mailbox for the tests to read.
import { execSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
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

// WhatsApp Cloud's API as the server calls it (POST /{phone-number-id}/messages): each message is accepted with a
// wamid and kept as JSON in DATA_DIR/whatsapp-sent for the tests to read what a customer got.
const whatsAppSent = path.join(dataDir, 'whatsapp-sent');
mkdirSync(whatsAppSent, { recursive: true });
let whatsAppCount = 0;
const whatsApp = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    whatsAppCount += 1;
    const id = `wamid.e2e-${whatsAppCount}`;
    writeFileSync(path.join(whatsAppSent, `${String(whatsAppCount).padStart(5, '0')}.json`), JSON.stringify({ id, path: request.url, body: JSON.parse(body || '{}') }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id }] }));
  });
});
await new Promise((resolve) => whatsApp.listen(0, '127.0.0.1', resolve));
const whatsAppUrl = `http://127.0.0.1:${whatsApp.address().port}`;

await buildOnceForThisRun();
// Node itself (not npx) runs the compiled server, as `npm start` does, so a signal sent to this script reaches it directly.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], { stdio: 'inherit', env: { ...process.env, SMTP_URL: smtpUrl, WHATSAPP_API_BASE_URL: whatsAppUrl } });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  smtp.close();
  whatsApp.close();
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
