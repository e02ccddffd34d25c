-- A saved address gets its own city (issue 29, item 28): until now its district stood for the city too,
-- and mails read "Bengaluru Urban, Bengaluru Urban". Addresses saved before keep '' and are shown and
-- ordered with their district as the city, as before.
ALTER TABLE "addresses" ADD COLUMN "city" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- When the account's owner last proved by a mailed code that they read its email (a change of email,
-- a password reset, or the proof My Orders asks for): only then do the guest orders placed with that
-- email join the account (docs/decisions/0040-city-and-guest-orders.md). Accounts made before are
-- unproven until their owner proves it.
ALTER TABLE "users" ADD COLUMN "email_proven_at" timestamp with time zone;
--> statement-breakpoint
-- The database's upkeep (VACUUM (ANALYZE) and the GIN pending lists: docs/decisions/0041-database-upkeep.md),
-- one row per job: a process claims a run by moving `started_at` on, so of several processes sharing
-- a server one runs it; the console's health shows the last run.
CREATE TABLE "upkeep_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"took_ms" integer,
	"error" text
);
