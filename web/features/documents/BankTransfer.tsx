import type { VirtualAccount } from '../../../contracts/customers.schemas';
import type { CompanyBilling } from '../../../contracts/money.schemas';
import { ownAccountWords } from '../../../contracts/transfers';
import { FactList } from './DocumentParts';

/** The customer's own account number: theirs alone, so no reference is asked for. */
function OwnAccount({ own }: { own: VirtualAccount }) {
  const details: Array<readonly [string, string]> = [
    ['Bank', own.bankName],
    ['Account name', own.accountName],
    ['Account number', own.accountNumber],
  ];
  return (
    <section aria-labelledby="bank-transfer-heading" className="grid gap-3 rounded-box border border-grey-200 bg-white p-4 sm:p-6">
      <h2 id="bank-transfer-heading" className="text-xl font-bold text-navy-900">
        {ownAccountWords.heading}
      </h2>
      <FactList facts={details} />
      <p className="text-grey-700">{ownAccountWords.note}</p>
    </section>
  );
}

/**
 * The other way to pay: the customer's own account number when they have one; else the company's account, as
 * the PDF and the mails give it, quoting the document's number. Nothing while neither is set.
 */
export function BankTransfer({ billing, number, own }: { billing: CompanyBilling; number: string; own?: VirtualAccount | null | undefined }) {
  if (own) return <OwnAccount own={own} />;
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
