### Strings of the individual tournament pages: (key, Italiano, English).
