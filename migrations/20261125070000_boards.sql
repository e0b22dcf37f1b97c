-- Boards a club brings (issue #19): a board is its file (the maps' format, kept as
-- JSON), versioned. A change is a new version; a match names the version it started
-- on (board_matches) and keeps it. A board a signed match used is frozen: it can be
-- copied, never changed.

CREATE TABLE boards (
    id         INTEGER PRIMARY KEY,
    -- The file's own `id` (an ASCII slug), unique on this instance.
    slug       TEXT    NOT NULL UNIQUE,
    -- The ruleset whose needs it was checked against ('' for any).
    ruleset    TEXT    NOT NULL DEFAULT '',
    created_by INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE board_versions (
    board_id   INTEGER NOT NULL REFERENCES boards(id),
    version    INTEGER NOT NULL CHECK (version >= 1),
    -- The board file as JSON (engine::map::Board), checked before it was stored.
    content    TEXT    NOT NULL,
    -- engine::map::Board::hash of the content.
    hash       TEXT    NOT NULL,
    created_by INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (board_id, version)
) STRICT;

-- The board version a match is played on, fixed when the match is created.
CREATE TABLE board_matches (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id),
    board_id INTEGER NOT NULL,
    version  INTEGER NOT NULL,
    FOREIGN KEY (board_id, version) REFERENCES board_versions(board_id, version)
) STRICT;
