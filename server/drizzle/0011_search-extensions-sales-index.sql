-- Search (docs/decisions/0020-search.md): trigram similarity ranks names close to the search text and
-- levenshtein forgives one typo; both ship with PostgreSQL and with PGlite. Trusted extensions: the
-- database's owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- `sort: popular` sums each product's order lines of the last 90 days: found by product, not by reading every line.
CREATE INDEX IF NOT EXISTS "order_lines_product_idx" ON "order_lines" USING btree ("product_id");
