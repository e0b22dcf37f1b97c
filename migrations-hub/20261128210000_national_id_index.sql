-- A published player is matched by national id case aside
-- (`lower(national_id) = lower($1)`, src/hub/store.rs): without this index each
-- published player scanned every person (measured by the load run, 10,000 people).
CREATE INDEX hub_people_national_id_lower ON hub_people (lower(national_id));
