import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { bankLayouts, requiredStatementFields, statementFields, statementMessages, type StatementField, type StatementLayout } from '../../../../contracts/statements';
import type { StatementUploadQuery } from '../../../../contracts/statements.schemas';
import { HttpError } from '../../../errors';
import { dayOfStatement, headerKey, koboOfStatement } from './statement-values';

/** A credit line as read from the file, before it is fingerprinted and matched. */
export type ReadLine = { postedOn: string; amountKobo: number; narration: string; reference: string; balanceKobo: number | null };
export type ReadStatement = { credits: ReadLine[]; debits: number; unreadable: number };

/** Banks put the account's name and the period above the table: the header row is looked for this far down. */
const headerSearchRows = 30;

const isZip = (file: Buffer) => file.length > 3 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;

/** An XLSX cell as the text a CSV export would hold: a date as its day (Excel keeps no zone), a number as written. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

async function rowsOfXlsx(file: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(Array.from(values, (value) => cellText(value).trim()));
  });
  return rows;
}

/** The file's rows as text cells, whether the bank gave CSV or XLSX. */
export async function rowsOfStatement(file: Buffer): Promise<string[][]> {
  if (file.length === 0) throw new HttpError(400, statementMessages.empty);
  try {
    if (isZip(file)) return await rowsOfXlsx(file);
    const rows: string[][] = parse(file, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true });
    return rows;
  } catch {
    throw new HttpError(400, statementMessages.unreadable);
  }
}

/** The first row with at least three texts: the headers a generic statement's columns are picked from. */
export function headersOf(rows: readonly string[][]): string[] {
  return rows.slice(0, headerSearchRows).find((row) => row.filter((cell) => /[a-z]/i.test(cell)).length >= 3) ?? [];
}

/** The generic layout: each field under the one header the office picked. */
function genericLayout(query: StatementUploadQuery): StatementLayout {
  const columns: StatementLayout['columns'] = {};
  for (const field of statementFields) {
    const header = query[field];
    if (header) columns[field] = [header];
  }
  return { name: 'this', columns };
}

type ColumnIndexes = Partial<Record<StatementField, number>>;

function columnsIn(row: readonly string[], layout: StatementLayout): ColumnIndexes {
  const keys = row.map(headerKey);
  const indexes: ColumnIndexes = {};
  for (const field of statementFields) {
    const index = keys.findIndex((key) => (layout.columns[field] ?? []).some((header) => headerKey(header) === key));
    if (index >= 0) indexes[field] = index;
  }
  return indexes;
}

/**
 * The statement's credit lines under `query`'s layout: the header row found (the first with the date,
 * narration and credit columns), then each row below it read. Debits are counted and left; a row whose date
 * or amounts do not read is counted as unreadable (a total or a page footer), never guessed.
 */
export function creditLinesOf(rows: readonly string[][], query: StatementUploadQuery): ReadStatement {
  const layout: StatementLayout = query.layout === 'generic' ? genericLayout(query) : bankLayouts[query.layout];
  const headerIndex = rows.slice(0, headerSearchRows).findIndex((row) => requiredStatementFields.every((field) => columnsIn(row, layout)[field] !== undefined));
  if (headerIndex < 0) {
    const found = columnsIn(headersOf(rows), layout);
    const missing = requiredStatementFields.filter((field) => found[field] === undefined).map((field) => layout.columns[field]?.[0] ?? field);
    throw new HttpError(400, statementMessages.missingColumns(layout.name, missing));
  }
  const columns = columnsIn(rows[headerIndex] ?? [], layout);
  const cell = (row: readonly string[], field: StatementField) => (columns[field] === undefined ? '' : (row[columns[field]] ?? ''));
  const read: ReadStatement = { credits: [], debits: 0, unreadable: 0 };
  for (const row of rows.slice(headerIndex + 1)) {
    const postedOn = dayOfStatement(cell(row, 'date'));
    const creditKobo = koboOfStatement(cell(row, 'credit'));
    const debitKobo = koboOfStatement(cell(row, 'debit'));
    const balanceText = cell(row, 'balance');
    const balanceKobo = balanceText.trim() === '' ? null : koboOfStatement(balanceText);
    if (!postedOn || creditKobo === undefined || debitKobo === undefined || balanceKobo === undefined) {
      read.unreadable += 1;
      continue;
    }
    if (creditKobo === 0) {
      read.debits += 1;
      continue;
    }
    read.credits.push({ postedOn, amountKobo: creditKobo, narration: cell(row, 'narration'), reference: cell(row, 'reference'), balanceKobo });
  }
  return read;
}
