import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number given to each kind of document in each year (quote, invoice, receipt). Taken and raised in
 * the transaction that stores the document, so a number is never given twice, and a rolled-back document
 * gives its number back: invoice numbers have no gaps, however many servers share the database.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind', { enum: ['quote', 'invoice', 'receipt'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);
