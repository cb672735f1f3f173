export const priceMessages = {
  required: 'Price is required',
  notANumber: 'Price must be a number in naira, such as 2500 or 1250.50',
  tooSmall: 'Price must be more than ₦0',
  tooLarge: 'Price must be at most ₦100,000,000',
} as const;

/** Kobo are whole numbers inside; naira appear only at the edge (API JSON, display). */
export function nairaOfKobo(kobo: number): number {
  return kobo / 100;
}

/**
 * '₦1,250,000' for whole naira, '₦1,250.50' when the amount carries kobo. Written out rather than through
 * Intl.NumberFormat: a page's first Intl formatter loads the browser's locale data, 20 ms and more on a
 * phone, and a product card only ever needs this one shape.
 */
export function formatNaira(naira: number): string {
  const kobo = Math.round(Math.abs(naira) * 100);
  const whole = Math.floor(kobo / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = kobo % 100 === 0 ? '' : `.${String(kobo % 100).padStart(2, '0')}`;
  return `${naira < 0 && kobo > 0 ? '-' : ''}₦${whole}${fraction}`;
}

const decimalNaira = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Naira as typed in a form ('1250.50') -> 125050 kobo, read digit by digit so no floating point is involved;
 * undefined when the text does not read as naira. The schemas check amounts with it, the forms preview totals.
 */
export function koboOfNairaText(text: string): number | undefined {
  if (!decimalNaira.test(text)) return undefined;
  const [naira = '0', kobo = ''] = text.split('.');
  return Number(naira) * 100 + Number(kobo.padEnd(2, '0'));
}

export function formatKobo(kobo: number): string {
  return formatNaira(nairaOfKobo(kobo));
}

/** A percentage as basis points (hundredths of a per cent): 7.5 % is 750. */
export const wholeInBasisPoints = 10_000;

/**
 * The one rounding rule for every share of an amount (VAT, a deposit): `basisPoints` of `amountKobo`, to the
 * nearest kobo, a half kobo rounded up. Worked in BigInt so that no amount the documents allow can lose a kobo
 * to floating point.
 */
export function shareOfKobo(amountKobo: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountKobo) || amountKobo < 0) throw new RangeError(`not an amount of kobo: ${amountKobo}`);
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > wholeInBasisPoints) throw new RangeError(`not a share: ${basisPoints}`);
  const whole = BigInt(wholeInBasisPoints);
  return Number((BigInt(amountKobo) * BigInt(basisPoints) * 2n + whole) / (2n * whole));
}

/** A priced line of a quote or an invoice; an optional line counts only when the customer chose it. */
export type PricedLine = { quantity: number; unitPriceKobo: number; optional?: boolean; chosen?: boolean };

export type DocumentTotals = { subtotalKobo: number; discountKobo: number; vatKobo: number; totalKobo: number };

export const lineTotalKobo = (line: PricedLine): number => line.quantity * line.unitPriceKobo;

export const countsInTotal = (line: PricedLine): boolean => !line.optional || line.chosen === true;

/**
 * What a quote or an invoice comes to: the lines that count, less the discount (never below nothing), then VAT
 * on what is left, shown apart.
 */
export function documentTotals(lines: readonly PricedLine[], discountKobo: number, vatBasisPoints: number): DocumentTotals {
  const subtotalKobo = lines.filter(countsInTotal).reduce((sum, line) => sum + lineTotalKobo(line), 0);
  const discount = Math.min(discountKobo, subtotalKobo);
  const vatKobo = shareOfKobo(subtotalKobo - discount, vatBasisPoints);
  return { subtotalKobo, discountKobo: discount, vatKobo, totalKobo: subtotalKobo - discount + vatKobo };
}

/** Nigeria's VAT on services: the server's VAT_RATE_PERCENT unless set otherwise. */
export const standardVatPercent = 7.5;

/** 'VAT (7.5%)': the rate as people write it. */
export function percentLabel(basisPoints: number): string {
  return `${(basisPoints / 100).toString()}%`;
}
