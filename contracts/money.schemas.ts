import { z } from 'zod';
import { exactKoboOfNaira, figureKeys, koboOfNaira, koboOfNairaText, priceMessages } from './money';

type AmountRules = { messages: typeof priceMessages | { [key in keyof typeof priceMessages]: string }; maxNaira: number; zeroAllowed: boolean };

/**
 * An amount in naira, as a JSON number or a decimal string (HTML forms send strings); the output is whole kobo.
 * Each kind of amount (a product's price, a quote's unit price, a payment) names itself in its messages.
 */
export function nairaAmountInKobo({ messages, maxNaira, zeroAllowed }: AmountRules) {
  return z.union([z.number(), z.string().trim()], { error: messages.required }).transform((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    const kobo = typeof value === 'number' ? (Number.isFinite(value) ? exactKoboOfNaira(value) : undefined) : koboOfNairaText(value);
    if (kobo === undefined) context.addIssue({ code: 'custom', message: messages.notANumber });
    else if (kobo < 0 || (kobo === 0 && !zeroAllowed)) context.addIssue({ code: 'custom', message: messages.tooSmall });
    else if (kobo > koboOfNaira(maxNaira)) context.addIssue({ code: 'custom', message: messages.tooLarge });
    return kobo ?? z.NEVER;
  });
}

/** A product's price in naira: more than nothing, at most ₦100,000,000. */
export const priceInKobo = nairaAmountInKobo({ messages: priceMessages, maxNaira: 100_000_000, zeroAllowed: false });

/** One row of a document's money ladder (`documentFigures`), in naira, as the answers carry it. */
export const documentFigureSchema = z.object({ key: z.enum(figureKeys), label: z.string(), amount: z.number(), strong: z.boolean() });
export type DocumentFigureJson = z.infer<typeof documentFigureSchema>;

/**
 * Where to pay by bank transfer, and the company's TIN, from the server's settings; `bankTransfer` is null
 * while the bank details are not set, and the block is then not shown.
 */
export const companyBillingSchema = z.object({
  bankTransfer: z.object({ bank: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
  tin: z.string(),
});
export type CompanyBilling = z.infer<typeof companyBillingSchema>;
