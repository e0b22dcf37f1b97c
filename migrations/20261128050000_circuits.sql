-- Circuits stored (issue 30): one ranking over chosen events. The rules (event
-- types with their point tables, the window, best K) are the JSON of
-- `tournament::circuit::CircuitRules`, owned by that pure module, so that a new
-- rule is a serde default rather than a migration.
CREATE TABLE circuits (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    rules      TEXT    NOT NULL,
    created_by INTEGER REFERENCES users(id),
    created_at INTEGER NOT NULL
) STRICT;

-- The circuit's events, each with its type and the day it counts as held (for
-- the window). `kind` names the table `event_id` points into: only individual
-- tournaments (evenings, Masters, championships, leagues) are taken today; a
-- deleted event is left out of the standings by the join, never by a trigger.
CREATE TABLE circuit_events (
    circuit_id INTEGER NOT NULL REFERENCES circuits(id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL CHECK (kind IN ('individual')),
    event_id   INTEGER NOT NULL,
    event_type TEXT    NOT NULL,
    held_on    TEXT    NOT NULL,
    PRIMARY KEY (circuit_id, kind, event_id)
) STRICT;

-- Who changed a circuit's rules or events, and when: they change everyone's
-- totals.
CREATE TABLE circuits_audit (
    id         INTEGER PRIMARY KEY,
    circuit_id INTEGER NOT NULL,
    user_id    INTEGER REFERENCES users(id),
    at         INTEGER NOT NULL,
    action     TEXT    NOT NULL,
    detail     TEXT    NOT NULL DEFAULT ''
) STRICT;
