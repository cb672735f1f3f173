import type { Payee } from '../payments';
import { servicePagePrefix } from '../payments';
import { bankRefundReported } from './bank-refunds';
import { refundReported } from './credits';
import { settleServicePage } from './settlement';

/** Service work as the payments layer sees it: `BWS-` pages settled by settlement.ts, refunds moved on by credits.ts, refunds to bank accounts by bank-refunds.ts. */
export const servicePayee: Payee = { prefix: servicePagePrefix, settle: settleServicePage, refundReported, payoutReported: bankRefundReported };
