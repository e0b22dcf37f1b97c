-- Circuits over every kind of event (issue 30): besides individual tournaments,
-- a season (club league) and a team tournament can be events of a circuit.
-- SQLite cannot widen a CHECK in place, so the table is made again with the
-- wider one and its rows copied as they were.
CREATE TABLE circuit_events_new (
    circuit_id INTEGER NOT NULL REFERENCES circuits(id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL CHECK (kind IN ('individual', 'season', 'team')),
    event_id   INTEGER NOT NULL,
    event_type TEXT    NOT NULL,
    held_on    TEXT    NOT NULL,
    PRIMARY KEY (circuit_id, kind, event_id)
) STRICT;

INSERT INTO circuit_events_new (circuit_id, kind, event_id, event_type, held_on)
    SELECT circuit_id, kind, event_id, event_type, held_on FROM circuit_events;

DROP TABLE circuit_events;

ALTER TABLE circuit_events_new RENAME TO circuit_events;
