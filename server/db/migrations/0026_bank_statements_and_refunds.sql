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
--> statement-breakpoint
CREATE TABLE "bank_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"credit_move_id" uuid NOT NULL,
	"quote_id" uuid,
	"invoice_id" uuid,
	"amount_kobo" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"recipient_code" text DEFAULT '' NOT NULL,
	"transfer_code" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_refunds_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bank_refunds_credit_move_id_unique" UNIQUE("credit_move_id")
);
--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_credit_move_id_service_credits_id_fk" FOREIGN KEY ("credit_move_id") REFERENCES "public"."service_credits"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bank_refunds_invoice_idx" ON "bank_refunds" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "bank_refunds_quote_idx" ON "bank_refunds" USING btree ("quote_id");
