DROP INDEX "payment_events_reference_idx";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sold_out_when_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "authorization_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_checkout_unique" ON "orders" USING btree ("user_id","checkout_key") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "orders_awaiting_check_idx" ON "orders" USING btree ("created_at") WHERE provider_checks < 2 and status <> 'success';--> statement-breakpoint
CREATE INDEX "payment_events_reference_idx" ON "payment_events" USING btree ("reference","created_at");--> statement-breakpoint
-- Orders settled before this change are history, not checkouts to ask the provider about again.
UPDATE "orders" SET "provider_checks" = 2 WHERE "status" <> 'pending';
