-- One private link per seat of a RisiKo! torneo match, showing that player their own
-- secret objective; only the token's hash is kept (as for the draft links). Up to five
-- seats, where the draft links allow four.
CREATE TABLE objective_links (
    match_id   INTEGER NOT NULL REFERENCES matches(id),
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    token_hash TEXT    NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
) STRICT;
