-- The hub administrator's web pages (docs/HUB.md, "The administrator's pages").

-- When a token last published: the tokens page shows it (the token itself is
-- never shown after it is issued).
ALTER TABLE hub_tokens ADD COLUMN last_used_at TIMESTAMPTZ;

-- The one administrator's password, argon2id (PHC string), set on the command
-- line (`arbitro hub-admin set-password`). One row at most.
CREATE TABLE hub_admin (
    id            INTEGER     PRIMARY KEY CHECK (id = 1),
    password_hash TEXT        NOT NULL,
    set_at        TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Signed-in sessions: the BLAKE2s hash of the random cookie value (a leaked
-- database does not sign anyone in) and the session's CSRF token. A session
-- lasts 12 hours from sign-in; setting a new password ends every session.
CREATE TABLE hub_admin_sessions (
    hash       TEXT        PRIMARY KEY,
    csrf       TEXT        NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
