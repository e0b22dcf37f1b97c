### Strings of the organizer's management pages: settings, objectives, team edits,
### tables and referees, confirmations, corrections, the audit log.
### (key, Italiano, English).
