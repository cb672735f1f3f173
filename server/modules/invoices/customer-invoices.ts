import { balanceKobo } from '../../../contracts/money';
import { and, ne } from 'drizzle-orm';
import { invoiceMessages, outstandingStatuses } from '../../../contracts/invoices';
import type { CustomerInvoice } from '../../../contracts/invoices.schemas';
import type { Database } from '../../db/client';
import { invoices } from './tables';
import { HttpError } from '../../errors';
import { customerAccessWhere, type CustomerAccess } from '../auth';
import { toCustomerInvoiceJson, type InvoiceRow } from './invoice-json';
import { invoicePartsOf } from './invoices';

export type InvoiceAccess = CustomerAccess;

/** The customer's invoice by their link or their account; a draft is nobody's to read yet. */
export async function invoiceForCustomer(db: Database, access: InvoiceAccess): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(customerAccessWhere({ tokenHash: invoices.tokenHash, id: invoices.id, email: invoices.customerEmail }, access), ne(invoices.status, 'draft')));
  if (!row) throw new HttpError(404, 'token' in access ? invoiceMessages.linkInvalid : invoiceMessages.notFound);
  return row;
}

export async function readInvoiceAsCustomer(db: Database, access: InvoiceAccess): Promise<CustomerInvoice> {
  const row = await invoiceForCustomer(db, access);
  return toCustomerInvoiceJson(row, await invoicePartsOf(db, row));
}

/** What a Pay press would charge: the balance of an issued invoice, or a refusal in the customer's words. */
export function payableBalanceKobo(row: InvoiceRow): number {
  const balance = balanceKobo(row);
  if (!outstandingStatuses.includes(row.status) || balance <= 0) throw new HttpError(409, invoiceMessages.notPayable);
  return balance;
}
