ALTER TABLE "contact_messages" ADD COLUMN "channel" text DEFAULT 'form' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "provider_message_id" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_provider_idx" ON "contact_messages" USING btree ("channel","provider_message_id") WHERE provider_message_id is not null;
--> statement-breakpoint
CREATE INDEX "contact_messages_phone_channel_idx" ON "contact_messages" USING btree ("phone","channel","created_at");
--> statement-breakpoint
ALTER TABLE "channel_consents" ADD COLUMN "recorded_by" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE TABLE "email_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"state" text NOT NULL,
	"how" text NOT NULL,
	"recorded_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_consents_email_idx" ON "email_consents" USING btree ("email","created_at");
--> statement-breakpoint
CREATE TABLE "office_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"written_by" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"pages" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "office_replies_key_idx" ON "office_replies" USING btree ("key");
--> statement-breakpoint
CREATE INDEX "office_replies_phone_idx" ON "office_replies" USING btree ("phone","created_at","id");
