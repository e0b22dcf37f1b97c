# The scenarios, read by make.py (exec'd there: helpers come from it).
# Each expectation is worked out by hand; comments give the arithmetic.

# ---------------------------------------------------------------- setup (§2)
sc("setup_physical", "§2.3 physical draft: 10 territories a seat, 2 neutrals with 1 tank",
   log(BASE_A),
   state={"round": 0, "phase": "initial_placement", "current_seat": 0, "finished": False,
          "owners": {"alaska": 2, "giappone": "neutral", "urali": "neutral", "siam": 0},
          "tanks": {"alaska": 1, "giappone": 1}, "cards": {"0": 0, "3": 0}, "deck": 44,
          "caps": {"0": 120, "1": 120}})

bad = dict(BASE_A)
bad[0] = BASE_A[0] + ["urali"]
bad["neutral"] = ["giappone"]
sc("setup_draft_wrong_count", "§2.3 physical draft: a seat with 11 territories is refused",
   log(bad), setup_refused={"code": "draft_seat_count", "detail": {"seat": 0, "count": 11}})

sc("setup_neutral_tanks", "§2.4 neutral tanks are a setting",
   log(BASE_A, settings={"neutral_tanks": 3}), state={"tanks": {"giappone": 3, "urali": 3}})

sc("setup_objectives_ok", "§7 the example catalogue validates",
   log(BASE_A, objectives=CATALOGUE), state={"phase": "initial_placement"})

sc("setup_objective_gap", "§7 a strip must be a chain of bordering territories",
   log(BASE_A, objectives={0: {"continent": "oceania", "strips": [["siam", "urali"]]}}),
   setup_refused={"code": "objective_strip_gap", "detail": {"from": "siam", "to": "urali"}})

sc("setup_objective_start", "§7 a strip starts next to the objective continent",
   log(BASE_A, objectives={1: {"continent": "africa", "strips": [["ucraina", "urali"]]}}),
   setup_refused={"code": "objective_strip_start", "detail": {"territory": "ucraina"}})

sc("setup_objective_asia", "§7 Asia as a whole is not an objective continent",
   log(BASE_A, objectives={1: {"continent": "asia", "strips": [["ucraina"]]}}),
   setup_refused={"code": "objective_continent"})

sc("setup_objective_taken", "§2.2 objectives at one table are distinct",
   log(BASE_A, objectives={0: CATALOGUE[0], 2: CATALOGUE[0]}),
   setup_refused={"code": "objective_taken", "detail": {"seat": 2, "other": 0}})

sc("setup_teams_not_alternating", "§2.1 teammates sit opposite: A1, B1, A2, B2",
   log(BASE_A, players_=[{"seat": i, "name": n, "team": t, "colour": c} for i, (n, t, c) in
                         enumerate([("a", "A", "x"), ("b", "A", "y"), ("c", "B", "z"), ("d", "B", "w")])]),
   setup_refused={"code": "teams_not_alternating"})

sc("setup_three_players", "§2.3 three players: the solo player's virtual teammate is an ordinary seat",
   log(BASE_A, players_=players({3: {"virtual": True, "person": "Bruno"}, 1: {"person": "Bruno"}})),
   state={"phase": "initial_placement"})

sc("setup_two_virtual_seats", "§2.3 only one virtual teammate",
   log(BASE_A, players_=players({3: {"virtual": True}, 1: {"virtual": True}})),
   setup_refused={"code": "virtual_seat", "detail": {"seat": 3}})

sc("setup_one_vs_one", "§2.3 1 vs 1: each person plays the two seats of a team",
   log(BASE_A, players_=players({0: {"person": "Anna"}, 2: {"person": "Anna"},
                                    1: {"person": "Bruno"}, 3: {"person": "Bruno"}})),
   state={"phase": "initial_placement"})

sc("setup_bad_cap", "§5 a cap below the 40 starting tanks cannot be played",
   log(BASE_A, settings={"tank_cap": 30}), setup_refused={"code": "invalid_setting"})

# ---------------------------------------------------------------- digital draft (§2.3)
SEED = 2026
packets = deal(SEED)
left = [list(p) for p in packets]
picks, got = [], {}
for p in range(10):
    for s in [3, 1, 0, 2]:  # any order within a pass
        card = left[(s + p) % 4].pop(0)
        picks.append({"seat": s, "type": "draft_pick", "territory": card})
        got[card] = s
for card in left[2] + left[3]:
    got[card] = "neutral"
assert left[0] == [] and left[1] == [] and len(left[2]) == 1 and len(left[3]) == 1
digital = {"packets": packets, "seed": SEED}
sc("draft_digital", "§2.3 digital draft: 10 passes, packets rotate, last cards of the 11-packets are neutral",
   log(draft=digital, actions=picks),
   state={"phase": "initial_placement", "owners": got, "tanks": {left[2][0]: 1, left[3][0]: 1}})

sc("draft_digital_halfway", "§2.3 the packet in front of a seat after one pass is its right neighbour's",
   log(draft=digital, actions=picks[:6]),
   state={"phase": "draft", "draft_pass": 1})

sc("draft_not_in_packet", "§2.3 a seat keeps a card of the packet in front of it",
   log(draft=digital, actions=[{"seat": 0, "type": "draft_pick", "territory": packets[1][0]}]),
   refused=refused(0, "not_in_packet", seat=0, territory=packets[1][0]))

sc("draft_already_picked", "§2.3 one card a pass",
   log(draft=digital, actions=[{"seat": 0, "type": "draft_pick", "territory": packets[0][0]},
                               {"seat": 0, "type": "draft_pick", "territory": packets[0][1]}]),
   refused=refused(1, "already_picked", seat=0))

sc("draft_seed_mismatch", "§2.3 the packets are the ones the recorded seed deals",
   log(draft={"packets": packets, "seed": SEED + 1}), setup_refused={"code": "packet_seed_mismatch"})

sc("draft_no_placement_yet", "§2.5 no placement during the draft",
   log(draft=digital, actions=[place(0, alaska=3)]), refused=refused(0, "not_now"))

# ---------------------------------------------------------------- initial placement (§2.5)
PA = pile(BASE_A, {0: "medio_oriente", 1: "egitto", 2: "alaska", 3: "scandinavia"})
sc("placement_complete", "§2.5 3 a turn to 36, then 2 to 40; then round 1 starts with seat 0",
   log(BASE_A, PA),
   state={"round": 1, "phase": "reinforce", "current_seat": 0, "allowance": 1,
          "on_board": {"0": 40, "1": 40, "2": 40, "3": 40}, "tanks": {"medio_oriente": 31, "siam": 1}})

sc("placement_wrong_quota", "§2.5 a placement turn places exactly 3 while below 36",
   log(BASE_A, [place(0, medio_oriente=2)]),
   refused=refused(0, "placement_quota", expected=3, got=2))

sc("placement_two_after_36", "§2.5 from 36 on the board, 2 a turn",
   log(BASE_A, PA[:32] + [place(0, medio_oriente=3)]),
   refused=refused(32, "placement_quota", expected=2, got=3))

sc("placement_not_your_turn", "§2.1 turn order is seat order",
   log(BASE_A, [place(1, egitto=3)]), refused=refused(0, "not_your_turn", seat=1, current=0))

sc("placement_enemy_territory", "§2.5 tanks go on own territories",
   log(BASE_A, [place(0, brasile=3)]), refused=refused(0, "not_your_territory", seat=0, territory="brasile"))

# ---------------------------------------------------------------- rounds 1 and 2 (§3)
sc("round1_one_tank", "§3 round 1: 1 tank",
   log(BASE_A, PA + [place(0, medio_oriente=2)]),
   refused=refused(44, "over_allowance", allowed=1, got=2))

R12 = PA + [place(0, medio_oriente=1), end(0)] + quiet([1, 2, 3], 1)
sc("round2_two_tanks", "§3 round 2: 2 tanks; tanks not placed are lost",
   log(BASE_A, R12 + [place(0, medio_oriente=2), end(0)]),
   state={"round": 2, "current_seat": 1, "tanks": {"medio_oriente": 34}})

sc("round2_no_declaration", "§3 the declaration starts in round 3",
   log(BASE_A, R12 + [declare(0, 2)]), refused=refused(len(R12), "not_now"))

sc("round2_no_trade", "§3 no card trades in rounds 1 and 2",
   log(BASE_A, R12 + [{"seat": 0, "type": "trade", "sets": 1}]),
   refused=refused(len(R12), "no_trades_yet", round=2))

R3 = PA + quiet([0, 1, 2, 3], 1) + quiet([0, 1, 2, 3], 2)
# Seat 0: 10 territories -> 3, Oceania 2 -> 5. Seat 1: 3 + Sud America 2 + Africa 3 -> 8.
sc("breakdown_round3", "§3 from round 3: territories/3 + continents",
   log(BASE_A, R3 + [declare(0, 5), place(0, medio_oriente=5), end(0)]),
   state={"round": 3, "current_seat": 1, "tanks": {"medio_oriente": 36}},
   breakdowns={"1": {"from_territories": 3, "continent_total": 5, "total": 8, "renounced": False}})

sc("renounce_bonus", "§4 renouncing continent bonuses: irrevocable",
   log(BASE_A, R3 + [{"seat": 1, "type": "renounce_bonus"}, {"seat": 1, "type": "renounce_bonus"}]),
   refused=refused(len(R3) + 1, "already_renounced", seat=1),
   state={"renounced": [1]},
   breakdowns={"1": {"from_territories": 3, "continent_total": 0, "total": 3, "renounced": True}})

sc("declare_first", "§3 from round 3 the declaration comes first",
   log(BASE_A, R3 + [attack(0, "medio_oriente", "egitto", 3)]), refused=refused(len(R3), "declare_first"))

sc("declare_twice", "§3 one declaration a turn",
   log(BASE_A, R3 + [declare(0, 5), declare(0, 5)]), refused=refused(len(R3) + 1, "already_declared"))

sc("declare_under", "§3 an under-declaration stands as declared",
   log(BASE_A, R3 + [declare(0, 3), place(0, medio_oriente=4)]),
   refused=refused(len(R3) + 1, "over_allowance", allowed=3, got=4))

# ---------------------------------------------------------------- the sweep of Europe (base C)
PC = pile(BASE_C, {0: "africa_del_nord", 1: "peru", 2: "alaska", 3: "siberia"})
SWEEP = [
    attack(0, "africa_del_nord", "europa_meridionale", 3), occupy(0, 29),   # adn 30 -> 1, em 29
    attack(0, "europa_meridionale", "ucraina", 3), occupy(0, 3),            # em 28 -> 25
    attack(0, "europa_meridionale", "europa_occidentale", 3), occupy(0, 3),  # em 24 -> 21
    attack(0, "europa_meridionale", "europa_settentrionale", 3), occupy(0, 17),  # em 20 -> 3, es 17
    attack(0, "europa_settentrionale", "scandinavia", 3), occupy(0, 3),      # es 16 -> 13
    attack(0, "europa_settentrionale", "gran_bretagna", 3), occupy(0, 9),    # es 12 -> 3, gb 9
    attack(0, "gran_bretagna", "islanda", 3), occupy(0, 7),                  # gb 8 -> 1, islanda 7
    end(0),
]
DECL = PC + SWEEP + quiet([1, 2, 3], 1) + quiet([0, 1, 2, 3], 2)
# Round 3, seat 0: 17 territories -> 5, Africa 3, Europa 5 = 13. Declares 15: 13 - 2 = 11.
sc("declare_over_penalty", "§3 regulation example: declares 15, entitled to 13, places 11",
   log(BASE_C, DECL + [declare(0, 15), place(0, europa_meridionale=11)]),
   state={"declared": 15, "allowance": 0, "cards": {"0": 1}, "deck": 43,
          "tanks": {"europa_meridionale": 14, "islanda": 7, "gran_bretagna": 1}},
   breakdowns={"0": {"territories": 17, "from_territories": 5, "continent_total": 8, "total": 13}})

sc("declare_over_penalty_refused", "§3 regulation example: the 12th tank is refused",
   log(BASE_C, DECL + [declare(0, 15), place(0, europa_meridionale=12)]),
   refused=refused(len(DECL) + 1, "over_allowance", allowed=11, got=12),
   state={"allowance": 11})

# Seven conquests in seven rounds: seat 0 holds 3 cards from round 4 (ramp starts in round 4),
# 7 cards in round 8 = R+4, when the hand-size values apply.
CHAIN = [("africa_del_nord", "europa_occidentale", 29), ("europa_occidentale", "gran_bretagna", 27),
         ("gran_bretagna", "islanda", 25), ("islanda", "scandinavia", 23), ("scandinavia", "ucraina", 21),
         ("ucraina", "europa_settentrionale", 19), ("europa_settentrionale", "europa_meridionale", 17)]


def chain(rounds):
    acts = list(PC)
    for r in range(1, rounds + 1):
        a, b, n = CHAIN[r - 1]
        if r >= 3:
            acts.append(declare(0, 0))
        acts += [attack(0, a, b, 3), occupy(0, n), end(0)] + quiet([1, 2, 3], r)
    return acts


C7 = chain(7)
# Round 8: 7 cards, two sets: 12 (7 in hand) then 10 (4 in hand) = 22.
# 17 territories -> 5, Africa 3 + Europa 5 -> 8; 5 + 8 + 22 = 35.
sc("trade_seven_cards", "§3 regulation example: 7 cards, two sets: 12 then 10",
   log(BASE_C, C7 + [{"seat": 0, "type": "trade", "sets": 2}, declare(0, 35), place(0, europa_meridionale=35)]),
   state={"round": 8, "ramp_start": 4, "cards": {"0": 1}, "deck": 43, "declared": 35,
          "tanks": {"europa_meridionale": 52}},
   breakdowns={"0": {"trades": 22, "from_territories": 5, "continent_total": 8, "total": 35}})

sc("trade_too_many_sets", "§3 three cards a set",
   log(BASE_C, C7 + [{"seat": 0, "type": "trade", "sets": 3}]),
   refused=refused(len(C7), "not_enough_cards", have=7, need=9))

sc("trade_after_declare", "§3 trades come before the declaration",
   log(BASE_C, C7 + [declare(0, 13), {"seat": 0, "type": "trade", "sets": 1}]),
   refused=refused(len(C7) + 1, "trade_after_declare"))

C3 = chain(3)
# Round 4 is the ramp's first round: any set is worth 4. 13 territories -> 4, Africa 3, + 4 = 11.
sc("trade_ramp_first_round", "§3 the round a player first holds 3 cards, a set is worth 4",
   log(BASE_C, C3 + [{"seat": 0, "type": "trade", "sets": 1}, declare(0, 11)]),
   state={"round": 4, "ramp_start": 4, "cards": {"0": 0}, "deck": 44, "allowance": 11},
   breakdowns={"0": {"trades": 4, "total": 11}})

# ---------------------------------------------------------------- attacks (§4)
A1 = PA + [place(0, medio_oriente=1)]   # medio_oriente 32; egitto 31 (seat 1); scandinavia... ucraina 1
sc("attack_loss_table", "§4 the loss table: 3v3 -> 3/2, 3v1 -> 1/1, 2 -> 2/0, 1 -> 1/0",
   log(BASE_A, A1 + [attack(0, "medio_oriente", "egitto", 3),      # mo 29, egitto 29
                     attack(0, "medio_oriente", "ucraina", 2),     # mo 27, ucraina 1
                     attack(0, "medio_oriente", "europa_meridionale", 1)]),  # mo 26
   state={"phase": "attack", "tanks": {"medio_oriente": 26, "egitto": 29, "ucraina": 1, "europa_meridionale": 1}})

sc("attack_conquest_3v1", "§4 3 against 1: one tank each, the territory falls",
   log(BASE_A, A1 + [attack(0, "medio_oriente", "ucraina", 3), occupy(0, 5)]),
   state={"owners": {"ucraina": 0}, "tanks": {"medio_oriente": 26, "ucraina": 5}})

sc("attack_not_adjacent", "§4 attacks go to a bordering territory",
   log(BASE_A, A1 + [attack(0, "medio_oriente", "brasile", 3)]),
   refused=refused(len(A1), "not_adjacent", **{"from": "medio_oriente", "to": "brasile"}))

sc("attack_own_territory", "§4 no attacking oneself",
   log(BASE_A, A1 + [attack(0, "medio_oriente", "india", 3)]),
   refused=refused(len(A1), "own_territory", territory="india"))

sc("attack_four_tanks", "§4 an attack commits 1, 2 or 3 tanks",
   log(BASE_A, A1 + [attack(0, "medio_oriente", "egitto", 4)]),
   refused=refused(len(A1), "attack_tanks", tanks=4))

sc("attack_from_enemy", "§4 attacks start from an own territory",
   log(BASE_A, A1 + [attack(0, "egitto", "medio_oriente", 3)]),
   refused=refused(len(A1), "not_your_territory", seat=0, territory="egitto"))

sc("attack_ends_reinforcement", "§3 the reinforcement phase ends at the first attack",
   log(BASE_A, PA + [attack(0, "medio_oriente", "egitto", 1), place(0, medio_oriente=1)]),
   refused=refused(len(PA) + 1, "reinforcement_over"))

PCB = placement({0: [("africa_del_nord", 30)], 1: [("peru", 30)], 2: [("alaska", 30)], 3: [("siberia", 30)]})
BR = PCB + [end(0), place(1, brasile=1)]   # brasile 2
sc("attack_too_few", "§4 at most tanks - 1: \"Brasile ha 2 carri: può attaccare con al massimo 1\"",
   log(BASE_C, BR + [attack(1, "brasile", "africa_del_nord", 2)]),
   refused=refused(len(BR), "too_few_to_attack", **{"from": "brasile", "tanks": 2, "max": 1,
                   "message_it": "Brasile ha 2 carri: può attaccare con al massimo 1",
                   "message_en": "Brazil has 2 tanks: it can attack with at most 1"}))

sc("attack_with_one", "§4 1 or 2 committed: the attacker loses them all, the defender none",
   log(BASE_C, BR + [attack(1, "brasile", "africa_del_nord", 1)]),
   state={"tanks": {"brasile": 1, "africa_del_nord": 31}})

EG = placement({0: [("africa_del_nord", 27), ("egitto", 3)], 1: [("peru", 30)], 2: [("alaska", 30)],
                3: [("siberia", 30)]})   # egitto 4
sc("occupy_needs_five", "§4 regulation example: 4 tanks cannot take a 1-tank territory and hold it with 3",
   log(BASE_C, EG + [attack(0, "egitto", "europa_meridionale", 3)]),
   refused=refused(len(EG), "cannot_hold", **{"from": "egitto", "to": "europa_meridionale", "tanks": 4, "needed": 5}))

EG5 = EG + [place(0, egitto=1), attack(0, "egitto", "europa_meridionale", 3)]
sc("occupy_with_five", "§4 regulation example: with 5, one lost, one stays, three move in",
   log(BASE_C, EG5 + [occupy(0, 3), end(0)]),
   state={"owners": {"europa_meridionale": 0}, "tanks": {"egitto": 1, "europa_meridionale": 3},
          "cards": {"0": 1}, "deck": 43, "current_seat": 1})

sc("occupy_too_few", "§4 the move-in is at least 3",
   log(BASE_C, EG5 + [occupy(0, 2)]),
   refused=refused(len(EG5), "occupy_range", territory="europa_meridionale", min=3, max=3, got=2),
   state={"phase": "occupy", "pending_occupation": {"from": "egitto", "to": "europa_meridionale", "min": 3, "max": 3}})

sc("occupy_first", "§4 after a conquest the next action is the occupation",
   log(BASE_C, EG5 + [end(0)]), refused=refused(len(EG5), "occupy_first", territory="europa_meridionale"))

sc("nothing_to_occupy", "§4 occupation only after a conquest",
   log(BASE_C, EG + [occupy(0, 3)]), refused=refused(len(EG), "nothing_to_occupy"))

# ---------------------------------------------------------------- the move (§4)
sc("move_once", "§4 one move a turn, leaving at least 1",
   log(BASE_A, PA + [move(0, "medio_oriente", "cina", 10), move(0, "cina", "india", 1)]),
   refused=refused(len(PA) + 1, "move_done"),
   state={"tanks": {"medio_oriente": 21, "cina": 11}, "moved": True})

sc("move_all", "§4 a move leaves at least 1 tank",
   log(BASE_A, PA + [move(0, "medio_oriente", "cina", 31)]),
   refused=refused(len(PA), "move_too_many", **{"from": "medio_oriente", "tanks": 31, "max": 30}))

sc("move_to_enemy", "§4 the move goes to an own territory",
   log(BASE_A, PA + [move(0, "medio_oriente", "egitto", 3)]),
   refused=refused(len(PA), "not_your_territory", seat=0, territory="egitto"))

sc("move_ends_reinforcement", "§3 decision: the move also ends the reinforcement phase",
   log(BASE_A, PA + [move(0, "medio_oriente", "cina", 3), place(0, cina=1)]),
   refused=refused(len(PA) + 1, "reinforcement_over"))

# ---------------------------------------------------------------- teammates (§4)
PB = placement({0: [("alaska", 30)], 1: [("brasile", 30)], 2: [("ontario", 28), ("alberta", 2)],
                3: [("ucraina", 30)]})   # alaska 31, alberta 3, territori_del_nord_ovest 1
sc("teammate_defended", "§4 a teammate's territory may be attacked only with exactly 1 tank",
   log(BASE_B, PB + [attack(0, "alaska", "alberta", 3)]),
   refused=refused(len(PB), "teammate_defended", territory="alberta", tanks=3))

TM = PB + [attack(0, "alaska", "territori_del_nord_ovest", 3), occupy(0, 4)]   # alaska 26, tdno 4
sc("teammate_conquest", "§4 a teammate's 1-tank territory may be taken; it then keeps 3",
   log(BASE_B, TM + [move(0, "territori_del_nord_ovest", "alaska", 1)]),
   state={"owners": {"territori_del_nord_ovest": 0}, "tanks": {"alaska": 27, "territori_del_nord_ovest": 3}})

sc("teammate_garrison_move", "§4 no move may take the conquered teammate territory below 3",
   log(BASE_B, TM + [move(0, "territori_del_nord_ovest", "alaska", 2)]),
   refused=refused(len(TM), "garrison_lock", territory="territori_del_nord_ovest", tanks=4, max=1))

sc("teammate_garrison_attack", "§4 no attack from it may take it below 3",
   log(BASE_B, TM + [attack(0, "territori_del_nord_ovest", "groenlandia", 2)]),
   refused=refused(len(TM), "garrison_lock", territory="territori_del_nord_ovest", tanks=4, max=1))

PT = placement({0: [("mongolia", 30)], 1: [("egitto", 30)], 2: [("alaska", 30)], 3: [("scandinavia", 30)]})
sc("teammate_truce", "§4 while a teammate owns a continent, teammates may not attack each other",
   log(BASE_A, PT + [attack(0, "mongolia", "kamchatka", 3)]),
   refused=refused(len(PT), "teammate_truce", territory="kamchatka", holder=0, continent="oceania"))

sc("teammate_truce_other_holder", "§4 the truce holds while either teammate owns a continent",
   log(BASE_A, PT + [{"seat": 0, "type": "renounce_bonus"}, attack(0, "mongolia", "kamchatka", 3)]),
   refused=refused(len(PT) + 1, "teammate_truce", territory="kamchatka", holder=2, continent="nord_america"))

sc("teammate_truce_renounced", "§4 once both owners renounce, teammates may attack again",
   log(BASE_A, PT + [{"seat": 0, "type": "renounce_bonus"}, {"seat": 2, "type": "renounce_bonus"},
                     attack(0, "mongolia", "kamchatka", 3), occupy(0, 3)]),
   state={"renounced": [0, 2], "owners": {"kamchatka": 0}, "tanks": {"mongolia": 27, "kamchatka": 3}})

# ---------------------------------------------------------------- the cap (§5)
# Found 125 with cap 120: excess 5, remove 10, the cap becomes 125 - 10 = 115.
sc("cap_exceeded", "§5 a placement over the cap is refused, saying how many may still go",
   log(BASE_C, PCB + [place(0, egitto=1)], settings={"tank_cap": 40}),
   refused=refused(len(PCB), "cap_exceeded", cap=40, on_board=40, can_place=0))

CV = PCB + [place(0, egitto=1)]   # cap 41: 41 on the board; the referee counts 42 on the table
sc("cap_violation_own_turn", "§5 found before the first attack: half the removal from reinforced territories",
   log(BASE_C, CV + [{"seat": 0, "type": "cap_violation", "found_on_board": 42,
                      "remove": {"egitto": 1, "africa_del_nord": 1}}], settings={"tank_cap": 41}),
   state={"caps": {"0": 40}, "on_board": {"0": 39}, "tanks": {"egitto": 1, "africa_del_nord": 30}})

sc("cap_violation_not_reinforced", "§5 half the removal must come from the territories reinforced",
   log(BASE_C, CV + [{"seat": 0, "type": "cap_violation", "found_on_board": 42,
                      "remove": {"africa_del_nord": 2}}], settings={"tank_cap": 41}),
   refused=refused(len(CV), "cap_removal_reinforced", needed=1, got=0))

sc("cap_violation_other_seat", "§5 twice the excess is removed; the cap becomes what is left",
   log(BASE_C, PCB + [{"seat": 3, "type": "cap_violation", "found_on_board": 125, "remove": {"siberia": 10}}]),
   state={"caps": {"3": 115}, "tanks": {"siberia": 21}, "on_board": {"3": 30}})

sc("cap_violation_wrong_total", "§5 the removal is twice the excess",
   log(BASE_C, PCB + [{"seat": 3, "type": "cap_violation", "found_on_board": 125, "remove": {"siberia": 9}}]),
   refused=refused(len(PCB), "cap_removal_total", expected=10, got=9))

sc("cap_violation_none", "§5 no penalty at the cap",
   log(BASE_C, PCB + [{"seat": 3, "type": "cap_violation", "found_on_board": 120, "remove": {}}]),
   refused=refused(len(PCB), "no_violation", found=120, cap=120))

sc("cap_violation_empties", "§5 each territory keeps at least 1 tank",
   log(BASE_C, PCB + [{"seat": 3, "type": "cap_violation", "found_on_board": 121, "remove": {"jacuzia": 2}}]),
   refused=refused(len(PCB), "cap_removal_too_many", territory="jacuzia", tanks=1, got=2))

# ---------------------------------------------------------------- clock (§6)
CL = PA + [clock("start", "2026-01-15T20:30:00Z"), place(0, medio_oriente=1),
           clock("pause", "2026-01-15T20:40:00Z"), clock("resume", "2026-01-15T20:45:00Z"),
           clock("announce", "2026-01-15T22:05:00Z")]
sc("clock_events", "§6 start, pause, resume; the 90-minute call makes round r+2 the last",
   log(BASE_A, CL), state={"last_round": 3, "clock": {"started_at": "2026-01-15T20:30:00Z", "run_ms": 600000,
                                                      "announced_at": "2026-01-15T22:05:00Z"}})

sc("clock_pause_twice", "§6 a paused clock cannot be paused",
   log(BASE_A, CL[:-2] + [clock("pause", "2026-01-15T20:41:00Z")]),
   refused=refused(len(CL) - 2, "clock_not_running"))

sc("clock_start_twice", "§6 the clock starts once",
   log(BASE_A, CL + [clock("start", "2026-01-15T22:06:00Z")]), refused=refused(len(CL), "clock_started"))

sc("clock_backwards", "§6 clock events go forward in time",
   log(BASE_A, CL + [clock("pause", "2026-01-15T20:00:00Z")]), refused=refused(len(CL), "clock_backwards"))

sc("clock_announce_twice", "§6 one announcement",
   log(BASE_A, CL + [clock("announce", "2026-01-15T22:06:00Z")]), refused=refused(len(CL), "already_announced"))

# ---------------------------------------------------------------- the end (§6)
LAST = PA + [clock("announce")] + quiet([0, 1, 2, 3], 1) + quiet([0, 1, 2, 3], 2) + quiet([0, 1, 2, 3], 3)
sc("supplementary_start", "§6 after the last round, each seat plays a chance or passes",
   log(BASE_A, LAST), state={"phase": "supplementary", "current_seat": 0, "supplementary": True,
                             "chances": {"A": 4, "B": 4}, "finished": False})

SUP = LAST + [{"seat": 0, "type": "play_chance"}, declare(0, 0), end(0),
              {"seat": 1, "type": "pass"}, {"seat": 2, "type": "pass"}, {"seat": 3, "type": "pass"},
              {"seat": 0, "type": "pass"}]
sc("supplementary_all_pass", "§6 the match ends when every seat with chances passes in a row",
   log(BASE_A, SUP), state={"finished": True, "phase": "finished", "chances": {"A": 3, "B": 4},
                            "finish_reason": {"kind": "supplementary"}})

sc("supplementary_choice_first", "§6 a supplementary turn starts with the choice",
   log(BASE_A, LAST + [end(0)]), refused=refused(len(LAST), "choice_first", seat=0))

sc("supplementary_in_order", "§6 choices go in seat order",
   log(BASE_A, LAST + [{"seat": 2, "type": "pass"}]), refused=refused(len(LAST), "not_your_turn", seat=2, current=0))

sc("supplementary_chances_run_out", "§6 a team without chances is skipped; no chances left ends the match",
   log(BASE_A, LAST + [{"seat": 0, "type": "play_chance"}, declare(0, 0), end(0),
                       {"seat": 1, "type": "pass"}, {"seat": 3, "type": "pass"}], settings={"chances_per_team": 1}),
   state={"finished": True, "chances": {"A": 0, "B": 1}})

sc("end_match_early", "§6 the referee may end a match early; nothing is applied after",
   log(BASE_A, PA + [{"type": "end_match", "reason": "forfait della squadra B"}, place(0, medio_oriente=1)]),
   refused=refused(len(PA) + 1, "match_finished"),
   state={"finished": True, "finish_reason": {"kind": "referee", "reason": "forfait della squadra B"}})

# ---------------------------------------------------------------- score (§7)
# Seat 0: Oceania + siam/india/medio_oriente in objective: 7 x 4 = 28; cina, afghanistan, mongolia
# linked in a strip: 3 x 4 = 12; Oceania (objective) +10; small objective +12 -> 62.
# Seat 1: Sud America 4 x 4 = 16; Africa linked through brasile: 6 x 4 = 24; Sud America +10,
# Africa +6; small +12 -> 68. Seat 2: Nord America 9 x 4 = 36; kamchatka linked 4; +10 -> 50.
# Seat 3: Europa 7 x 4 = 28; siberia, jacuzia, cita not linked: 3; Europa +10 -> 41.
sc("score_breakdown", "§7 the end-of-match score, team totals and ranking",
   log(BASE_A, PA + [{"type": "end_match", "reason": "fine"}], objectives=CATALOGUE),
   score={"players": {
       "0": {"total": 62, "territories": 28, "strip": 12, "continents": 10, "objective_bonus": 12},
       "1": {"total": 68, "territories": 16, "strip": 24, "continents": 16, "objective_bonus": 12},
       "2": {"total": 50, "territories": 36, "strip": 4, "continents": 10, "objective_bonus": 0},
       "3": {"total": 41, "territories": 31, "strip": 0, "continents": 10, "objective_bonus": 0}},
       "teams": {"A": 112, "B": 109}, "ranking": ["A", "B"], "draw": False})

# ---------------------------------------------------------------- misc
sc("unknown_seat", "seats are 0-3", log(BASE_A, [place(7, alaska=3)]), refused=refused(0, "unknown_seat", seat=7))

# ---------------------------------------------------------------- neutrals and Asia del Nord
sc("attack_neutral", "§2.4 neutrals defend with as many tanks as they have (at most 3) and can be taken",
   log(BASE_A, PT + [attack(0, "mongolia", "giappone", 3), occupy(0, 3)]),
   state={"owners": {"giappone": 0}, "tanks": {"mongolia": 27, "giappone": 3}})

BASE_D = {
    0: OC + ["kamchatka", "mongolia", "giappone", "siberia", "cita", "jacuzia"],
    1: SA + AF,
    2: NA + ["islanda"],
    3: EU[1:] + ["urali", "afghanistan", "medio_oriente", "india"],
    "neutral": ["siam", "cina"],
}
PD = pile(BASE_D, {0: "mongolia", 1: "brasile", 2: "alaska", 3: "ucraina"})
R3D = PD + quiet([0, 1, 2, 3], 1) + quiet([0, 1, 2, 3], 2)
# Seat 0: 10 territories -> 3, Oceania 2, Asia del Nord 3 -> 8.
sc("asia_del_nord_bonus", "§1 Asia del Nord (Kamchatka, Mongolia, Giappone, Siberia, Cita, Jacuzia) gives 3",
   log(BASE_D, R3D + [declare(0, 8), place(0, mongolia=8)]),
   state={"tanks": {"mongolia": 39}, "allowance": 0},
   breakdowns={"0": {"from_territories": 3, "continent_total": 5, "total": 8,
                     "continents": [{"continent": "oceania", "bonus": 2}, {"continent": "asia_del_nord", "bonus": 3}]}})

# ---------------------------------------------------------------- more refusals
sc("clock_resume_running", "§6 only a paused clock resumes",
   log(BASE_A, CL + [clock("resume", "2026-01-15T22:06:00Z")]), refused=refused(len(CL), "clock_not_paused"))

sc("clock_pause_before_start", "§6 the clock must start before it can pause",
   log(BASE_A, PA + [clock("pause")]), refused=refused(len(PA), "clock_not_started"))

missing = log(BASE_A)
del missing["draft"]["owners"]["urali"]
sc("setup_draft_incomplete", "§2.3 physical draft: every territory has an owner",
   missing, setup_refused={"code": "draft_incomplete", "detail": {"territory": "urali"}})

sc("setup_objective_no_strip", "§7 an objective has at least one strip",
   log(BASE_A, objectives={0: {"continent": "oceania", "strips": []}}), setup_refused={"code": "objective_no_strip"})

sc("setup_objective_empty_strip", "§7 a strip has at least one territory",
   log(BASE_A, objectives={0: {"continent": "oceania", "strips": [[]]}}),
   setup_refused={"code": "objective_strip_empty", "detail": {"strip": 0}})

sc("setup_objective_strip_inside", "§7 strips lie outside the continent",
   log(BASE_A, objectives={0: {"continent": "oceania", "strips": [["indonesia"]]}}),
   setup_refused={"code": "objective_strip_inside", "detail": {"territory": "indonesia"}})

dup = [list(p) for p in packets]
dup[0][0] = dup[1][0]
sc("draft_packet_duplicate", "§2.3 every territory once in the packets",
   log(draft={"packets": dup}), setup_refused={"code": "packet_duplicate", "detail": {"territory": dup[1][0]}})

uneven = [list(p) for p in packets]
uneven[1].append(uneven[0].pop())
sc("draft_packet_sizes", "§2.3 two packets of 10 and two of 11",
   log(draft={"packets": uneven}), setup_refused={"code": "packet_sizes", "detail": {"sizes": [9, 11, 11, 11]}})

sc("setup_three_seats", "four seats at a 2 vs 2 table (a 3-player table marks a virtual seat)",
   log(BASE_A, players_=players()[:3]), setup_refused={"code": "player_count", "detail": {"count": 3}})

swapped = players()
swapped[0]["seat"], swapped[1]["seat"] = 1, 0
sc("setup_seat_order", "players are listed in seat order",
   log(BASE_A, players_=swapped), setup_refused={"code": "seat_order", "detail": {"index": 0, "seat": 1}})

other = log(BASE_A)
other["ruleset"] = "risk-classic"
sc("setup_unknown_ruleset", "the log names a ruleset the engine knows",
   other, setup_refused={"code": "unknown_ruleset", "detail": {"ruleset": "risk-classic"}})

sc("trade_zero_sets", "§3 a trade is at least one set",
   log(BASE_C, C3 + [{"seat": 0, "type": "trade", "sets": 0}]), refused=refused(len(C3), "zero_sets"))

sc("place_zero_tanks", "§3 a placement puts at least 1 tank on each territory it names",
   log(BASE_A, PA + [place(0, medio_oriente=0)]), refused=refused(len(PA), "zero_tanks"))

# ---------------------------------------------------------------- issue 13: clock checks
# `"clock_checks": true` (docs/MATCH-LOG.md) makes the engine check the clock calls; logs
# without it (every file above) replay as before.
CHECKED = {"clock_checks": True}
sc("clock_checks_start_early", "clock_checks: the clock starts with the first reinforcement, not in the placement",
   log(BASE_A, PA[:10] + [clock("start")], settings=CHECKED),
   refused=refused(10, "clock_start_early"))

sc("clock_checks_announce_not_started", "clock_checks: no call before the clock starts",
   log(BASE_A, PA + [clock("announce", "2026-01-15T23:00:00Z")], settings=CHECKED),
   refused=refused(len(PA), "clock_not_started"))

# 10 minutes before the pause, 74 after the resume at 20:45: 84 running minutes < 90.
sc("clock_checks_announce_early", "clock_checks: the call waits for 90 running minutes, pauses excluded",
   log(BASE_A, CL[:-1] + [clock("announce", "2026-01-15T21:59:00Z")], settings=CHECKED),
   refused=refused(len(CL) - 1, "announce_early", minutes=90, elapsed=84),
   state={"last_round": None})

sc("clock_checks_announce_paused", "clock_checks: no call while the clock is paused",
   log(BASE_A, CL[:-2] + [clock("announce", "2026-01-15T22:41:00Z")], settings=CHECKED),
   refused=refused(len(CL) - 2, "clock_not_running"))

# 10 + 80 = 90 running minutes at 22:05: the call is due.
sc("clock_checks_announce_on_time", "clock_checks: at 90 running minutes the call makes round r+2 the last",
   log(BASE_A, CL, settings=CHECKED),
   state={"last_round": 3, "clock": {"run_ms": 600000, "announced_at": "2026-01-15T22:05:00Z"}})

sc("clock_checks_announce_setting", "clock_checks: the call follows announce_at_minutes (1 here)",
   log(BASE_A, PA + [clock("start", "2026-01-15T20:30:00Z"), place(0, medio_oriente=1),
                     clock("announce", "2026-01-15T20:31:00Z")],
       settings={"clock_checks": True, "announce_at_minutes": 1}),
   state={"last_round": 3})

# ---------------------------------------------------------------- issue 13: forfeit
# Team A leads 112 to 109 on the board (score_breakdown), but forfeits: B wins.
sc("end_match_forfeit", "end_match names the team that forfeits: it ranks last whatever the points",
   log(BASE_A, PA + [{"type": "end_match", "reason": "la squadra A si ritira", "forfeit": "A"}],
       objectives=CATALOGUE),
   state={"finished": True, "finish_reason": {"kind": "referee", "reason": "la squadra A si ritira",
                                              "forfeit": "A"}},
   score={"teams": {"A": 112, "B": 109}, "ranking": ["B", "A"], "draw": False, "forfeit": "A"})

sc("end_match_forfeit_unknown_team", "end_match's forfeit names one of the table's teams",
   log(BASE_A, PA + [{"type": "end_match", "reason": "ritiro", "forfeit": "C"}]),
   refused=refused(len(PA), "unknown_team", team="C"))
