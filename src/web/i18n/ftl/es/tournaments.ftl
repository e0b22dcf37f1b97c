### Strings of the tournament pages: (key, Italiano, English).
