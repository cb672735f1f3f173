-- A booking's manage link is now derived from the server's secret and the booking, the same in every mail.
-- The random link mailed before this keeps working while the booking is open: its hash moves to a column of its own.
ALTER TABLE "bookings" ADD COLUMN "legacy_manage_token_hash" text;--> statement-breakpoint
UPDATE "bookings" SET "legacy_manage_token_hash" = "manage_token_hash" WHERE "manage_token_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_legacy_manage_token_hash_unique" UNIQUE("legacy_manage_token_hash");
