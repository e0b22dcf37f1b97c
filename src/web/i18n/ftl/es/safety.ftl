### Strings of the defences against a hostile visitor (issue 20): a login burst, a
### refused `next`, control characters in names, the organizer's unlock and password
### reset: (key, Italiano, English).
