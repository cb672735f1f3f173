import { documentFigures, figuresInNaira } from '../../../contracts/money';
import type { DocumentFigureJson } from '../../../contracts/money.schemas';
import type { TotalsPreview } from './documentForm';

/**
 * The draft's money ladder as it is typed: the rows `documentFigures` gives the saved document (and so its
 * page and its PDF), from the preview's totals and a quote's deposit; nothing is paid on a draft.
 */
export function previewLadder(totals: TotalsPreview, deposit?: { percent: number; kobo: number }): DocumentFigureJson[] {
  const asked = deposit && deposit.percent > 0 ? { depositKobo: deposit.kobo, depositPercent: deposit.percent } : {};
  return figuresInNaira(documentFigures(totals, { ...asked, paidKobo: 0, creditKobo: 0 }).rows);
}
