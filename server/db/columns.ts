import { sql } from 'drizzle-orm';
import { bigint, index, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldedName } from './folding';

/** The columns and indexes every owner's tables.ts builds its tables from (the tables live with their owners). */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money is whole kobo; bigint so that a large order total can never overflow. */
export const kobo = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * A phone number found by its last digits (a whole number typed any way ends the same): its digits reversed,
 * read as a prefix on a b-tree. A trigram index reads postings that grow with the table; this one does not.
 */
export const phoneEndingIndex = (name: string, phone: AnyPgColumn) => index(name).using('btree', sql`reverse(regexp_replace(${phone}, '[^0-9]', '', 'g')) text_pattern_ops`);

/** A name found by any part of it, free of accents and case (server/db/folding.ts), on trigrams. */
export const foldedNameIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${foldedName(column)} gin_trgm_ops`);
