-- Cash on delivery's rules (CONTRACT §19): the shop's limits, an order's confirmation, failed deliveries
-- and the parcel's return to the shop (docs/decisions/0031-cash-on-delivery-confirmation-and-rto.md).
ALTER TABLE "shop_settings" ADD COLUMN "cod_max_amount_paise" integer;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_blocked_pincodes" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_rto_limit" integer DEFAULT 2;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_confirm_hours" integer;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_cod_valid" CHECK (("shop_settings"."cod_max_amount_paise" is null or "shop_settings"."cod_max_amount_paise" >= 0) and ("shop_settings"."cod_rto_limit" is null or "shop_settings"."cod_rto_limit" >= 0) and ("shop_settings"."cod_confirm_hours" is null or "shop_settings"."cod_confirm_hours" between 1 and 72));
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_by" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_failed_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_failed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_choice" jsonb;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_received_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shipped_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "order_lines" SET "shipped_at" = "updated_at" WHERE "delivery_status" in ('Shipped', 'Out for Delivery', 'Delivered', 'Return requested', 'Returned');
--> statement-breakpoint
CREATE INDEX "orders_confirm_by_idx" ON "orders" USING btree ("confirm_by") WHERE "orders"."confirm_by" is not null;
--> statement-breakpoint
CREATE INDEX "orders_rto_at_idx" ON "orders" USING btree ("rto_at") WHERE "orders"."rto_at" is not null;
--> statement-breakpoint
CREATE INDEX "order_lines_shipped_at_idx" ON "order_lines" USING btree ("shipped_at") WHERE "order_lines"."shipped_at" is not null;
