import { balanceKobo, koboOfNaira, nairaOfKobo } from '../../../contracts/money';
import type { Quote } from '../../../contracts/quotes.schemas';
import { DetailCard } from '../../components/back-office/DetailCard';
import { RecordMoneyForm } from '../invoices';
import { recordDeposit } from './api';
import { useQuoteChanged } from './useQuoteChanged';

/**
 * A deposit that came by bank transfer or cash, recorded on the accepted quote as an invoice's payment is, while
 * some of it is due; once the quote is invoiced, money is recorded on its invoice. Keyed by the deposit paid.
 */
export function RecordDeposit({ quote }: { quote: Quote }) {
  const changed = useQuoteChanged();
  const due = nairaOfKobo(balanceKobo({ totalKobo: koboOfNaira(quote.deposit), paidKobo: koboOfNaira(quote.depositPaid) }));
  if (quote.status !== 'accepted' || quote.invoiced || due <= 0) return null;
  return (
    <DetailCard title="Record a deposit">
      <p className="text-grey-700">Money the customer paid by bank transfer or in cash towards this quote; they are mailed a receipt.</p>
      <RecordMoneyForm owed={{ term: 'Deposit due', naira: due }} label="Record a deposit" submit="Record the deposit" record={(payment) => recordDeposit(quote._id, payment)} onRecorded={changed} />
    </DetailCard>
  );
}
