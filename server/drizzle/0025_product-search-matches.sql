-- A search's matches through the document index (docs/decisions/0020-search.md, "Since then
-- (2026-11-27)"), among the products that can be bought. Two things kept the GIN index of migration
-- 0024 from serving a search:
--
-- The index gathered new documents in its pending list: GIN's quick insert, flushed by autovacuum, which
-- the embedded database does not run. A search then scanned the pending list document by document, so
-- the index lost to reading the whole table. Without the list, each write to a product (a staff save,
-- a few a day) files its words at once; the list left by earlier writes is filed now.
--
-- The planner costs `@@` like a comparison of two numbers, while testing a document against a search
-- with synonyms (eight alternatives, phrases, a prefix) costs far more: it judged a scan of every
-- document cheaper than the index. Measured on 5,000 products, the index answers every search of the
-- benchmark 10–35 % sooner, broad ones included. `product_search_matches` reads the matches with the
-- table scan turned off for its own query only, and gives each its rank and whether the whole search is
-- in the name (`name_query` is the same search with every word weighed A).
ALTER INDEX "product_search_document_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('product_search_document_idx'::regclass);
--> statement-breakpoint
CREATE FUNCTION product_search_matches(query tsquery, name_query tsquery)
RETURNS TABLE (product_id integer, in_name boolean, rank real)
LANGUAGE sql STABLE
SET enable_seqscan = off
AS $$
  SELECT s.product_id, s.document @@ name_query, ts_rank('{0.05, 0.2, 0.4, 1.0}', s.document, query)
  FROM product_search s
  WHERE s.document @@ query
$$;
--> statement-breakpoint
-- A product without a pack size has no price and is not shown (modules/catalogue/product-list.ts):
-- `product_search` now leaves it out, so a search need not look for a pack size of each of its best
-- candidates. Only a product's first pack size and its last one change that: stock updates, the
-- writes of every order, fire nothing. The function is 0024's with that one condition added.
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
  IF p.status = 1 AND EXISTS (SELECT 1 FROM pack_sizes ps WHERE ps.product_id = pid) THEN
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
--> statement-breakpoint
DELETE FROM product_search s WHERE NOT EXISTS (SELECT 1 FROM pack_sizes ps WHERE ps.product_id = s.product_id);
--> statement-breakpoint
CREATE FUNCTION pack_sizes_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NOT EXISTS (SELECT 1 FROM product_search WHERE product_id = NEW.product_id) THEN
    PERFORM product_search_refresh(NEW.product_id);
  END IF;
  IF TG_OP <> 'INSERT' AND NOT EXISTS (SELECT 1 FROM pack_sizes WHERE product_id = OLD.product_id) THEN
    DELETE FROM product_search WHERE product_id = OLD.product_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pack_sizes_search_kept" AFTER INSERT OR DELETE OR UPDATE OF "product_id" ON "pack_sizes" FOR EACH ROW EXECUTE FUNCTION pack_sizes_search_changed();
