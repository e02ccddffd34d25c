ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_pack_size_id_pack_sizes_id_fk";
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "pack_size_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_pack_size_id_pack_sizes_id_fk" FOREIGN KEY ("pack_size_id") REFERENCES "public"."pack_sizes"("id") ON DELETE set null ON UPDATE no action;