import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The hashed scripts and styles of every build that served recently: a page drawn by one version names
 * files another copy's build lacks while a deploy rolls through, and any copy answers them from here.
 */
export const webAssets = pgTable('web_assets', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  content: text('content_base64').notNull(),
  lastBuiltAt: timestamp('last_built_at', { withTimezone: true }).notNull().defaultNow(),
});
