import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A name as searches compare it: its accents and tone marks taken off (decomposed, the combining marks
 * U+0300-U+036F dropped), then lower case (after, so that a database in the C locale still lowers it), so 'Adébáyọ̀ Ọlátúnjí' reads 'adebayo olatunji'. Built from
 * PostgreSQL's own immutable functions, it can be indexed on both databases: PGlite offers no unaccent
 * extension. The trigram index and the query must spell it alike, so both take it from here.
 */
export const foldedName = (column: AnyPgColumn): SQL => sql`lower(regexp_replace(normalize(${column}, NFD), '[\\u0300-\\u036f]', '', 'g'))`;

/** The same folding of what someone typed, done in JavaScript before it is compared with foldedName. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
