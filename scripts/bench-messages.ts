// tsx scripts/bench-messages.ts: what telling a customer by phone adds to the request that causes it (issue 32).
// The real app on its own port (the embedded database, and PostgreSQL when TEST_DATABASE_URL is set), with the
// WhatsApp and Termii stand-ins: bookings whose phone is a Nigerian mobile (the booking's message, its short
// link and its job stored in the booking's transaction, then sent by the queue) in turns with bookings whose
// landline number gets no phone message. The difference of the medians is what sending adds to the request.
import type { AddressInfo } from 'node:net';
import { testDatabases } from '../server/testing/databases';
import { startTermiiStandIn } from '../server/testing/termii-stand-in';
import { startTestApp } from '../server/testing/test-app';
import { startWhatsAppCloudStandIn } from '../server/testing/whatsapp-cloud-stand-in';

const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const whatsApp = { token: 'EAAG-token', phoneNumberId: '106540352242922', appSecret: 'meta-app-secret', verifyToken: 'our-verify-token-16' };
const termii = { apiKey: 'TL-key', senderId: 'Brightwire', secretKey: 'termii-secret' };

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;

console.log(`\nPOST /api/booking, ${rounds} in turns: a landline (no phone message) and a mobile (told by phone), in ms\n`);
console.log('| database | bookings each | median, no message | median, told | added | p90, no message | p90, told |');
console.log('|---|---|---|---|---|---|---|');
for (const { name, open } of testDatabases()) {
  const database = await open();
  const meta = await startWhatsAppCloudStandIn(whatsApp);
  const sms = await startTermiiStandIn(termii);
  const app = await startTestApp(database, {
    WHATSAPP_TOKEN: whatsApp.token,
    WHATSAPP_PHONE_NUMBER_ID: whatsApp.phoneNumberId,
    WHATSAPP_APP_SECRET: whatsApp.appSecret,
    WHATSAPP_VERIFY_TOKEN: whatsApp.verifyToken,
    WHATSAPP_API_BASE_URL: meta.baseUrl,
    TERMII_API_KEY: termii.apiKey,
    TERMII_SENDER_ID: termii.senderId,
    TERMII_SECRET_KEY: termii.secretKey,
    TERMII_BASE_URL: sms.baseUrl,
  });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}/api/booking`;
  const book = async (index: number, phone: string) => {
    const started = performance.now();
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench ${index}`, phone, service: 'Solar Services', date: `2099-03-${String(1 + (index % 28)).padStart(2, '0')}`, time: '10:00', address: 'Bodija, Ibadan' }),
    });
    if (answer.status !== 201) throw new Error(`booking answered ${answer.status}: ${await answer.text()}`);
    return performance.now() - started;
  };
  const told: number[] = [];
  const untold: number[] = [];
  for (let index = 0; index < 10; index += 1) await book(index, '0803 000 0000');
  for (let index = 0; index < rounds; index += 1) {
    told.push(await book(index, `0803${String(index).padStart(7, '0')}`));
    // A landline: no phone channel reaches it, so the booking stores no message.
    untold.push(await book(index, '02 2231 0000'));
  }
  await app.close();
  await Promise.all([meta.close(), sms.close()]);
  await database.close();
  const median = (values: number[]) => quantile(values, 0.5);
  console.log(
    `| ${name} | ${rounds} | ${median(untold).toFixed(1)} | ${median(told).toFixed(1)} | ${(median(told) - median(untold)).toFixed(1)} | ${quantile(untold, 0.9).toFixed(1)} | ${quantile(told, 0.9).toFixed(1)} |`,
  );
}
