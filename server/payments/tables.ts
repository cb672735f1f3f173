import { createdAt, kobo } from '../db/columns';
import { pgTable, text } from 'drizzle-orm/pg-core';

/** The local stand-in payment provider's own record of each payment page (used only without a Paystack key). */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  reference: text('reference').primaryKey(),
  email: text('email').notNull(),
  amountKobo: kobo('amount_kobo'),
  currency: text('currency').notNull(),
  callbackUrl: text('callback_url').notNull(),
  status: text('status', { enum: ['ongoing', 'success', 'failed'] })
    .notNull()
    .default('ongoing'),
  createdAt: createdAt(),
});
