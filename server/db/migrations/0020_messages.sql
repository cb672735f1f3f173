CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"state" text NOT NULL,
	"provider_status" text DEFAULT '' NOT NULL,
	"reference" text,
	"error_code" text,
	"from_phone" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_once_idx" ON "message_reports" USING btree ("provider","kind","provider_message_id","state");
--> statement-breakpoint
CREATE INDEX "message_reports_reference_idx" ON "message_reports" USING btree ("reference");
