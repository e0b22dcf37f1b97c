### The translation table: (key, Italiano, English). Keys are grouped by page.

# Layout and navigation
app-tagline = Referee for RisiKo! 2 vs 2 club nights
nav-home = Home
nav-login = Log in
nav-logout = Log out
nav-users = Users
nav-console = Tables
nav-account = My account
nav-skip = Skip to content
nav-menu = Main menu
lang-switch = Language:
lang-label = Language
role-organizer = Organizer
role-referee = Referee
common-save = Save
common-yes = Yes
common-no = No
common-back = Back
# Home
home-title = Welcome
home-anon = Arbitro records RisiKo! 2 vs 2 matches table by table, checks every action against the regulation and runs the tournament.
home-hello = Hello
home-organizer_next = From here you create the referees' accounts, run tournaments (registration, pairings, referees at the tables) and open matches in the console.
home-referee_next = Here you will find the tables assigned to you.
home-manage_users = Manage referees
# Login
login-title = Log in
login-username = User name
login-password = Password
login-submit = Log in
login-failed = Wrong user name or password.
login-throttled = Too many failed attempts: try again in a few minutes.
login-missing = Enter your user name and password.
# Setup
setup-title = First start: create the organizer
setup-intro = This link works once. Choose the first organizer's name and password.
setup-invalid = This setup link is invalid, expired or already used. Restart Arbitro to get a new one, or use `arbitro user add --role organizer NAME`.
setup-submit = Create and log in
# Users
users-title = Users
users-new = New account
users-role = Role
users-status = Status
users-active = Active
users-disabled = Disabled
users-disable = Disable
users-enable = Enable
users-create = Create account
users-created = Account created.
users-taken = This user name is taken: choose another.
users-not_self = You cannot disable your own account.
users-password_confirm = Repeat the password
# Account
account-title = My account
account-change_password = Change password
account-current = Current password
account-new = New password
account-wrong_current = The current password is wrong.
account-changed = Password changed. Log in again with the new password.
# Errors
err-username = The user name must be 3 to 32 letters, digits, '.', '_' or '-'.
err-password_short = The password must have at least 8 characters.
err-password_long = The password may have at most 128 characters.
err-role = Unknown role: choose organizer or referee.
err-password_differ = The two passwords differ.
err-not_found-title = Page not found
err-not_found = This page does not exist. Check the address or go back home.
err-forbidden-title = Access denied
err-forbidden = Your account cannot open this page.
err-csrf = The form has expired or did not come from this page: reload the page and try again.
err-bad_request-title = Invalid request
err-unavailable-title = Service temporarily unavailable
err-unavailable = The database cannot take writes right now (disk full or locked). Nothing was recorded: try again shortly.
err-internal-title = Internal error
err-internal = Something went wrong on our side. Nothing was half-recorded: try again, and if it happens again tell the organizer.
