### Strings of the pages around the console: the final score on the public pages, the
### players' draft pages, the match lists, the organizer's bulk edits and the projector
### additions of issue 13: (key, Italiano, English).
