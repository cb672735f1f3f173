import { z } from 'zod';

/** The answer of a call that only reports what it did: `{ message }` (API.md "General"). */
export const messageAnswerSchema = z.object({ message: z.string() });

/** An answer that carries a record and a sentence about it, such as a saved address and 'Address updated'. */
export function withMessage<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.extend({ message: z.string() });
}

/**
 * Every error body: `message` for people, `errors` naming each field's rule, `error` for the product form
 * (API.md "General"). Loose, so the error handler's body is documented without being trimmed.
 */
export const errorAnswerSchema = z.looseObject({ message: z.string(), errors: z.record(z.string(), z.string()).optional(), error: z.string().optional() });
