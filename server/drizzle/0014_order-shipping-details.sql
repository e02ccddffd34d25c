-- Staff record how a line was shipped (admin/order/ship): the courier, its air waybill number and
-- the courier's tracking page; null until then.
ALTER TABLE "order_lines" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "awb" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tracking_url" text;
