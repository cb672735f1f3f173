CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"sender_bank" text DEFAULT '' NOT NULL,
	"narration" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"payment_id" uuid,
	"assigned_by" uuid,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	CONSTRAINT "bank_transfers_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payment_id_service_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."service_payments"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bank_transfers_unmatched_idx" ON "bank_transfers" USING btree ("paid_at","id") WHERE status = 'unmatched';
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_key" text NOT NULL,
	"status" text DEFAULT 'asked' NOT NULL,
	"provider_customer_code" text DEFAULT '' NOT NULL,
	"account_number" text,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"failure" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	CONSTRAINT "virtual_accounts_email_key_unique" UNIQUE("email_key"),
	CONSTRAINT "virtual_accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
ALTER TABLE "service_checkouts" ADD COLUMN "check_leased_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "check_leased_until" timestamp with time zone;
