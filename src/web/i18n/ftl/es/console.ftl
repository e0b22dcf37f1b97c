### Strings of the referee console, the table page and the draft.
