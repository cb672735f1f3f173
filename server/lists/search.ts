import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

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
 * A person found by any part of their name or e-mail, or by their phone's digits; each column has a trigram
 * index, the phone one on its digits (migration 0006). A whole phone number is looked for at the end of
 * phones alone, on a b-tree of their reversed digits (migration 0009): a trigram search reads postings that
 * grow with the table, and a whole number's ending is found the same however it was stored. Other words of
 * 7 digits or more are part of a phone number, looked for in phones alone; words with an @ in e-mails alone;
 * words with a space in names; other words with letters in names and e-mails; shorter runs of digits
 * everywhere. Reading every index for every search cost a phone search the e-mail index (which holds the
 * digits of every address like ada2024@…), and an e-mail search the digits of every phone: on 10,000
 * messages PostgreSQL chose to compute them all.
 */
export function personSearch(columns: { name: AnyColumn; email: AnyColumn; phone: AnyColumn }, words: string): SQL | undefined {
  const digits = onlyPhoneCharacters(words) ? phoneDigits(words) : undefined;
  if (digits && digits.length >= wholeNumberDigits) return sql`reverse(regexp_replace(${columns.phone}, '[^0-9]', '', 'g')) like ${`${[...digits].reverse().join('')}%`}`;
  const byPhone = digits ? sql`regexp_replace(${columns.phone}, '[^0-9]', '', 'g') like ${likeAnywhere(digits)}` : undefined;
  if (byPhone && words.replace(/\D/g, '').length >= 7) return byPhone;
  if (words.includes('@')) return ilike(columns.email, likeAnywhere(words));
  // An e-mail address never holds a space: 'Ada Okafor' is a name.
  if (/\s/.test(words)) return or(ilike(columns.name, likeAnywhere(words)), byPhone);
  return or(ilike(columns.name, likeAnywhere(words)), ilike(columns.email, likeAnywhere(words)), byPhone);
}
