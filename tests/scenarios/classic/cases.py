# The classic scenarios, exec'd by make.py (helpers come from it). Base table: four
# players, territory i of the map to seat i mod 4 (11, 11, 10, 10 territories, no
# continent), 30 armies each; Anna's Alaska holds 20, Bruno's Territori del Nord Ovest 20,
# Carla's Groenlandia 21, Dario's Alberta 21, every other territory 1.

P = lambda s, tanks: {"seat": s, "type": "place", "tanks": tanks}
A = lambda s, f, t, dice, losses: {"seat": s, "type": "attack", "from": f, "to": t,
                                   "dice": dice, "losses": losses}
F = lambda s, f, t, att, dfn: {"seat": s, "type": "attack", "from": f, "to": t,
                               "attacker": att, "defender": dfn}
O = lambda s, n: {"seat": s, "type": "occupy", "tanks": n}
M = lambda s, f, t, n: {"seat": s, "type": "move", "from": f, "to": t, "tanks": n}
E = lambda s: {"seat": s, "type": "end_turn"}
TR = lambda s, cards, **kw: dict({"seat": s, "type": "trade", "cards": cards}, **kw)

def refused(index, code, **detail):
    out = {"index": index, "code": code}
    if detail:
        out["detail"] = detail
    return out

# ------------------------------------------------------------------ setup (§1, §2, §8)
sc("setup_final_eleven_give_three", "§2.6b final setup; §3.1 11 territories give 3",
   log([]), state={"round": 1, "phase": "reinforce", "current_seat": 0, "reinforcements": 3,
                   "deck": 44, "next_set_value": 4, "cards": {"0": 0, "3": 0},
                   "tanks": {"alaska": 20, "alberta": 21}, "owners": {"alaska": 0, "alberta": 3}})

bad = base_setup(4); bad["owners"]["alberta"] = 0
sc("setup_final_wrong_count", "§2.6b each seat's territory count as claims give it",
   log([], setup=bad), setup_refused={"code": "setup_territory_count",
                                       "detail": {"owner": 0, "count": 12, "expected": 11}})
bad = base_setup(4); bad["tanks"]["alaska"] = 21
sc("setup_final_wrong_armies", "§2.6b each player's armies equal the starting number",
   log([], setup=bad), setup_refused={"code": "setup_armies",
                                       "detail": {"owner": 0, "count": 31, "expected": 30}})
bad = base_setup(4); bad["owners"]["siam"] = "neutral"
sc("setup_neutral_at_four", "§8 neutrals only with two players",
   log([], setup=bad), setup_refused={"code": "neutral_not_allowed"})
sc("setup_six_need_start_armies", "§1 six players only with start_armies",
   log([], n=6, setup=None), setup_refused={"code": "player_count", "detail": {"count": 6}})
sc("setup_six_with_start_armies", "§1 six players with start_armies: 7 claims each",
   log([{"seat": 0, "type": "claim", "territory": "alaska"}], n=6, setup=None,
       settings={"start_armies": 20}),
   state={"phase": "claim", "current_seat": 1, "to_place": {"0": 19, "5": 20}})
sc("setup_unknown_setting", "§10 unknown settings are an error",
   log([], settings={"map": "risk2210"}), setup_refused={"code": "invalid_setting"})

# Claims, three players: 14 each, 35 armies, then one-army placement turns.
claims = [{"seat": i % 3, "type": "claim", "territory": t} for i, t in enumerate(T)]
sc("claims_fill_the_board", "§2.3 claims in turn order until all 42 are taken",
   log(claims, n=3, setup=None),
   state={"phase": "setup_placement", "current_seat": 0,
          "to_place": {"0": 21, "1": 21, "2": 21}, "tanks": {"alaska": 1}})
sc("claim_taken", "§2.3 a claim goes on an empty territory",
   log(claims[:1] + [{"seat": 1, "type": "claim", "territory": "alaska"}], n=3, setup=None),
   refused=refused(1, "territory_taken", territory="alaska", owner=0))
sc("claim_out_of_turn", "§2.3 claims go in turn order",
   log([{"seat": 1, "type": "claim", "territory": "alaska"}], n=3, setup=None),
   refused=refused(0, "not_your_turn", seat=1, current=0))
first = {s: T[s] for s in range(3)}
placements = [P(i % 3, {first[i % 3]: 1}) for i in range(63)]
sc("setup_placement_fourteen_give_four",
   "§2.4 one army a placement turn until 35 each; §3.1 14 territories give 4",
   log(claims + placements, n=3, setup=None),
   state={"phase": "reinforce", "round": 1, "current_seat": 0, "reinforcements": 4,
          "tanks": {"alaska": 22, "territori_del_nord_ovest": 22, "groenlandia": 22}})
sc("setup_placement_one_army", "§2.4 a setup placement turn is one army",
   log(claims + [P(0, {"alaska": 2})], n=3, setup=None),
   refused=refused(42, "placement_one_army", got=2))

# Two players (§8): piles of 14, 2 own + 1 neutral a placement turn, 40 of each colour.
piles = {"0": T[0:14], "1": T[14:28], "neutral": T[28:42]}
two = [None] * 26
for k in range(26):
    s = k % 2
    two[k] = {"seat": s, "type": "place", "tanks": {piles[str(s)][0]: 2},
              "neutral": {piles["neutral"][k % 14]: 1}}
sc("two_players_piles", "§8.2-3 three piles of 14, 1 army on each territory",
   log([], n=2, setup={"piles": piles}),
   state={"phase": "setup_placement", "to_place": {"0": 26, "1": 26, "neutral": 26},
          "owners": {"jacuzia": "neutral", "islanda": 0, "scandinavia": 1}})
# Anna's pile is North and South America plus Islanda: 14 territories give 4, plus 5 and 2.
# The neutral army goes round the neutral pile: Jacuzia gets 2 (turns 1 and 15), Australia
# Orientale 1 (turn 14).
sc("two_players_placement", "§8.4 13 placement turns each of 2 own + 1 neutral; then play",
   log(two, n=2, setup={"piles": piles}),
   state={"phase": "reinforce", "round": 1, "current_seat": 0, "reinforcements": 11,
          "deck": 44, "tanks": {"alaska": 27, "scandinavia": 27, "jacuzia": 3,
                                "australia_orientale": 2}})
sc("two_players_placement_needs_neutral", "§8.4 the neutral army is part of the turn",
   log([P(0, {"alaska": 2})], n=2, setup={"piles": piles}),
   refused=refused(0, "placement_two_plus_one", own=2, neutral=0))
sc("two_players_neutral_on_neutral", "§8.4 the neutral army goes on a neutral territory",
   log([{"seat": 0, "type": "place", "tanks": {"alaska": 2}, "neutral": {"islanda": 1}}],
       n=2, setup={"piles": piles}),
   refused=refused(0, "not_neutral", territory="islanda"))
sc("two_players_need_piles", "§8.2 two players need the piles",
   log([], n=2, setup=None), setup_refused={"code": "setup_missing"})
sc("two_players_dealt", "§8.2 digital: the app deals the piles from a seed",
   log([], n=2, setup={"seed": 7, "pick_first": 0}),
   state={"phase": "setup_placement", "to_place": {"0": 26, "neutral": 26}})
sc("two_players_pick_first", "§8.2 seat 0 chooses first (seats are in turn order)",
   log([], n=2, setup={"seed": 7, "pick_first": 1}), setup_refused={"code": "pick_first"})

# ------------------------------------------------------------------ reinforcements (§3.1)
sc("reinforce_place_all", "§3.1 reinforcements on own territories, split at will",
   log([P(0, {"alaska": 2, "ontario": 1})]),
   state={"phase": "reinforce", "reinforcements": 0, "tanks": {"alaska": 22, "ontario": 2}})
sc("reinforce_over_entitlement", "§3.1 no more than the entitlement",
   log([P(0, {"alaska": 4})]), refused=refused(0, "over_entitlement", allowed=3, got=4))
sc("reinforce_not_own", "§3.1 only on own territories",
   log([P(0, {"alberta": 3})]), refused=refused(0, "not_your_territory", territory="alberta"))
sc("reinforce_before_attack", "§3.1 decision: every army placed before the first attack",
   log([A(0, "alaska", "kamchatka", [3, 1], [0, 1])]),
   refused=refused(0, "reinforcements_unplaced", left=3))
sc("reinforce_before_end", "§3.1 decision: every army placed before the end of the turn",
   log([P(0, {"alaska": 1}), E(0)]), refused=refused(1, "reinforcements_unplaced", left=2))
sc("not_your_turn", "§3 a turn is the current player's",
   log([P(1, {"quebec": 3})]), refused=refused(0, "not_your_turn", seat=1, current=0))

# ------------------------------------------------------------------ attacks (§3.2, §5)
go = [P(0, {"alaska": 3})]  # Alaska 23
sc("attack_full_form", "§5 faces: 6 beats 5, 3 ties 3 (defender): one loss each",
   log(go + [F(0, "alaska", "alberta", [6, 3, 3], [5, 3])]),
   state={"phase": "attack", "tanks": {"alaska": 22, "alberta": 20}})
sc("attack_quick_form", "§5 quick form: dice and losses",
   log(go + [A(0, "alaska", "alberta", [3, 2], [0, 2])]),
   state={"tanks": {"alaska": 23, "alberta": 19}})
sc("attack_not_adjacent", "§3.2 only an adjacent territory",
   log(go + [A(0, "alaska", "brasile", [3, 1], [0, 1])]),
   refused=refused(1, "attack_not_adjacent", **{"from": "alaska", "to": "brasile"}))
sc("attack_own_territory", "§3.2 never an own territory",
   log(go + [A(0, "alaska", "ontario", [3, 1], [0, 1])]),
   refused=refused(1, "attack_own_territory", territory="ontario"))
sc("attacker_needs_two_armies", "§3.2 at least 2 armies in the attacking territory",
   log(go + [A(0, "ontario", "groenlandia", [1, 1], [0, 1])]),
   refused=refused(1, "attacker_needs_two_armies", **{"from": "ontario"}))
sc("too_many_attacker_dice", "§3.2 one more army than dice",
   log([P(0, {"ontario": 2, "alaska": 1}), A(0, "ontario", "groenlandia", [3, 2], [1, 1])]),
   refused=refused(1, "too_many_attacker_dice", armies=3, dice=3))
sc("attacker_three_dice_from_four", "§3.2 three dice from four armies",
   log([P(0, {"ontario": 3}), A(0, "ontario", "groenlandia", [3, 2], [2, 0])]),
   state={"tanks": {"ontario": 2, "groenlandia": 21}})
sc("too_many_defender_dice", "§3.2 two defender dice only with 2 armies",
   log(go + [A(0, "alaska", "kamchatka", [3, 2], [1, 1])]),
   refused=refused(1, "too_many_defender_dice", armies=1, dice=2))
sc("attacker_dice_range", "§3.2 the attacker throws 1 to 3 dice",
   log(go + [A(0, "alaska", "alberta", [4, 2], [1, 1])]), refused=refused(1, "attacker_dice", dice=4))
sc("defender_dice_range", "§3.2 the defender throws 1 or 2 dice",
   log(go + [A(0, "alaska", "alberta", [3, 3], [1, 2])]), refused=refused(1, "defender_dice", dice=3))
sc("bad_die_face", "§5 a face is 1 to 6",
   log(go + [F(0, "alaska", "alberta", [7, 1], [1])]), refused=refused(1, "bad_die_face", face=7))
sc("losses_inconsistent", "§5 losses sum to the smaller number of dice",
   log(go + [A(0, "alaska", "alberta", [3, 2], [1, 0])]),
   refused=refused(1, "losses_inconsistent", dice=[3, 2], losses=[1, 0]))
both = dict(A(0, "alaska", "alberta", [3, 2], [1, 1]), attacker=[6, 5, 4], defender=[3, 2])
sc("throw_form", "§5 a throw is faces or dice and losses",
   log(go + [both]), refused=refused(1, "throw_form"))
sc("dice_entry_full_only", "§5 setting dice_entry: full refuses the quick form",
   log(go + [A(0, "alaska", "alberta", [3, 2], [1, 1])], settings={"dice_entry": "full"}),
   refused=refused(1, "dice_entry_form", allowed="full"))

# ------------------------------------------------------------------ capture (§3.3, §4.5)
cap = go + [A(0, "alaska", "kamchatka", [3, 1], [0, 1])]
sc("capture_waits_for_occupation", "§3.3 the capture is immediate; occupation next",
   log(cap), state={"phase": "occupy", "owners": {"kamchatka": 0}, "tanks": {"kamchatka": 0},
                    "pending_occupation": {"from": "alaska", "to": "kamchatka", "min": 3, "max": 22}})
sc("occupy_draws_one_card", "§3.3 occupy with at least the dice; §4.5 the first capture draws",
   log(cap + [O(0, 3)]),
   state={"phase": "attack", "tanks": {"alaska": 20, "kamchatka": 3}, "cards": {"0": 1}, "deck": 43})
sc("one_card_per_turn", "§4.5 one card a turn however many captures",
   log(cap + [O(0, 3), A(0, "kamchatka", "giappone", [2, 1], [0, 1]), O(0, 2)]),
   state={"owners": {"giappone": 0}, "tanks": {"kamchatka": 1, "giappone": 2},
          "cards": {"0": 1}, "deck": 43})
sc("occupation_too_small", "§3.3 at least the attacker's dice of the last throw",
   log(cap + [O(0, 2)]), refused=refused(2, "occupation_too_small", min=3, got=2))
sc("occupation_leaves_none", "§3.3 at most all but one",
   log(cap + [O(0, 23)]), refused=refused(2, "occupation_leaves_none", max=22, got=23))
sc("occupy_first", "§3.3 the occupation is the next action",
   log(cap + [A(0, "alaska", "alberta", [3, 2], [1, 1])]),
   refused=refused(2, "occupy_first", territory="kamchatka"))
sc("nothing_to_occupy", "§3.3 no occupation without a capture",
   log(go + [O(0, 3)]), refused=refused(1, "nothing_to_occupy"))

# ------------------------------------------------------------------ fortify (§3.4)
# Anna's territories border no other of hers: she captures Kamchatka first (Alaska 20,
# Kamchatka 3 after the occupation), then moves between the two.
mv = cap + [O(0, 3), M(0, "alaska", "kamchatka", 5)]
sc("fortify_move", "§3.4 any number to an adjacent own territory, leaving 1 behind",
   log(mv), state={"tanks": {"alaska": 15, "kamchatka": 8}, "moved": True})
sc("fortify_then_end", "§3.4 the move, then the end of the turn",
   log(mv + [E(0)]), state={"current_seat": 1, "round": 1, "phase": "reinforce"})
sc("move_done", "§3.4 once per turn",
   log(mv + [M(0, "kamchatka", "alaska", 1)]), refused=refused(len(mv), "move_done"))
sc("move_not_adjacent", "§3.4 to an adjacent territory",
   log(go + [M(0, "alaska", "argentina", 1)]), refused=refused(1, "move_not_adjacent"))
sc("move_leaves_none", "§3.4 at least 1 left behind",
   log(cap + [O(0, 3), M(0, "alaska", "kamchatka", 20)]),
   refused=refused(3, "move_leaves_none", max=19, got=20))
sc("attack_after_move", "§3.4 decision: the move ends the attacks",
   log(mv + [A(0, "alaska", "alberta", [3, 2], [1, 1])]),
   refused=refused(len(mv), "attack_after_move"))

# ------------------------------------------------------------------ cards (§4)
def three_capturing_rounds():
    t = Table()
    for _ in range(3):
        t.attacking_turn(0, victims={1, 2, 3})
        t.round_of_others()
    return t

t = three_capturing_rounds()
assert t.hands[0] == 3 and len(t.mine(0)) == 14, (t.hands, len(t.mine(0)))
r4 = t.actions
sc("reinforce_fourteen_give_four", "§3.1 14 territories give 4; three captures, three cards",
   log(r4), state={"round": 4, "current_seat": 0, "reinforcements": 4, "cards": {"0": 3},
                   "deck": 41})
fante = ["afghanistan", "alaska", "alberta"]
assert t.owner["alaska"] == 0
sc("trade_first_set_with_bonus", "§4.2 the first set is worth 4; §4.4 +2 on owned Alaska",
   log(r4 + [TR(0, fante, bonus_territory="alaska")]),
   state={"reinforcements": 8, "card_bonus": ["alaska", 2], "cards": {"0": 0}, "deck": 44,
          "sets_traded": 1, "next_set_value": 6})
sc("trade_bonus_only_there", "§4.4 the 2 armies go on their territory only",
   log(r4 + [TR(0, fante, bonus_territory="alaska"), P(0, {"ontario": 9})]),
   refused=refused(len(r4) + 1, "bonus_only_there", territory="alaska", bonus=2))
sc("trade_bonus_placed", "§4.4 the 2 armies placed on Alaska with the rest",
   log(r4 + [TR(0, fante, bonus_territory="alaska"), P(0, {"alaska": 10})]),
   state={"reinforcements": 0})
sc("trade_not_a_set", "§4.2 three alike, three different, or with a jolly",
   log(r4 + [TR(0, ["alaska", "ontario", "cina"])]), refused=refused(len(r4), "not_a_set"))
sc("trade_jolly", "§4.2 any two cards and a jolly",
   log(r4 + [TR(0, ["alaska", "ontario", "jolly"])]), state={"reinforcements": 8})
sc("trade_card_twice", "§4.1 three distinct cards",
   log(r4 + [TR(0, ["alaska", "alaska", "alberta"])]),
   refused=refused(len(r4), "card_twice", card="alaska"))
sc("trade_three_cards", "§4.2 a set is three cards",
   log(r4 + [TR(0, ["alaska", "alberta"])]), refused=refused(len(r4), "trade_three_cards", got=2))
sc("trade_bonus_not_on_card", "§4.4 the bonus territory is on a traded card",
   log(r4 + [TR(0, fante, bonus_territory="ontario")]),
   refused=refused(len(r4), "bonus_not_on_card", territory="ontario"))
theirs = [c for c in fante if t.owner[c] != 0]
if theirs:
    sc("trade_bonus_not_owned", "§4.4 the bonus territory is the player's",
       log(r4 + [TR(0, fante, bonus_territory=theirs[0])]),
       refused=refused(len(r4), "bonus_not_owned", territory=theirs[0]))
sc("trade_symbol_needed", "§4.1 an unverified card's symbol is entered by the referee",
   log(r4 + [TR(0, ["africa_del_nord", "alaska", "alberta"])]),
   refused=refused(len(r4), "symbol_needed", territory="africa_del_nord"))
sc("trade_symbol_entered", "§4.1 with the symbol entered the set is checked",
   log(r4 + [TR(0, ["africa_del_nord", "alaska", "alberta"], symbols={"africa_del_nord": "fante"})]),
   state={"sets_traded": 1})
sc("trade_symbol_contradicts", "§4.1 a known card keeps its symbol",
   log(r4 + [TR(0, fante, symbols={"alaska": "cannone"})]),
   refused=refused(len(r4), "symbol_contradicts", territory="alaska", symbol="cannone", known="fante"))
sc("trade_after_attack", "§4.3 trades only during reinforcements",
   log(r4 + [P(0, {t.target(0, {1, 2, 3})[0]: 4}),
             A(0, t.target(0, {1, 2, 3})[0], t.target(0, {1, 2, 3})[1], [1, 1], [1, 0]),
             TR(0, fante)]),
   refused=refused(len(r4) + 2, "reinforcement_over"))
sc("trade_not_enough_cards", "§4.1 a hand of at least 3",
   log([TR(0, fante)]), refused=refused(0, "not_enough_cards", have=0))

# A traded card is at the bottom of the deck: it cannot be traded again before it is drawn.
t = three_capturing_rounds()
t.trade(0, fante, bonus="alaska")
t.pending_value = 0
frm, to = t.target(0, {1, 2, 3})
t.place(0, {"alaska": 2, frm: 8}) if frm != "alaska" else t.place(0, {"alaska": 10})
t.captured = False
t.capture(0, *t.target(0, {1, 2, 3}))
t.end(0)
t.round_of_others()
for _ in range(2):
    t.attacking_turn(0, victims={1, 2, 3})
    t.round_of_others()
assert t.hands[0] == 3
sc("trade_card_in_deck", "§4.1 a traded card is known to be in the deck",
   log(t.actions + [TR(0, ["alaska", "ontario", "jolly"])]),
   refused=refused(len(t.actions), "card_in_deck", card="alaska"))

# Five cards at the start of the turn force a trade (§4.3).
t = Table()
for _ in range(5):
    t.attacking_turn(0, victims={1, 2, 3})
    t.round_of_others()
assert t.hands[0] == 5
frm = t.target(0, {1, 2, 3})[0]
r = t.reinforcement(0)
sc("forced_trade_at_five", "§4.3 with 5 cards a set must be traded before the end",
   log(t.actions + [P(0, {frm: r}), E(0)]),
   refused=refused(len(t.actions) + 1, "forced_trade_pending", cards=5))
sc("forced_trade_done", "§4.3 after one set the player may go on",
   log(t.actions + [TR(0, fante), P(0, {frm: r + 4}), E(0)]),
   state={"current_seat": 1, "cards": {"0": 2}})

# The ladder is shared and grows: the eighth set of the match is worth 25 (§4.2).
t = Table()
symbols = ["fante", "cannone"] * 4
turns = 0
while getattr(t, "sets", 0) < 7:
    sym = symbols[t.sets if hasattr(t, "sets") else 0] if t.hands[0] >= 3 else None
    t.attacking_turn(0, trade_symbol=sym, victims={1, 2, 3})
    t.round_of_others()
    turns += 1
while t.hands[0] < 3:
    t.attacking_turn(0, victims={1, 2, 3})
    t.round_of_others()
base = t.reinforcement(0)
eighth = t.set_of(symbols[7])
sc("trade_eighth_is_twenty_five", "§4.2 the eighth set of the match is worth 25",
   log(t.actions + [TR(0, eighth)]),
   state={"sets_traded": 8, "next_set_value": 30, "reinforcements": base + 25})

# ------------------------------------------------------------------ elimination (§6)
t = Table()
while 3 not in t.out:
    t.attacking_turn(0, trade_symbol=("fante" if t.hands[0] >= 5 and "alaska" not in t.used else
                                      "cannone" if t.hands[0] >= 5 else None), victims={3})
    t.round_of_others()
# Anna's turns in the loop are rounds 1, 2, ...: the round she eliminates Dario is the
# number of her turns.
anna_turns = sum(1 for a in t.actions if a["type"] == "end_turn" and a["seat"] == 0)
sc("elimination", "§6 a player whose last territory falls is out, the later eliminated first",
   log(t.actions), state={"eliminated": {"3": anna_turns}},
   score={"ranking": [{"seat": 0, "place": 1}, {}, {}, {"seat": 3, "place": 4, "eliminated_round": anna_turns}]})

# ------------------------------------------------------------------ more reinforcements
t = Table()
for _ in range(6):
    t.attacking_turn(0, trade_symbol="fante" if t.hands[0] >= 5 else None, victims={1, 2, 3})
    t.round_of_others()
assert len(t.mine(0)) == 17 and t.reinforcement(0) == 5, (len(t.mine(0)), t.reinforcement(0))
sc("reinforce_seventeen_give_five", "§3.1 17 territories give 5 (no continent)",
   log(t.actions), state={"round": 7, "current_seat": 0, "reinforcements": 5})

# ------------------------------------------------------------------ elimination with cards (§6)
# Dario collects cards by capturing from Carla; Anna then takes every Dario territory.
t = Table()
elim_at = None
while 3 not in t.out:
    sym = None
    if t.hands[0] >= 5:
        sym = "cannone" if len([c for c in t.used if CARD[c] == "cannone"]) < 12 else "cavallo"
    t.captured = False
    t.pending_value = 0
    r = t.reinforcement(0)
    if sym:
        t.trade(0, t.set_of(sym))
    frm, to = t.target(0, {3})
    t.place(0, {frm: r + t.pending_value})
    t.pending_value = 0
    t.capture(0, frm, to)
    if 3 in t.out:
        elim_at = len(t.actions)
        break
    t.end(0)
    while t.seat != 0:
        if t.seat == 3 and t.hands[3] < 4:
            t.attacking_turn(3, victims={2})
        else:
            t.passive(t.seat)
hand = t.hands[0]
assert hand > 6, hand
pre = t.actions
sc("elimination_takes_the_cards", "§6 the capturer takes the eliminated player's cards",
   log(pre), state={"phase": "elimination_trade", "cards": {"0": hand, "3": 0},
                    "trade_required": True, "eliminated": {"3": t.actions.count(E(0)) + 1}})
frm = t.target(0, {1, 2})[0]
sc("elimination_trade_first", "§6 with more than 6 cards, trades come first",
   log(pre + [A(0, frm, t.target(0, {1, 2})[1], [1, 1], [1, 0])]),
   refused=refused(len(pre), "elimination_trade_pending", cards=hand))
sets = []
h = hand
while h > 4:
    sets.append(TR(0, t.set_of("cavallo" if len(sets) % 2 == 0 else "fante")))
    h -= 3
sc("elimination_trade_down_to_four", "§6 trade until 4 or fewer, each set the next value",
   log(pre + sets), state={"phase": "attack", "cards": {"0": h}, "trade_required": False})
sc("elimination_trade_stops_at_four", "§6 at 4 or fewer no more trades at that moment",
   log(pre + sets + [TR(0, t.set_of("cannone"))]) if h >= 3 else log(pre + sets + [TR(0, ["jolly", "jolly", "cina"])]),
   refused=refused(len(pre) + len(sets), "trade_stop" if h >= 3 else "not_enough_cards"))
sc("elimination_armies_placed_first", "§6 decision: the trades' armies are placed before attacking",
   log(pre + sets + [E(0)]), refused=refused(len(pre) + len(sets), "reinforcements_unplaced"))

# ------------------------------------------------------------------ world conquest (§6, §9)
t = Table()
while not getattr(t, "finished", False):
    sym = None
    if t.hands[0] >= 5:
        sym = "fante" if len([c for c in t.used if CARD[c] == "fante"]) < 12 else "cannone"
        if len([c for c in t.used if CARD[c] == sym]) >= 12:
            sym = "cavallo"
    t.attacking_turn(0, trade_symbol=sym)
    t.round_of_others()
order = []
sc("world_conquest", "§6 one player left wins; §9 conqueror first, later eliminated next",
   log(t.actions, settings={"end_rule": "conquest", "conquest_bonus": 3}),
   state={"finished": True, "finish_reason": {"kind": "conquest", "seat": 0}},
   score={"conqueror": 0, "ranking": [{"seat": 0, "place": 1, "points": 8.0, "territories": 42},
                                       {"place": 2, "points": 2.0}, {"place": 3, "points": 1.0},
                                       {"place": 4, "points": 0.0}]})
sc("match_finished", "§6 nothing after the end",
   log(t.actions + [E(0)], settings={"end_rule": "conquest"}),
   refused=refused(len(t.actions), "match_finished"))

# ------------------------------------------------------------------ two players (§8)
t2 = Table(n=2, setup={"owners": {**{x: 0 for x in piles["0"]}, **{x: 1 for x in piles["1"]},
                                  **{x: "neutral" for x in piles["neutral"]}},
                       "tanks": {x: 1 for x in T}})
for a in two:
    for x, k in list(a["tanks"].items()) + list(a["neutral"].items()):
        t2.armies[x] += k
t2.actions = list(two)
# Anna takes a neutral territory first: neutral captures count for the turn's card.
t2.captured = False
frm = "alaska"
t2.place(0, {frm: t2.reinforcement(0)})
t2.capture(0, frm, "kamchatka")
neutral_turn = list(t2.actions)
sc("two_players_neutral_capture", "§8 attacking a neutral: the other player throws for it",
   log(neutral_turn, n=2, setup={"piles": piles}),
   state={"owners": {"kamchatka": 0}, "cards": {"0": 1, "1": 0}})
t2.end(0)
while 1 not in t2.out:
    if t2.seat == 1:
        t2.passive(1)
        continue
    sym = None
    if t2.hands[0] >= 5:
        sym = "fante" if len([c for c in t2.used if CARD[c] == "fante"]) < 12 else "cannone"
    t2.attacking_turn(0, trade_symbol=sym, victims={1})
sc("two_players_victory", "§8 the player who removes the opponent's last army wins; neutrals do not count",
   log(t2.actions, n=2, setup={"piles": piles}),
   state={"finished": True, "finish_reason": {"kind": "conquest", "seat": 0},
          "owners": {"jacuzia": "neutral"}},
   score={"ranking": [{"seat": 0, "place": 1, "points": 3.0}, {"seat": 1, "place": 2, "points": 0.0}]})

# ------------------------------------------------------------------ end rules, ranking, clock (§9)
t = Table()
for _ in range(2):
    t.passive(0)
    t.round_of_others()
sc("rounds_end_rule", "§9 rounds: the match ends after round_limit",
   log(t.actions, settings={"end_rule": "rounds", "round_limit": 2}),
   state={"finished": True, "finish_reason": {"kind": "rounds"}, "round": 2})
sc("rounds_end_rule_needs_limit", "§9 rounds needs round_limit",
   log([], settings={"end_rule": "rounds"}), setup_refused={"code": "invalid_setting"})
t = Table()
t.passive(0)
t.round_of_others()
# After one passive round: Anna 11 territories/33 armies = Bruno; Carla 10/33 = Dario.
sc("shared_places_share_points", "§9 equal players share the place and its points",
   log(t.actions + [{"type": "end_match", "reason": "time ran out at the club"}]),
   score={"finished": True, "ranking": [{"seat": 0, "place": 1, "points": 3.5},
                                        {"seat": 1, "place": 1, "points": 3.5},
                                        {"seat": 2, "place": 3, "points": 0.5},
                                        {"seat": 3, "place": 3, "points": 0.5}]})
sc("place_points_setting", "§9 place_points is a setting",
   log(t.actions + [{"type": "end_match", "reason": "time"}],
       settings={"place_points": {"4": [10, 6, 3, 1]}}),
   score={"ranking": [{"points": 8.0}, {"points": 8.0}, {"points": 2.0}, {"points": 2.0}]})
sc("end_match_needs_reason", "§9 the referee's early end has a reason",
   log([{"type": "end_match", "reason": " "}]), refused=refused(0, "end_match_reason"))
C = lambda ev, at: {"type": "clock", "event": ev, "at": at}
sc("clock_pause_before_start", "§9 the clock starts before it pauses",
   log([C("pause", AT)]), refused=refused(0, "clock_not_started"))
sc("clock_start_twice", "§9 one start",
   log([C("start", AT), C("start", AT)]), refused=refused(1, "clock_started"))
sc("clock_checks_start_during_claims", "§7 with clock_checks the clock does not start during the claims",
   log([C("start", AT)], n=3, setup=None, settings={"clock_checks": True}),
   refused=refused(0, "clock_start_early"))
sc("clock_checks_start_during_placement", "§7 with clock_checks the clock does not start during the initial placement",
   log(claims + [C("start", AT)], n=3, setup=None, settings={"clock_checks": True}),
   refused=refused(len(claims), "clock_start_early"))
sc("clock_checks_start_with_first_reinforcement", "§7 with clock_checks the clock starts with the first reinforcement of round 1",
   log([C("start", AT)], settings={"clock_checks": True}),
   state={"round": 1, "phase": "reinforce", "clock": {"started_at": AT}})
sc("clock_start_during_claims_unchecked", "a log without clock_checks (written before it) starts the clock at any time, as it did",
   log(claims[:3] + [C("start", AT)], n=3, setup=None),
   state={"phase": "claim", "clock": {"started_at": AT}})
sc("clock_backwards", "§9 clock events in time order",
   log([C("start", AT), C("pause", "2026-11-20T19:00:00Z")]), refused=refused(1, "clock_backwards"))
sc("clock_resume_running", "§9 resume only a paused clock",
   log([C("start", AT), C("resume", AT)]), refused=refused(1, "clock_not_paused"))
sc("last_round_early", "§9 the last round when the 120 minutes are up",
   log([C("start", AT), C("last_round", "2026-11-20T21:59:00Z")]),
   refused=refused(1, "last_round_early", minutes=120))
sc("last_round_not_timed", "§9 the timed last round only under `time`",
   log([C("start", AT), C("last_round", "2026-11-20T23:00:00Z")], settings={"end_rule": "rounds", "round_limit": 5}),
   refused=refused(1, "last_round_not_timed"))
sc("last_round_ends_the_round", "§9 time: the round in progress is the last",
   log([C("start", AT), C("last_round", "2026-11-20T22:00:00Z")] + t.actions),
   state={"finished": True, "finish_reason": {"kind": "time"}, "last_round": 1})
