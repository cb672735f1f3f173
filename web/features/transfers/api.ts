import { queryOptions } from '@tanstack/react-query';
import type { AssignTransfer, BankTransfer, Reconciliation } from '../../../contracts/transfers.schemas';
import type { StatementImported, StatementLine, StatementUploadQuery } from '../../../contracts/statements.schemas';
import { apiGet, apiPost } from '../../lib/api';

export type { BankTransfer, StatementLine };

/** Money paid by transfer that the product could not place (/api/transfers/unmatched), oldest first. */
export const unmatchedTransfersQueryOptions = queryOptions({
  queryKey: ['transfers', 'unmatched'],
  queryFn: async () => (await apiGet<{ transfers: BankTransfer[] }>('/transfers/unmatched')).transfers,
});

/** Places a transfer on the quote or invoice with that number; answers the text to show. */
export async function assignTransfer(id: string, body: AssignTransfer): Promise<string> {
  return (await apiPost<{ message: string }>(`/transfers/${encodeURIComponent(id)}/assign`, body)).message;
}

/** Credit lines of the company's statement waiting for the office (/api/transfers/statements/lines), oldest first. */
export const statementLinesQueryOptions = queryOptions({
  queryKey: ['transfers', 'statement-lines'],
  queryFn: async () => (await apiGet<{ lines: StatementLine[] }>('/transfers/statements/lines')).lines,
});

const uploadQuery = (query: StatementUploadQuery) =>
  new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')).toString();

/** Reads a statement file in the bank's layout: answers what was read and the new lines. */
export const importStatement = (file: File, query: StatementUploadQuery) => apiPost<StatementImported>(`/transfers/statements?${uploadQuery(query)}`, file);

/** The headers of a statement from a bank the product has no layout for, to pick its columns from. */
export const statementColumns = async (file: File) => (await apiPost<{ columns: string[] }>('/transfers/statements/columns', file)).columns;

/** Records a line on the quote or invoice with that number; answers the text to show. */
export async function confirmStatementLine(id: string, body: AssignTransfer): Promise<string> {
  return (await apiPost<{ message: string }>(`/transfers/statements/lines/${encodeURIComponent(id)}/confirm`, body)).message;
}

/** A Lagos day's money in by channel (/api/transfers/reconciliation). */
export const reconciliationQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['transfers', 'reconciliation', date],
    queryFn: () => apiGet<Reconciliation>(`/transfers/reconciliation?date=${encodeURIComponent(date)}`),
  });

/** The day's export, downloaded with the admin's cookies. */
export const reconciliationCsvHref = (date: string) => `/api/transfers/reconciliation.csv?date=${encodeURIComponent(date)}`;
