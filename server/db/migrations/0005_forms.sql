-- Forms and leads (001 §3, §7). A form's definition is jsonb (engine/forms/form-definition.ts, without id
-- and timestamps, which are columns); integrations are the form's webhook endpoints. A deleted form is
-- only marked: its leads are the dealer's revenue and stay.
CREATE TABLE forms (
  id text PRIMARY KEY,
  name text NOT NULL,
  definition jsonb NOT NULL,
  integrations jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE leads (
  id uuid PRIMARY KEY,
  form_id text NOT NULL REFERENCES forms (id),
  attributes jsonb NOT NULL,
  client_ip text,
  -- Milliseconds, as JavaScript dates hold them: keyset pages (created_at, id) round-trip exactly.
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())
);
-- The admin list and the exports page through a form's leads newest first (keyset on created_at, id).
CREATE INDEX leads_form_created ON leads (form_id, created_at, id);

-- A retried POST with the same key answers the first answer: the key row is written in the same
-- transaction as the lead, so it exists exactly when the lead does.
CREATE TABLE lead_idempotency_keys (
  form_id text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  lead_id uuid REFERENCES leads (id) ON DELETE SET NULL,
  status integer NOT NULL,
  -- The exact JSON text of the first answer, so a replay is byte for byte the same.
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (form_id, key)
);
CREATE INDEX lead_idempotency_keys_created ON lead_idempotency_keys (created_at);

-- Fixed-window counters (leads per client IP per form per window).
CREATE TABLE rate_limit_windows (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);

-- Exports of a form's leads to a file, built by a job.
CREATE TABLE lead_exports (
  id uuid PRIMARY KEY,
  form_id text NOT NULL REFERENCES forms (id),
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  filter jsonb NOT NULL DEFAULT '{}',
  sort text NOT NULL DEFAULT '-created_at',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  rows integer NOT NULL DEFAULT 0,
  file text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The job queue: lead deliveries (notification, confirmation, webhook) and lead exports. Taken with
-- SELECT ... FOR UPDATE SKIP LOCKED; `running` with a lease (locked_until) so a job of a process that died
-- is taken again once the lease is over.
CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('notification', 'confirmation', 'webhook', 'lead_export')),
  lead_id uuid REFERENCES leads (id) ON DELETE CASCADE,
  export_id uuid REFERENCES lead_exports (id) ON DELETE CASCADE,
  integration_id text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8,
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  lease uuid,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE INDEX jobs_due ON jobs (run_after) WHERE status IN ('pending', 'running');
CREATE INDEX jobs_lead ON jobs (lead_id);

-- Dealer locations the form blocks offer (form_location_mapping), and key/value settings of the forms.
CREATE TABLE form_locations (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE form_settings (
  id uuid PRIMARY KEY,
  key text NOT NULL UNIQUE,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Buy-online orders, read by number (GET /forms/orders/{number}).
CREATE TABLE orders (
  number text PRIMARY KEY,
  status text NOT NULL,
  vehicle_id text,
  vehicle_vin text,
  customer_email text,
  lead_id uuid REFERENCES leads (id) ON DELETE SET NULL,
  amount numeric(12, 2),
  currency text,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
