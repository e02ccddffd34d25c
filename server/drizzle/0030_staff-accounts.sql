-- Staff accounts and roles (CONTRACT §21, docs/decisions/0033-staff-roles.md). `disabled_at`: the account
-- cannot log in and its sessions answer 401 (a removed member, or one whose invitation waits);
-- `invited_at` and `last_login_at` are shown on the staff screen.
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("id") WHERE "users"."role" <> 'user';
--> statement-breakpoint
-- An invitation's link holds a random token; only its SHA-256 is kept. Used once, within 72 hours.
CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_hash_key" ON "staff_invitations" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "staff_invitations_user_idx" ON "staff_invitations" USING btree ("user_id");
