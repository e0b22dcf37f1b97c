-- Matches recorded by referees: the setup, the append-only entry list, who may
-- record, and the private draft links. Times are unix seconds (INTEGER).
-- Nothing here is ever deleted: an undo is an entry that cancels the latest
-- effective action, so the history shows every tap with who and when.

CREATE TABLE matches (
    id           INTEGER PRIMARY KEY,
    label        TEXT    NOT NULL,
    -- Filled by the tournament feature later; no foreign key yet (its tables
    -- arrive in a later migration).
    tournament_id INTEGER,
    round_no     INTEGER,
    table_no     INTEGER,
    -- The match log without actions (MATCH-LOG.md), editable until the first entry.
    setup_json   TEXT    NOT NULL,
    status       TEXT    NOT NULL DEFAULT 'setup'
                         CHECK (status IN ('setup', 'playing', 'finished', 'signed')),
    -- Bearer token of the public read-only table page (the page is public anyway;
    -- the token only makes table URLs unguessable).
    public_token TEXT    NOT NULL UNIQUE,
    created_by   INTEGER NOT NULL REFERENCES users(id),
    created_at   INTEGER NOT NULL,
    signed_by    INTEGER REFERENCES users(id),
    signed_at    INTEGER
) STRICT;

CREATE TABLE match_entries (
    id              INTEGER PRIMARY KEY,
    match_id        INTEGER NOT NULL REFERENCES matches(id),
    seq             INTEGER NOT NULL,
    kind            TEXT    NOT NULL CHECK (kind IN ('action', 'undo')),
    -- The engine's Action as JSON; NULL for an undo.
    action_json     TEXT,
    reason          TEXT,
    -- The account that recorded it; NULL for a player's own draft pick.
    entered_by      INTEGER REFERENCES users(id),
    entered_via     TEXT    NOT NULL,
    entered_at      INTEGER NOT NULL,
    idempotency_key TEXT,
    UNIQUE (match_id, seq),
    UNIQUE (match_id, idempotency_key)
) STRICT;

CREATE TABLE match_referees (
    match_id    INTEGER NOT NULL REFERENCES matches(id),
    user_id     INTEGER NOT NULL REFERENCES users(id),
    assigned_by INTEGER NOT NULL REFERENCES users(id),
    assigned_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, user_id)
) STRICT;

-- One private link per seat for the digital draft; only the token's hash is kept.
CREATE TABLE draft_links (
    match_id   INTEGER NOT NULL REFERENCES matches(id),
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    token_hash TEXT    NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
) STRICT;
