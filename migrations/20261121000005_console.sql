-- Player edits after a match was created: a misspelled name fixed at any time before
-- the sign-off, a colour changed before the first entry. The setup JSON holds the
-- current values; this table keeps who changed what and when, for the history page.
-- Nothing here is ever deleted.

CREATE TABLE match_setup_changes (
    id         INTEGER PRIMARY KEY,
    match_id   INTEGER NOT NULL REFERENCES matches(id),
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    field      TEXT    NOT NULL CHECK (field IN ('name', 'colour')),
    old_value  TEXT    NOT NULL,
    new_value  TEXT    NOT NULL,
    changed_by INTEGER NOT NULL REFERENCES users(id),
    changed_at INTEGER NOT NULL
) STRICT;

CREATE INDEX match_setup_changes_by_match ON match_setup_changes (match_id);
