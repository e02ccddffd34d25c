-- Every refund an order had, one entry each (amount, gateway or payout reference, time, what for):
-- a line cancelled from a paid order, the rest of a cancelled order, a returned item (issue 29).
ALTER TABLE "orders" ADD COLUMN "refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- Orders refunded before the list existed: their refunded returns, then the rest at the cancellation.
UPDATE "orders" o SET "refunds" = coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'paise', r."refund_paise",
    'reference', r."refund_reference",
    'at', to_char(coalesce(r."received_at", r."created_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'reason', 'Return #' || r."id"
  ) ORDER BY r."id")
  FROM "order_returns" r WHERE r."order_id" = o."id" AND r."refund_paise" > 0
), '[]'::jsonb)
WHERE o."refunded_paise" > 0;
--> statement-breakpoint
UPDATE "orders" o SET "refunds" = o."refunds" || jsonb_build_array(jsonb_build_object(
  'paise', o."refunded_paise" - coalesce((SELECT sum((e->>'paise')::int) FROM jsonb_array_elements(o."refunds") e), 0),
  'reference', NULL,
  'at', to_char(coalesce(o."cancelled_at", o."created_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'reason', 'Order cancelled'
))
WHERE o."refunded_paise" > coalesce((SELECT sum((e->>'paise')::int) FROM jsonb_array_elements(o."refunds") e), 0);
--> statement-breakpoint
-- An AWB is checked against other orders before it is saved, and the console finds an order by it.
CREATE INDEX "order_lines_awb_idx" ON "order_lines" USING btree ("awb") WHERE "awb" is not null;
--> statement-breakpoint
-- Part of a line may be returned: how many of its units (null: the whole line, as before).
ALTER TABLE "order_return_lines" ADD COLUMN "quantity" integer;
--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_quantity_positive" CHECK ("quantity" is null or "quantity" > 0);
--> statement-breakpoint
-- Where a cash-on-delivery return's refund goes: a UPI ID, or a bank account and IFSC, as the customer gave it.
ALTER TABLE "order_returns" ADD COLUMN "refund_to" jsonb;
--> statement-breakpoint
-- The return window, in days after a line's delivery: one setting the server, the return dialog and
-- the Returns page all read (it was 7 in the code and 7–14 on the page).
ALTER TABLE "shop_settings" ADD COLUMN "return_days" smallint DEFAULT 7 NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_return_days_valid" CHECK ("return_days" between 1 and 60);
