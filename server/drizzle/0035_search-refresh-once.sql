-- A product's search words and document (migrations 0019, 0024) are worked out again only when what
-- they are made of changed, and once per statement: a console save sets every column of the product,
-- which fired the product's trigger for unchanged names and texts, and replacing its ingredients
-- fired the ingredients' trigger once per row (a refresh of about a millisecond each, eight or so a
-- save). The same function does the work (product_search_refresh).
DROP TRIGGER "products_search_kept" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_search_kept" AFTER INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_changed();
--> statement-breakpoint
CREATE TRIGGER "products_search_changed" AFTER UPDATE OF "name", "description", "category_id", "concern_id", "status" ON "products" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.concern_id IS DISTINCT FROM NEW.concern_id
    OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION products_search_changed();
--> statement-breakpoint
DROP TRIGGER "ingredients_search_kept" ON "ingredients";
--> statement-breakpoint
DROP FUNCTION ingredients_search_changed();
--> statement-breakpoint
-- Each product whose ingredients a statement added, changed or removed, once, in id order (two saves
-- lock the search words of their products in the same order).
CREATE FUNCTION ingredients_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_search_refresh(pid) FROM (SELECT DISTINCT product_id AS pid FROM added) AS touched ORDER BY pid;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_search_refresh(pid) FROM (SELECT DISTINCT product_id AS pid FROM removed) AS touched ORDER BY pid;
  ELSE
    PERFORM product_search_refresh(pid) FROM (SELECT product_id AS pid FROM added UNION SELECT product_id FROM removed) AS touched ORDER BY pid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ingredients_search_added" AFTER INSERT ON "ingredients" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ingredients_search_changed();
--> statement-breakpoint
CREATE TRIGGER "ingredients_search_removed" AFTER DELETE ON "ingredients" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ingredients_search_changed();
--> statement-breakpoint
CREATE TRIGGER "ingredients_search_changed" AFTER UPDATE ON "ingredients" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ingredients_search_changed();
--> statement-breakpoint
-- Every console save counts itself: the version a console form is judged by changes with any save,
-- a stock count too (modules/admin/admin-product.ts), now that a save leaves unchanged ingredients
-- (and their ids) as they are.
ALTER TABLE "products" ADD COLUMN "saves" integer DEFAULT 0 NOT NULL;
