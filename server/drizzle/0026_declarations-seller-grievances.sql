-- What a listing and the seller must show (CONTRACT §16) and the grievance desk (§17):
-- docs/decisions/0029-declarations-and-grievances.md.
-- A product's Legal Metrology declarations. The shelf life's column is named as the stock lots' work
-- (§18) adds it too, with the same statement: whichever migration runs first makes it.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "p_shelf_life_months" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "generic_name" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "unit" text DEFAULT 'g' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "manufacturer" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "marketer" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "country_of_origin" text DEFAULT 'India' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_valid" CHECK ("products"."unit" in ('g', 'ml'));
--> statement-breakpoint
-- An order line keeps the unit its size was sold in, as it keeps its size, name and price.
ALTER TABLE "order_lines" ADD COLUMN IF NOT EXISTS "unit" text DEFAULT 'g' NOT NULL;
--> statement-breakpoint
-- Consumer care and the grievance officer, shown on every storefront page (shop/info).
ALTER TABLE "shop_settings" ADD COLUMN IF NOT EXISTS "care_phone" text;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN IF NOT EXISTS "care_email" text;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN IF NOT EXISTS "grievance_officer_name" text;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN IF NOT EXISTS "grievance_officer_email" text;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN IF NOT EXISTS "grievance_officer_phone" text;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "grievances" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" integer NOT NULL,
	"access" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"order_id" integer,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "grievances_status_valid" CHECK ("grievances"."status" in ('open', 'acknowledged', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "grievances_serial_key" ON "grievances" USING btree ("serial");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "grievances_access_key" ON "grievances" USING btree ("access");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grievances_status_created_idx" ON "grievances" USING btree ("status", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "grievance_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"grievance_id" integer NOT NULL,
	"sender" text NOT NULL,
	"staff_email" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievance_messages_sender_valid" CHECK ("grievance_messages"."sender" in ('customer', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "grievance_messages" ADD CONSTRAINT "grievance_messages_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grievance_messages_grievance_idx" ON "grievance_messages" USING btree ("grievance_id", "id");
