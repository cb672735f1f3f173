import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { documentTotals, koboOfNairaText, lineTotalKobo, shareOfKobo, standardVatPercent, type DocumentTotals, type PricedLine } from '../../../contracts/money';
import { quoteLimits } from '../../../contracts/quotes';

/**
 * What the quote and invoice forms hold: the text as typed (the server reads naira itself), so a wrong amount
 * stays on screen as typed with its message beside it. Invoices use the same lines without the optional tick.
 */
export interface LineValues {
  description: string;
  quantity: string;
  unitPrice: string;
  /** Quotes only: the customer may tick the item; it counts only then. */
  optional?: boolean;
}

export interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export interface DocumentFormValues {
  customer: CustomerValues;
  title: string;
  lines: LineValues[];
  discount: string;
  chargeVat: boolean;
  terms: string;
  notes: string;
}

export { quoteValidForDays } from '../../../contracts/quotes';

export const emptyLine: LineValues = { description: '', quantity: '1', unitPrice: '' };

export const emptyCustomer: CustomerValues = { name: '', email: '', phone: '', address: '' };

/** A day `days` ahead of today on the company's calendar, as the date fields want it. */
export const lagosDayIn = (days: number): string => addDays(lagosClock().day, days);

/** A saved amount in naira, as the form shows it: '2500', '1250.5'. */
export const typedNaira = (naira: number): string => String(naira);

const basisPointsOf = (percent: number) => Math.round(percent * 100);

/**
 * The rate to preview: the server's (GET /quotes/vat-rate), which it applies at every save of a draft; while
 * that is on its way, the draft's own rate or the standard one.
 */
export function previewVatBasisPoints(serverVatRate: number | undefined, savedVatRate: number | undefined): number {
  if (serverVatRate !== undefined) return basisPointsOf(serverVatRate);
  return savedVatRate !== undefined && savedVatRate > 0 ? basisPointsOf(savedVatRate) : basisPointsOf(standardVatPercent);
}

function wholeNumberIn(text: string, min: number, max: number): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 0;
  const number = Number(trimmed);
  return number >= min && number <= max ? number : 0;
}

/** What a line counts for while it is being typed: anything that does not read yet counts as nothing. */
export function pricedLineOf(line: LineValues): PricedLine {
  return { quantity: wholeNumberIn(line.quantity, 1, quoteLimits.quantityMax), unitPriceKobo: koboOfNairaText(line.unitPrice.trim()) ?? 0, optional: line.optional };
}

export interface TotalsPreview extends DocumentTotals {
  /** Basis points of VAT charged, 0 when the VAT tick is off. */
  vatBasisPoints: number;
  /** What the optional lines would add before discount and VAT, if the customer ticked them all. */
  optionalKobo: number;
}

const sumOf = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + lineTotalKobo(line), 0);

/**
 * The totals as the server will work them out, from the form's text (integer kobo throughout); undefined
 * while amounts far past the schema's limits are typed, which no kobo count could hold exactly.
 */
export function previewTotals(values: Pick<DocumentFormValues, 'lines' | 'discount' | 'chargeVat'>, vatBasisPoints: number): TotalsPreview | undefined {
  const lines = values.lines.map(pricedLineOf);
  if (!Number.isSafeInteger(sumOf(lines) * 2)) return undefined;
  const charged = values.chargeVat ? vatBasisPoints : 0;
  const totals = documentTotals(lines, koboOfNairaText(values.discount.trim()) ?? 0, charged);
  return { ...totals, vatBasisPoints: charged, optionalKobo: sumOf(lines.filter((line) => line.optional)) };
}

/** The deposit a quote would ask: its percentage of the total, by the one rounding rule. */
export function previewDeposit(totalKobo: number, depositPercent: string): { percent: number; kobo: number } {
  const percent = wholeNumberIn(depositPercent, 0, 100);
  return { percent, kobo: shareOfKobo(totalKobo, percent * 100) };
}
