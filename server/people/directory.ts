import { eq, or } from 'drizzle-orm';
import { emailKey, phoneKey } from '../../contracts/customers';
import type { Database } from '../db/client';
import { customers } from '../db/schema';

export type Person = { name: string; email: string; phone: string; address?: string };

const uniqueViolation = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The directory rows holding either key: one person, or two (one found by e-mail, one by phone). */
function rowsWithKeys(db: Database, email: string, phone: string) {
  const byEmail = email ? eq(customers.emailKey, email) : undefined;
  const byPhone = phone ? eq(customers.phoneKey, phone) : undefined;
  return db.select().from(customers).where(or(byEmail, byPhone)).limit(2);
}

/**
 * Notes a person the company deals with in the customers directory, as each module writes them (a sign-up, a
 * booking, a message, a quote, an invoice), in the writer's transaction: found by their e-mail key or phone key
 * (each a unique index, so the lookup is one indexed read however many customers there are), given the key they
 * lacked and their latest name, or added. Two writers adding the same person at once: the second's insert meets
 * the unique index and it updates the row the first made instead. A key already held by another row stays there
 * (the two rows are one person the office may see twice, never two people made one).
 */
export async function noteCustomer(tx: Database, person: Person): Promise<void> {
  const email = emailKey(person.email);
  const phone = phoneKey(person.phone);
  if (!email && !phone) return;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [found] = await rowsWithKeys(tx, email, phone);
    if (found) {
      await tx.update(customers).set({ name: person.name, lastSeenAt: new Date(), ...(person.address ? { address: person.address } : {}) }).where(eq(customers.id, found.id));
      if (email && !found.emailKey) await fillKey(tx, found.id, { email: person.email.trim(), emailKey: email });
      if (phone && !found.phoneKey) await fillKey(tx, found.id, { phone: person.phone.trim(), phoneKey: phone });
      return;
    }
    const inserted = await tx
      .transaction((savepoint) => savepoint.insert(customers).values({ name: person.name, address: person.address ?? '', email: email ? person.email.trim() : '', phone: phone ? person.phone.trim() : '', emailKey: email, phoneKey: phone }).returning({ id: customers.id }))
      .catch((error: unknown) => {
        if (uniqueViolation(error)) return [];
        throw error;
      });
    if (inserted.length > 0) return;
  }
}

async function fillKey(tx: Database, id: string, key: { email: string; emailKey: string } | { phone: string; phoneKey: string }): Promise<void> {
  await tx
    .transaction((savepoint) => savepoint.update(customers).set(key).where(eq(customers.id, id)))
    .catch((error: unknown) => {
      if (!uniqueViolation(error)) throw error;
    });
}
