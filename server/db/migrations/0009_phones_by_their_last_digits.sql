CREATE INDEX "bookings_phone_ending_idx" ON "bookings" USING btree (reverse(regexp_replace("phone", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_phone_ending_idx" ON "contact_messages" USING btree (reverse(regexp_replace("phone", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_phone_ending_idx" ON "invoices" USING btree (reverse(regexp_replace("customer_phone", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "quotes_phone_ending_idx" ON "quotes" USING btree (reverse(regexp_replace("customer_phone", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
-- Statistics on the new expressions at once: without them PostgreSQL guesses that one number in two hundred
-- matches, walks a million bookings newest first instead of the index (3 s), until autovacuum analyzes.
ANALYZE "bookings";--> statement-breakpoint
ANALYZE "contact_messages";--> statement-breakpoint
ANALYZE "invoices";--> statement-breakpoint
ANALYZE "quotes";
