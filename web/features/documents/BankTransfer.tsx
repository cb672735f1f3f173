import type { CompanyBilling } from '../../../contracts/money.schemas';

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
      <dl className="grid gap-2 sm:grid-cols-2">
        {details.map(([term, detail]) => (
          <div key={term}>
            <dt className="text-sm text-grey-600">{term}</dt>
            <dd className="font-semibold break-words text-navy-900 tabular-nums">{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="text-grey-700">Please quote {number} as the reference. We record the payment when it reaches us and e-mail you a receipt.</p>
    </section>
  );
}
