CREATE TABLE "site_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL
);
