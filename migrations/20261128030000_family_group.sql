-- A player's family group (issue 29): players of one group never sit at one table.
-- Nullable: players registered before it have none.
ALTER TABLE individual_players ADD COLUMN family TEXT;
