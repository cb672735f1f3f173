/** What the rest of the server may use of invoices. */
export { pendingRefunds } from './credits';
export { invoiceCreditsHeld, outstandingInvoices } from './invoices';
export { quoteMoneyRoutes } from './quote-money-routes';
export { servicePayee } from './service-payee';
export { servicePaymentRoutes } from './service-payment-routes';
export { serviceMoneyKoboBetween } from './service-payments';
