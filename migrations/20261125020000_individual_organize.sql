-- The organizer's hold on individual tournaments (issue #15), as team tournaments
-- have it: the second confirmation setting, rounds whose results are hidden from
-- the public, corrections of a player's ranking points with a reason, and the
-- append-only audit log. Second confirmations themselves reuse
-- `match_confirmations` (keyed by match, whatever tournament owns it).

ALTER TABLE individual_tournaments
    ADD COLUMN second_confirmation INTEGER NOT NULL DEFAULT 0
        CHECK (second_confirmation IN (0, 1));

-- 0: the round's results are left out of the public standings until revealed.
ALTER TABLE individual_rounds
    ADD COLUMN results_public INTEGER NOT NULL DEFAULT 1
        CHECK (results_public IN (0, 1));

-- Ranking points added to (or taken from) one player's score at one table, with
-- the reason. `points` are ten-thousandths, as `tournament::individual::Points`.
-- Append-only: a mistaken correction is undone by another one.
CREATE TABLE individual_adjustments (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES individual_tournaments(id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    table_no      INTEGER NOT NULL,
    player_id     INTEGER NOT NULL REFERENCES individual_players(id),
    points        INTEGER NOT NULL CHECK (points <> 0),
    reason        TEXT    NOT NULL CHECK (length(reason) > 0),
    created_by    INTEGER NOT NULL REFERENCES users(id),
    created_at    INTEGER NOT NULL
) STRICT;
CREATE INDEX individual_adjustments_tournament ON individual_adjustments(tournament_id);

-- Who changed what, when and why; the shape of `audit_log` (whose foreign key
-- names the team tournaments). No UPDATE or DELETE is ever issued.
CREATE TABLE individual_audit (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES individual_tournaments(id) ON DELETE CASCADE,
    user_id       INTEGER REFERENCES users(id),
    at            INTEGER NOT NULL,
    action        TEXT    NOT NULL,
    detail        TEXT    NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX individual_audit_tournament ON individual_audit(tournament_id, at);
