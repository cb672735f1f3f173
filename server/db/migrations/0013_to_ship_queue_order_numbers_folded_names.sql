DROP INDEX "bookings_name_search_idx";--> statement-breakpoint
DROP INDEX "contact_messages_name_search_idx";--> statement-breakpoint
DROP INDEX "invoices_name_search_idx";--> statement-breakpoint
DROP INDEX "orders_to_ship_idx";--> statement-breakpoint
DROP INDEX "quotes_name_search_idx";--> statement-breakpoint
DROP INDEX "users_name_search_idx";--> statement-breakpoint
-- Orders already placed are numbered in the order they were placed, from 1001; new ones follow on.
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "orders" SET "number" = 1000 + numbered.position FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS position FROM "orders") AS numbered WHERE "orders"."id" = numbered."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" ADD GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1);--> statement-breakpoint
SELECT setval('orders_number_seq', coalesce((SELECT max("number") FROM "orders"), 1000));--> statement-breakpoint
CREATE INDEX "bookings_name_folded_idx" ON "bookings" USING gin (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_name_folded_idx" ON "contact_messages" USING gin (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_name_folded_idx" ON "invoices" USING gin (lower(regexp_replace(normalize("customer_name", NFD), '[\u0300-\u036f]', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_awaiting_shipment_idx" ON "orders" USING btree ("created_at","id") WHERE status = 'success' and fulfilment_status = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_phone_search_idx" ON "orders" USING gin (regexp_replace("address_phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_ending_idx" ON "orders" USING btree (reverse(regexp_replace("address_phone", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "quotes_name_folded_idx" ON "quotes" USING gin (lower(regexp_replace(normalize("customer_name", NFD), '[\u0300-\u036f]', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_folded_idx" ON "users" USING gin (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g')) gin_trgm_ops);;--> statement-breakpoint
-- Statistics on the new expressions at once, as in 0009: without them the planner guesses and walks the newest-first index.
ANALYZE "orders";--> statement-breakpoint
ANALYZE "users";--> statement-breakpoint
ANALYZE "bookings";--> statement-breakpoint
ANALYZE "contact_messages";--> statement-breakpoint
ANALYZE "quotes";--> statement-breakpoint
ANALYZE "invoices";