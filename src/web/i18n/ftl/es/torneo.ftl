### Strings of the RisiKo! torneo console panel, its new-match form, the players'
### objective links and the torneo result lines.
