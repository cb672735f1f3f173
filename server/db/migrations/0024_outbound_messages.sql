CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_target_idx" ON "short_links" USING btree ("target");
--> statement-breakpoint
CREATE INDEX "customer_messages_sent_idx" ON "customer_messages" USING btree ("sent_at");
--> statement-breakpoint
CREATE TABLE "mail_months" (
	"month" text PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL
);
