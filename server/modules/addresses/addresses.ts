import { and, asc, count, eq, sql } from 'drizzle-orm';
import { addressMessages, maxAddressesPerUser } from '../../../contracts/addresses';
import type { Address } from '../../../contracts/addresses.schemas';
import type { Database } from '../../db/client';
import { addresses } from './tables';
import { HttpError } from '../../errors';

type AddressRow = typeof addresses.$inferSelect;
type AddressFields = Pick<AddressRow, 'street' | 'city' | 'state' | 'country' | 'phone'>;

export function toAddressJson(row: AddressRow): Address {
  return { _id: row.id, street: row.street, city: row.city, state: row.state, country: row.country, phone: row.phone };
}

export async function listAddresses(db: Database, userId: string): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddressJson);
}

/** Another customer's address answers exactly like a missing one. */
export async function findOwnAddress(db: Database, userId: string, id: string): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw new HttpError(404, addressMessages.notFound);
  return row;
}

export async function addAddress(db: Database, userId: string, fields: AddressFields): Promise<Address> {
  return db.transaction(async (tx) => {
    // One lock per customer makes two simultaneous adds take turns, so the limit of 3 holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);
    const [existing] = await tx.select({ value: count() }).from(addresses).where(eq(addresses.userId, userId));
    if ((existing?.value ?? 0) >= maxAddressesPerUser) throw new HttpError(400, addressMessages.tooMany);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...fields })
      .returning();
    if (!row) throw new Error('address was not stored');
    return toAddressJson(row);
  });
}

export async function updateAddress(db: Database, userId: string, id: string, fields: AddressFields): Promise<Address> {
  const [row] = await db
    .update(addresses)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, addressMessages.notFound);
  return toAddressJson(row);
}

export async function deleteAddress(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw new HttpError(404, addressMessages.notFound);
}
