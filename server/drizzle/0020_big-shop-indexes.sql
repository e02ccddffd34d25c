-- A shop with years of orders (docs/decisions/0026-big-shop-reads.md, `BENCH_ONLY=bigshop npm run bench`):
-- the console's status filter and the dashboard's "waiting to ship" find lines by status instead of
-- reading every line; searching orders by part of a phone or an email (LIKE '%…%') goes through
-- trigram indexes (pg_trgm, migration 0011); a product's reviews come in their listed order.
CREATE INDEX IF NOT EXISTS "order_lines_status_order_idx" ON "order_lines" USING btree ("delivery_status", "order_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_mobile_trgm_idx" ON "orders" USING gin ("mobile" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_product_listed_idx" ON "reviews" USING btree ("product_id", "created_at" DESC, "id" DESC) WHERE "status" = 1;
