-- Search reads a stored document (docs/decisions/0020-search.md): each product's weighted tsvector
-- (name A, category and concern B, ingredients C, description D) kept in `products.search_document`
-- under a GIN index, and the shop's distinct words in `search_words` (a typo is looked up there), both
-- kept by triggers on every write of a product, its ingredients, a category or a concern, so no
-- writer has to remember them. `search_words.uses` counts the active products holding the word.
ALTER TABLE "products" ADD COLUMN "search_document" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"uses" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION product_search_refresh(pid integer) RETURNS void LANGUAGE plpgsql AS $$
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
  UPDATE products SET search_words = new_words,
    search_document = setweight(to_tsvector('english'::regconfig, p.name), 'A')
      || setweight(to_tsvector('english'::regconfig, side), 'B')
      || setweight(to_tsvector('english'::regconfig, ingredient_text), 'C')
      || setweight(to_tsvector('english'::regconfig, p.description), 'D')
    WHERE id = pid;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_words (word, uses) SELECT w, -1 FROM unnest(OLD.search_words) AS w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET uses = search_words.uses - 1;
    DELETE FROM search_words s WHERE s.uses <= 0 AND s.word = ANY (OLD.search_words);
    RETURN OLD;
  END IF;
  PERFORM product_search_refresh(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_kept" AFTER INSERT OR UPDATE OF "name", "description", "category_id", "concern_id", "status" ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_changed();
--> statement-breakpoint
CREATE TRIGGER "products_search_dropped" BEFORE DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_changed();
--> statement-breakpoint
CREATE FUNCTION ingredients_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM product_search_refresh(OLD.product_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    PERFORM product_search_refresh(NEW.product_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ingredients_search_kept" AFTER INSERT OR UPDATE OR DELETE ON "ingredients" FOR EACH ROW EXECUTE FUNCTION ingredients_search_changed();
--> statement-breakpoint
CREATE FUNCTION side_names_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    IF TG_TABLE_NAME = 'categories' THEN
      PERFORM product_search_refresh(p.id) FROM products p WHERE p.category_id = NEW.id;
    ELSE
      PERFORM product_search_refresh(p.id) FROM products p WHERE p.concern_id = NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "categories_search_kept" AFTER UPDATE OF "name" ON "categories" FOR EACH ROW EXECUTE FUNCTION side_names_search_changed();
--> statement-breakpoint
CREATE TRIGGER "concerns_search_kept" AFTER UPDATE OF "name" ON "concerns" FOR EACH ROW EXECUTE FUNCTION side_names_search_changed();
--> statement-breakpoint
SELECT product_search_refresh(id) FROM products;
--> statement-breakpoint
-- NOTIFY ME (add/notify, docs/decisions/0024-notify-alerts.md): one alert per product and email while
-- it waits. The mail job (mail/product-alerts.ts) mails the waiting alerts of every product that can
-- be bought, in batches, through the mail outbox, and marks them sent in the same transaction as it
-- queues their mails: once per person, across restarts. `token` is the secret of its cancel link.
CREATE TABLE "product_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"token" text DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_token_key" ON "product_alerts" USING btree ("token");
--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_waiting_key" ON "product_alerts" USING btree ("product_id", "email") WHERE "mailed_at" IS NULL AND "cancelled_at" IS NULL;
--> statement-breakpoint
-- The empty results page suggests the shop's word closest to a word it does not know (trigrams).
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
