### Strings of classic Risiko's console panel. Classic Risiko says
### "armate" where RisiKo! 2 vs 2 says "carri".
