CREATE TABLE "daily_sales" (
	"day" date NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"revenue_kobo" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_paid_at_idx";--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_sales_day_product_unique" ON "daily_sales" USING btree ("day","product_id","name");--> statement-breakpoint
CREATE INDEX "bookings_active_idx" ON "bookings" USING btree ("date","time","id") WHERE status <> 'cancelled';--> statement-breakpoint
-- The sales of the orders paid before this migration, so the dashboard's month revenue and best sellers start complete.
INSERT INTO "daily_sales" ("day", "product_id", "name", "quantity", "revenue_kobo")
SELECT ("orders"."paid_at" AT TIME ZONE 'Africa/Lagos')::date, "order_lines"."product_id", "order_lines"."name", sum("order_lines"."quantity"), sum("order_lines"."price_kobo" * "order_lines"."quantity")
FROM "order_lines" JOIN "orders" ON "orders"."id" = "order_lines"."order_id"
WHERE "orders"."status" = 'success' AND "orders"."paid_at" IS NOT NULL
GROUP BY 1, 2, 3;
