import type { Quote } from '../../../contracts/quotes.schemas';
import { useDocumentChanged } from '../documents';
import { quoteCache } from './api';

/** A quote as the server now has it: its page shows it at once, and the lists, tabs and dashboard ask again. */
export const useQuoteChanged = () => useDocumentChanged<Quote>(quoteCache);
