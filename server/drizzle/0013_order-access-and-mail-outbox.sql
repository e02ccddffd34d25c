-- Every order gets an unguessable access token: its page /orders/<access> opens to whoever holds the
-- link. 2 × 122 random bits from gen_random_uuid() (PostgreSQL's strong random source); as a volatile
-- default it gives each existing order a token of its own too.
ALTER TABLE "orders" ADD COLUMN "access" text DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_access_key" ON "orders" USING btree ("access");
