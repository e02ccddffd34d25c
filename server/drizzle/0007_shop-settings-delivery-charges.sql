CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"free_delivery_from_paise" integer NOT NULL,
	"delivery_charge_paise" integer NOT NULL,
	"cod_charge_paise" integer NOT NULL,
	"low_stock_at" integer NOT NULL,
	"staff_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_not_negative" CHECK ("shop_settings"."free_delivery_from_paise" >= 0 and "shop_settings"."delivery_charge_paise" >= 0 and "shop_settings"."cod_charge_paise" >= 0 and "shop_settings"."low_stock_at" >= 0)
);
--> statement-breakpoint
INSERT INTO "shop_settings" ("id", "free_delivery_from_paise", "delivery_charge_paise", "cod_charge_paise", "low_stock_at", "staff_email") VALUES (1, 49900, 4900, 0, 10, NULL);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_charge_paise" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_charge_paise" integer DEFAULT 0 NOT NULL;
