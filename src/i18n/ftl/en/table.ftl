### Strings of the console at the table (the turn screen, its result sentence, undo
### presets, "Perché no?", the offline queue, the sign-off): (key, Italiano, English).
### `{name}` placeholders are filled by the code that uses them.

# The result sentence
result-tank = tank
result-tanks = tanks
result-on = { $tanks } on { $where }
result-moved = { $tanks } from { $from } to { $to }
result-traded = { $who } trades: +{ $tanks }
result-next = { $who }'s turn now
result-neutral = the neutral
result-losses = { $att } loses { $a }, { $def } loses { $d }
result-conquers = { $who } takes { $where }: move { $range }
result-occupy_range = { $min } to { $max }
# The bar and the next step
console-bar_table = Table
console-next_step = Now
next-occupy = move { $min } to { $max } tanks into { $where }
next-supplementary = { $who }: play a chance card or pass
next-declare = { $who } declares reinforcements (trade cards first)
next-place =
    { $n ->
        [one] { $who } places 1 tank
       *[other] { $who } places { $n } tanks
    }
next-play = { $who } attacks, moves or ends the turn
next-draft = territory draft under way
next-finished = match finished: check the score and sign it off
next-signed = result signed off
# Placement
console-place_left = Left to place
console-place_all = All
console-minus = One less on
console-plus = One more on
# The map
console-board_fit = Whole map
console-board_zoom = Enlarge
console-tap_for = A tap on the map picks for
console-tap_hint = Tap a territory on the map or pick from the list.
# Undo
console-undo_this = Undo
console-undo_why = Why undo?
undo-typo = entry mistake
undo-contested = action contested
undo-mistap = wrong tap
undo-other = Other reason
# Perché no?
why-title = Why not?
why-help = Pick any move, even those the forms do not offer: the engine says what it would answer. Nothing is recorded.
why-kind = Move
why-from = From
why-to = To
why-number = Number (tanks, sets)
why-go = Ask the engine
why-ok = The engine would accept this move.
why-answer = The engine's answer
# Trades and the declaration
console-trade_n = Trade { $n }
console-declare_n = Declare { $n }
console-trade_declare_n = Trade { $sets } and declare { $n }
console-declare_other = Another number
# One-tap attacks and the move (the labels say the whole action)
console-strike = Attack { $to } from { $from } with { $n }
console-move_n = Move { $n } from { $from } to { $to }
console-move_end = Move and end the turn
console-move_end_n = Move { $n } from { $from } to { $to } and end the turn
# The third-to-last round call
console-announce_due_at =
    { $min ->
        [one] 1 minute of play has passed: announce that this is the third-to-last round.
       *[other] { $min } minutes of play have passed: announce that this is the third-to-last round.
    }
console-announce_sure = Are you sure? The third-to-last round is announced only once.
# Bad Wi-Fi
console-offline = Server unreachable: the action stays here and is sent as soon as the line is back.
console-sent_late = Line back: action sent.
# The score and the sign-off
console-breakdown = breakdown
console-sign_sure = Sign the result off? After signing the match can no longer change.
console-sign_yes = Yes, sign

# The time call of the rulesets whose call names the last round (or year), $n.
console-call_last = Announce: round { $n } is the last
console-call_last_sure = Are you sure? The call is made only once: round { $n } will be the last.
console-call_last_confirm = Confirm: round { $n } is the last
console-call_last_year = Announce: year { $n } is the last
console-call_last_year_sure = Are you sure? The call is made only once: year { $n } will be the last.
console-call_last_year_confirm = Confirm: year { $n } is the last
table-offline = Server unreachable: the board below is the last one received; it updates itself as soon as the line is back.
