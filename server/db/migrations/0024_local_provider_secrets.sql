-- The demo's local payment providers' secrets (the local Stripe webhook secret, the local LiqPay private key):
-- made at random by the first process that needs one and read by every later one, so each installation has its
-- own and queued deliveries still verify after a restart. They were published constants (decision 061).
CREATE TABLE local_provider_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
