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
--> statement-breakpoint
-- The demo's offer strip and FAQ stated the charges and the return window in words typed by hand, which
-- stayed when staff changed the settings: those exact texts become placeholders the server fills from
-- the settings (contract/src/shop-terms.ts). A text an editor has changed is left as it is.
UPDATE "offer_banners" SET "text" = '{delivery_terms} | Use code PRIME10 for 10% off your first order'
WHERE "text" = 'Free delivery on orders of ₹499 or more, ₹49 below | Use code PRIME10 for 10% off your first order';
--> statement-breakpoint
UPDATE "offer_banners" SET "text" = 'Cash on delivery: {cod_fee} | Easy returns within {return_days} days'
WHERE "text" = 'Cash on delivery available across India | Easy returns within 7 days';
--> statement-breakpoint
UPDATE "faqs" SET "answer" = '{delivery_terms}; any delivery charge is shown at checkout before you pay.'
WHERE "answer" = 'Delivery is free on orders of ₹499 or more. Below that, a delivery charge of ₹49 is added, shown at checkout before you pay.';
--> statement-breakpoint
UPDATE "faqs" SET "answer" = 'Yes, you can pay cash on delivery ({cod_fee}). You can also pay online by UPI, card or net banking through our secure payment page.'
WHERE "answer" = 'Yes, cash on delivery is available across India. You can also pay online by UPI, card or net banking through our secure payment page.';
--> statement-breakpoint
UPDATE "faqs" SET "answer" = 'Unused products in their original packaging can be returned within {return_days} days of delivery from your order page. If a product arrives damaged or you receive the wrong item, tell us within those {return_days} days with a photo and we will replace it or refund you in full.'
WHERE "answer" = 'Unopened products can be returned within 14 days of delivery. If a product arrives damaged or you receive the wrong item, write to us within 7 days with a photo and we will replace it or refund you in full.';
--> statement-breakpoint
-- Search finds the products matching any term of a search of several words, those matching most
-- terms first (issue 29, item 24: "sunscreen for oily skin" found nothing when it needed every word).
-- `terms` holds each term's own tsquery text, one a line; `matched` counts the terms a product matches.
DROP FUNCTION IF EXISTS product_search_matches(tsquery, tsquery);
--> statement-breakpoint
CREATE FUNCTION product_search_matches(query tsquery, name_query tsquery, terms text)
RETURNS TABLE (product_id integer, in_name boolean, matched integer, rank real)
LANGUAGE sql STABLE
SET enable_seqscan = off
AS $$
  WITH t AS (
    SELECT coalesce(array_agg(to_tsquery('english'::regconfig, line)), '{}') AS each_term
    FROM unnest(string_to_array(terms, E'\n')) AS line
  )
  SELECT s.product_id, s.document @@ name_query,
    (SELECT count(*)::integer FROM unnest(t.each_term) AS q WHERE s.document @@ q),
    ts_rank('{0.05, 0.2, 0.4, 1.0}', s.document, query)
  FROM product_search s, t
  WHERE s.document @@ query
$$;
--> statement-breakpoint
-- A banner's BUY NOW leads where the banner says (issue 29, item 25: the vitamin C banner led to the
-- cleansers tab). Empty: the home page's categories, as before. The demo's banners get theirs.
ALTER TABLE "banners" ADD COLUMN "link" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "banners" SET "link" = '/products/vitamin-c-15-brightening-serum'
WHERE "heading" = 'Brighter skin starts with vitamin C'
  AND EXISTS (SELECT 1 FROM "products" WHERE "slug" = 'vitamin-c-15-brightening-serum');
--> statement-breakpoint
UPDATE "banners" SET "link" = '/search?q=ceramide' WHERE "heading" = 'Calm, strong, comfortable skin';
--> statement-breakpoint
UPDATE "banners" SET "link" = '/search?q=sunscreen' WHERE "heading" = 'Sunscreen with no white cast';
--> statement-breakpoint
UPDATE "banners" SET "link" = '/search?q=oil%20control' WHERE "heading" = 'Light layers for humid days';
