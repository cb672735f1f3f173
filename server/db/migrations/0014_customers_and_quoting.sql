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
CREATE INDEX "customers_name_folded_idx" ON "customers" USING gin (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_search_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_search_idx" ON "customers" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_ending_idx" ON "customers" USING btree (reverse(regexp_replace("phone", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "price_items_description_idx" ON "price_items" USING btree (lower("description"),"id");--> statement-breakpoint
CREATE INDEX "price_items_search_idx" ON "price_items" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_expiry_untold_idx" ON "quotes" USING btree ("id") WHERE status = 'expired' and expiry_told_at is null;--> statement-breakpoint
UPDATE "quotes" SET "expiry_told_at" = "expired_at" WHERE "status" = 'expired';
--> statement-breakpoint
-- The customers directory starts with everyone already on record: those known by both e-mail and phone first (so
-- that the two keys land on one row), then the most recently seen; a person whose key is already taken is the same person (see
-- server/people/directory.ts, which keeps it up to date from here on).
INSERT INTO "customers" ("name", "email", "phone", "address", "email_key", "phone_key", "created_at", "last_seen_at")
SELECT "name", CASE WHEN "email_key" = '' THEN '' ELSE trim("email") END, CASE WHEN "phone_key" = '' THEN '' ELSE trim("phone") END, "address", "email_key", "phone_key", "seen", "seen"
FROM (
  SELECT "customer_name" AS "name", "customer_email" AS "email", "customer_phone" AS "phone", "customer_address" AS "address", "created_at" AS "seen" FROM "quotes"
  UNION ALL SELECT "customer_name", "customer_email", "customer_phone", "customer_address", "created_at" FROM "invoices"
  UNION ALL SELECT "name", "email", "phone", '', "created_at" FROM "bookings"
  UNION ALL SELECT "name", "email", "phone", '', "created_at" FROM "contact_messages"
  UNION ALL SELECT "name", "email", '', '', "created_at" FROM "users" WHERE "role" = 'customer'
) AS "people",
LATERAL (SELECT lower(trim("people"."email")) AS "email_key", regexp_replace(regexp_replace("people"."phone", '[^0-9]', '', 'g'), '^(234|0)', '') AS "phone_key") AS "keys"
WHERE "email_key" <> '' OR "phone_key" <> ''
ORDER BY ("email_key" <> '' AND "phone_key" <> '') DESC, "seen" DESC
ON CONFLICT DO NOTHING;
