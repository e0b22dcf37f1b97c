### Strings of the defences against a hostile visitor (issue 20): a login burst, a
### refused `next`, control characters in names, the organizer's unlock and password
### reset: (key, Italiano, English).

err-busy-title = Too many logins right now
err-busy = Too many logins at once: try again in a moment. Nothing was checked or recorded.
err-bad_next = The return address (next) contains control characters: open the login page without it.
err-control_chars = The name contains control characters (line breaks, tabs, terminal sequences): write it on one line, text only.
users-unlock = Unlock login
users-unlocked = Failed attempts cleared: the account can log in right away.
users-failures = recent failed attempts
users-audit = Logins unlocked and passwords set
users-reset = New password
users-reset_do = Set password
users-reset_done = Password set: the referee's open sessions were ended.
users-reset_only_referees = Only a referee's password can be set here: an organizer changes theirs from "My account".
err-too_slow = The request arrived too slowly and was cut off. Nothing was recorded: try again.
err-two_sessions = The request carries two login cookies (perhaps from another port of the same address): log out, clear this site's cookies and log in again.
err-two_hosts = The request names the server twice (two Host headers): it was not served.
err-bodies_busy = Too many requests under way from this address: try again in a moment. Nothing was recorded.
