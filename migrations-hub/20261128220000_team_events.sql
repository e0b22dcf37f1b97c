-- Team tournaments are published too (docs/HUB.md, "A team tournament"). A
-- club numbers its individual and its team tournaments apart, and their players
-- apart, so an event is (club, kind, the club's id): a team tournament 12 is not
-- individual event 12, and a team player 5 not individual player 5.
ALTER TABLE hub_events ADD COLUMN kind TEXT NOT NULL DEFAULT 'individual'
    CHECK (kind IN ('individual', 'team'));
ALTER TABLE hub_events DROP CONSTRAINT hub_events_club_id_club_event_key;
ALTER TABLE hub_events ADD CONSTRAINT hub_events_club_kind_event_key
    UNIQUE (club_id, kind, club_event);
