import { createHash } from 'node:crypto';
import { isCalendarDay } from '../../../../contracts/lagos-time';
import { koboOfNairaText } from '../../../../contracts/money';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const day = (year: string, month: number, date: string): string | undefined => {
  const fullYear = year.length === 2 ? `20${year}` : year;
  const text = `${fullYear}-${String(month).padStart(2, '0')}-${date.padStart(2, '0')}`;
  return isCalendarDay(text) ? text : undefined;
};

/**
 * A statement's date as the banks write it, day first as in Nigeria: 2026-11-05, 05/11/2026, 05-11-2026,
 * 05-Nov-2026, 05 NOV 26, with or without a time after it. Undefined when it does not read as a day.
 */
export function dayOfStatement(text: string): string | undefined {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(value);
  if (iso) return day(iso[1] ?? '', Number(iso[2]), iso[3] ?? '');
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:\s.*)?$/.exec(value);
  if (numeric) return day(numeric[3] ?? '', Number(numeric[2]), numeric[1] ?? '');
  const named = /^(\d{1,2})[\s/-]([a-z]{3})[a-z]*[\s/,-]+(\d{4}|\d{2})(?:\s.*)?$/i.exec(value);
  const month = named ? months.indexOf((named[2] ?? '').toLowerCase()) + 1 : 0;
  if (named && month > 0) return day(named[3] ?? '', month, named[1] ?? '');
  return undefined;
}

/**
 * An amount as a statement writes it ('1,250,000.00', 'NGN 5,000', '₦310,000.5', '-', '') -> kobo, read
 * digit by digit; 0 for an empty cell, undefined when it does not read as money. A sign is dropped: the
 * column says which way the money went.
 */
export function koboOfStatement(text: string): number | undefined {
  const value = text
    .trim()
    .replace(/^(NGN|₦)\s*/i, '')
    .replace(/^[-+]/, '')
    .replace(/\s/g, '');
  if (value === '' || value === '-') return 0;
  return koboOfNairaText(value);
}

/** Narrations compared as the banks vary them: case, spacing and punctuation aside. */
export const normalisedNarration = (narration: string): string =>
  narration
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/**
 * What makes a statement line itself, whatever file it arrives in again: its day, amount, narration,
 * reference and the balance after it (two equal transfers on one day differ in the balance).
 */
export function lineFingerprint(line: { postedOn: string; amountKobo: number; narration: string; reference: string; balanceKobo: number | null }): string {
  const parts = [line.postedOn, String(line.amountKobo), normalisedNarration(line.narration), line.reference.trim().toUpperCase(), line.balanceKobo === null ? '' : String(line.balanceKobo)];
  return createHash('sha256').update(parts.join('|')).digest('hex');
}

/**
 * Quote and invoice numbers a narration names, as numbering writes them (Q-2026-0001, INV-2026-0012), also
 * as banks mangle them: the dashes dropped or made spaces or slashes (INV20260012, INV 2026 0012).
 */
export function documentNumbersIn(narration: string): string[] {
  const found = narration.toUpperCase().matchAll(/(?<![A-Z])(INV|Q)[\s/_-]?(20\d{2})[\s/_-]?(\d{4,6})(?!\d)/g);
  return [...new Set([...found].map((match) => `${match[1]}-${match[2]}-${match[3]}`))];
}

/** Header cells compared without case, spaces or punctuation: 'Trans. Date' is 'TRANS DATE'. */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The words of a customer's name that can be looked for in a narration (initials and short words say too little). */
export const nameWords = (name: string): string[] =>
  normalisedNarration(name)
    .split(' ')
    .filter((word) => word.length >= 3);
