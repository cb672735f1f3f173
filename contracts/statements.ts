/**
 * The company's own bank statement, read into the product: the layouts of the major Nigerian banks' exports
 * (one mapping each, from the headers their internet banking writes), the generic one where the office
 * picks the columns, and the words of the Bank statement page. Plain values; statements.schemas.ts builds
 * the schemas from them.
 */

/** What a statement line is read for. Date, narration and credit are needed; the rest are read when there. */
export const statementFields = ['date', 'narration', 'credit', 'debit', 'balance', 'reference'] as const;
export type StatementField = (typeof statementFields)[number];
export const requiredStatementFields = ['date', 'narration', 'credit'] as const satisfies readonly StatementField[];

/** A bank's export: for each field, the headers it is written under (any one of them, matched without case, spaces or dots). */
export type StatementLayout = { name: string; columns: Partial<Record<StatementField, readonly string[]>> };

export const bankLayouts = {
  gtbank: {
    name: 'GTBank',
    columns: { date: ['Trans. Date', 'Trans Date'], narration: ['Remarks'], credit: ['Credits'], debit: ['Debits'], balance: ['Balance'], reference: ['Reference'] },
  },
  access: {
    name: 'Access Bank',
    columns: {
      date: ['Posted Date', 'Post Date'],
      narration: ['Description', 'Transaction Details'],
      credit: ['Credit', 'Credit Amount'],
      debit: ['Debit', 'Debit Amount'],
      balance: ['Balance'],
      reference: ['Reference', 'Ref. No'],
    },
  },
  zenith: {
    name: 'Zenith Bank',
    columns: { date: ['Date Posted'], narration: ['Description'], credit: ['Credit'], debit: ['Debit'], balance: ['Balance'], reference: ['Reference', 'Ref No'] },
  },
  firstbank: {
    name: 'First Bank',
    columns: {
      date: ['Transaction Date', 'TransDate'],
      narration: ['Narration', 'Transaction Details'],
      credit: ['Deposit', 'Deposits'],
      debit: ['Withdrawal', 'Withdrawals'],
      balance: ['Balance'],
      reference: ['Reference', 'Reference No'],
    },
  },
  uba: {
    name: 'UBA',
    columns: {
      date: ['Tran Date', 'Transaction Date'],
      narration: ['Narration', 'Transaction Narration'],
      credit: ['Credit', 'Credit Amount'],
      debit: ['Debit', 'Debit Amount'],
      balance: ['Balance', 'Running Balance'],
      reference: ['Chq. No', 'Reference'],
    },
  },
} as const satisfies Record<string, StatementLayout>;

export type BankLayoutId = keyof typeof bankLayouts;
export const statementLayoutIds = ['gtbank', 'access', 'zenith', 'firstbank', 'uba', 'generic'] as const satisfies readonly (BankLayoutId | 'generic')[];
export type StatementLayoutId = (typeof statementLayoutIds)[number];

/** open (waiting for the office) -> confirmed (settled, once). */
export const statementLineStatuses = ['open', 'confirmed'] as const;
export type StatementLineStatus = (typeof statementLineStatuses)[number];

/** How a suggestion was found: the document's number in the narration, or its balance and its customer's name. */
export const statementMatches = ['number', 'amount_and_name'] as const;
export type StatementMatch = (typeof statementMatches)[number];

/** The largest statement the office uploads at once (a year of a busy account is well under it). */
export const statementMaxBytes = 5 * 1024 * 1024;

export const statementMessages = {
  empty: 'The file is empty. Choose the statement exported from your bank (CSV or XLSX).',
  unreadable: 'This file could not be read as a CSV or XLSX statement.',
  missingColumns: (bank: string, columns: readonly string[]) => `No ${columns.join(', ')} column was found: is this a ${bank} statement? Choose its bank, or Other bank and pick the columns.`,
  genericColumns: 'Choose the columns of the date, the narration and the credit.',
  lineNotFound: 'Statement line not found',
  alreadyConfirmed: 'This statement line has already been confirmed',
  imported: (added: number, again: number) =>
    `${added} new credit ${added === 1 ? 'line' : 'lines'} read${again > 0 ? `; ${again} already imported ${again === 1 ? 'line was' : 'lines were'} not counted again` : ''}.`,
  confirmed: (number: string) => `Recorded on ${number}`,
  futureLine: 'This line is dated after today: check the statement.',
} as const;

export const statementWords = {
  heading: 'Bank statement',
  intro:
    "Upload the company account's statement as exported from the bank. Each credit is matched to a quote or invoice by the number in its narration, or by its amount and the customer's name; confirm each suggestion to record the payment.",
  bank: 'Bank',
  file: 'Statement file (CSV or XLSX)',
  otherBank: 'Other bank (choose the columns)',
  upload: 'Read statement',
  reading: 'Reading…',
  empty: 'No statement lines wait for confirmation.',
  number: 'Quote or invoice number',
  confirm: 'Confirm',
  byNumber: 'Number in the narration',
  byAmountAndName: 'Amount and name',
  noSuggestion: 'No match: type the number',
  column: (field: string) => `${field} column`,
  none: '(none)',
} as const;
