-- What a finished match produced, stored so that no page replays a signed match
-- (issue 27): filled when the match is signed, forgotten when it is reopened, and
-- computed and stored on first read when missing (databases, archives and imports
-- from before it need nothing). `entries` and `setup_hash` are the version it was
-- computed from: a row whose match has changed since is computed again.
CREATE TABLE match_results (
    match_id    INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    entries     INTEGER NOT NULL,
    setup_hash  TEXT    NOT NULL,
    result_json TEXT    NOT NULL
);
