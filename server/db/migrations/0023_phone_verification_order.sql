-- "The newest verification of a number" (check_verification without an id) ordered by created_at, which two
-- codes asked for within one clock tick share (PGlite's clock is coarse), so the tie fell to the random id.
-- A sequence gives every verification its place in the order they were created.
ALTER TABLE phone_verifications ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX phone_verifications_phone;
CREATE INDEX phone_verifications_phone ON phone_verifications (phone, seq);
