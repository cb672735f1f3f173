import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { jobQueue } from '../../jobs/queue';
import { messageTransports } from '../../messaging/transports';
import { emptyDatabase, testDatabases } from '../../testing/databases';
import { startTermiiStandIn } from '../../testing/termii-stand-in';
import { startWhatsAppCloudStandIn } from '../../testing/whatsapp-cloud-stand-in';
import { customerMessages } from './tables';
import { customerMessaging, tellCustomer } from './telling';
import { bookingReceivedMessage, technicianOnTheWayMessage, visitDoneMessage, visitReminderMessage } from './visit-messages';

const whatsApp = { token: 'EAAG-token', phoneNumberId: '106540352242922', appSecret: 'meta-app-secret', verifyToken: 'our-verify-token-16' };
const termii = { apiKey: 'TL-key', senderId: 'Brightwire', secretKey: 'termii-secret' };
const log = pino({ level: 'silent' });
const customers = Array.from({ length: 200 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Customer ${index}`,
  phone: `0803${String(10_000_000 + index).slice(1)}`,
  service: 'Solar Services',
  date: '2099-01-05',
  time: '10:00',
}));
const link = 'https://brightwire.ng/bookings/manage/Xo3kQ9vLm2Rt7Yw1Zp4Nb8Hc6Jd0Fg5Ks3Ae2Uy9Wq7';
const events = [
  (visit: (typeof customers)[number]) => bookingReceivedMessage(visit, link),
  (visit: (typeof customers)[number]) => visitReminderMessage(visit, link),
  (visit: (typeof customers)[number]) => technicianOnTheWayMessage(visit, { name: 'Ade Solar', phone: '0803 555 0142' }),
  (visit: (typeof customers)[number]) => visitDoneMessage(visit),
  (visit: (typeof customers)[number]) => ({ ...visitDoneMessage(visit), event: 'visit_followed_up' }),
];

describe.each(testDatabases())('5 events x 200 customers on two server copies, on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let meta: Awaited<ReturnType<typeof startWhatsAppCloudStandIn>>;
  let sms: Awaited<ReturnType<typeof startTermiiStandIn>>;
  beforeAll(async () => {
    database = await open();
    await emptyDatabase(database.db);
    meta = await startWhatsAppCloudStandIn(whatsApp);
    sms = await startTermiiStandIn(termii);
  });
  afterAll(async () => {
    await Promise.all([meta.close(), sms.close()]);
    await database.close();
  });

  it('gives each customer exactly one message per event, through a WhatsApp outage, however often each event is told', async () => {
    const config = { dataDir: '/nonexistent', whatsApp: { ...whatsApp, baseUrl: meta.baseUrl }, termii: { ...termii, baseUrl: sms.baseUrl } };
    const copies = [0, 1].map(() => {
      const queue = jobQueue(database.db, log, { claimMs: 30_000, retryBaseMs: 50, concurrency: 8, pollMs: 50 });
      customerMessaging(queue, database.db, messageTransports(config, log), log, { publicUrl: 'https://brightwire.ng', accessTokenSecret: 'a-secret-of-the-tests' });
      return queue;
    });
    // Both providers are down while the first copy tells; WhatsApp is back for the second. Each copy tells every event of every customer, as a retried request would.
    await meta.switchTo({ kind: 'server-error' });
    await sms.switchTo({ kind: 'server-error' });
    for (const queue of copies) queue.start();
    const tellEverything = async (queue: (typeof copies)[number]) => {
      for (const event of events) {
        for (const customer of customers) await database.db.transaction((tx) => tellCustomer(queue, tx, event(customer)));
      }
    };
    await tellEverything(copies[0] as (typeof copies)[number]);
    await meta.switchTo({ kind: 'up' });
    await tellEverything(copies[1] as (typeof copies)[number]);
    await vi.waitFor(
      async () => {
        const rows = await database.db.select({ state: customerMessages.state }).from(customerMessages);
        expect(rows.filter((row) => row.state === 'sent')).toHaveLength(1000);
      },
      { timeout: 240_000, interval: 250 },
    );
    await Promise.all(copies.map((queue) => queue.stop()));
    expect(meta.sent).toHaveLength(1000);
    const perCustomerAndTemplate = new Map<string, number>();
    for (const sent of meta.sent) {
      const key = `${sent.to}/${(sent.body.template as { name: string }).name}/${sent.reference ?? ''}`;
      perCustomerAndTemplate.set(key, (perCustomerAndTemplate.get(key) ?? 0) + 1);
    }
    expect(perCustomerAndTemplate.size).toBe(1000);
    expect(new Set(meta.sent.map((sent) => sent.to)).size).toBe(200);
  }, 300_000);
});
