import { z } from 'zod';
import { priceMessages } from './money';

const maxKobo = 100_000_000 * 100;

const decimalNaira = /^\d{1,9}(\.\d{1,2})?$/;

/** '1250.50' -> 125050, read digit by digit so no floating point is involved. */
function koboOfDecimal(text: string): number {
  const [naira = '0', kobo = ''] = text.split('.');
  return Number(naira) * 100 + Number(kobo.padEnd(2, '0'));
}

/** A naira number may carry kobo but nothing finer; 1250.5 -> 125050. */
function koboOfNumber(naira: number): number | undefined {
  const kobo = Math.round(naira * 100);
  return Math.abs(naira * 100 - kobo) < 1e-6 ? kobo : undefined;
}

/** A price in naira, as a JSON number or a decimal string (HTML forms send strings); the output is whole kobo. */
export const priceInKobo = z
  .union([z.number(), z.string().trim()], { error: priceMessages.required })
  .transform((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: priceMessages.required });
      return z.NEVER;
    }
    const kobo = typeof value === 'number' ? (Number.isFinite(value) ? koboOfNumber(value) : undefined) : decimalNaira.test(value) ? koboOfDecimal(value) : undefined;
    if (kobo === undefined) context.addIssue({ code: 'custom', message: priceMessages.notANumber });
    else if (kobo <= 0) context.addIssue({ code: 'custom', message: priceMessages.tooSmall });
    else if (kobo > maxKobo) context.addIssue({ code: 'custom', message: priceMessages.tooLarge });
    return kobo ?? z.NEVER;
  });
