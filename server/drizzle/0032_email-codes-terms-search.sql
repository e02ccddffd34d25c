-- A code mailed to the new address before an account's email changes (edit/profile with email_otp):
-- kept as a keyed hash like a reset code, tied to the account and the new address.
CREATE TABLE "email_change_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "email_change_codes_user_idx" ON "email_change_codes" USING btree ("user_id");
