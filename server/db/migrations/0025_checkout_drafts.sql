-- What a shopper typed into the checkout, kept on the server so Back, a reload, a payment cancel, a second tab
-- or another device finds it again (docs/decisions/063). One draft per hold: the vehicle and the holder (the
-- browser's journey token, which a hold keeps across renewals and retakes), so a hold that ran out and was
-- taken again by the same shopper keeps its draft. Pruned a day after its last change (it holds contact
-- details).
CREATE TABLE checkout_drafts (
  vehicle_id text NOT NULL,
  holder text NOT NULL,
  site text NOT NULL,
  locale text NOT NULL,
  -- first_name, last_name, email as typed.
  customer jsonb NOT NULL DEFAULT '{}'::jsonb,
  terms_accepted_at timestamptz,
  -- The journey's choices (sl_order_online_data), for the same shopper on another device.
  journey jsonb,
  -- Set by the server only, once phone_verifications says the number was verified (E.164).
  phone text,
  verification_id uuid,
  phone_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vehicle_id, holder)
);
CREATE INDEX checkout_drafts_updated ON checkout_drafts (updated_at);
CREATE INDEX checkout_drafts_verification ON checkout_drafts (verification_id);
