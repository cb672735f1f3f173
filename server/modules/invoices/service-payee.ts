import type { Payee } from '../payments';
import { servicePagePrefix } from '../payments';
import { refundReported } from './credits';
import { settleServicePage } from './settlement';

/** Service work as the payments layer sees it: `BWS-` pages settled by settlement.ts, refunds moved on by credits.ts. */
export const servicePayee: Payee = { prefix: servicePagePrefix, settle: settleServicePage, refundReported };
