-- Sign-in sessions (express-session): the session as JSON, and when it ends. Expired rows are deleted by
-- the session store now and then; the index keeps that delete cheap.
CREATE TABLE sessions (
  sid text PRIMARY KEY,
  data jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);
