### Publishing from a club to the federation hub (docs/HUB.md): the organizer's
### button, the club's hub link, and why a publish did not happen.

hubpub-err-unreadable = Round { $round }, table { $table }: the match does not read as a log ({ $detail }).
hubpub-err-entries = Round { $round }, table { $table }: the match's recorded entries do not follow one another.
hubpub-err-engine = Round { $round }, table { $table }: the rules engine refuses a recorded action: { $objection }
hubpub-err-not-finished = Round { $round }, table { $table }: the match is not finished; only a finished event is published.
hubpub-err-address = “{ $hub }” is not an http:// or https:// address.
hubpub-err-network = The hub at { $hub } cannot be reached ({ $detail }); nothing was published.
hubpub-err-silent = The hub at { $hub } did not answer within { $seconds } seconds; look at the hub's pages before publishing again.
hubpub-err-refused = The hub refused the event ({ $status }): { $sentence }
hubpub-err-answer = The hub answered in a form this Arbitro does not read ({ $detail } is missing or wrong); look at the hub's pages to see whether the event is there.
hubpub-err-type = The event type needs 1 to 60 characters, without control characters.
hubpub-err-date = The date must be a day written YYYY-MM-DD.
hubpub-title = Federation hub
hubpub-help = Publish the finished event to the federation hub: the hub replays every table and adds the results to the national ranking. Publishing again replaces the event there.
hubpub-type = Type in the national circuit
hubpub-date = Date
hubpub-go = Publish to the hub
hubpub-no-link = This club has no hub link yet: set the hub's address and the club's token first.
hubpub-link = Hub link
hubpub-not-none = No round has been played yet: the event can be published once it is over.
hubpub-not-draft = Round { $round } is still a draft: the event can be published once it is over.
hubpub-not-planned = { $played } of the { $planned } planned rounds have been played: the event can be published once it is over.
hubpub-not-semifinal = The semifinal has not been played yet: the event can be published once it is over.
hubpub-not-final = The final has not been played yet: the event can be published once it is over.
hubpub-not-table = Round { $round }, table { $table }: the match is not finished yet; the event can be published once it is over.
hubpub-done = Published to the hub as event { $event }: { $tables ->
    [one] one table
   *[other] { $tables } tables
}, { $players ->
    [one] one player
   *[other] { $players } players
}.
hubpub-linked = The hub's person id is now stored for { $n ->
    [one] one player
   *[other] { $n } players
}.
hubpub-national = { $n ->
    [one] One national id came from the hub
   *[other] { $n } national ids came from the hub
} and is now on the people's records.
hubpub-held = { $n ->
    [one] One national id from the hub already belongs
   *[other] { $n } national ids from the hub already belong
} to another person of this club: two records may be one person (see People).
hubpub-no-people = The hub did not send back its person ids (an older hub): nothing else was stored.
hubpub-hub-person = Person on the hub
hublink-title = Hub link
hublink-help = The federation hub this club publishes its finished events to, and the token the hub's administrator issued to the club.
hublink-url = Hub address
hublink-token = Club token
hublink-token-stored = Stored token: ending in “{ $last }”.
hublink-token-keep = Leave empty to keep the stored token.
hublink-save = Save
hublink-remove = Remove the hub link
hublink-none = No hub link is stored: the organizers cannot publish to the hub.
hublink-saved = The hub link is saved.
hublink-removed = The hub link is removed: address and token are forgotten.
hublink-err-url = The hub's address must be an http:// or https:// address, such as https://hub.example.org, of at most 200 characters.
hublink-err-token = The club token is needed: the hub's administrator issues it (at most 200 characters, no spaces).

## A team tournament (src/publish/team.rs)
hubpub-err-not-signed = Round { $round }, table { $table }: the match's result is not signed off (or not confirmed, as the tournament asks); only a finished event is published.
hubpub-err-draft = Round { $round } is still a draft; only a finished event is published.
hubpub-err-no-round = The tournament has no round yet; only a finished event is published.
