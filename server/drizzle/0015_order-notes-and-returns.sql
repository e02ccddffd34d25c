-- When each line was delivered: a return may be asked for within 7 days of it (add/return). Lines
-- delivered before this column existed count from their last change.
ALTER TABLE "order_lines" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_lines" SET "delivered_at" = "updated_at" WHERE "delivery_status" IN ('Delivered', 'Return requested', 'Returned');--> statement-breakpoint
-- Staff notes on an order (admin/order/note): who wrote it and when; never shown to the customer.
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"note" text NOT NULL,
	"author_id" integer,
	"author_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id");--> statement-breakpoint
-- A customer's return of some lines of a delivered order: requested, then approved or refused by
-- staff, then refunded once the goods arrived (docs/decisions/0022-returns-refunds-staff-alerts.md).
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"received_at" timestamp with time zone,
	"restocked" smallint,
	"refund_paise" integer,
	"refund_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_status_valid" CHECK ("order_returns"."status" in ('requested', 'approved', 'refused', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_status_idx" ON "order_returns" USING btree ("status","created_at");--> statement-breakpoint
-- The lines of a return. A line is asked back once: a second request for it, even after a refusal,
-- clashes here whatever the timing.
CREATE TABLE "order_return_lines" (
	"line_id" integer PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_return_lines_return_idx" ON "order_return_lines" USING btree ("return_id");
