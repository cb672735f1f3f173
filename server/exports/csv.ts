import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is made plain text with a leading quote. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Admin exports: quoted CSV with a byte-order mark, so Excel and LibreOffice read ₦ and Yoruba names
 * correctly; no cell can run as a formula.
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  const safeRows = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell)));
  return `\uFEFF${stringify([header, ...safeRows], { quoted_string: true, record_delimiter: '\r\n' })}`;
}

export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
