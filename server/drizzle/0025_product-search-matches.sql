-- A search's matches through the document index (docs/decisions/0020-search.md, "Since then
-- (2026-11-27)"). Two things kept the GIN index of migration 0024 from serving a search:
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
