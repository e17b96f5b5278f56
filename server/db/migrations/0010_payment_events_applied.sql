-- A provider event is recorded before its outcome is applied to the order; `applied_at` says the outcome
-- landed. A redelivery of an event recorded but not applied (the database went away in between) applies it
-- then, instead of being acknowledged as a duplicate and leaving a paid order unpaid (decision 023).
ALTER TABLE payment_events ADD COLUMN applied_at timestamptz;
UPDATE payment_events SET applied_at = received_at;
