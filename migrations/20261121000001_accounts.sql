-- Accounts, sessions and login throttling.
-- Times are unix seconds (INTEGER): portable, sortable, and free of the
-- DATETIME decoding traps of sqlx's optional time features.

CREATE TABLE users (
    id            INTEGER PRIMARY KEY,
    username      TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT    NOT NULL,
    role          TEXT    NOT NULL CHECK (role IN ('organizer', 'referee')),
    disabled      INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
    lang          TEXT    CHECK (lang IN ('it', 'en')),
    created_at    INTEGER NOT NULL
) STRICT;

-- A session row per login. The cookie holds a random token; only its hash is
-- stored, so a leaked database file does not hand out live sessions.
CREATE TABLE sessions (
    token_hash   TEXT    PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    csrf_token   TEXT    NOT NULL,
    created_at   INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
) STRICT;
CREATE INDEX sessions_user ON sessions(user_id);

-- One-time links that let the first organizer choose a password.
CREATE TABLE setup_tokens (
    token_hash TEXT    PRIMARY KEY,
    created_at INTEGER NOT NULL,
    used_at    INTEGER
) STRICT;

-- Failed logins, by account name and by client address, for throttling.
CREATE TABLE login_failures (
    id        INTEGER PRIMARY KEY,
    scope     TEXT    NOT NULL CHECK (scope IN ('account', 'address')),
    key       TEXT    NOT NULL,
    failed_at INTEGER NOT NULL
) STRICT;
CREATE INDEX login_failures_key ON login_failures(scope, key, failed_at);
