import { describe, expect, it } from 'vitest';
import { company } from '../../contracts/company';
import { signedInAs } from '../testing/accounts';
import { testDatabases } from '../testing/databases';
import { linkIn } from '../testing/mail-catcher';
import { useTestApp } from '../testing/test-context';

describe.each(testDatabases())('the staff invitation on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true });
  const invite = async (email: string, role: 'admin' | 'technician') => {
    const cookies = await signedInAs(t.app, t.database.db, `office-${role}@example.com`, 'admin');
    const invited = await t.app.inject({ method: 'POST', url: '/api/staff', cookies, payload: { firstname: 'Kemi', lastname: 'Adebayo', email, phone: '08035550000', role } });
    expect(invited.statusCode).toBe(201);
    const mail = t.mail.lastTo(email);
    if (!mail) throw new Error(`no invitation mailed to ${email}`);
    expect(linkIn(mail, '/welcome')).toMatch(/\/welcome\/[\w-]{43}$/);
    return mail;
  };

  it("tells a technician their day's visits will be on their phone, never naming a back office they will not see", async () => {
    const mail = await invite('kemi@example.com', 'technician');
    expect(mail.subject).toBe(`Your visits with ${company.name}, on your phone`);
    expect(mail.text).toContain('as a technician');
    expect(mail.text).toContain('"My day" on your phone');
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/back office/i);
  });

  it('invites an admin to the back office', async () => {
    const mail = await invite('tunde@example.com', 'admin');
    expect(mail.subject).toBe(`You are invited to ${company.name}'s back office`);
    expect(mail.text).toContain('as an admin, to run the back office');
  });
});
