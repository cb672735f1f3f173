import { asc, eq, inArray, or } from 'drizzle-orm';
import { emailKey, phoneKey } from '../../../contracts/customers';
import type { CustomerDirectory, Person } from '../../app-deps';
import type { Database } from '../../db/client';
import { customerNotes, customers } from './tables';

const uniqueViolation = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The directory rows holding either key: one person, or two (one found by e-mail, one by phone). */
function rowsWithKeys(db: Database, email: string, phone: string) {
  const byEmail = email ? eq(customers.emailKey, email) : undefined;
  const byPhone = phone ? eq(customers.phoneKey, phone) : undefined;
  return db.select().from(customers).where(or(byEmail, byPhone)).limit(2);
}

/**
 * Notes a person the office vouches for (a quote, an invoice, the office's own copy of a booking's details) or
 * who proved their e-mail (an activated account), in the writer's transaction: found by their e-mail key or
 * phone key (each a unique index, so the lookup is one indexed read however many customers there are), given
 * the key they lacked, their latest name and address, or added; answers the row's id. Two writers adding the
 * same person at once: the second's insert meets the unique index and it updates the row the first made
 * instead. A key already held by another row stays there (the two rows are one person the office may see
 * twice, never two people made one).
 */
async function noteCustomer(tx: Database, person: Person): Promise<string | undefined> {
  const email = emailKey(person.email);
  const phone = phoneKey(person.phone);
  if (!email && !phone) return undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [found, other] = await rowsWithKeys(tx, email, phone);
    // In a transaction of its own (a savepoint in the caller's): the halves are joined whole or not at all.
    if (found && other && (await tx.transaction((inner) => joinHalves(inner, found, other)))) continue;
    if (found) {
      await tx
        .update(customers)
        .set({ name: person.name, lastSeenAt: new Date(), ...(person.address ? { address: person.address } : {}) })
        .where(eq(customers.id, found.id));
      if (email && !found.emailKey) await fillKey(tx, found.id, { email: person.email.trim(), emailKey: email });
      if (phone && !found.phoneKey) await fillKey(tx, found.id, { phone: person.phone.trim(), phoneKey: phone });
      return found.id;
    }
    const [inserted] = await insertPerson(tx, person, email, phone);
    if (inserted) return inserted.id;
  }
  return undefined;
}

/**
 * Notes a person nobody has vouched for (a visitor's booking or message, a sign-up not yet activated): anyone
 * may type anyone's phone number, so what they say never renames, re-addresses, re-keys or joins a person on
 * record; it stays the booking's or the message's own facts, which the office may copy over (noteCustomer).
 * A person whose keys are both unknown is added; one already known is only marked as seen.
 */
async function noteVisitor(tx: Database, person: Person): Promise<void> {
  const email = emailKey(person.email);
  const phone = phoneKey(person.phone);
  if (!email && !phone) return;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const known = await rowsWithKeys(tx, email, phone);
    if (known.length > 0) {
      await tx
        .update(customers)
        .set({ lastSeenAt: new Date() })
        .where(
          inArray(
            customers.id,
            known.map((row) => row.id),
          ),
        );
      return;
    }
    if ((await insertPerson(tx, person, email, phone)).length > 0) return;
  }
}

/** The directory as the composition hands it to the modules that meet people (AppDeps.directory). */
export const customerDirectory: CustomerDirectory = { noteCustomer, noteVisitor };

/** A new row, in a savepoint: a writer who added the same key a moment before wins, and the caller reads again. */
function insertPerson(tx: Database, person: Person, email: string, phone: string): Promise<{ id: string }[]> {
  return tx
    .transaction((savepoint) =>
      savepoint
        .insert(customers)
        .values({ name: person.name, address: person.address ?? '', email: email ? person.email.trim() : '', phone: phone ? person.phone.trim() : '', emailKey: email, phoneKey: phone })
        .returning({ id: customers.id }),
    )
    .catch((error: unknown) => {
      if (uniqueViolation(error)) return [];
      throw error;
    });
}

type CustomerRow = typeof customers.$inferSelect;

/**
 * One person first met by phone alone and by e-mail alone has two rows; a record naming both makes them one:
 * the notes move to the older row, which takes the other's key. Rows that each hold both keys are two people
 * sharing one, and stay two. Both rows are locked, in id order, so writers joining the same halves wait in
 * turn; answers whether the rows were joined (the caller then reads again).
 */
async function joinHalves(tx: Database, first: CustomerRow, second: CustomerRow): Promise<boolean> {
  const halves = (row: CustomerRow) => Boolean(row.emailKey) !== Boolean(row.phoneKey);
  if (!halves(first) || !halves(second) || Boolean(first.emailKey) === Boolean(second.emailKey)) return false;
  const locked = await tx
    .select()
    .from(customers)
    .where(inArray(customers.id, [first.id, second.id]))
    .orderBy(asc(customers.id))
    .for('update');
  if (locked.length < 2) return true;
  const [kept, joined] = [...locked].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()) as [CustomerRow, CustomerRow];
  await tx.update(customerNotes).set({ customerId: kept.id }).where(eq(customerNotes.customerId, joined.id));
  await tx.delete(customers).where(eq(customers.id, joined.id));
  const key = joined.emailKey ? { email: joined.email, emailKey: joined.emailKey } : { phone: joined.phone, phoneKey: joined.phoneKey };
  await tx
    .update(customers)
    .set({ ...key, address: kept.address || joined.address, lastSeenAt: new Date() })
    .where(eq(customers.id, kept.id));
  return true;
}

async function fillKey(tx: Database, id: string, key: { email: string; emailKey: string } | { phone: string; phoneKey: string }): Promise<void> {
  await tx
    .transaction((savepoint) => savepoint.update(customers).set(key).where(eq(customers.id, id)))
    .catch((error: unknown) => {
      if (!uniqueViolation(error)) throw error;
    });
}
