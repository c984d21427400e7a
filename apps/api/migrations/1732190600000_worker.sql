-- Up Migration
-- The simulated card fulfilment provider's own records (the default CardFulfilment adapter): a
-- real provider keeps these on its side. One order per entry; the order id is ours, so placing
-- the same order again (a retried card job) finds the first one.
CREATE TABLE card_fulfilment_orders (
  order_id text PRIMARY KEY,
  submission_id text NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount >= 0),
  fulfillment_type text NOT NULL,
  masked_number text NOT NULL,
  expiry text NOT NULL,
  recipient jsonb,
  status text NOT NULL DEFAULT 'ordered' CHECK (status IN ('ordered', 'mailed', 'returned')),
  tracking_id text,
  ordered_at timestamptz NOT NULL,
  mail_after timestamptz NOT NULL,
  mailed_at timestamptz
);

-- Every e-mail the worker sent, by the id of the job that sent it: a job seen again (a replay
-- after its BullMQ record expired, a retry after a crash) finds its mail already sent. Addresses
-- live here rather than in an event, so they can be erased.
CREATE TABLE sent_mail (
  job_id text PRIMARY KEY,
  template text NOT NULL,
  to_address text NOT NULL,
  language text NOT NULL,
  submission_id text,
  subject text NOT NULL,
  message_id text,
  status text NOT NULL CHECK (status IN ('sending', 'sent')),
  attempts integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX sent_mail_submission ON sent_mail (submission_id) WHERE submission_id IS NOT NULL;

-- Down Migration
DROP TABLE sent_mail;
DROP TABLE card_fulfilment_orders;
