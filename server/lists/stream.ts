import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { groupedPhone } from '../../contracts/phones';

/** `{"orders":[…]}` (or a bare array without a name) written row by row as the rows come from the database. */
export function jsonListStream<Row>(rows: AsyncIterable<Row>, encode: (row: Row) => unknown, name?: string): Readable {
  async function* pieces() {
    yield name ? `{${JSON.stringify(name)}:[` : '[';
    let first = true;
    for await (const row of rows) {
      yield `${first ? '' : ','}${JSON.stringify(encode(row))}`;
      first = false;
    }
    yield name ? ']}' : ']';
  }
  return Readable.from(pieces());
}

type Cell = string | number;

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is made plain text with a leading quote. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A phone number as an export writes it, so that a spreadsheet keeps it as text with its leading 0: grouped
 * '0803 777 0017' (contracts/phones.ts), as people write and dial it. Excel, LibreOffice and Google Sheets
 * read a cell of bare digits as a number ('08037770017' became 8037770017) but a cell with spaces as text; a
 * space needs neither a formula ('="0803…"', which the formula guard below would itself disarm) nor a
 * leading quote the office would see.
 */
export const spreadsheetPhone = groupedPhone;

/**
 * An admin export written as the rows come: quoted CSV with a byte-order mark, so Excel and LibreOffice read
 * ₦ and Yoruba names correctly, and no cell that a spreadsheet would run as a formula. Rows are written 20
 * at a time: pieces of 500 rows (150 KB of orders) outlived the young generation, and the server's memory
 * rose by 55 to 120 MB over a 300,000-order export before a full collection; pieces of 20 die young.
 */
export function csvStream(header: string[], rows: AsyncIterable<Cell[]>, batchSize = 20): Readable {
  const options = { quoted_string: true, record_delimiter: '\r\n' } as const;
  const safe = (row: Cell[]) => row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell));
  async function* pieces() {
    yield `\uFEFF${stringify([header], options)}`;
    let batch: Cell[][] = [];
    for await (const row of rows) {
      batch.push(safe(row));
      if (batch.length < batchSize) continue;
      yield stringify(batch, options);
      batch = [];
    }
    if (batch.length > 0) yield stringify(batch, options);
  }
  return Readable.from(pieces());
}

/** Sends an export as a download, its rows streamed from the database with the filters of the list on screen. */
export function sendCsv<Row>(reply: FastifyReply, fileName: string, header: string[], rows: AsyncIterable<Row>, cellsOf: (row: Row) => Cell[]) {
  async function* cells() {
    for await (const row of rows) yield cellsOf(row);
  }
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(csvStream(header, cells()));
}
