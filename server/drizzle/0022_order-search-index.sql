-- The console's order search (docs/decisions/0026-big-shop-reads.md) matches part of the name, email,
-- phone, pincode or city, or of a staff note. One trigram index over the five joined by a line break
-- (which the one-line search field cannot hold, so no match spans two of them) and one over the notes
-- let every part of the search use an index (3.5 s → 10–30 ms on a million orders); the two indexes of
-- migration 0020 on the phone and the email alone served only two of the parts and go.
CREATE INDEX IF NOT EXISTS "orders_who_trgm_idx" ON "orders" USING gin ((lower("name") || E'\n' || "email" || E'\n' || "mobile" || E'\n' || "pincode" || E'\n' || lower("city")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_notes_note_trgm_idx" ON "order_notes" USING gin (lower("note") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_mobile_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_email_trgm_idx";
