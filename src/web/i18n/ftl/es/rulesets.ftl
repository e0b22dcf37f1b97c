### Strings of the ruleset-agnostic console: the ruleset choice, individual seats, the
### generic skeleton (bar, history, clock, result) — .
