### Strings of the stages and seasons of individual tournaments: (key, Italiano,
### English).
