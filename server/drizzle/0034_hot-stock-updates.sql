-- An order's stock updates stay on their page (HOT updates, docs/decisions/0042-stock-revision-and-order-cost.md):
-- an update that changes no indexed column adds no index entry. A lot's `remaining` was named by the
-- expiry index's condition and an order line's `lots` by its GIN index, so every order wrote a new
-- entry in each index of both tables, and without autovacuum on the embedded database those entries
-- piled up. The expiring-soon list reads the plain expiry index and skips empty lots; a recall finds
-- its lines through the pack sizes of the batch's lots (order_lines_pack_size_idx).
DROP INDEX "stock_lots_expiry_idx";--> statement-breakpoint
CREATE INDEX "stock_lots_expiry_idx" ON "stock_lots" USING btree ("expiry");--> statement-breakpoint
DROP INDEX "order_lines_lots_idx";--> statement-breakpoint
-- Room on each page for the update an order makes of the row it has just written (its lots, its
-- invoice number), so that update is a HOT one too.
ALTER TABLE "order_lines" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "orders" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "stock_lots" SET (fillfactor = 80);
