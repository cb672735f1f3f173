CREATE TABLE "product_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_categories" ("slug", "name", "description", "position") VALUES
	('inverters-and-batteries', 'Inverters and batteries', 'Inverters, lithium and tubular batteries for homes and offices in Ibadan, priced in naira.', 1),
	('solar-panels', 'Solar panels', 'Mono and poly solar panels and charge controllers, delivered from Ibadan.', 2),
	('cctv', 'CCTV', 'CCTV cameras, recorders and cabling for homes, estates and shops.', 3),
	('cables-and-wiring', 'Cables and wiring', 'Twin and earth, armoured and flexible cables and wiring accessories.', 4),
	('switches-and-sockets', 'Switches and sockets', 'Switches, sockets, breakers and distribution boards.', 5),
	('lighting', 'Lighting', 'LED bulbs, panels, floodlights and motion-sensor lights.', 6),
	('tools', 'Tools', 'Testers, crimpers and the electrician’s hand tools.', 7);
--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price_kobo","created_at","id") WHERE deleted_at is null;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "visit_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;
