import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-context';

const message = { name: 'Kunle Adeyemi', phone: '08031234567', subject: 'General Inquiry', message: 'Do you install inverters in Oyo town?' };

/**
 * Behind one proxy hop (TRUST_PROXY=1), the customer's address is the one the proxy adds last to
 * X-Forwarded-For: a customer who writes their own header cannot step around the per-address limit.
 */
describe.each(testDatabases())('per-address limits behind a proxy on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { environment: { TRUST_PROXY: '1', FORM_LIMIT_PER_IP: '5' } });

  it('limits a customer who forges X-Forwarded-For, and not the others behind the same proxy', async () => {
    const send = (forwardedFor: string) => t.app.inject({ method: 'POST', url: '/api/contactlist', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor }, payload: message });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await send(`198.51.100.${attempt}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send('203.0.113.8')).statusCode).toBe(201);
  });
});
