import { z } from 'zod';
import { assignTransferSchema } from './transfers.schemas';
import { statementLayoutIds, statementLineStatuses, statementMatches, statementMessages } from './statements';

const columnName = z.string().trim().max(100).optional();

/** Which bank wrote the file; for another bank, the headers of the columns the office picked. */
export const statementUploadQuery = z
  .object({
    layout: z.enum(statementLayoutIds, { error: 'Choose the bank the statement comes from' }),
    date: columnName,
    narration: columnName,
    credit: columnName,
    debit: columnName,
    balance: columnName,
    reference: columnName,
  })
  .refine((query) => query.layout !== 'generic' || (query.date && query.narration && query.credit), { error: statementMessages.genericColumns });
export type StatementUploadQuery = z.infer<typeof statementUploadQuery>;

/** A credit line of the company's statement, with what the product suggests it pays. */
export const statementLineSchema = z.object({
  _id: z.string(),
  postedOn: z.string(),
  amount: z.number(),
  narration: z.string(),
  reference: z.string(),
  balance: z.number().nullable(),
  status: z.enum(statementLineStatuses),
  suggestion: z.object({ number: z.string(), customerName: z.string(), matchedBy: z.enum(statementMatches) }).nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementLinesSchema = z.object({ lines: z.array(statementLineSchema) });

export const statementImportedSchema = z.object({
  message: z.string(),
  added: z.number().int(),
  alreadyImported: z.number().int(),
  debits: z.number().int(),
  unreadable: z.number().int(),
  lines: z.array(statementLineSchema),
});
export type StatementImported = z.infer<typeof statementImportedSchema>;

/** The headers of a statement, for the office to pick the columns of another bank's file. */
export const statementColumnsSchema = z.object({ columns: z.array(z.string()) });

export const statementLineParams = z.object({ id: z.uuid({ error: 'Invalid statement line id' }) });

/** The office confirms the suggestion, or names the document itself, by its number as printed. */
export const confirmStatementLineSchema = assignTransferSchema;

export const statementLineConfirmedSchema = z.object({ message: z.string(), line: statementLineSchema });
