-- Staff alerts that belong to no order (a pack size running low) carry a key of their own in `event`
-- (`low-stock:<pack size>:<India day>`): one mail per key however many orders race to send it.
CREATE UNIQUE INDEX "mail_outbox_event_key" ON "mail_outbox" USING btree ("event") WHERE "mail_outbox"."order_id" is null and "mail_outbox"."event" is not null;
