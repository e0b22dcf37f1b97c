-- One person across every event (issue 30). Each event registers its own
-- players; a person record ties the entries that are one human being, so a
-- circuit can rank them over many events. Entries are linked here rather than
-- by a column on each player table, because an entry is either an individual
-- tournament's player or a team tournament's player.
CREATE TABLE people (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    club        TEXT,
    -- The federation's id, when known: one person per id.
    national_id TEXT    UNIQUE COLLATE NOCASE,
    created_at  INTEGER NOT NULL
) STRICT;

CREATE TABLE person_entries (
    kind      TEXT    NOT NULL CHECK (kind IN ('individual', 'team')),
    entry_id  INTEGER NOT NULL,
    person_id INTEGER NOT NULL REFERENCES people(id),
    PRIMARY KEY (kind, entry_id)
) STRICT;
CREATE INDEX person_entries_person ON person_entries(person_id);

-- Merges and splits, who and when: they change whose results are whose.
CREATE TABLE people_audit (
    id      INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES users(id),
    at      INTEGER NOT NULL,
    action  TEXT    NOT NULL,
    detail  TEXT    NOT NULL DEFAULT ''
) STRICT;

-- Existing entries: one person per name and club (trimmed, case-blind), the
-- rule a season already uses for "the same player" (by name), narrowed by club
-- so that two namesakes of two clubs stay two people until an organizer
-- merges them.
CREATE TEMP TABLE entry_keys AS
    SELECT 'individual' AS kind, p.id AS entry_id, trim(p.name) AS name,
           nullif(trim(coalesce(p.club, '')), '') AS club, p.created_at AS at
      FROM individual_players p
    UNION ALL
    SELECT 'team', pl.id, trim(pl.name), nullif(trim(coalesce(t.club, '')), ''), t.created_at
      FROM players pl JOIN teams t ON t.id = pl.team_id;

INSERT INTO people (name, club, created_at)
    SELECT name, club, min(at) FROM entry_keys
     GROUP BY lower(name), lower(coalesce(club, ''))
     ORDER BY min(at), min(entry_id);

INSERT INTO person_entries (kind, entry_id, person_id)
    SELECT k.kind, k.entry_id,
           (SELECT pe.id FROM people pe
             WHERE lower(pe.name) = lower(k.name)
               AND lower(coalesce(pe.club, '')) = lower(coalesce(k.club, '')))
      FROM entry_keys k;

DROP TABLE entry_keys;
