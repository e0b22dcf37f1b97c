-- The federation hub (`arbitro hub`, docs/HUB.md): clubs publish finished events,
-- the hub replays every table before keeping them and ranks players nationally.

-- A club that publishes. Its name is what the pages show.
CREATE TABLE hub_clubs (
    id         BIGSERIAL PRIMARY KEY,
    name       TEXT        NOT NULL UNIQUE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Bearer tokens, kept as the BLAKE2b-256 hash of the token (hex): a leaked
-- database does not leak a token. A revoked token stays, for the audit.
CREATE TABLE hub_tokens (
    id         BIGSERIAL PRIMARY KEY,
    club_id    BIGINT      NOT NULL REFERENCES hub_clubs(id),
    hash       TEXT        NOT NULL UNIQUE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    revoked_at TIMESTAMPTZ
);

-- One person across every club: the national identity. The federation id, when
-- known, is one person.
CREATE TABLE hub_people (
    id          BIGSERIAL PRIMARY KEY,
    name        TEXT        NOT NULL,
    club        TEXT,
    national_id TEXT        UNIQUE,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A published event: (club, the club's own event id) is one event, so a
-- republish replaces it.
CREATE TABLE hub_events (
    id           BIGSERIAL PRIMARY KEY,
    club_id      BIGINT      NOT NULL REFERENCES hub_clubs(id),
    club_event   BIGINT      NOT NULL,
    name         TEXT        NOT NULL,
    held_on      DATE        NOT NULL,
    event_type   TEXT        NOT NULL,
    -- The payload as published, for the read API and a later replay.
    payload      JSONB       NOT NULL,
    published_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (club_id, club_event)
);

-- Each player of an event with the final result the hub computed from the
-- replayed tables.
CREATE TABLE hub_entries (
    id          BIGSERIAL PRIMARY KEY,
    event_id    BIGINT  NOT NULL REFERENCES hub_events(id) ON DELETE CASCADE,
    club_player BIGINT  NOT NULL,
    person_id   BIGINT  NOT NULL REFERENCES hub_people(id),
    name        TEXT    NOT NULL,
    club        TEXT,
    place       INTEGER NOT NULL,
    reach       TEXT    NOT NULL,
    games       INTEGER NOT NULL,
    -- Ten-thousandths of a point.
    score       BIGINT  NOT NULL,
    UNIQUE (event_id, club_player)
);
CREATE INDEX hub_entries_person ON hub_entries(person_id);

-- Each table of an event: its log (MATCH-LOG.md JSON) and the result replayed.
CREATE TABLE hub_tables (
    id       BIGSERIAL PRIMARY KEY,
    event_id BIGINT  NOT NULL REFERENCES hub_events(id) ON DELETE CASCADE,
    round    INTEGER NOT NULL,
    number   INTEGER NOT NULL,
    stage    TEXT    NOT NULL,
    ruleset  TEXT    NOT NULL,
    log      JSONB   NOT NULL,
    result   JSONB   NOT NULL,
    UNIQUE (event_id, round, number)
);

-- What the administrator and the clubs did: tokens, publishes, merges.
CREATE TABLE hub_audit (
    id     BIGSERIAL PRIMARY KEY,
    at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    action TEXT        NOT NULL,
    detail TEXT        NOT NULL DEFAULT ''
);
