ALTER TABLE "service_payments" ADD COLUMN "paid_twice" text;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "office_notes" text DEFAULT '' NOT NULL;
