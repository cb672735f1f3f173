import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { consentTexts } from '../../../contracts/consent';
import type { ConsentAnswer } from '../../../contracts/consent.schemas';
import { replyTexts } from '../../../contracts/conversations';
import { customerDirectory } from '.';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-context';

describe.each(testDatabases())("the consent switches on a customer's page, on the $name database", (testDatabase) => {
  const t = useTestApp(testDatabase);
  const inject = (options: InjectOptions) => t.app.inject(options);
  const customer = async () => (await customerDirectory.noteCustomer(t.database.db, { name: 'Funke Akindele', email: 'Funke@Example.com', phone: '0803 123 4567' })) ?? '';
  const consent = async (id: string, cookies: Record<string, string>) => (await inject({ method: 'GET', url: `/api/customers/${id}/consent`, cookies })).json() as ConsentAnswer;
  const change = (id: string, cookies: Record<string, string>, payload: object) => inject({ method: 'POST', url: `/api/customers/${id}/consent`, cookies, payload });

  it("shows each channel open for bookings and orders until the office records the customer's word, with when, how and who", async () => {
    const id = await customer();
    const office = await signedInAs(t.app, t.database.db, 'office@brightwire.ng', 'admin');
    expect((await consent(id, office)).channels).toEqual([
      { channel: 'whatsapp', address: '+2348031234567', state: 'transactional', history: [] },
      { channel: 'sms', address: '+2348031234567', state: 'transactional', history: [] },
      { channel: 'email', address: 'funke@example.com', state: 'transactional', history: [] },
    ]);
    const granted = await change(id, office, { channel: 'whatsapp', change: 'grant', how: 'phone' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().message).toBe(consentTexts.recorded);
    const ended = await change(id, office, { channel: 'sms', change: 'end', how: 'in-person' });
    expect(ended.json().message).toBe(consentTexts.ended);
    await change(id, office, { channel: 'email', change: 'grant', how: 'writing' });
    const withdrawn = await change(id, office, { channel: 'email', change: 'end', how: 'phone' });
    expect(withdrawn.json().message).toBe(consentTexts.withdrawn);
    const [whatsApp, sms, email] = (await consent(id, office)).channels;
    expect(whatsApp).toMatchObject({ state: 'granted', history: [{ state: 'granted', how: 'phone', recordedBy: 'office@brightwire.ng', createdAt: expect.any(String) }] });
    expect(sms).toMatchObject({ state: 'ended', history: [{ state: 'ended', how: 'in-person' }] });
    expect(email).toMatchObject({ state: 'transactional', history: [{ state: 'withdrawn' }, { state: 'granted' }] });

    // An ended channel gets nothing, the office's own reply included.
    const reply = await inject({ method: 'POST', url: '/api/messages/replies', cookies: office, payload: { phone: '08031234567', channel: 'sms', body: 'Hello', key: 'consent-reply-00001' } });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(replyTexts.channelEnded);
  });

  it("refuses the customer's own session and a technician, changing nothing", async () => {
    const id = await customer();
    const own = await signedInAs(t.app, t.database.db, 'funke@example.com');
    const technician = await signedInAs(t.app, t.database.db, 'tunde@brightwire.ng', 'technician');
    for (const cookies of [own, technician, {}]) {
      expect((await change(id, cookies, { channel: 'sms', change: 'end', how: 'phone' })).statusCode).toBeGreaterThanOrEqual(401);
      expect((await inject({ method: 'GET', url: `/api/customers/${id}/consent`, cookies })).statusCode).toBeGreaterThanOrEqual(401);
    }
    const office = await signedInAs(t.app, t.database.db, 'office@brightwire.ng', 'admin');
    expect((await consent(id, office)).channels.every((channel) => channel.history.length === 0)).toBe(true);
  });

  it('says why a change cannot be made: a bad channel, or no address on that channel', async () => {
    const office = await signedInAs(t.app, t.database.db, 'office@brightwire.ng', 'admin');
    const phoneOnly = (await customerDirectory.noteCustomer(t.database.db, { name: 'Bisi Akande', email: '', phone: '0815 555 0111' })) ?? '';
    const noEmail = await change(phoneOnly, office, { channel: 'email', change: 'grant', how: 'phone' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(consentTexts.noEmail);
    const badChannel = await change(phoneOnly, office, { channel: 'pigeon', change: 'grant', how: 'phone' });
    expect(badChannel.statusCode).toBe(400);
    expect((await change('00000000-0000-4000-8000-000000000000', office, { channel: 'sms', change: 'end', how: 'phone' })).statusCode).toBe(404);
  });
});
