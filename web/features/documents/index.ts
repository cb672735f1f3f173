/**
 * What quotes and invoices share, and nothing else uses: the way a customer reaches a document, its lines, its
 * money ladder, its status words, the office's cards and lists, the draft form and its one way of saving.
 */
export { checkServicePayment, documentAccessKey, documentAccessPath, priceListQueryKey, priceListQueryOptions, vatRateQueryOptions, type DocumentAccess, type WithMessage } from './api';
export { useDocumentAccess, usePaymentReturn, type PaymentReturn } from './access';
export { useDocumentChanged, type DocumentCache } from './documentCache';
export { atLagosTime, dayOf } from './documentTimes';
export { DocumentStatusChip, invoiceStatusWords, quoteStatusWords, type StatusWords } from './DocumentStatus';

// The document itself, for the office and the customer.
export { CustomerLines, DocumentLines, MoneyLadder, TermsAndNotes, type DocumentLine, type OptionChoice } from './DocumentBody';
export { BankTransfer } from './BankTransfer';
export { DocumentFrame, DocumentHeading, FactList, formatInstant, forWhom, Notice } from './DocumentParts';
export { CustomerDocumentPage } from './DocumentStates';
export { PayButton } from './PayButton';
export { MyDocuments } from './MyDocuments';

// The office's pages.
export { CustomerCard } from './CustomerCard';
export { History, StepTimes } from './History';
export { SentLink } from './SentLink';
export { DraftCard, SendDocumentButton } from './DraftActions';
export { DocumentList } from './DocumentList';

// The draft form.
export { carriedOverFromBooking, type CarriedOver } from './bookingCarryOver';
export { DocumentStartWaiting, type DocumentStart } from './DocumentStart';
export { DocumentForm } from './DocumentForm';
export { DocumentTotalsPreview } from './DocumentTotalsPreview';
export { VatTick } from './VatTick';
export { emptyCustomer, emptyLine, lagosDayIn, previewDeposit, previewTotals, quoteValidForDays, typedNaira, type DocumentFormValues, type LineValues } from './documentForm';
export { usePreviewVat, useDocumentSave } from './useDocumentSave';
