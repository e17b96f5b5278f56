-- Drafts are saved with the field rules they break (issue 13, decision 030): an editor never loses work to a
-- validation rule, and the page list shows which drafts cannot be published yet. Drafts saved before this
-- were valid when saved; their errors are recorded with their next save.
ALTER TABLE pages ADD COLUMN draft_errors jsonb NOT NULL DEFAULT '[]'::jsonb;
