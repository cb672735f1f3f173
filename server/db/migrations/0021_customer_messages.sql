CREATE TABLE "customer_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"category" text NOT NULL,
	"event" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"template" text NOT NULL,
	"template_values" jsonb NOT NULL,
	"sms_text" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"channel" text,
	"tried_channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider_message_id" text,
	"pages" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_messages_once_idx" ON "customer_messages" USING btree ("event","about","phone");
--> statement-breakpoint
CREATE INDEX "customer_messages_phone_idx" ON "customer_messages" USING btree ("phone","created_at");
--> statement-breakpoint
CREATE INDEX "customer_messages_provider_idx" ON "customer_messages" USING btree ("provider_message_id");
--> statement-breakpoint
CREATE TABLE "channel_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"how" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "channel_consents_phone_idx" ON "channel_consents" USING btree ("phone","channel","created_at");
