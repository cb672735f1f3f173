CREATE TABLE "service_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"quote_id" uuid,
	"invoice_id" uuid,
	"to_invoice_id" uuid,
	"amount_kobo" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"payment_id" uuid,
	"provider_reference" text,
	"provider_refund_id" text,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "credit_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_checkouts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_payments" ADD COLUMN "credit_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_credits" ADD CONSTRAINT "service_credits_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credits" ADD CONSTRAINT "service_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credits" ADD CONSTRAINT "service_credits_to_invoice_id_invoices_id_fk" FOREIGN KEY ("to_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credits" ADD CONSTRAINT "service_credits_payment_id_service_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."service_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credits" ADD CONSTRAINT "service_credits_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_credits_invoice_idx" ON "service_credits" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "service_credits_quote_idx" ON "service_credits" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "service_credits_to_invoice_idx" ON "service_credits" USING btree ("to_invoice_id");--> statement-breakpoint
CREATE INDEX "service_credits_pending_idx" ON "service_credits" USING btree ("provider_reference") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "invoices_credit_idx" ON "invoices" USING btree ("id") WHERE credit_kobo > 0;--> statement-breakpoint
CREATE INDEX "quotes_credit_idx" ON "quotes" USING btree ("id") WHERE credit_kobo > 0;