/** What app.ts and the dashboard use of invoices: the payee of service money, the money routes of quotes and invoices, and what is owed and held, and a person's invoices for the Customers page. */
export { pendingRefunds, recheckPendingRefunds } from './credits';
export { sendInvoiceReminders } from './reminders';
export { invoiceCreditsHeld, outstandingInvoices } from './invoices';
export { quoteMoneyRoutes } from './quote-money-routes';
export { servicePayee } from './service-payee';
export { servicePageRechecks, servicePaymentRoutes } from './service-payment-routes';
export { serviceMoneyKoboBetween } from './service-payments';
export { invoicesOfPerson } from './of-person';
export { takeBankTransfer } from './bank-transfers';
export { takeMissedTransfers } from './missed-transfers';
export { finishBankRefunds } from './bank-refunds';
export { bankTransferRoutes } from './bank-transfer-routes';
