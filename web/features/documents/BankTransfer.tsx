import type { CompanyBilling } from '../../../contracts/money.schemas';
import { FactList } from './DocumentParts';

/**
 * The other way to pay: the company's account, as the PDF and the mails give it, quoting the document's number.
 * Nothing while the bank details are not set.
 */
export function BankTransfer({ billing, number }: { billing: CompanyBilling; number: string }) {
  const bank = billing.bankTransfer;
  if (!bank) return null;
  const details: Array<readonly [string, string]> = [
    ['Bank', bank.bank],
    ['Account name', bank.accountName],
    ['Account number', bank.accountNumber],
    ['Reference', number],
  ];
  return (
    <section aria-labelledby="bank-transfer-heading" className="grid gap-3 rounded-box border border-grey-200 bg-white p-4 sm:p-6">
      <h2 id="bank-transfer-heading" className="text-xl font-bold text-navy-900">
        Pay by bank transfer
      </h2>
      <FactList facts={details} />
      <p className="text-grey-700">Please quote {number} as the reference. We record the payment when it reaches us and e-mail you a receipt.</p>
    </section>
  );
}
