### Strings of the exports, the printable pages and the tournament import:
### (key, Italiano, English).
