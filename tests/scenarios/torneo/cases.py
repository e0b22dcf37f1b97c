# The tournament scenarios, exec'd by make.py (helpers come from it). Base table: four
# players, territory k of the map to seats 3, 2, 1, 0, 3... (Anna 10, Bruno 10, Carla
# 11, Dario 11 territories; no seat holds a continent or more than half of one). The
# initial placement puts every army on the seat's first territory: Anna's Alberta 21,
# Bruno's Groenlandia 21, Carla's Territori del Nord Ovest 20, Dario's Alaska 20.

OBJ = {  # RULES-torneo.md §8: whole continents + extra territories; each worth 86.
    "letto": (["nord_america", "sud_america"], ["africa_del_nord", "egitto", "africa_orientale", "congo", "medio_oriente", "india", "siam", "indonesia", "nuova_guinea", "australia_occidentale"]),
    "elefante": (["europa", "africa"], ["groenlandia", "ontario", "quebec", "stati_uniti_orientali", "urali", "afghanistan", "medio_oriente"]),
    "ciclista": (["europa", "africa", "oceania"], ["urali", "afghanistan", "medio_oriente", "india", "siam"]),
    "giraffa": (["nord_america", "africa"], ["islanda", "scandinavia", "gran_bretagna", "europa_settentrionale", "europa_meridionale", "ucraina"]),
    "granchio": (["nord_america", "oceania"], ["islanda", "scandinavia", "ucraina", "urali", "afghanistan", "medio_oriente", "india", "siam", "cina"]),
    "formula1": (["sud_america", "europa", "oceania"], ["africa_del_nord", "egitto", "africa_orientale", "afghanistan", "medio_oriente", "india", "siam"]),
    "befana": (["sud_america", "africa", "asia"], []),
    "elvis": (["nord_america", "sud_america", "europa"], ["kamchatka", "giappone"]),
    "dromedario": (["europa", "asia"], ["indonesia"]),
    "piovra": (["nord_america", "europa"], ["urali", "siberia", "jacuzia", "kamchatka", "giappone"]),
    "lupo": (["sud_america", "europa", "africa"], ["urali", "siberia", "afghanistan", "medio_oriente"]),
    "tappeto": (["africa", "asia"], ["europa_meridionale", "ucraina"]),
    "guerra_fredda": (["nord_america", "asia"], []),
    "motorino": (["sud_america", "africa", "oceania"], ["europa_occidentale", "europa_meridionale", "cita", "giappone", "mongolia", "medio_oriente", "india", "siam", "cina"]),
    "aragosta": (["asia", "oceania"], ["alaska", "alberta", "egitto", "africa_orientale", "congo", "africa_del_sud", "madagascar"]),
    "locomotiva": (["nord_america", "sud_america", "africa"], ["europa_occidentale", "europa_meridionale", "ucraina"]),
}


def territories(obj):
    whole, extra = OBJ[obj]
    return [t for t in T if any(t in CONT[c] for c in whole) or t in extra]


for name in OBJ:  # the sources' own number: every objective is worth 86
    assert sum(PTS[t] for t in territories(name)) == 86, name
assert sum(PTS.values()) == 164

P = lambda s, tanks: {"seat": s, "type": "place", "tanks": tanks}
Q = lambda s, f, t, a, la, ld: {"seat": s, "type": "attack", "from": f, "to": t,
                                "attacker_dice": a, "losses": {"attacker": la, "defender": ld}}
F = lambda s, f, t, att, dfn: {"seat": s, "type": "attack", "from": f, "to": t,
                               "dice": {"attacker": att, "defender": dfn}}
O = lambda s, n: {"seat": s, "type": "occupy", "tanks": n}
M = lambda s, f, t, n: {"seat": s, "type": "move", "from": f, "to": t, "tanks": n}
E = lambda s: {"seat": s, "type": "end_turn"}
TR = lambda s, cards: {"seat": s, "type": "trade", "cards": cards}
SD = lambda s, a, b: {"seat": s, "type": "sdadata", "dice": [a, b]}


def refused(at_index, code, **detail):
    out = {"index": at_index, "code": code}
    if detail:
        out["detail"] = detail
    return out


def placed(n=4, start=None, owners=None):
    return Table(n, start, owners).placement()


# ------------------------------------------------------------------ setup (§1, §2)
t = placed()
sc("setup_four_players_thirty_each", "§2.3 10/10/11/11 territories, the extra to the last seats; §2.4 30 armies; §2.5 placement 3 at a time; §3.1 ⌊10/3⌋ = 3",
   log(t.actions), state={"round": 1, "phase": "reinforce", "period": "play", "current_seat": 0,
                          "reinforcements": 3, "on_board": {"0": 30, "1": 30, "2": 30, "3": 30},
                          "tanks": {"alberta": 21, "groenlandia": 21, "territori_del_nord_ovest": 20, "alaska": 20},
                          "deck": 44, "hands": {"0": 0, "3": 0}})
sc("setup_two_players", "§1 tables of 3 to 5", log([], n=2), setup_refused={"code": "player_count", "detail": {"count": 2}})
sc("setup_six_players", "§1 tables of 3 to 5", log([], n=5) | {"players": players(5) + [{"seat": 5, "name": "Franco", "colour": "viola"}]},
   setup_refused={"code": "player_count", "detail": {"count": 6}})
t3 = placed(3)
sc("setup_three_players_thirty_five", "§2.3 14 each; §2.4 35 armies", log([], n=3),
   state={"phase": "placement", "to_place": {"0": 21, "1": 21, "2": 21}})
sc("setup_five_players_twenty_five", "§2.3 8/8/8/9/9; §2.4 25 armies", log([], n=5),
   state={"phase": "placement", "to_place": {"0": 17, "2": 17, "3": 16, "4": 16}})
sc("deal_from_seed", "§2.3 digital deal: redealt until the limits hold", log([], seed=42),
   state={"phase": "placement", "to_place": {"0": 20, "1": 20, "2": 19, "3": 19}})

bad = deal(4)
sa_others = [x for x in CONT["sud_america"] if bad[x] != 0][:2]
mine_elsewhere = [x for x in T if bad[x] == 0 and x not in CONT["sud_america"]][-2:]
for a, b in zip(sa_others, mine_elsewhere):
    bad[a], bad[b] = 0, bad[a]
sc("deal_continent_share_exceeded", "§2.3 no player receives more than half of a continent (Sud America: 2)",
   log([], owners=bad), setup_refused={"code": "continent_share_exceeded",
                                        "detail": {"seat": 0, "continent": "sud_america", "count": 3, "limit": 2}})
bad = deal(4); bad["alaska"] = 0
sc("deal_count_wrong", "§2.3 4 players: 10/10/11/11", log([], owners=bad),
   setup_refused={"code": "distribution_count", "detail": {"seat": 0, "count": 11, "expected": 10}})
sc("deal_extra_to_first_seats", "§2.3 setting: the first seats get the extra territories",
   log([], settings={"extra_territories": "first_seats"}),
   setup_refused={"code": "distribution_count", "detail": {"seat": 0, "count": 10, "expected": 11}})
sc("setup_bad_sdadata_setting", "§5.3 thresholds of two dice", log([], settings={"sdadata_first": 8}),
   setup_refused={"code": "invalid_setting"})

# ------------------------------------------------------------------ objectives (§2.2, §8)
four = {"0": "letto", "1": "tappeto", "2": "piovra", "3": "lupo"}
sc("objectives_entered", "§2.2 one objective each, none alike; the state says whose are known, not which",
   log(t.actions, objectives=four), state={"objectives_known": [0, 1, 2, 3]})
sc("objective_taken", "§2.2 no two players share an objective", log([], objectives={"0": "letto", "1": "letto"}),
   setup_refused={"code": "objective_taken", "detail": {"objective": "letto", "holder": 0}})
sc("objective_unknown", "§8 the 16 objectives", log([], objectives={"0": "stella"}),
   setup_refused={"code": "unknown_objective", "detail": {"objective": "stella"}})
sc("objectives_entered_and_dealt", "§2.2 entered or dealt, not both", log([], objectives={"0": "letto"}) | {"objective_seed": 3},
   setup_refused={"code": "objectives_twice"})
sc("objectives_dealt_from_seed", "§2.2 digital: dealt from a seed, all different", log([]) | {"objective_seed": 3},
   state={"objectives_known": [0, 1, 2, 3]})
tappeto89 = territories("tappeto") + ["indonesia"]
sc("catalogue_tappeto_with_indonesia_89", "§8 every objective is worth 86 (the 89-point Tappeto is refused)",
   log([], settings={"catalogue": {"tappeto": tappeto89, "letto": territories("letto"), "piovra": territories("piovra"), "lupo": territories("lupo")}}),
   setup_refused={"code": "objective_points", "detail": {"objective": "tappeto", "points": 89}})
custom = {k: territories(k) for k in ["letto", "tappeto", "piovra", "lupo"]}
sc("catalogue_custom_86", "§8 an organizer's catalogue, every objective worth 86",
   log([], settings={"catalogue": custom}, objectives={"0": "piovra"}), state={"objectives_known": [0]})
sc("catalogue_custom_unknown_objective", "§8 objectives come from the organizer's catalogue",
   log([], settings={"catalogue": custom}, objectives={"0": "befana"}),
   setup_refused={"code": "unknown_objective"})

# ------------------------------------------------------------------ placement (§2.5)
sc("placement_three_at_a_time", "§2.5 each placement turn is exactly 3",
   log([P(0, {"alberta": 2})]), refused=refused(0, "placement_three", expected=3, got=2))
sc("placement_on_enemy", "§2.5 on own territories", log([P(0, {"alaska": 3})]),
   refused=refused(0, "not_your_territory", seat=0, territory="alaska"))
sc("placement_out_of_turn", "§2.5 in seat order", log([P(1, {"groenlandia": 3})]),
   refused=refused(0, "not_your_turn", seat=1, current=0))
# Anna: 20 to place = 6×3 + 2; Carla 19 = 6×3 + 1. Her last turn is the 25th action.
last = [i for i, a in enumerate(t.actions) if a["seat"] == 0][-1]
sc("placement_last_turn_two", "§2.5 the last turn places what is left (20 = 6×3 + 2)",
   log(t.actions[:last] + [P(0, {"alberta": 3})]), refused=refused(last, "placement_three", expected=2, got=3))

# ------------------------------------------------------------------ reinforcements (§3.1)
t5 = placed(5)
sc("reinforce_no_minimum", "§3.1 ⌊8/3⌋ = 2 with no minimum (classic gives 3)", log(t5.actions, n=5),
   state={"round": 1, "reinforcements": 2})
sc("reinforce_minimum_setting", "§3.1 setting min_reinforcement 3", log(t5.actions, n=5, settings={"min_reinforcement": 3}),
   state={"reinforcements": 3})
n0 = len(t.actions)
sc("reinforce_over_entitlement", "§3.1 no more than the reinforcements", log(t.actions + [P(0, {"alberta": 4})]),
   refused=refused(n0, "over_entitlement", allowed=3, got=4))
sc("attack_before_placing", "§3.1 all reinforcements before the first attack",
   log(t.actions + [Q(0, "alberta", "stati_uniti_occidentali", 3, 0, 1)]),
   refused=refused(n0, "reinforcements_unplaced", left=3))
sc("reinforce_after_attack", "§3.1 reinforcements and trades before the first attack",
   log(t.actions + [P(0, {"alberta": 3}), Q(0, "alberta", "stati_uniti_occidentali", 3, 0, 1), O(0, 3)] + [P(0, {"alberta": 1})]),
   refused=refused(n0 + 3, "reinforcements_after_attack"))
sc("reinforce_leftover_not_placed", "§3.1 leaving reinforcements unplaced is refused",
   log(t.actions + [P(0, {"alberta": 2}), Q(0, "alberta", "stati_uniti_occidentali", 3, 0, 1)]),
   refused=refused(n0 + 1, "reinforcements_unplaced", left=1))

# ------------------------------------------------------------------ cards (§3.1)
# Three rounds in which every seat reinforces its home, takes its weakest enemy
# neighbour and draws a card: 3 cards each, 44 − 12 = 32 in the deck.
c = placed()
for _ in range(3):
    for s in range(4):
        c.conquering_turn(s)
assert c.round == 4 and c.hands == [3, 3, 3, 3]
sc("cards_three_each_after_three_rounds", "§3.3 one card at the end of a turn with a conquest",
   log(c.actions), state={"round": 4, "current_seat": 0, "hands": {"0": 3, "1": 3, "2": 3, "3": 3}, "deck": 32})
hl_home, hl_to = c.target(0)
hl = [P(0, {hl_home: c.reinforcement(0)})]
left = c.armies[hl_to]
while left:
    hl.append(Q(0, hl_home, hl_to, 3, 0, min(3, left)))
    left -= min(3, left)
hl += [O(0, 3), E(0)]
sc("hand_limit_three", "§3.1 setting hand_limit 3: a full hand draws no card after a conquest (risiko-rl caps at 7)",
   log(c.actions + hl, settings={"hand_limit": 3}), state={"hands": {"0": 3}, "deck": 32, "current_seat": 1})
sc("hand_limit_none", "§3.1 no hand limit by default: the fourth card is drawn",
   log(c.actions + hl), state={"hands": {"0": 4}, "deck": 31})
base0 = c.reinforcement(0)
mine0 = set(c.mine(0))


def cards_of(symbol, owned, k, skip=()):
    return [x for x in T if CARD[x] == symbol and (x in mine0) == owned and x not in skip][:k]


alike = cards_of("fante", False, 3)
sc("trade_three_alike_eight", "§3.1 RTU: three alike are worth 8",
   log(c.actions + [TR(0, alike)]), state={"reinforcements": base0 + 8, "hands": {"0": 0}, "discards": 3})
mixed = cards_of("fante", True, 1) + cards_of("cannone", False, 1) + cards_of("cavallo", False, 1)
sc("trade_mixed_ten_plus_two", "§3.1 one of each is worth 10, +2 for a card showing an own territory",
   log(c.actions + [TR(0, mixed)]), state={"reinforcements": base0 + 10 + 2})
jolly = cards_of("cavallo", False, 2) + ["jolly"]
sc("trade_jolly_twelve", "§3.1 a jolly with two alike is worth 12",
   log(c.actions + [TR(0, jolly)]), state={"reinforcements": base0 + 12})
nc = len(c.actions)
sc("trade_jolly_two_different", "§3.1 a jolly with two different cards is not a set",
   log(c.actions + [TR(0, cards_of("fante", False, 1) + cards_of("cannone", False, 1) + ["jolly"])]),
   refused=refused(nc, "invalid_set"))
sc("trade_two_jolly", "§3.1 two jolly are not a set",
   log(c.actions + [TR(0, cards_of("fante", False, 1) + ["jolly", "jolly"])]), refused=refused(nc, "invalid_set"))
sc("trade_two_alike_one_other", "§3.1 two alike and a third symbol are not a set",
   log(c.actions + [TR(0, cards_of("fante", False, 2) + cards_of("cannone", False, 1))]), refused=refused(nc, "invalid_set"))
after = c.actions + [TR(0, alike), P(0, {c.home(0): base0 + 8}), E(0)]
sc("trade_card_already_discarded", "§3.1 a traded card is in the discard pile",
   log(after + [TR(1, alike[:1] + cards_of("fante", False, 2, skip=alike[:1]))]),
   refused=refused(nc + 3, "card_already_discarded", card=alike[0]))
sc("trade_not_enough_cards", "§3.1 a trade needs three cards in hand",
   log(t.actions + [TR(0, alike)]), refused=refused(n0, "not_enough_cards", have=0))
tgt = c.target(0)[1]
dd = min(3, c.armies[tgt])
sc("trade_after_attack", "§3.1 trades before the first attack",
   log(c.actions + [P(0, {c.home(0): base0}), Q(0, c.home(0), tgt, 3, dd, 0), TR(0, alike)]),
   refused=refused(nc + 2, "reinforcements_after_attack"))
sc("trade_sets_per_turn", "§3.1 setting: one set a turn", log(c.actions + [TR(0, alike), TR(0, alike)], settings={"sets_per_turn": 1}),
   refused=refused(nc + 1, "too_many_sets", limit=1))

# ------------------------------------------------------------------ dice (§3.2)
# Anna, round 1: 3 reinforcements on Alberta (24). Neighbours: Alaska (Dario, 20),
# Stati Uniti Occidentali (Bruno, 1), Territori del Nord Ovest (Carla, 20), Ontario (Dario, 1).
r1 = t.actions + [P(0, {"alberta": 3})]
n1 = len(r1)
sc("attack_full_form", "§3.2 faces compared high to high; 6-5-2 against 3 takes the one army",
   log(r1 + [F(0, "alberta", "stati_uniti_occidentali", [6, 5, 2], [3])]),
   state={"phase": "occupy", "pending_occupation": {"from": "alberta", "to": "stati_uniti_occidentali", "min": 3, "max": 23},
          "tanks": {"alberta": 24, "stati_uniti_occidentali": 0}, "owners": {"stati_uniti_occidentali": 0}})
sc("attack_full_form_tie_to_defender", "§3.2 ties go to the defender: 6-5-2 against 6-3-1 costs one each… 6=6 to the defender",
   log(r1 + [F(0, "alberta", "alaska", [6, 5, 2], [6, 3, 1])]), state={"tanks": {"alberta": 23, "alaska": 18}})
sc("attack_quick_form", "§3.2 the quick form: attacker's dice and losses summing to the defender's dice",
   log(r1 + [Q(0, "alberta", "alaska", 3, 1, 2)]), state={"tanks": {"alberta": 23, "alaska": 18}, "phase": "attack"})
sc("defender_dice_not_max", "§3.2 difesa obbligata: 20 armies defend with 3 dice",
   log(r1 + [F(0, "alberta", "alaska", [6, 5, 2], [6, 3])]),
   refused=refused(n1, "defender_dice_not_max", to="alaska", armies=20, expected=3, got=2))
sc("attacker_dice_below_defender", "§3.2 inferiorità numerica: never fewer dice than the defender",
   log(r1 + [Q(0, "alberta", "alaska", 2, 0, 2)]), refused=refused(n1, "attacker_dice_below_defender", dice=2, defender=3))
sc("losses_inconsistent", "§3.2 the losses sum to the defender's dice",
   log(r1 + [Q(0, "alberta", "alaska", 3, 1, 1)]), refused=refused(n1, "losses_inconsistent", defender_dice=3, attacker=1, defender=1))
sc("bad_die_face", "§3.2 dice show 1 to 6", log(r1 + [F(0, "alberta", "alaska", [7, 5, 2], [6, 3, 1])]),
   refused=refused(n1, "bad_die_face", face=7))
sc("throw_form", "§13 faces, or attacker's dice and losses", log(r1 + [{"seat": 0, "type": "attack", "from": "alberta", "to": "alaska"}]),
   refused=refused(n1, "throw_form"))
sc("attack_not_adjacent", "§3.2 attacks go to an adjacent territory", log(r1 + [Q(0, "alberta", "peru", 1, 0, 1)]),
   refused=refused(n1, "not_adjacent", **{"from": "alberta", "to": "peru"}))
sc("attack_own_territory", "§3.2 attacks go to an opponent's territory", log(r1 + [Q(0, "alberta", "stati_uniti_orientali", 1, 0, 1)]),
   refused=refused(n1, "attack_own_territory", territory="stati_uniti_orientali"))
# After taking Stati Uniti Occidentali with 3 dice and moving in the 3, it holds 3: it
# may throw at most 2.
took = r1 + [Q(0, "alberta", "stati_uniti_occidentali", 3, 0, 1), O(0, 3)]
sc("attacker_dice_too_many", "§3.2 at most armies − 1 dice: 3 armies throw 2",
   log(took + [Q(0, "stati_uniti_occidentali", "america_centrale", 3, 0, 1)]),
   refused=refused(len(took), "attacker_dice_too_many", armies=3, dice=3))
sc("attack_from_one_army", "§3.2 an attack needs 2 armies on the source",
   log(r1 + [Q(0, "stati_uniti_orientali", "quebec", 1, 0, 1)]), refused=refused(n1, "attacker_needs_two_armies"))

# ------------------------------------------------------------------ occupation and garrison (§3.2)
cap1 = r1 + [Q(0, "alberta", "stati_uniti_occidentali", 3, 0, 1)]
sc("occupy_extra_leaves_two", "§3.2 beyond the compulsory 3, Alberta (next to enemies) keeps 2: 24 − 22",
   log(cap1 + [O(0, 22)]), state={"tanks": {"alberta": 2, "stati_uniti_occidentali": 22}, "conquered": 1})
sc("occupy_extra_leaves_one", "§3.2 guarnigione minima: an extra move-in may not leave 1 next to an enemy",
   log(cap1 + [O(0, 23)]), refused=refused(len(cap1), "garrison_below_two", territory="alberta", left=1, min=2))
sc("occupy_too_few", "§3.2 at least the dice of the last throw move in",
   log(cap1 + [O(0, 2)]), refused=refused(len(cap1), "occupation_too_small", min=3, got=2))
# Stati Uniti Orientali (1 army) takes 3 reinforcements: 4; 3 dice take Quebec (Carla, 1);
# the compulsory 3 may leave 1 behind even next to enemies.
sa = t.actions + [P(0, {"stati_uniti_orientali": 3}), Q(0, "stati_uniti_orientali", "quebec", 3, 0, 1)]
sc("occupy_compulsory_leaves_one", "§3.2 the compulsory move-in may leave 1 (4 armies, 3 dice, 3 move)",
   log(sa + [O(0, 3)]), state={"tanks": {"stati_uniti_orientali": 1, "quebec": 3}})
sc("occupy_first", "§3.2 a conquest is occupied before anything else", log(sa + [E(0)]),
   refused=refused(len(sa), "occupy_first", territory="quebec"))

# ------------------------------------------------------------------ the move (§3.3)
mv = took  # Alberta 21, Stati Uniti Occidentali 3, both Anna's
sc("move_leaves_two", "§3.3 one move to an adjacent own territory, 2 left next to enemies",
   log(mv + [M(0, "alberta", "stati_uniti_occidentali", 19), E(0)]),
   state={"current_seat": 1, "tanks": {"alberta": 2, "stati_uniti_occidentali": 22}})
sc("move_leaves_one", "§3.3 the move leaves 2 on a territory bordering an enemy",
   log(mv + [M(0, "alberta", "stati_uniti_occidentali", 20)]),
   refused=refused(len(mv), "garrison_below_two", territory="alberta", left=1, min=2))
sc("move_then_attack", "§3.3 the move only at the end of the turn: no attack after it",
   log(mv + [M(0, "alberta", "stati_uniti_occidentali", 5), Q(0, "alberta", "alaska", 3, 0, 3)]),
   refused=refused(len(mv) + 1, "move_not_at_end"))
sc("move_twice", "§3.3 one move a turn", log(mv + [M(0, "alberta", "stati_uniti_occidentali", 5), M(0, "alberta", "stati_uniti_occidentali", 1)]),
   refused=refused(len(mv) + 1, "move_already_done"))
sc("move_not_adjacent", "§3.3 the move goes to an adjacent territory", log(mv + [M(0, "alberta", "brasile", 1)]),
   refused=refused(len(mv), "not_adjacent"))
sc("end_turn_draws_a_card", "§3.3 a conquest earns one card at the end of the turn",
   log(mv + [E(0)]), state={"hands": {"0": 1}, "deck": 43, "current_seat": 1, "reinforcements": 3})
sc("not_your_turn", "§3 turns in seat order", log(r1 + [E(1)]), refused=refused(n1, "not_your_turn", seat=1, current=0))

# ------------------------------------------------------------------ the 130 cap (§4)
# Three players with 128 starting armies (setting): after placement Anna (Groenlandia
# first) has 128 on the board and 14 territories give ⌊14/3⌋ = 4 reinforcements.
hi = {"initial_armies": {"3": 128}}
g = placed(3, start=128)
home = g.home(0)
assert g.on_board(0) == 128 and g.reinforcement(0) == 4
ng = len(g.actions)
sc("cap_130_refuses_four", "§4 at most 130 armies: with 128 on the board 2 more fit",
   log(g.actions + [P(0, {home: 4})], n=3, settings=hi),
   refused=refused(ng, "over_tank_cap", cap=130, on_board=128, room=2))
sc("cap_130_two_fit", "§4 the 2 that fit are placed, the other 2 are lost at the first attack",
   log(g.actions + [P(0, {home: 2})], n=3, settings=hi),
   state={"on_board": {"0": 130}, "reinforcements": 2, "reinforcements_due": 0, "phase": "reinforce"})
tgt = sorted((x for x in ADJ[home] if g.owner[x] != 0), key=lambda x: (g.armies[x], T.index(x)))[0]
sc("cap_130_rest_lost", "§4 armies over the cap cannot be placed and are lost",
   log(g.actions + [P(0, {home: 2}), Q(0, home, tgt, 3, 1, 0)], n=3, settings=hi),
   state={"on_board": {"0": 129}, "reinforcements": 0, "phase": "attack"})
ref = dict(hi, cap_check="referee")
over = g.actions + [P(0, {home: 4})]
sc("cap_violation_cni2004", "§4 CNI 2004: 132 found, the 2 in excess removed by Bruno then Carla, −50",
   log(over + [{"type": "cap_violation", "seat": 0, "found_on_board": 132, "remove": {home: 2}, "removed_by": [1, 2]},
               {"type": "end_match", "reason": "prova"}], n=3, settings=ref),
   state={"on_board": {"0": 130}, "tournament_penalties": {"0": -50}})
sc("cap_violation_removers_in_turn", "§4 the removals go in turn from the offender's left",
   log(over + [{"type": "cap_violation", "seat": 0, "found_on_board": 132, "remove": {home: 2}, "removed_by": [2, 1]}], n=3, settings=ref),
   refused=refused(ng + 1, "cap_removed_by_wrong", index=0, expected=1, got=2))
sc("cap_violation_double_excess", "§4 setting: double the excess, no points",
   log(over + [{"type": "cap_violation", "seat": 0, "found_on_board": 132, "remove": {home: 4}, "removed_by": [1, 2, 1, 2]}],
       n=3, settings=dict(ref, cap_penalty="double_excess")), state={"on_board": {"0": 128}})
sc("cap_violation_wrong_count", "§4 the count found must be the board's",
   log(over + [{"type": "cap_violation", "seat": 0, "found_on_board": 131, "remove": {home: 1}, "removed_by": [1]}], n=3, settings=ref),
   refused=refused(ng + 1, "cap_count_wrong", seat=0, counted=132, found=131))
sc("cap_violation_not_over", "§4 a violation needs more than 130",
   log(g.actions + [P(0, {home: 2}), {"type": "cap_violation", "seat": 0, "found_on_board": 130, "remove": {}, "removed_by": []}], n=3, settings=hi),
   refused=refused(ng + 1, "cap_not_exceeded", found=130, cap=130))

# ------------------------------------------------------------------ clock (§5.1, §7)
k = placed()
k.clock("start", 0)
for s in range(4):
    k.passive(s)
pre_time = list(k.actions)
nk = len(pre_time)
sc("time_up_early", "§5.1 90 minutes", log(pre_time + [{"type": "clock", "event": "time_up", "at": at(89.5)}]),
   refused=refused(nk, "time_up_early", minutes=90))
k.clock("time_up", 90)
sc("time_up_at_ninety", "§5.2 time up in round 2: round 2 is the penultimate, round 3 the last",
   log(k.actions), state={"period": "penultimate", "penultimate_round": 2, "last_round": 3, "round": 2})
rec = {"type": "clock", "event": "recovery", "minutes": 4, "by": "arbitro-2", "reason": "intervento arbitrale"}
sc("recovery_extends_the_clock", "§7 recovery minutes extend this table's clock: 94",
   log(pre_time + [rec, {"type": "clock", "event": "time_up", "at": at(90)}]),
   refused=refused(nk + 1, "time_up_early", minutes=94))
sc("recovery_then_time_up", "§7 recovery logged with who and why", log(pre_time + [rec, {"type": "clock", "event": "time_up", "at": at(94)}]),
   state={"penultimate_round": 2, "clock": {"recovery": [{"minutes": 4, "by": "arbitro-2", "reason": "intervento arbitrale"}]}})
sc("recovery_needs_who", "§7 who granted the minutes", log(pre_time + [{"type": "clock", "event": "recovery", "minutes": 4, "reason": "x"}]),
   refused=refused(nk, "recovery_form"))
pause = [{"type": "clock", "event": "pause", "at": at(30)}, {"type": "clock", "event": "resume", "at": at(40)}]
sc("pause_not_counted", "§5.1 a pause stops the clock: 80 minutes run at 21:90",
   log(pre_time + pause + [{"type": "clock", "event": "time_up", "at": at(90)}]), refused=refused(nk + 2, "time_up_early", minutes=90))
sc("pause_then_time_up", "§5.1 time up after 90 minutes of play", log(pre_time + pause + [{"type": "clock", "event": "time_up", "at": at(100)}]),
   state={"penultimate_round": 2})
sc("clock_backwards", "§5.1 events in time order", log(pre_time + [pause[0], {"type": "clock", "event": "resume", "at": at(20)}]),
   refused=refused(nk + 1, "clock_backwards"))
sc("clock_start_twice", "§5.1 one start", log(pre_time + [{"type": "clock", "event": "start", "at": at(5)}]), refused=refused(nk, "clock_started"))
sc("time_up_twice", "§5.2 time is called once", log(k.actions + [{"type": "clock", "event": "time_up", "at": at(95)}]),
   refused=refused(len(k.actions), "time_up_called"))

# ------------------------------------------------------------------ sdadata (§5.3)
for s in range(4):  # round 2, the penultimate
    k.passive(s)
for s in range(3):  # round 3, the last: Anna, Bruno, Carla play without rolling
    k.passive(s)
anna_last = len(k.actions) - 1
k.reinforce(3)
k.add(E(3))
sc("sdadata_first_roll_last_seat", "§5.3 the sdadata begins with the last player of the last round, threshold 4",
   log(k.actions), state={"phase": "sdadata", "period": "sdadata", "current_seat": 3, "round": 3, "sdadata_threshold": 4})
sc("sdadata_missing", "§5.3 the roll comes before the next turn", log(k.actions + [P(0, {"alberta": 3})]),
   refused=refused(len(k.actions), "sdadata_missing", seat=3))
sc("sdadata_not_in_the_last_round", "§5.3 the other seats do not roll in the last round",
   log(k.actions[:anna_last - 4] + [SD(0, 6, 6)]), refused=refused(anna_last - 4, "sdadata_not_expected"))
sc("sdadata_hit_at_four", "§5.3 2+2 = 4 ≤ 4 ends the match",
   log(k.actions + [SD(3, 2, 2)]), state={"finished": True, "finish_reason": {"kind": "sdadata", "seat": 3, "sum": 4, "threshold": 4}})
sc("sdadata_bad_face", "§5.3 two dice of 1–6", log(k.actions + [SD(3, 0, 6)]), refused=refused(len(k.actions), "bad_die_face", face=0))
# Every roll misses with 6+6 until the threshold reaches 7: Dario 4 (round 3); round 4:
# Anna, Bruno, Carla 4, Dario 5; round 5: 5, 5, 5, 6; round 6: 6, 6, 6, 7; round 7: 7...
k.add(SD(3, 6, 6))
k.advance()
thresholds = []
for rnd, want in [(4, [4, 4, 4, 5]), (5, [5, 5, 5, 6]), (6, [6, 6, 6, 7])]:
    for s in range(4):
        k.reinforce(s)
        k.add(E(s))
        k.add(SD(s, 6, 6))
        k.advance()
        thresholds.append(want[s])
        if (rnd, s) == (4, 3):
            sc("sdadata_threshold_five", "§5.3 once every player rolled at 4 the threshold goes up: Dario at 5",
               log(k.actions), state={"round": 5, "last_sdadata": {"seat": 3, "round": 4, "threshold": 5, "dice": [6, 6]}})
k.reinforce(0)
k.add(E(0))
sc("sdadata_thresholds_four_to_seven", "§5.3 4 → 7, never higher: 3+4 = 7 ≤ 7 ends the match in round 7",
   log(k.actions + [SD(0, 3, 4)]), state={"finished": True, "round": 7, "finish_reason": {"kind": "sdadata", "seat": 0, "sum": 7, "threshold": 7}})
sc("sdadata_miss_at_seven", "§5.3 3+5 = 8 > 7 goes on", log(k.actions + [SD(0, 3, 5)]),
   state={"finished": False, "current_seat": 1, "sdadata_threshold": 7})
# Exemption: in round 4 Anna takes three territories (> 2) and does not roll.
ex = placed()
ex.clock("start", 0)
for s in range(4):
    ex.passive(s)
ex.clock("time_up", 90)
for s in range(8):  # rounds 2 and 3; Dario's end of round 3 asks for the sdadata
    ex.passive(s % 4)
ex.add(SD(3, 6, 6))
assert ex.round == 4 and ex.seat == 0
ex.reinforce(0)
for _ in range(3):
    frm, to = ex.target(0)
    ex.capture(0, frm, to)
ex.add(E(0))
sc("sdadata_exempt_after_three_conquests", "§5.3 more than 2 conquests in the turn: no roll, play goes on",
   log(ex.actions), state={"current_seat": 1, "phase": "reinforce", "hands": {"0": 1}})
sc("sdadata_exempt_no_roll", "§5.3 the exempt player does not roll", log(ex.actions + [SD(0, 1, 1)]),
   refused=refused(len(ex.actions), "sdadata_not_expected"))

# ------------------------------------------------------------------ elimination (§3.2)
# Round 1: everyone takes a territory (a card each). Then Bruno only reinforces while
# Anna, Carla and Dario hunt his territories. Before round 5 his last territory may not be attacked.
el = placed()
victim_cards = 0
refused_at = None
while True:
    s = el.seat
    if el.round == 1:
        el.conquering_turn(s)
        continue
    if s == 1:
        el.passive(1)
        continue
    bruno = set(el.mine(1))
    reinforce_near(el, s, bruno)
    if el.round < 5:
        hunt(el, s, bruno, stop=lambda: len(el.mine(1)) <= 1)
        if len(el.mine(1)) == 1 and refused_at is None:
            last_one = el.mine(1)[0]
            frm = next((x for x in el.mine(s) if last_one in ADJ[x] and el.armies[x] >= 4), None)
            if frm:
                refused_at = (list(el.actions), frm, last_one, el.round)
    else:
        hunt(el, s, bruno)
    el.end(s)
    assert el.round < 30, "the hunt does not end"
    if 1 in el.out:
        break
pre, frm, last_one, rnd = refused_at
sc("elimination_too_early", "§3.2 no elimination before the end of round 4 (setting 5): the last territory may not be attacked",
   log(pre + [Q(pre[-1]["seat"], frm, last_one, 3, 0, min(3, 1))]),
   refused=refused(len(pre), "elimination_too_early", territory=last_one, round=rnd, from_round=5))
winner = [a for a in el.actions if a["type"] == "occupy"][-1]["seat"]
sc("elimination_takes_the_cards", "§3.2 the eliminator takes the eliminated player's cards; turns skip him",
   log(el.actions), state={"eliminated": {"1": 5}, "hands": {"1": 0, str(winner): el.hands[winner]}},
   score={"ranking": [{}, {}, {}, {"seat": 1, "eliminated_round": 5, "eliminated_order": 1, "in_objective": 0}]})
sc("elimination_setting_off", "§3.2 setting 0: a last territory may be attacked in round 4",
   log(pre + [Q(pre[-1]["seat"], frm, last_one, 3, 0, 1)], settings={"no_elimination_before_round": 0}),
   state={"pending_occupation": {"to": last_one}})

# ------------------------------------------------------------------ RisiKo! (§3.2, §6)
def risiko_game(objectives):
    g = placed()
    goal = set(territories("letto"))
    done = lambda: goal <= set(g.mine(0))
    while not done():
        s = g.seat
        if s == 0:
            reinforce_near(g, 0, goal)
            hunt(g, 0, goal, stop=done)
            if done():
                break
            g.end(0)
        else:
            g.passive(s)
        assert g.round < 60, ("no RisiKo!", len(goal - set(g.mine(0))))
    return g


rk = risiko_game(four)
sc("risiko_ends_the_match", "§3.2 holding every territory of the objective ends the match at once; §6 86 table points, RisiKo! worth 100",
   log(rk.actions, objectives=four),
   state={"finished": True, "finish_reason": {"kind": "risiko", "seat": 0}, "objectives": four},
   score={"risiko": 0, "check": 164, "final_result": True,
          "ranking": [{"seat": 0, "place": 1, "risiko": True, "in_objective": 86, "table_points": 86, "objective": "letto"}]},
   result={"final_result": True, "seats": [{"seat": 0, "place": 1, "score": 100.0}]})
secret = {"1": "tappeto", "2": "piovra", "3": "lupo"}
rs = risiko_game(secret)
sc("risiko_declared_on_a_secret_objective", "§3.2 a secret objective is declared and checked",
   log(rs.actions + [{"seat": 0, "type": "declare_risiko", "objective": "letto"}], objectives=secret),
   state={"finished": True, "finish_reason": {"kind": "risiko", "seat": 0}},
   score={"ranking": [{"seat": 0, "in_objective": 86, "risiko": True}]})
sc("risiko_not_complete", "§3.2 the engine checks a declared RisiKo!: Alaska is missing",
   log(r1 + [{"seat": 0, "type": "declare_risiko", "objective": "letto"}]),
   refused=refused(n1, "risiko_not_complete", objective="letto", missing="alaska"))
sc("risiko_objective_mismatch", "§3.2 a known objective cannot be declared as another",
   log(r1 + [{"seat": 0, "type": "declare_risiko", "objective": "befana"}], objectives=four),
   refused=refused(n1, "objective_mismatch", seat=0, objective="befana"))
sc("risiko_objective_taken", "§2.2 a declared objective is not another player's",
   log(r1 + [{"seat": 0, "type": "declare_risiko", "objective": "tappeto"}], objectives=secret),
   refused=refused(n1, "objective_taken", objective="tappeto", holder=1))

# ------------------------------------------------------------------ result (§6), referee (§7)
def points(seat, obj, owner):
    goal = set(territories(obj))
    mine = [x for x in T if owner[x] == seat]
    inside = sum(PTS[x] for x in mine if x in goal)
    return inside, sum(PTS[x] for x in mine) - inside


# Find four different objectives with Bruno and Carla equal in table points after the
# placement (the tiebreak then decides on the points outside the objective).
import itertools
names = list(OBJ)
tie = None
for combo in itertools.permutations(names, 4):
    p = [points(s, combo[s], t.owner) for s in range(4)]
    if p[1][0] == p[2][0] and p[1][1] != p[2][1] and len({p[0][0], p[1][0], p[3][0]}) == 3:
        tie = (combo, p)
        break
combo, pts = tie
objs = {str(s): combo[s] for s in range(4)}
order = sorted(range(4), key=lambda s: (pts[s][0], pts[s][1], s), reverse=True)
end = {"type": "end_match", "reason": "abbandono"}
sc("result_tiebreak_outside_points", f"§6 equal table points ({pts[1][0]}): more points outside the objective ranks higher",
   log(t.actions + [end], objectives=objs),
   score={"check": 164, "final_result": True,
          "ranking": [{"seat": s, "place": i + 1, "in_objective": pts[s][0], "outside_objective": pts[s][1]} for i, s in enumerate(order)]},
   result={"seats": [{"seat": s, "place": i + 1, "score": float(pts[s][0])} for i, s in enumerate(order)]})
shared = sorted(order, key=lambda s: (-pts[s][0], s))
places = [1 + sum(1 for o in range(4) if pts[o][0] > pts[s][0]) for s in shared]
sc("result_tiebreak_off_shares_the_place", "§9 setting: with the tiebreak off, equal table points share the place",
   log(t.actions + [end], objectives=objs, settings={"table_tiebreak": []}),
   score={"ranking": [{"seat": s, "place": p} for s, p in zip(shared, places)]})
later = sorted(order, key=lambda s: (pts[s][0], s), reverse=True)
sc("result_tiebreak_reverse_seat", "§6 setting: by reverse turn order alone, the later seat wins the tie",
   log(t.actions + [end], objectives=objs, settings={"table_tiebreak": ["reverse_seat"]}),
   score={"ranking": [{"seat": s, "place": i + 1} for i, s in enumerate(later)]})
sc("result_not_final_while_secret", "§13 a secret objective must be revealed before the result is final",
   log(t.actions + [end], objectives={"0": combo[0]}), score={"finished": True, "final_result": False})
reveal = [{"type": "reveal_objective", "seat": s, "objective": combo[s]} for s in (1, 2, 3)]
sc("result_final_after_reveals", "§13 reveal_objective at the end, for scoring",
   log(t.actions + [end] + reveal, objectives={"0": combo[0]}), score={"final_result": True},
   state={"objectives": objs})
sc("reveal_twice", "§13 an objective is revealed once", log(t.actions + [end] + reveal + reveal[:1], objectives={"0": combo[0]}),
   refused=refused(len(t.actions) + 4, "objective_known", seat=1))
show = {"type": "show_objective", "seat": 0}
sc("show_objective_recorded", "console: the referee looks at a known objective; the history records it, no screen shows it",
   log(t.actions + [show], objectives={"0": combo[0]}), state={"round": 1, "objectives_known": [0], "finished": False})
sc("show_objective_secret", "console: an objective the app does not know cannot be shown",
   log(t.actions + [{"type": "show_objective", "seat": 1}], objectives={"0": combo[0]}),
   refused=refused(n0, "objective_secret", seat=1))
sc("end_match_forfeit_ranks_last", "§6–7 a forfeit ends the match; the player ranks last",
   log(t.actions + [{"type": "end_match", "reason": "forfeit", "seat": order[0]}], objectives=objs),
   score={"ranking": [{"seat": s} for s in order[1:]] + [{"seat": order[0], "forfeit": True, "place": 4}]})
sc("end_match_needs_a_reason", "§6 the reason is recorded", log(t.actions + [{"type": "end_match", "reason": " "}]),
   refused=refused(n0, "end_match_reason"))
sc("after_the_end_nothing_but_reveals", "§6 nothing is played after the end", log(t.actions + [end, P(0, {"alberta": 3})]),
   refused=refused(n0 + 1, "match_finished"))
pen = {"type": "penalty", "seat": 1, "tournament_points": -10, "reason": "ritardo"}
sc("penalty_tournament_points", "§7 penalties pass to the ranking formula", log(t.actions + [pen]),
   state={"tournament_penalties": {"1": -10}})
sc("penalty_table_points", "§7 table-point penalties lower the table points",
   log(t.actions + [end, {"type": "penalty", "seat": order[0], "table_points": -7, "reason": "comportamento"}], objectives=objs),
   score={"ranking": [{}, {}, {}, {}]}, result={"seats": [{"seat": order[1] if pts[order[0]][0] - 7 < pts[order[1]][0] else order[0]}]})
sc("penalty_form", "§7 a penalty is one kind of points, not 0, with a reason",
   log(t.actions + [{"type": "penalty", "seat": 1, "tournament_points": -10, "table_points": -7, "reason": "x"}]),
   refused=refused(n0, "penalty_form"))

# ------------------------------------------------------------------ the remaining codes
sc("seat_order", "§2.1 players in seat order", log([]) | {"players": players(4)[::-1]},
   setup_refused={"code": "seat_order", "detail": {"index": 0, "seat": 3}})
holes = deal(4); del holes["madagascar"]
sc("distribution_incomplete", "§2.3 every territory dealt", log([], owners=holes),
   setup_refused={"code": "distribution_incomplete", "detail": {"territory": "madagascar"}})
dup = dict(custom, tappeto=territories("tappeto") + ["ucraina"])
sc("catalogue_territory_twice", "§8 an objective lists each territory once", log([], settings={"catalogue": dup}),
   setup_refused={"code": "objective_duplicate_territory", "detail": {"objective": "tappeto", "territory": "ucraina"}})
sc("unknown_seat", "§13 seats of the table only", log([P(7, {"alberta": 3})]), refused=refused(0, "unknown_seat", seat=7))
sc("trade_in_placement", "§3.1 trades in a turn's reinforcements, not in the initial placement",
   log([TR(0, alike)]), refused=refused(0, "not_now", action="trade", phase="placement"))
out_seat = 1
sc("seat_eliminated", "§3.2 an eliminated player plays no more",
   log(el.actions + [P(out_seat, {el.mine(0)[0]: 1})]), refused=refused(len(el.actions), "seat_eliminated", seat=1))
sc("move_everything", "§3.3 the move leaves at least 1", log(mv + [M(0, "alberta", "stati_uniti_occidentali", 21)]),
   refused=refused(len(mv), "move_leaves_none", **{"from": "alberta", "max": 20, "got": 21}))
sc("nothing_to_occupy", "§3.2 an occupation follows a conquest", log(r1 + [O(0, 3)]), refused=refused(n1, "nothing_to_occupy"))
sc("occupy_too_many", "§3.2 the attacking territory keeps 1", log(cap1 + [O(0, 24)]),
   refused=refused(len(cap1), "occupation_leaves_none", max=23, got=24))
sc("card_twice", "§3.1 three different cards", log(c.actions + [TR(0, [alike[0], alike[0], alike[1]])]),
   refused=refused(nc, "card_twice", card=alike[0]))
sc("trade_two_cards", "§3.1 a set is three cards", log(c.actions + [TR(0, alike[:2])]), refused=refused(nc, "trade_three_cards", got=2))
sc("clock_pause_before_start", "§5.1 the clock starts first", log(t.actions + [{"type": "clock", "event": "pause", "at": at(1)}]),
   refused=refused(n0, "clock_not_started"))
sc("clock_pause_twice", "§5.1 pause a running clock", log(pre_time + [pause[0], {"type": "clock", "event": "pause", "at": at(31)}]),
   refused=refused(nk + 1, "clock_not_running"))
sc("clock_resume_running", "§5.1 resume a paused clock", log(pre_time + [{"type": "clock", "event": "resume", "at": at(31)}]),
   refused=refused(nk, "clock_not_paused"))
sc("clock_needs_its_time", "§13 clock events carry `at`", log(pre_time + [{"type": "clock", "event": "pause"}]),
   refused=refused(nk, "clock_at_missing"))
sc("cap_violation_wrong_excess", "§4 the excess comes off: 2, not 3",
   log(over + [{"type": "cap_violation", "seat": 0, "found_on_board": 132, "remove": {home: 3}, "removed_by": [1, 2, 1]}], n=3, settings=ref),
   refused=refused(ng + 1, "cap_removal_wrong", expected=2, got=3))
one_army = next(x for x in g.mine(0) if g.armies[x] == 1)
sc("cap_violation_empties", "§4 a removal leaves at least 1 army",
   log(over + [{"type": "cap_violation", "seat": 0, "found_on_board": 132, "remove": {one_army: 1, home: 1}, "removed_by": [1, 2]}], n=3, settings=ref),
   refused=refused(ng + 1, "cap_removal_empties", territory=one_army))
sc("place_zero", "§3.1 a placement names armies", log(t.actions + [P(0, {"alberta": 0})]), refused=refused(n0, "zero_tanks"))

# Setting bonus_placement on_territory: the 2 of a card showing an own territory go there.
ot = {"bonus_placement": "on_territory"}
shown = cards_of("fante", True, 1, skip=[c.home(0)])[0]  # one of Anna's, not her home
mixed = [shown] + mixed[1:]
assert shown in mine0 and c.home(0) != shown
sc("trade_bonus_on_territory", "§3.1 setting on_territory: 10 to place freely, 2 on the card's territory",
   log(c.actions + [TR(0, mixed)], settings=ot), state={"reinforcements": base0 + 10, "card_bonus": [[shown, 2]], "reinforcements_due": base0 + 12})
sc("bonus_only_there", "§3.1 setting on_territory: the card's 2 go nowhere else",
   log(c.actions + [TR(0, mixed), P(0, {c.home(0): base0 + 12})], settings=ot),
   refused=refused(nc + 1, "bonus_only_there", territory=shown, bonus=2))
sc("bonus_placed_there", "§3.1 setting on_territory: placed on its territory",
   log(c.actions + [TR(0, mixed), P(0, {c.home(0): base0 + 10, shown: 2})], settings=ot),
   state={"reinforcements": 0, "reinforcements_due": 0, "phase": "reinforce"})
