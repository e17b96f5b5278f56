-- Order online (000 §2-§4, 001 §7 "Buy online"): soft locks on vehicles, orders with their recorded
-- transitions, payment provider events, phone verifications and the Idempotency-Keys of the buy-online
-- calls. The database, not the application, guarantees the two promises of the journey: one shopper holds a
-- vehicle at a time (one lock row per vehicle, taken by a conditional upsert), and no vehicle has two owners
-- (a unique index over the orders that own their vehicle). docs/decisions/023.

-- A shopper's hold on a vehicle while checking out. One row per vehicle: taking it is an upsert that only
-- replaces an expired row or the holder's own, so two shoppers racing for a vehicle cannot both win.
CREATE TABLE vehicle_locks (
  vehicle_id text PRIMARY KEY REFERENCES vehicles (id) ON DELETE CASCADE,
  lock_id uuid NOT NULL UNIQUE,
  -- The shopper's journey token (random, kept in the browser under sl_order_online_soft_lock).
  holder text NOT NULL,
  site text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_locks_expires ON vehicle_locks (expires_at);

-- The placeholder orders table of 0005 held only a demo row; real orders replace it.
DROP TABLE orders;
CREATE TABLE orders (
  id uuid PRIMARY KEY,
  -- Unguessable (random, 80 bits): the confirmation page and GET /buy_online/orders/{number} need only it.
  order_number text NOT NULL UNIQUE,
  site text NOT NULL,
  locale text NOT NULL,
  -- No foreign key: an order is a record of a sale and outlives the vehicle's stock row.
  vehicle_id text NOT NULL,
  lock_id uuid,
  status text NOT NULL CHECK (status IN ('created', 'payment_pending', 'paid', 'authorised', 'confirmed',
    'cancelled', 'refunded', 'expired', 'manual_review')),
  payment_status text NOT NULL CHECK (payment_status IN ('pending', 'authorised', 'paid', 'refunded',
    'failed', 'not_required')),
  -- The vendor of the site's order_online config, trimmed and upper-cased (STRIPE, PAYPAL, LIQPAY,
  -- NO_PAYMENT_JAPAN).
  vendor text NOT NULL,
  -- In minor units of `currency`, from the server's own price (the reservation fee), never from the client.
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL,
  -- The provider's reference: Stripe PaymentIntent id, PayPal order id or LiqPay order id.
  payment_ref text,
  -- The vehicle's stock status before this order reserved it, restored when the order lets it go.
  vehicle_status_before text,
  customer jsonb NOT NULL DEFAULT '{}',
  -- Trade-in, payment option, location, service pack, terms: the journey's choices (000 §3).
  metadata jsonb NOT NULL DEFAULT '{}',
  lead_id uuid,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())
);
-- No vehicle sold twice: at most one order owns a vehicle (paid, authorised or confirmed).
CREATE UNIQUE INDEX orders_one_owner ON orders (vehicle_id)
  WHERE status IN ('paid', 'authorised', 'confirmed');
CREATE UNIQUE INDEX orders_payment_ref ON orders (vendor, payment_ref) WHERE payment_ref IS NOT NULL;
CREATE INDEX orders_site_created ON orders (site, created_at, id);
CREATE INDEX orders_status ON orders (status, updated_at);

-- Every change of an order's status, in order (the admin's order detail shows them).
CREATE TABLE order_transitions (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  -- Why: the call or event that moved it (e.g. "stripe payment_intent.succeeded", "lock expired").
  reason text NOT NULL,
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())
);
CREATE INDEX order_transitions_order ON order_transitions (order_id, id);

-- Provider events (webhooks, callbacks), each processed once: a retried delivery finds its row.
CREATE TABLE payment_events (
  vendor text NOT NULL,
  event_id text NOT NULL,
  order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor, event_id)
);
CREATE INDEX payment_events_order ON payment_events (order_id, received_at);

-- Phone-number verifications in front of order creation (001 §7 create_verification, check_verification).
-- Every guess is counted by a conditional UPDATE (attempts below the limit, not expired, not verified), so
-- parallel guesses cannot exceed the limit (server/orders/phone-verification-store.ts, decision 025).
CREATE TABLE phone_verifications (
  id uuid PRIMARY KEY,
  -- E.164.
  phone text NOT NULL,
  -- The IP address that asked for the code.
  client text NOT NULL,
  -- HMAC-SHA256 of the code under a server secret, bound to the id: the local provider's code from the
  -- start; a provider's (Twilio Verify keeps its own) once it approved it, so a retried check answers alike.
  code_hash text,
  provider_ref text,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_verifications_phone ON phone_verifications (phone, created_at);

-- The Idempotency-Keys of the buy-online calls: a retried POST or PUT answers the first answer byte for
-- byte. The key row is written in the same transaction as the change.
CREATE TABLE request_idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX request_idempotency_keys_created ON request_idempotency_keys (created_at);

-- The job queue carries the order mails (the dealer's notification, the shopper's confirmation) and the
-- local payment providers' webhook deliveries (retried like a provider retries them).
ALTER TABLE jobs DROP CONSTRAINT jobs_kind_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_kind_check CHECK (kind IN ('notification', 'confirmation', 'webhook',
  'lead_export', 'order_notification', 'order_confirmation', 'payment_webhook'));
ALTER TABLE jobs ADD COLUMN order_id uuid REFERENCES orders (id) ON DELETE CASCADE;
-- What a job needs beyond its references (a webhook delivery's URL, headers and body).
ALTER TABLE jobs ADD COLUMN payload jsonb;
CREATE INDEX jobs_order ON jobs (order_id);

-- The local payment providers' own records (payment intents, PayPal orders, LiqPay payments), kept like the
-- provider keeps them, so the demo survives a restart mid-payment.
CREATE TABLE local_payments (
  vendor text NOT NULL,
  id text NOT NULL,
  status text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor, id)
);
