-- Stages and seasons of individual tournaments (issue #15).
--
-- A season groups evenings (individual tournaments) and counts each player's best
-- `best_of` results (NULL: all of them). A tournament's `stages` is the JSON of
-- `tournament::stages::StageSettings` ('{}' = qualifying rounds only). A round is
-- of one stage; a semifinal or final table belongs to a group (the parallel final
-- it feeds, or is), 1 when there is one final.

CREATE TABLE individual_seasons (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    best_of    INTEGER CHECK (best_of IS NULL OR best_of >= 1),
    created_by INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL
) STRICT;

ALTER TABLE individual_tournaments
    ADD COLUMN season_id INTEGER REFERENCES individual_seasons(id) ON DELETE SET NULL;
ALTER TABLE individual_tournaments ADD COLUMN stages TEXT NOT NULL DEFAULT '{}';

ALTER TABLE individual_rounds ADD COLUMN stage TEXT NOT NULL DEFAULT 'qualifying'
    CHECK (stage IN ('qualifying', 'semifinal', 'final'));

ALTER TABLE individual_tables ADD COLUMN stage_group INTEGER NOT NULL DEFAULT 1
    CHECK (stage_group >= 1);

CREATE INDEX individual_tournaments_season ON individual_tournaments(season_id);
