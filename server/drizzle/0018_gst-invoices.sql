-- GST tax invoices and credit notes (docs/decisions/0023-gst-invoices.md).
-- Each product's HSN code and GST rate; every product so far is a skin care preparation at 18 %.
ALTER TABLE "products" ADD COLUMN "hsn" text DEFAULT '3304' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" smallint DEFAULT 18 NOT NULL;
