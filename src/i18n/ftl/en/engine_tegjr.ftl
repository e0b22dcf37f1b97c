### The TEG Jr engine's sentences: refusals (jr-CODE), history lines (jr-history-…) and
### phases. $who is a player's name; $country, $from, $to countries and $continent a
### continent, named in the language.

jr-map_not_validated = The board "{ $map }" is not among the checked ones: upload it on the Boards page.
jr-players = It takes 2 to 4 players, in seats 0, 1, 2…
jr-deal_incomplete = { $country } was dealt to nobody.
jr-deal_share = { $who } has { $has } countries, should have { $should }.
jr-leftover_rolls = The dice for the spare countries are missing or do not say who takes them (a tie re-rolls).
jr-objectives = Two players play without secret objectives; with three or four each has one.
jr-first_seat = The first player must be one of the players.
jr-objective_already_met = { $who }'s objective is already met by the deal: it must be exchanged before play.
jr-not_your_turn = It is not { $who }'s turn.
jr-wrong_phase = Now is not the time to record { $action }.
jr-not_your_country = { $country } does not belong to the player to act.
jr-own_country = { $country } already belongs to the player to act.
jr-not_adjacent = { $from } and { $to } share no border or bridge.
jr-too_few_armies = { $country } has too few armies: one always stays.
jr-wrong_dice_count = The dice must be as many as the armies allow (attack: armies − 1, defence: armies; at most 3), faces 1 to 6.
jr-losses_inconsistent = The losses must add up to the dice compared.
jr-throw_form = A throw is recorded with the dice or with the losses.
jr-occupy_out_of_range = From { $min } to { $max } armies move into the conquered country.
jr-stage_over = No attack after regrouping.
jr-over_allowance = { $due } armies are due, not { $placed }.
jr-continent_armies_elsewhere = The bonus armies of { $continent } go in that continent.
jr-one_trade_per_turn = One trade per turn.
jr-trade_needs_two_cards = A trade takes 2 cards.
jr-nothing_to_declare = { $who } has no objective to declare by hand.
jr-match_finished = The match is over.

## Phases.
jr-phase-objectives = objectives to exchange
jr-phase-place = placement
jr-phase-attack = attacks and regrouping
jr-phase-occupy = occupation
jr-phase-finished = over

## History lines. $list is a list of jr-history-armies joined by commas.
jr-history-place = { $who } places: { $list }
jr-history-armies = { $n } { $country }
jr-history-attack = { $who } attacks { $to } from { $from }
jr-history-occupy = { $who } moves in { $n }
jr-history-regroup = { $who } moves { $n } from { $from } to { $to }
jr-history-replace_objective = { $who } exchanges the secret objective
jr-history-trade = { $who } trades 2 cards for 4 armies
jr-history-end_turn = { $who } ends the turn
jr-history-declare_objective = { $who } has achieved the objective
jr-history-end_match = Match ended by the referee
jr-history-end_match_why = Match ended by the referee: { $reason }
