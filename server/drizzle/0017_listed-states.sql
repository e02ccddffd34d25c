-- Place of supply (docs/decisions/0023-gst-invoices.md): a saved address's state, and the state of an
-- order not yet invoiced, is one of India's states as contract/src/gst.ts lists it. States typed
-- freely before the list are written as listed where the name matches (any case and spacing, `&` as
-- `and`, and the common older names); the others stay as typed, and checkout asks for them again.
CREATE TEMPORARY TABLE "state_names" ("key" text PRIMARY KEY, "name" text NOT NULL);--> statement-breakpoint
INSERT INTO "state_names" ("key", "name") VALUES
  ('jammu and kashmir', 'Jammu and Kashmir'),
  ('himachal pradesh', 'Himachal Pradesh'),
  ('punjab', 'Punjab'),
  ('chandigarh', 'Chandigarh'),
  ('uttarakhand', 'Uttarakhand'),
  ('haryana', 'Haryana'),
  ('delhi', 'Delhi'),
  ('rajasthan', 'Rajasthan'),
  ('uttar pradesh', 'Uttar Pradesh'),
  ('bihar', 'Bihar'),
  ('sikkim', 'Sikkim'),
  ('arunachal pradesh', 'Arunachal Pradesh'),
  ('nagaland', 'Nagaland'),
  ('manipur', 'Manipur'),
  ('mizoram', 'Mizoram'),
  ('tripura', 'Tripura'),
  ('meghalaya', 'Meghalaya'),
  ('assam', 'Assam'),
  ('west bengal', 'West Bengal'),
  ('jharkhand', 'Jharkhand'),
  ('odisha', 'Odisha'),
  ('chhattisgarh', 'Chhattisgarh'),
  ('madhya pradesh', 'Madhya Pradesh'),
  ('gujarat', 'Gujarat'),
  ('dadra and nagar haveli and daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('maharashtra', 'Maharashtra'),
  ('karnataka', 'Karnataka'),
  ('goa', 'Goa'),
  ('lakshadweep', 'Lakshadweep'),
  ('kerala', 'Kerala'),
  ('tamil nadu', 'Tamil Nadu'),
  ('puducherry', 'Puducherry'),
  ('andaman and nicobar islands', 'Andaman and Nicobar Islands'),
  ('telangana', 'Telangana'),
  ('andhra pradesh', 'Andhra Pradesh'),
  ('ladakh', 'Ladakh'),
  ('andaman and nicobar', 'Andaman and Nicobar Islands'),
  ('chattisgarh', 'Chhattisgarh'),
  ('chhatisgarh', 'Chhattisgarh'),
  ('dadra and nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('delhi nct', 'Delhi'),
  ('j and k', 'Jammu and Kashmir'),
  ('jammu kashmir', 'Jammu and Kashmir'),
  ('maharastra', 'Maharashtra'),
  ('national capital territory of delhi', 'Delhi'),
  ('nct of delhi', 'Delhi'),
  ('new delhi', 'Delhi'),
  ('orissa', 'Odisha'),
  ('pondicherry', 'Puducherry'),
  ('tamilnadu', 'Tamil Nadu'),
  ('telengana', 'Telangana'),
  ('uttaranchal', 'Uttarakhand');--> statement-breakpoint
UPDATE "addresses" SET "state" = "state_names"."name"
FROM "state_names"
WHERE "state_names"."key" = btrim(regexp_replace(replace(lower("addresses"."state"), '&', ' and '), '\s+', ' ', 'g'))
  AND "addresses"."state" <> "state_names"."name";--> statement-breakpoint
UPDATE "orders" SET "state" = "state_names"."name"
FROM "state_names"
WHERE "state_names"."key" = btrim(regexp_replace(replace(lower("orders"."state"), '&', ' and '), '\s+', ' ', 'g'))
  AND "orders"."state" <> "state_names"."name";--> statement-breakpoint
DROP TABLE "state_names";
