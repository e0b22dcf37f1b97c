### Strings of the public tournament pages, the results switch and the projector:
### (key, Italiano, English).
