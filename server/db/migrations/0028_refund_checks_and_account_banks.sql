ALTER TABLE "bank_refunds" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bank_refunds_unfinished_idx" ON "bank_refunds" USING btree ("checked_at" nulls first) WHERE status in ('sending', 'pending');
--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD COLUMN "bank_slug" text DEFAULT '' NOT NULL;
