import type { CreditMove } from '../../../contracts/invoices.schemas';
import { DetailCard } from '../../components/back-office/DetailCard';
import { atLagosTime } from '../documents';
import { creditMoveStatusWords, creditMoveSummary } from './creditWords';

const statusTones = { pending: 'text-warning', done: 'text-success', failed: 'text-danger' } as const;

/** Every refund of the document's credit and every application of it, oldest first, each with where it stands. */
export function CreditMoves({ moves }: { moves: readonly CreditMove[] | undefined }) {
  if (!moves || moves.length === 0) return null;
  return (
    <DetailCard title="Refunds and credit">
      <ul className="divide-y divide-grey-200">
        {moves.map((move) => (
          <li key={move._id} className="grid gap-1 py-3">
            <p className="font-semibold text-navy-900 tabular-nums">{creditMoveSummary(move)}</p>
            <p className={`text-sm font-semibold ${statusTones[move.status]}`}>{creditMoveStatusWords[move.status]}</p>
            <p className="text-sm text-grey-600 tabular-nums">{atLagosTime(move.settledAt ?? move.createdAt)}</p>
            {move.note && <p className="text-sm wrap-anywhere text-grey-700">{move.note}</p>}
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
