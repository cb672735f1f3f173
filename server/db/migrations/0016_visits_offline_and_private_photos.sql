ALTER TABLE "bookings" ADD COLUMN "visit_follow_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "bookings_visit_photos_idx";--> statement-breakpoint
CREATE INDEX "bookings_follow_up_idx" ON "bookings" USING btree ("done_at","id") WHERE "visit_follow_up";--> statement-breakpoint
UPDATE "bookings" SET "visit_photos" = (
  SELECT coalesce(jsonb_agg(regexp_replace(photo.value, '^/uploads/', '') ORDER BY photo.position), '[]'::jsonb)
  FROM jsonb_array_elements_text("bookings"."visit_photos") WITH ORDINALITY AS photo(value, position)
) WHERE "visit_photos" <> '[]'::jsonb;
