import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../testing/accounts';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-context';

/**
 * Finding a person in the inbox (and the bookings, which search the same way): words that can only be a
 * phone number are looked for in phones, words with an @ in e-mails, anything else in names, e-mails and
 * the digits of phones.
 */
describe.each(testDatabases())('finding a person on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    await t.database.db.execute(sql`
      insert into contact_messages (name, phone, email, message) values
        ('Ada Okafor', '0803 123 4567', 'ada@example.com', 'Quotation for a solar system'),
        ('Bola Adeyemi', '+234 701 000 0000', '08031234567@bolamail.ng', 'My inverter beeps'),
        ('Chi 2024 Ventures', '0802 555 1234', 'chi2024@example.com', 'Fire alarm for two blocks'),
        ('Kemi Bello', '0805 000 1111', 'kemi.bello2230@yahoo.com', 'Rewinding a 10 hp motor'),
        ('Tunde Bakare', '0809 222 3000', '', 'Automation for water pumps')`);
  });

  const found = async (q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/contactlist?limit=10&q=${encodeURIComponent(q)}`, cookies: admin });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().messages as { name: string }[]).map((message) => message.name).sort();
  };

  it('looks for a phone number in phones only, however it is typed', async () => {
    expect(await found('08031234567')).toEqual(['Ada Okafor']);
    expect(await found('+234 803 123 4567')).toEqual(['Ada Okafor']);
    expect(await found('(0803) 123-4567')).toEqual(['Ada Okafor']);
    expect(await found('701 000 0000')).toEqual(['Bola Adeyemi']);
    // Part of a number, from its start or its end, is looked for anywhere in the digits.
    expect(await found('0803 123 4')).toEqual(['Ada Okafor']);
    expect(await found('123 4567')).toEqual(['Ada Okafor']);
  });

  it('looks for words with an @ in e-mails, words with letters in names and e-mails, and a few digits everywhere', async () => {
    expect(await found('ada@example')).toEqual(['Ada Okafor']);
    expect(await found('@bolamail')).toEqual(['Bola Adeyemi']);
    expect(await found('okafor')).toEqual(['Ada Okafor']);
    expect(await found('bello2230')).toEqual(['Kemi Bello']);
    expect(await found('2230')).toEqual(['Kemi Bello', 'Tunde Bakare']);
    expect(await found('2024')).toEqual(['Chi 2024 Ventures']);
    expect(await found('1234')).toEqual(['Ada Okafor', 'Bola Adeyemi', 'Chi 2024 Ventures']);
  });

  it('finds a name free of accents, case and word order', async () => {
    await t.database.db.execute(sql`insert into contact_messages (name, phone, email, message) values ('Adébáyọ̀ Ọlátúnjí', '0806 111 2222', '', 'Generator changeover')`);
    for (const typed of ['adebayo olatunji', 'olatunji adebayo', 'OLATUNJI', 'Ọlátúnjí', 'ade tunji']) expect(await found(typed), typed).toEqual(['Adébáyọ̀ Ọlátúnjí']);
    expect(await found('adebayo okafor')).toEqual([]);
    expect(await found('okafor ada')).toEqual(['Ada Okafor']);
  });
});
