-- Every order gets an unguessable access token: its page /orders/<access> opens to whoever holds the
-- link. 2 × 122 random bits from gen_random_uuid() (PostgreSQL's strong random source); as a volatile
-- default it gives each existing order a token of its own too.
ALTER TABLE "orders" ADD COLUMN "access" text DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_access_key" ON "orders" USING btree ("access");
--> statement-breakpoint
-- Every mail waits here until it is handed over (mail/outbox.ts): one that cannot be sent now is tried
-- again with growing pauses, also after a restart. An order's mails are keyed by their event, so each
-- event of an order is mailed once however many of its lines move.
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"event" text,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_order_event_key" ON "mail_outbox" USING btree ("order_id","event");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;
