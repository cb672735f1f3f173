CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fingerprint" text NOT NULL,
	"posted_on" date NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"narration" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"balance_kobo" bigint,
	"suggested_number" text DEFAULT '' NOT NULL,
	"suggested_customer" text DEFAULT '' NOT NULL,
	"matched_by" text,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" uuid,
	"confirmed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "statement_lines_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_service_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."service_payments"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "statement_lines_open_idx" ON "statement_lines" USING btree ("posted_on","id") WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX "statement_lines_posted_idx" ON "statement_lines" USING btree ("posted_on");
