-- The Metaheads screen (issue 15, decision 046): a version per metahead, so a save made from a stale copy is
-- refused (409) instead of overwriting a colleague's change, and the cookie-consent scope a script needs
-- (001 §4 scopes; 'obligatory' runs at once, the others wait for the visitor's consent to that scope).
ALTER TABLE metaheads ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE metaheads ADD COLUMN consent_scope text NOT NULL DEFAULT 'obligatory';
CREATE INDEX metaheads_site_sequence_idx ON metaheads (site, sequence);
