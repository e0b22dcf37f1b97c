### Strings of the boards pages (a club's own boards): (key, Italiano, English).
