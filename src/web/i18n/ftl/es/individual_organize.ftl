### Strings of the organizer's hold on individual tournaments (draft edits, second
### confirmation, corrections, hidden rounds, audit log): (key, Italiano, English).
