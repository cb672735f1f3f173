import { nairaOfKobo } from '../../../contracts/money';
import { paymentMessages } from '../../../contracts/payments';
import type { PaymentChecked } from '../../../contracts/payments.schemas';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../errors';
import { PaymentProviderError } from '../../payments/provider';
import type { ProviderReport } from './payment-events';
import { judgeReport } from './payment-verdict';

type Settle = (report: ProviderReport) => Promise<string | undefined>;

/**
 * The customer back from the payment page (an order's or a service payment's, its owner already checked):
 * the provider is asked, its report settles the payment, and the answer is `success` only when the payment
 * is recorded once this call is done.
 */
export async function answerPaymentReturn(deps: Pick<AppDeps, 'paymentProvider' | 'log'>, payment: { reference: string; amountKobo: number; status: string }, settle: Settle): Promise<PaymentChecked> {
  const amount = nairaOfKobo(payment.amountKobo);
  if (payment.status === 'success') return { status: 'success', amount };
  let report: ProviderReport | undefined;
  try {
    report = await deps.paymentProvider.verify(payment.reference);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, reference: payment.reference }, 'payment could not be verified');
    throw new HttpError(502, paymentMessages.verificationFailed);
  }
  if (!report || report.reference !== payment.reference) return { status: 'not_found', amount };
  if ((await settle(report)) === 'success') return { status: 'success', amount };
  return { status: judgeReport(payment.amountKobo, report) === 'refused' ? 'failed' : report.status, amount };
}
