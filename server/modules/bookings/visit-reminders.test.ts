import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { jobQueue } from '../../jobs/queue';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { whereShortLinkLeads } from '../../testing/short-links';
import { useTestApp } from '../../testing/test-context';
import { customerMessages } from '../messages/tables';
import { remindTomorrowsVisits } from './visit-reminders';

const visit = { name: 'Funke Akindele', phone: '0803 123 4567', service: 'Solar Services', date: '2099-01-05', time: '10:00' };
/** 10:00 and 07:00 in Lagos (UTC+1) on the day before the visit. */
const dayBeforeMorning = new Date('2099-01-04T09:00:00Z');
const dayBeforeDawn = new Date('2099-01-04T06:00:00Z');

describe.each(testDatabases())('reminders the day before a visit, on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const deps = () => ({ db: t.database.db, config: t.config, jobs: jobQueue(t.database.db, pino({ level: 'silent' }), { claimMs: 30_000, retryBaseMs: 50, concurrency: 1, pollMs: 1000 }) });
  const book = async (fields: object = {}) => (await t.app.inject({ method: 'POST', url: '/api/booking', payload: { ...visit, ...fields } })).json() as { _id: string };
  const reminders = () => t.database.db.select().from(customerMessages).where(eq(customerMessages.event, 'visit_reminder'));

  it("reminds each of tomorrow's visits once, by the morning, with its manage link, and never a cancelled one or another day's", async () => {
    const funke = await book();
    const cancelled = await book({ name: 'Musa Ibrahim', phone: '0805 222 3333', time: '14:00' });
    await book({ name: 'Bola Ade', phone: '0807 444 5555', date: '2099-01-06' });
    const admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/booking/${cancelled._id}/status`, cookies: admin, payload: { status: 'cancelled', note: '' } })).statusCode).toBe(200);

    expect(await remindTomorrowsVisits(deps(), dayBeforeDawn)).toBe(0);
    expect(await remindTomorrowsVisits(deps(), dayBeforeMorning)).toBe(1);
    expect(await remindTomorrowsVisits(deps(), dayBeforeMorning)).toBe(0);
    const [reminder] = await reminders();
    expect(reminder).toMatchObject({ phone: '+2348031234567', about: `booking:${funke._id}:2099-01-05`, template: 'visitReminder', category: 'transactional' });
    const link = /https?:\/\/\S+\/m\/[A-Za-z0-9_-]{7}$/.exec(reminder?.smsText ?? '')?.[0] ?? '';
    expect(await whereShortLinkLeads(t.app, link)).toMatch(/^\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);
    expect(await reminders()).toHaveLength(1);
  });
});
