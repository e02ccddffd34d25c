CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_amount_paise" integer DEFAULT 0 NOT NULL,
	"first_order_only" smallint DEFAULT 0 NOT NULL,
	"max_uses" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_valid" CHECK ("coupons"."kind" in ('percent', 'flat')),
	CONSTRAINT "coupons_value_valid" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'percent' or "coupons"."value" <= 90)),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code"))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target");--> statement-breakpoint
CREATE INDEX "audit_log_kind_idx" ON "audit_log" USING btree ("target_kind");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_coupon_code_idx" ON "orders" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
-- A product's gallery holds every one of its images, the main one (p_image) first: the console orders
-- and removes them there, and keeps p_image the first of them.
INSERT INTO "product_images" ("product_id", "image", "sort_order")
SELECT p."id", p."image", coalesce((SELECT min(i."sort_order") FROM "product_images" i WHERE i."product_id" = p."id"), 1) - 1
FROM "products" p
WHERE p."image" <> ''
  AND NOT EXISTS (SELECT 1 FROM "product_images" i WHERE i."product_id" = p."id" AND i."image" = p."image");
--> statement-breakpoint
-- A demo shop made before coupons existed advertises PRIME10 and GLOW200 in its offer strip: the codes
-- it advertises exist from now on. A shop whose strip names neither gets no coupon.
INSERT INTO "coupons" ("code", "kind", "value", "min_amount_paise", "first_order_only")
SELECT 'PRIME10', 'percent', 10, 0, 1
WHERE EXISTS (SELECT 1 FROM "offer_banners" WHERE "text" ILIKE '%code PRIME10%');
--> statement-breakpoint
INSERT INTO "coupons" ("code", "kind", "value", "min_amount_paise", "first_order_only")
SELECT 'GLOW200', 'flat', 20000, 149900, 0
WHERE EXISTS (SELECT 1 FROM "offer_banners" WHERE "text" ILIKE '%code GLOW200%');
