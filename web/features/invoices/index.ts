/** What other features may use of invoices: where an invoice is cached (a quote is invoiced from its page), and a customer's list. */
export { invoiceCache, myInvoiceList } from './api';
