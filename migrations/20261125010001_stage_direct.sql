-- A semifinal round keeps each group's direct finalists (JSON: one array of
-- player ids per group), so the final seats the players the semifinal was drawn
-- with, whatever later drops or corrections do to the qualifying standings.
ALTER TABLE individual_rounds ADD COLUMN direct TEXT;
