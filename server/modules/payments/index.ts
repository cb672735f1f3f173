/** What the modules above payments may use: a provider's report settled through the payee it names, service payment pages, the rechecks, and the kept reports. */
export { settleReport, type Payee, type PaymentDeps, type PayoutReport, type RefundReport } from './payees';
export { paymentEventsOf, recordPaymentEvent, type ProviderReport } from './payment-events';
export { answerPaymentReturn } from './payment-return';
export { judgeReport } from './payment-verdict';
export { recheckLeaseSeconds, recheckPayments, type RecheckedPayments } from './pending-checks';
export {
  claimNextServicePageForCheck,
  countServicePageCheck,
  closeServicePages,
  findServicePage,
  markServicePageFailed,
  markServicePagePaid,
  releaseServicePageClaim,
  servicePagePrefix,
  startServicePage,
  type ServicePageRow,
} from './service-pages';
export { type TransferReport, type TransferTaker } from './payees';
export { askForAccount, ownerOfAccount, requeryOwnAccount, virtualAccountOf, type AccountHolder } from './virtual-accounts';
