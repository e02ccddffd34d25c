-- Sign-in by mobile (docs/decisions/0032-sms-phone-sign-in-and-pincodes.md). An account made by mobile
-- has no email yet: it is kept as '' (every reader of users.email stays a string), so the email's
-- uniqueness now leaves the empty value out. ON CONFLICT (email) must name the same predicate
-- (`WHERE email <> ''`) to find the index.
DROP INDEX "users_email_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE "users"."email" <> '';--> statement-breakpoint
-- A look-up by a parameter (`email = $1`, a generic plan of a kept statement) cannot use the partial
-- index: this one serves it.
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
-- When a code sent to the account's mobile last proved it; at most one account holds a proven mobile,
-- and that is the account `otp/login` opens. A change of mobile in the profile clears it.
ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_mobile_key" ON "users" USING btree ("mobile") WHERE "users"."mobile_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");--> statement-breakpoint
-- Codes sent by SMS, kept only as HMAC-SHA256 of mobile and code under the server's secret key.
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "phone_codes_mobile_idx" ON "phone_codes" USING btree ("mobile","id");--> statement-breakpoint
-- Every order SMS waits here until it is handed over (sms/outbox.ts), as mail does in mail_outbox:
-- one per event of an order, tried again with growing pauses, also after a restart.
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"event" text,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"vars" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_order_event_key" ON "sms_outbox" USING btree ("order_id","event");--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."sent_at" is null;
