/**
 * What other features may use of invoices: where an invoice is cached (a quote is invoiced from its page), a
 * customer's list, and the money forms a quote shares (a deposit recorded by hand, its credit refunded or applied).
 */
export { invoiceCache, myInvoiceList } from './api';
export { RecordMoneyForm } from './RecordPaymentForm';
export { RefundDue, type CreditHolder } from './CreditActions';
export { BankRefunds } from './BankRefunds';
export { bankRefundsQueryOptions } from './bankRefundApi';
export { CreditMoves } from './CreditMoves';
export { DepositPaidTwice } from './DepositPaidTwice';
