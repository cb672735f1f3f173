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

/** A naira amount read at the edge (an API answer, a form, a demo price) as whole kobo, to the nearest kobo. */
export function koboOfNaira(naira: number): number {
  return Math.round(naira * 100);
}

/** A naira number that may carry kobo but nothing finer, as kobo (1250.5 -> 125050); undefined for 1250.505. */
export function exactKoboOfNaira(naira: number): number | undefined {
  const kobo = koboOfNaira(naira);
  return Math.abs(naira * 100 - kobo) < 1e-6 ? kobo : undefined;
}

/** What is still owed on a document: never below nothing, as money beyond the total is credit, not a balance. */
export function balanceKobo(document: { totalKobo: number; paidKobo: number }): number {
  return Math.max(0, document.totalKobo - document.paidKobo);
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

/** Up to 999,999,999 naira: plain digits, or thousands in groups of three after commas, then up to two kobo digits. */
const decimalNaira = /^(\d{1,9}|\d{1,3}(,\d{3}){1,2})(\.\d{1,2})?$/;

/**
 * Naira as typed in a form ('1250.50', '310,000', '₦310,000.50') -> kobo, read digit by digit so no floating
 * point is involved; undefined when the text does not read as naira. The one reading of a typed amount: the
 * schemas check amounts with it and the forms preview totals with it, so what the preview counts is what is saved.
 */
export function koboOfNairaText(text: string): number | undefined {
  const amount = text.trim().replace(/^₦\s*/, '');
  if (!decimalNaira.test(amount)) return undefined;
  const [naira = '0', kobo = ''] = amount.replaceAll(',', '').split('.');
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

/** No quote or invoice may come to more than ₦10,000,000,000 (API.md, "Money for service work"). */
export const maxDocumentTotalKobo = 10_000_000_000 * 100;

/**
 * The most a document's lines could come to, every optional line counted, worked in BigInt: undefined when it
 * would pass `maxDocumentTotalKobo` (before any discount, with VAT at `vatBasisPoints`), so a document can be
 * refused before anything is stored and no sum ever leaves the safe integers.
 */
export function boundedSubtotalKobo(lines: readonly PricedLine[], vatBasisPoints: number): number | undefined {
  const subtotal = lines.reduce((sum, line) => sum + BigInt(line.quantity) * BigInt(line.unitPriceKobo), 0n);
  const withVat = subtotal + (subtotal * BigInt(vatBasisPoints) + BigInt(wholeInBasisPoints) / 2n) / BigInt(wholeInBasisPoints);
  return withVat > BigInt(maxDocumentTotalKobo) ? undefined : Number(subtotal);
}

/** Where a document's money stands beyond its totals; every figure in kobo. */
export type DocumentMoney = {
  /** The deposit a quote asks (0 on an invoice, whose deposits are among its payments). */
  depositKobo?: number;
  depositPercent?: number;
  /** What payments and applied credits settled; never above the total. */
  paidKobo: number;
  /** Money taken beyond what was owed, to be refunded or applied. */
  creditKobo: number;
};

export const figureKeys = ['subtotal', 'discount', 'vat', 'total', 'deposit', 'paid', 'credit', 'balance'] as const;
export type FigureKey = (typeof figureKeys)[number];
export type DocumentFigure = { key: FigureKey; label: string; kobo: number; strong: boolean };

export type DocumentFigures = DocumentTotals & Required<Omit<DocumentMoney, 'depositPercent'>> & { balanceKobo: number; vatBasisPoints: number; rows: DocumentFigure[] };

/**
 * The one money ladder of a quote or an invoice: subtotal, discount, VAT, total, deposit, paid, credit and
 * balance, computed and labelled here once, in kobo, for the PDFs, the server's answers and the pages. A row
 * that says nothing (no discount, no VAT, no deposit asked, nothing paid, no credit) is left out; total and
 * balance always show.
 */
export function documentFigures(totals: DocumentTotals & { vatBasisPoints: number }, money: DocumentMoney): DocumentFigures {
  const depositKobo = money.depositKobo ?? 0;
  const paidKobo = Math.min(money.paidKobo, totals.totalKobo);
  const owedKobo = balanceKobo({ totalKobo: totals.totalKobo, paidKobo });
  const row = (key: FigureKey, label: string, kobo: number, strong = false): DocumentFigure => ({ key, label, kobo, strong });
  const rows = [
    row('subtotal', 'Subtotal', totals.subtotalKobo),
    ...(totals.discountKobo > 0 ? [row('discount', 'Discount', -totals.discountKobo)] : []),
    ...(totals.vatBasisPoints > 0 ? [row('vat', `VAT (${percentLabel(totals.vatBasisPoints)})`, totals.vatKobo)] : []),
    row('total', 'Total', totals.totalKobo, true),
    ...(depositKobo > 0 ? [row('deposit', money.depositPercent ? `Deposit (${money.depositPercent}%)` : 'Deposit', depositKobo)] : []),
    ...(paidKobo > 0 ? [row('paid', 'Paid', -paidKobo)] : []),
    row('balance', 'Balance due', owedKobo, true),
    ...(money.creditKobo > 0 ? [row('credit', 'Credit (refund due)', money.creditKobo)] : []),
  ];
  return { ...totals, depositKobo, paidKobo, creditKobo: money.creditKobo, balanceKobo: owedKobo, rows };
}

/** The ladder as the API answers it: naira at the edge, through `nairaOfKobo` alone. */
export function figuresInNaira(rows: readonly DocumentFigure[]) {
  return rows.map((row) => ({ key: row.key, label: row.label, amount: nairaOfKobo(row.kobo), strong: row.strong }));
}
