-- The console's customers list pages through rows instead of grouping every guest order on each read
-- (docs/decisions/0026-big-shop-reads.md). A guest (someone who ordered without an account) is kept
-- as a row of guest_customers: one per email of orders placed without an account, while no account
-- has that email, named as on the latest such order and dated by the first. Triggers keep it, so no
-- code path that writes orders or accounts can forget it: a guest order adds or renames its guest, an
-- account made with the email (or an email changed to it) ends the guest, and an account deleted or
-- moved to another email brings its guest orders back as a guest.
CREATE TABLE "guest_customers" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"latest_order_at" timestamp with time zone NOT NULL,
	"latest_order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guest_customers_since_idx" ON "guest_customers" USING btree ("since" DESC, "email");
--> statement-breakpoint
-- Accounts newest first. Accounts and guests are found by part of a name, an email or a phone through
-- one trigram index each over the three joined by a line break (which the console's one-line search
-- field cannot hold, so no match spans two of them): one index scan
-- instead of three, and on a shop where every email shares its domain's trigrams, 4 ms instead of 25.
CREATE INDEX "users_since_idx" ON "users" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "users_who_trgm_idx" ON "users" USING gin ((lower("name") || E'\n' || "email" || E'\n' || "mobile") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "guest_customers_who_trgm_idx" ON "guest_customers" USING gin ((lower("name") || E'\n' || "email" || E'\n' || "mobile") gin_trgm_ops);
--> statement-breakpoint
-- Works each named email's guest row out again from its orders (emails are stored lower-cased): after
-- an account is made, re-addressed or deleted, or an order re-addressed or deleted. A row another
-- transaction inserted meanwhile is merged with (the earlier first order, the newer latest order).
CREATE FUNCTION refresh_guest_customers(emails text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM guest_customers WHERE email = ANY (emails);
  INSERT INTO guest_customers (email, name, mobile, since, latest_order_at, latest_order_id)
  SELECT DISTINCT ON (o.email) o.email, o.name, o.mobile,
    min(o.created_at) OVER (PARTITION BY o.email), o.created_at, o.id
  FROM orders o
  WHERE o.email = ANY (emails) AND o.user_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.email = o.email)
  ORDER BY o.email, o.created_at DESC, o.id DESC
  ON CONFLICT (email) DO UPDATE SET
    since = least(guest_customers.since, excluded.since),
    name = CASE WHEN (excluded.latest_order_at, excluded.latest_order_id)
      >= (guest_customers.latest_order_at, guest_customers.latest_order_id)
      THEN excluded.name ELSE guest_customers.name END,
    mobile = CASE WHEN (excluded.latest_order_at, excluded.latest_order_id)
      >= (guest_customers.latest_order_at, guest_customers.latest_order_id)
      THEN excluded.mobile ELSE guest_customers.mobile END,
    latest_order_id = CASE WHEN (excluded.latest_order_at, excluded.latest_order_id)
      >= (guest_customers.latest_order_at, guest_customers.latest_order_id)
      THEN excluded.latest_order_id ELSE guest_customers.latest_order_id END,
    latest_order_at = greatest(guest_customers.latest_order_at, excluded.latest_order_at);
$$;
--> statement-breakpoint
-- Row triggers whose WHEN conditions PostgreSQL checks before calling anything: only a guest's order
-- calls the function, and an update only when it changes a guest order's email, name or phone or
-- moves an order to or from an account, so the order path's other updates (its invoice number, a
-- payment's or a line's status) cost nothing here.
CREATE FUNCTION orders_guest_customers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A new order only adds: a new guest's row, or a known guest's new name or phone. A known guest's
    -- row is not even locked when nothing changes, so one guest's orders placed at once do not wait
    -- for each other (two first orders of a new guest at the same moment: the first committed names
    -- and dates the guest).
    IF EXISTS (SELECT 1 FROM users u WHERE u.email = NEW.email) THEN
      RETURN NULL;
    END IF;
    UPDATE guest_customers g SET
      since = least(g.since, NEW.created_at),
      name = CASE WHEN (NEW.created_at, NEW.id) > (g.latest_order_at, g.latest_order_id) THEN NEW.name ELSE g.name END,
      mobile = CASE WHEN (NEW.created_at, NEW.id) > (g.latest_order_at, g.latest_order_id) THEN NEW.mobile ELSE g.mobile END,
      latest_order_id = CASE WHEN (NEW.created_at, NEW.id) > (g.latest_order_at, g.latest_order_id) THEN NEW.id ELSE g.latest_order_id END,
      latest_order_at = greatest(g.latest_order_at, NEW.created_at)
    WHERE g.email = NEW.email AND (NEW.created_at < g.since
      OR ((NEW.created_at, NEW.id) > (g.latest_order_at, g.latest_order_id)
        AND (NEW.name, NEW.mobile) IS DISTINCT FROM (g.name, g.mobile)));
    INSERT INTO guest_customers (email, name, mobile, since, latest_order_at, latest_order_id)
    VALUES (NEW.email, NEW.name, NEW.mobile, NEW.created_at, NEW.created_at, NEW.id)
    ON CONFLICT (email) DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_guest_customers(ARRAY[OLD.email, NEW.email]);
  ELSE
    PERFORM refresh_guest_customers(ARRAY[OLD.email]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_guest_customers_added" AFTER INSERT ON "orders" FOR EACH ROW WHEN (NEW.user_id IS NULL) EXECUTE FUNCTION orders_guest_customers_changed();
--> statement-breakpoint
CREATE TRIGGER "orders_guest_customers_updated" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN ((OLD.user_id IS NULL OR NEW.user_id IS NULL)
    AND (OLD.user_id, OLD.email, OLD.name, OLD.mobile) IS DISTINCT FROM (NEW.user_id, NEW.email, NEW.name, NEW.mobile))
  EXECUTE FUNCTION orders_guest_customers_changed();
--> statement-breakpoint
CREATE TRIGGER "orders_guest_customers_deleted" AFTER DELETE ON "orders" FOR EACH ROW WHEN (OLD.user_id IS NULL) EXECUTE FUNCTION orders_guest_customers_changed();
--> statement-breakpoint
CREATE FUNCTION users_guest_customers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_guest_customers(ARRAY(
      SELECT n.email FROM new_users n WHERE EXISTS (SELECT 1 FROM guest_customers g WHERE g.email = n.email)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_guest_customers(ARRAY(
      SELECT unnest(ARRAY[o.email, n.email]) FROM old_users o JOIN new_users n ON n.id = o.id
      WHERE o.email IS DISTINCT FROM n.email));
  ELSE
    PERFORM refresh_guest_customers(ARRAY(SELECT email FROM old_users));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_guest_customers_added" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION users_guest_customers_changed();
--> statement-breakpoint
CREATE TRIGGER "users_guest_customers_updated" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION users_guest_customers_changed();
--> statement-breakpoint
CREATE TRIGGER "users_guest_customers_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_users FOR EACH STATEMENT EXECUTE FUNCTION users_guest_customers_changed();
--> statement-breakpoint
-- The guests of the orders placed so far.
SELECT refresh_guest_customers(ARRAY(SELECT DISTINCT email FROM orders WHERE user_id IS NULL));
--> statement-breakpoint
ANALYZE "guest_customers";
