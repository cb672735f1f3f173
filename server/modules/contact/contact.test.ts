import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contactMessages as contactTexts } from '../../../contracts/contact';
import { contactMessages } from './tables';
import { testDatabases } from '../../testing/databases';
import { startTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/test-context';

const message = { name: 'Kunle Afolabi', phone: '08039876543', email: 'kunle@example.com', subject: 'Quotation Request', message: 'Please quote a 10 kVA solar system for a bakery in Apata.' };

describe.each(testDatabases())('contact messages on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng' } });

  const send = (payload: object, extra: Partial<InjectOptions> = {}) => t.app.inject({ method: 'POST', url: '/api/contactlist', payload, ...extra });

  it('keeps the message and forwards it to the company', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: contactTexts.sent });
    const [stored] = await t.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ ...message, handledAt: null });
    const forwarded = t.mail.lastTo('office@brightwire.ng');
    expect(forwarded?.subject).toBe('Website message: Quotation Request from Kunle Afolabi');
    expect(forwarded?.text).toContain(message.message);
  });

  it('accepts a message without e-mail or subject and escapes what it forwards', async () => {
    const response = await send({ name: 'Kunle <b>Afolabi</b>', phone: '08039876543', message: '<script>alert(1)</script>' });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ email: '', subject: '' });
    expect(t.mail.lastTo('office@brightwire.ng')?.html).not.toContain('<script>');
  });

  it('refuses each broken rule with the company’s wording and stores nothing', async () => {
    const cases: [object, string, string][] = [
      [{ ...message, name: '' }, 'name', 'Name is Required'],
      [{ ...message, name: 'Kunl' }, 'name', 'Name must be atleast 5 charcters'],
      [{ ...message, phone: undefined }, 'phone', 'phone is Required'],
      [{ ...message, phone: '080398765' }, 'phone', 'Phone Number must be atleast 10 charcters'],
      [{ ...message, email: 'kunle.example.com' }, 'email', 'Invalid email address'],
      [{ ...message, subject: 'Free money' }, 'subject', 'Choose one of the subjects'],
      [{ ...message, message: '   ' }, 'message', 'Message is required'],
      [{ ...message, message: ['not', 'text'] }, 'message', 'Message is required'],
    ];
    for (const [payload, field, text] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[field]).toBe(text);
    }
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    expect(t.mail.received).toHaveLength(0);
  });

  it('answers a filled hidden field like a success but keeps nothing', async () => {
    const response = await send({ ...message, website: 'casino' });
    expect(response.statusCode).toBe(201);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    expect(t.mail.received).toHaveLength(0);
  });
});

describe('the public forms’ limit per address', () => {
  it('answers 429 with Retry-After past the hourly limit', async () => {
    const [embedded] = testDatabases();
    if (!embedded) throw new Error('no test database');
    const database = await embedded.open();
    const limited = await startTestApp(database, { FORM_LIMIT_PER_IP: '2' });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/api/contactlist', payload: message });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const blocked = await send();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(blocked.json().message).toBe('Too many attempts. Please try again in 60 minutes.');
    } finally {
      await limited.close();
      await database.close();
    }
  });
});
