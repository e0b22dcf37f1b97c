### Strings of the console at the table (the turn screen, its result sentence, undo
### presets, "Perché no?", the offline queue, the sign-off): (key, Italiano, English).
### `{name}` placeholders are filled by the code that uses them.
