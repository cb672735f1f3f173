import { and, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldText, foldedName } from '../db/folding';

/**
 * A search word as an ILIKE pattern that matches it anywhere, its wildcards taken literally. A trigram index
 * (pg_trgm) on the searched column serves it from three characters on.
 */
export function likeAnywhere(words: string): string {
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The digits of a phone number to look for, however it was typed: '0803 777 0017', '+234 803-777-0017' and
 * '08037770017' all find the same number, the national '0' and the country code '234' set aside. Undefined
 * when the words hold too few digits to be a phone number's part.
 */
function phoneDigits(words: string): string | undefined {
  const digits = words.replace(/\D/g, '').replace(/^(234|0)/, '');
  return digits.length >= 3 ? digits : undefined;
}

/** Words of digits and what people type between them: a phone number or a part of one. */
const onlyPhoneCharacters = (words: string) => /^[\d\s+()./-]+$/.test(words);

/** A Nigerian number without its '0' or '234' has ten digits: this many, and the words are a whole number. */
const wholeNumberDigits = 10;

/**
 * A name found by every word typed, each anywhere in it, free of accents, case and word order: 'olatunji
 * adebayo' finds 'Adébáyọ̀ Ọlátúnjí'. Each word is a LIKE on the folded name, which a trigram index on the
 * same expression serves (server/db/folding.ts). Undefined when nothing is left to look for.
 */
export function nameSearch(name: AnyPgColumn, words: string): SQL | undefined {
  const parts = foldText(words).split(/\s+/).filter(Boolean);
  if (parts.length === 0) return undefined;
  return and(...parts.map((part) => sql`${foldedName(name)} like ${likeAnywhere(part)}`));
}

/**
 * A phone number, or a part of one, however it was typed ('0803…', '+234 803…', '234-803…'): a whole
 * number by its ending (migration 0009's b-tree of reversed digits), a part by its digits' trigrams.
 * Undefined when the words are not a phone number's part.
 */
export function phoneSearch(phone: AnyColumn, words: string): SQL | undefined {
  const digits = onlyPhoneCharacters(words) ? phoneDigits(words) : undefined;
  if (!digits) return undefined;
  if (digits.length >= wholeNumberDigits) return sql`reverse(regexp_replace(${phone}, '[^0-9]', '', 'g')) like ${`${[...digits].reverse().join('')}%`}`;
  return sql`regexp_replace(${phone}, '[^0-9]', '', 'g') like ${likeAnywhere(digits)}`;
}

/**
 * A person found by their name (nameSearch), any part of their e-mail, or their phone's digits; each has a
 * trigram index, the phone one on its digits (migration 0006). A whole phone number is looked for at the end of
 * phones alone, on a b-tree of their reversed digits (migration 0009): a trigram search reads postings that
 * grow with the table, and a whole number's ending is found the same however it was stored. Other words of
 * 7 digits or more are part of a phone number, looked for in phones alone; words with an @ in e-mails alone;
 * words with a space in names; other words with letters in names and e-mails; shorter runs of digits
 * everywhere. Reading every index for every search cost a phone search the e-mail index (which holds the
 * digits of every address like ada2024@…), and an e-mail search the digits of every phone: on 10,000
 * messages PostgreSQL chose to compute them all.
 */
export function personSearch(columns: { name: AnyPgColumn; email: AnyColumn; phone: AnyColumn }, words: string): SQL | undefined {
  const byPhone = phoneSearch(columns.phone, words);
  if (byPhone && words.replace(/\D/g, '').length >= 7) return byPhone;
  if (words.includes('@')) return ilike(columns.email, likeAnywhere(words));
  // An e-mail address never holds a space: 'Ada Okafor' is a name.
  if (/\s/.test(words)) return or(nameSearch(columns.name, words), byPhone);
  return or(nameSearch(columns.name, words), ilike(columns.email, likeAnywhere(words)), byPhone);
}

/** A person's keys as the customer directory holds them (contracts/customers.ts): either may be missing. */
export type PersonKeys = { emailKey: string | null; phoneKey: string | null };

/**
 * Rows of a table that are this person's: the same e-mail (any case) or a phone ending in the same national
 * digits. Each side is served by that table's own index (the trigram index of its e-mails, and the b-tree of
 * reversed phone digits, migration 0009), so a customer's page costs the same however large the tables grow.
 */
export function samePerson(columns: { email: AnyColumn; phone: AnyColumn }, person: PersonKeys): SQL | undefined {
  const byEmail = person.emailKey
    ? ilike(
        columns.email,
        person.emailKey.replace(/[\\%_]/g, (character) => `\\${character}`),
      )
    : undefined;
  const byPhone = person.phoneKey ? sql`reverse(regexp_replace(${columns.phone}, '[^0-9]', '', 'g')) like ${`${[...person.phoneKey].reverse().join('')}%`}` : undefined;
  return or(byEmail, byPhone);
}
