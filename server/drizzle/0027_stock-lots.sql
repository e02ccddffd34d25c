-- Stock in lots with a batch number and an expiry month (docs/decisions/0030-stock-lots.md).
-- Each product's shelf life in months (also added by the product declarations' migration, hence IF NOT EXISTS).
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "p_shelf_life_months" integer;--> statement-breakpoint
-- How close to its expiry a lot may still be sold: its expiry month's last day at least this many days ahead.
ALTER TABLE "shop_settings" ADD COLUMN "min_shelf_life_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_min_shelf_life_valid" CHECK ("shop_settings"."min_shelf_life_days" >= 0);--> statement-breakpoint
-- Kept with `stock` (the sum of the sellable lots' units): the expiry of the lot the next unit comes from.
ALTER TABLE "pack_sizes" ADD COLUMN "next_expiry" text;--> statement-breakpoint
-- The batches each order line took: [{lot_id, batch_no, expiry, quantity}], written with the stock it took.
ALTER TABLE "order_lines" ADD COLUMN "lots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "order_lines_lots_idx" ON "order_lines" USING gin ("lots" jsonb_path_ops);--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_size_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"mfg" text NOT NULL,
	"expiry" text NOT NULL,
	"received" integer NOT NULL,
	"remaining" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lots_remaining_nonnegative" CHECK ("stock_lots"."remaining" >= 0),
	CONSTRAINT "stock_lots_months_valid" CHECK ("stock_lots"."mfg" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and "stock_lots"."expiry" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and "stock_lots"."expiry" > "stock_lots"."mfg"),
	CONSTRAINT "stock_lots_batch_valid" CHECK ("stock_lots"."batch_no" ~ '^[A-Z0-9/-]{1,30}$')
);--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_pack_size_id_pack_sizes_id_fk" FOREIGN KEY ("pack_size_id") REFERENCES "public"."pack_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_lots_batch_key" ON "stock_lots" USING btree ("pack_size_id","batch_no","mfg","expiry");--> statement-breakpoint
CREATE INDEX "stock_lots_pack_expiry_idx" ON "stock_lots" USING btree ("pack_size_id","expiry","id");--> statement-breakpoint
CREATE INDEX "stock_lots_batch_idx" ON "stock_lots" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "stock_lots_expiry_idx" ON "stock_lots" USING btree ("expiry") WHERE "stock_lots"."remaining" > 0;--> statement-breakpoint
-- Today's stock, unit for unit, as one lot per pack size of no recorded batch: made this month (India
-- time), expiring the product's shelf life later (24 months when it has none).
INSERT INTO "stock_lots" ("pack_size_id", "batch_no", "mfg", "expiry", "received", "remaining")
SELECT ps."id", 'UNRECORDED',
	to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM'),
	to_char(date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata')
		+ make_interval(months => greatest(coalesce(p."p_shelf_life_months", 24), 1)), 'YYYY-MM'),
	ps."stock", ps."stock"
FROM "pack_sizes" ps JOIN "products" p ON p."id" = ps."product_id"
WHERE ps."stock" > 0;--> statement-breakpoint
UPDATE "pack_sizes" ps SET "next_expiry" = l."expiry" FROM "stock_lots" l WHERE l."pack_size_id" = ps."id";
