-- A lead (the EV lead API) has at most one order waiting for its payment: simultaneous
-- `create_payment_intent` calls for one lead without an Idempotency-Key all find that one order instead of
-- each making their own under the same soft lock. Any older duplicates are expired first, so the index can
-- be built on existing data.
UPDATE orders SET status = 'expired', updated_at = date_trunc('milliseconds', clock_timestamp())
WHERE lead_id IS NOT NULL AND status IN ('created', 'payment_pending')
  AND id NOT IN (
    SELECT DISTINCT ON (lead_id) id FROM orders
    WHERE lead_id IS NOT NULL AND status IN ('created', 'payment_pending')
    ORDER BY lead_id, created_at DESC, id
  );
CREATE UNIQUE INDEX orders_one_open_per_lead ON orders (lead_id)
  WHERE lead_id IS NOT NULL AND status IN ('created', 'payment_pending');
