-- Up Migration
-- The simulated card provider records every order it is sent, as a real provider would: two
-- orders for one entry are two rows, which the fleet test counts (issue 25). Our order id, one
-- per entry, is what keeps a retried card job from ordering twice; the provider does not.
ALTER TABLE card_fulfilment_orders DROP CONSTRAINT card_fulfilment_orders_submission_id_key;
CREATE INDEX card_fulfilment_orders_submission ON card_fulfilment_orders (submission_id);

-- Down Migration
DROP INDEX card_fulfilment_orders_submission;
ALTER TABLE card_fulfilment_orders ADD CONSTRAINT card_fulfilment_orders_submission_id_key
  UNIQUE (submission_id);
