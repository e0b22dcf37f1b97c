-- The club's link to the federation hub (issue 30, docs/HUB.md): the hub's
-- address and the token its administrator issued to the club, which the
-- organizer's "publish to the hub" button sends. One row: a club publishes to
-- one hub.
CREATE TABLE hub_link (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    url        TEXT    NOT NULL,
    token      TEXT    NOT NULL,
    updated_at INTEGER NOT NULL
) STRICT;

-- The hub's person id of a club person, as the hub's answer to a publish
-- names it: the same human being on the national ranking.
ALTER TABLE people ADD COLUMN hub_person INTEGER;
