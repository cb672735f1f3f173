ALTER TABLE "bookings" ADD COLUMN "visit_follow_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "bookings_visit_photos_idx";--> statement-breakpoint
CREATE INDEX "bookings_follow_up_idx" ON "bookings" USING btree ("done_at","id") WHERE "visit_follow_up";
