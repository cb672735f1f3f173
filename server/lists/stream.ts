import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { groupedPhone } from '../../contracts/phones';
import type { SortKey } from './cursor';
import { readAllAsText, type ReadAfter } from './keyset';

/**
 * Counted in bytes, not pieces: a stream of pieces holds sixteen of them while the connection is slower than
 * the database, which for a whole list's batches of text is 1.8 MB.
 */
const textStream = { objectMode: false, highWaterMark: 16 * 1024 };

/**
 * `{"orders":[…]}` (or a bare array without a name) written as the list's rows come from the database, each
 * piece some rows already written as JSON values and joined by commas (`jsonRowsOf`).
 */
export function jsonListStream(pieces: AsyncIterable<string>, name?: string): Readable {
  async function* withBrackets() {
    yield name ? `{${JSON.stringify(name)}:[` : '[';
    let first = true;
    for await (const piece of pieces) {
      yield first ? piece : `,${piece}`;
      first = false;
    }
    yield name ? ']}' : ']';
  }
  return Readable.from(withBrackets(), textStream);
}

/** A list's rows as JSON values, a batch at a time (keyset.ts `readAllAsText`). */
export function jsonRowsOf<Row>(read: ReadAfter<Row>, keyOf: (row: Row) => SortKey, encode: (row: Row) => unknown): AsyncGenerator<string> {
  return readAllAsText(read, keyOf, (rows) => rows.map((row) => JSON.stringify(encode(row))).join(','));
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

const csvOptions = { quoted_string: true, record_delimiter: '\r\n' } as const;

/** Rows as CSV lines, quoted, and no cell that a spreadsheet would run as a formula. */
export function csvText(rows: Cell[][]): string {
  return stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell))),
    csvOptions,
  );
}

/** A list's rows as CSV lines, a batch at a time (keyset.ts `readAllAsText`). */
export function csvRowsOf<Row>(read: ReadAfter<Row>, keyOf: (row: Row) => SortKey, cellsOf: (row: Row) => Cell[]): AsyncGenerator<string> {
  return readAllAsText(read, keyOf, (rows) => csvText(rows.map(cellsOf)));
}

/**
 * An admin export written as the lines come: CSV with a byte-order mark, so Excel and LibreOffice read ₦ and
 * Yoruba names correctly, its header first.
 */
export function csvStream(header: string[], lines: AsyncIterable<string>): Readable {
  async function* withHeader() {
    yield `\uFEFF${csvText([header])}`;
    yield* lines;
  }
  return Readable.from(withHeader(), textStream);
}

/** Sends an export as a download, its lines streamed from the database with the filters of the list on screen. */
export function sendCsv(reply: FastifyReply, fileName: string, header: string[], lines: AsyncIterable<string>) {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(csvStream(header, lines));
}
