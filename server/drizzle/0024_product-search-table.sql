-- A search reads a table of its own (docs/decisions/0020-search.md): the weighted document of each
-- listed product (status 1), under its GIN index. A scan of the products themselves read every
-- product's whole row (description, care texts, word list) to test a third of a row: on 5,000 products
-- the narrow table's rows are a third of the size and a broad word's scan takes 40 % less time, and
-- a product taken off sale is not even looked at. Migration 0019's function keeps it as it kept the
-- column: every write to a product, its ingredients, category or concern works the product out again.
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" tsvector NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "document") SELECT "id", "search_document" FROM "products" WHERE "status" = 1;
--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_document";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_refresh(pid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p products%ROWTYPE;
  side text;
  ingredient_text text;
  new_words text[];
BEGIN
  SELECT * INTO p FROM products WHERE id = pid;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  side := coalesce((SELECT c.name FROM categories c WHERE c.id = p.category_id), '') || ' ' ||
    coalesce((SELECT cc.name FROM concerns cc WHERE cc.id = p.concern_id), '');
  ingredient_text := coalesce((SELECT string_agg(i.description, ' ' ORDER BY i.sort_order, i.id)
    FROM ingredients i WHERE i.product_id = pid), '');
  -- Words as the search splits what a shopper types (modules/catalogue/search-terms.ts); an inactive
  -- product's words are not the shop's.
  new_words := CASE WHEN p.status = 1 THEN coalesce((SELECT array_agg(DISTINCT w) FROM regexp_split_to_table(
      lower(p.name || ' ' || side || ' ' || ingredient_text || ' ' || p.description), '[^[:alnum:]]+') AS w
    WHERE w <> ''), '{}') ELSE '{}' END;
  -- Every word whose count changes, in one statement and in the words' order: two products saved at
  -- once lock the words they share in the same order, so they wait for each other, never deadlock.
  INSERT INTO search_words (word, uses)
    SELECT w, sum(d)::integer FROM (
      SELECT unnest(new_words), 1 UNION ALL SELECT unnest(p.search_words), -1
    ) AS delta(w, d)
    GROUP BY w HAVING sum(d) <> 0 ORDER BY w
    ON CONFLICT (word) DO UPDATE SET uses = search_words.uses + EXCLUDED.uses;
  DELETE FROM search_words s WHERE s.uses <= 0 AND s.word = ANY (p.search_words);
  UPDATE products SET search_words = new_words WHERE id = pid;
  IF p.status = 1 THEN
    INSERT INTO product_search (product_id, document) VALUES (pid,
      setweight(to_tsvector('english'::regconfig, p.name), 'A')
        || setweight(to_tsvector('english'::regconfig, side), 'B')
        || setweight(to_tsvector('english'::regconfig, ingredient_text), 'C')
        || setweight(to_tsvector('english'::regconfig, p.description), 'D'))
    ON CONFLICT (product_id) DO UPDATE SET document = EXCLUDED.document;
  ELSE
    DELETE FROM product_search WHERE product_id = pid;
  END IF;
END $$;
