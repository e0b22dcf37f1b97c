### The translation table: (key, Italiano, English). Keys are grouped by page.
