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
  return digits.length >= 3 ? likeAnywhere(digits) : undefined;
}

/** Words that can only be (part of) a phone number: digits and what people type between them, 7 digits or more. */
const looksLikePhone = (words: string) => /^[\d\s+()./-]+$/.test(words) && words.replace(/\D/g, '').length >= 7;

/**
 * A person found by any part of their name or e-mail, or by their phone's digits; each column has a trigram
 * index, the phone one on its digits (migration 0006). Words that can only be a phone number are looked for
 * in phones alone, and words with an @ in e-mails alone: the other indexes would be read for nothing (an
 * e-mail index holds the digits of every address like ada2024@…, a sizeable share of a big table).
 */
export function personSearch(columns: { name: AnyColumn; email: AnyColumn; phone: AnyColumn }, words: string): SQL | undefined {
  const digits = phoneDigits(words);
  const byPhone = digits ? sql`regexp_replace(${columns.phone}, '[^0-9]', '', 'g') like ${digits}` : undefined;
  if (looksLikePhone(words)) return byPhone;
  if (words.includes('@')) return ilike(columns.email, likeAnywhere(words));
  return or(ilike(columns.name, likeAnywhere(words)), ilike(columns.email, likeAnywhere(words)), byPhone);
}
