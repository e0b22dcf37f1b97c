-- Login attempts, counted BEFORE the password is checked (issue 20): one row per
-- attempt that got past the throttle, written in the same transaction that counted
-- the earlier ones, so a burst cannot all be checked. `failed` is cleared for the
-- attempt that turned out right. Throttling is per (account, address) pair and per
-- address; per account alone it only slows down. `kind` separates a login from the
-- current-password check of a password change.
CREATE TABLE login_attempts (
    id      INTEGER PRIMARY KEY,
    kind    TEXT    NOT NULL CHECK (kind IN ('login', 'password_change')),
    account TEXT    NOT NULL,
    address TEXT    NOT NULL,
    at      INTEGER NOT NULL,
    failed  INTEGER NOT NULL DEFAULT 1 CHECK (failed IN (0, 1))
) STRICT;
CREATE INDEX login_attempts_account ON login_attempts(account, at);
CREATE INDEX login_attempts_address ON login_attempts(address, at);

-- What organizers did to other accounts' access (unlock after failed logins, a new
-- password for a referee): tournaments have their own audit log, accounts this one.
CREATE TABLE account_audit (
    id      INTEGER PRIMARY KEY,
    at      INTEGER NOT NULL,
    by_user INTEGER NOT NULL REFERENCES users(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    action  TEXT    NOT NULL CHECK (action IN ('unlock', 'password_reset')),
    detail  TEXT    NOT NULL DEFAULT ''
) STRICT;
