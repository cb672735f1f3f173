import type { Invoice } from '../../../contracts/invoices.schemas';
import { useDocumentChanged } from '../documents';
import { invoiceCache } from './api';

/** A invoice as the server now has it: its page shows it at once, and the lists, tabs and dashboard ask again. */
export const useInvoiceChanged = () => useDocumentChanged<Invoice>(invoiceCache);
