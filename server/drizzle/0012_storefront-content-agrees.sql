-- The demo shop's words agree with each other (server/src/db/seed/content-data.ts): the offer strip and
-- the FAQ say delivery is free from ₹499 and ₹49 below, and the FAQ names the night cream the shop
-- sells. Only text still as the seed first wrote it is changed: anything the staff have edited stays
-- theirs. The site revision moves on, so no kept page shows the old words.
UPDATE "offer_banners" SET "text" = 'Free delivery on orders of ₹499 or more, ₹49 below | Use code PRIME10 for 10% off your first order'
WHERE "text" = 'Free shipping on orders above ₹499 | Use code PRIME10 for 10% off your first order';
--> statement-breakpoint
UPDATE "faqs" SET "answer" = 'Delivery is free on orders of ₹499 or more. Below that, a delivery charge of ₹49 is added, shown at checkout before you pay.'
WHERE "answer" = 'Shipping is free on orders above ₹499. Below that, a flat delivery charge is shown at checkout before you pay.';
--> statement-breakpoint
UPDATE "faqs" SET "answer" = 'Most of our range is, but avoid retinol and high-strength salicylic acid during pregnancy and breastfeeding. Our Overnight Renewal Cream, made with bakuchiol instead of retinol, is a gentle alternative. Please check with your doctor.'
WHERE "answer" = 'Most of our range is, but avoid retinol and high-strength salicylic acid during pregnancy and breastfeeding. Our bakuchiol night cream is a gentle alternative. Please check with your doctor.';
--> statement-breakpoint
UPDATE "site_revision" SET "value" = "value" + 1;
