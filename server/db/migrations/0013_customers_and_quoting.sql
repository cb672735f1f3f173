CREATE TABLE "customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"body" text NOT NULL,
	"written_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email_key" text DEFAULT '' NOT NULL,
	"phone_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"unit_price_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "expiry_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key_idx" ON "customers" USING btree ("email_key") WHERE email_key <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_key_idx" ON "customers" USING btree ("phone_key") WHERE phone_key <> '';--> statement-breakpoint
CREATE INDEX "customers_seen_idx" ON "customers" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "customers_name_search_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_search_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_search_idx" ON "customers" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_ending_idx" ON "customers" USING btree (reverse(regexp_replace("phone", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "price_items_description_idx" ON "price_items" USING btree (lower("description"),"id");--> statement-breakpoint
CREATE INDEX "price_items_search_idx" ON "price_items" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_expiry_untold_idx" ON "quotes" USING btree ("id") WHERE status = 'expired' and expiry_told_at is null;--> statement-breakpoint
UPDATE "quotes" SET "expiry_told_at" = "expired_at" WHERE "status" = 'expired';
