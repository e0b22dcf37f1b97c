#!/usr/bin/env python3
"""Writes the TEG Jr scenario files (tests/tegjr_scenarios.rs runs them) on the example
board: one file per rule, a match log and its expected outcome. Run from this folder:
`python3 make.py`. The deal of every 3-player case: countries in file order dealt
round-robin to seats 0, 1, 2; the last two (spare) to seats 0 and 1, who roll 6 and 5."""

import json
import re

BOARD = open("../../../src/engine/maps/teg-jr-esempio.toml").read()
IDS = re.findall(r'\[\[territories\]\]\nid = "([a-z_]+)"', BOARD)
assert len(IDS) == 32
OWNER3 = {c: (i % 3 if i < 30 else i - 30) for i, c in enumerate(IDS)}
OWNER2 = {c: i % 2 for i, c in enumerate(IDS)}
NAMES = ["Lucía", "Tomás", "Emma", "Bruno"]
COLOURS = ["verde", "rojo", "azul", "amarillo"]


def log(actions, players=3, objectives=None, rolls=None, owners=None, settings=None):
    owners = owners or (OWNER3 if players == 3 else OWNER2)
    if objectives is None:
        objectives = {str(s): {"total": 30} for s in range(players)} if players >= 3 else {}
    doc = {
        "format": 1,
        "ruleset": "teg-jr",
        "map": "teg-jr-esempio",
        "players": [{"seat": s, "name": NAMES[s], "colour": COLOURS[s]} for s in range(players)],
        "deal": {"owners": owners},
        "first_seat": 0,
        "actions": actions,
    }
    if settings:
        doc["settings"] = settings
    if objectives:
        doc["objectives"] = objectives
    if rolls is None and players == 3:
        rolls = {"0": 6, "1": 5, "2": 2}
    if rolls:
        doc["deal"]["leftover_rolls"] = rolls
    return doc


def place(seat, **armies):
    return {"seat": seat, "type": "place", "armies": armies}


ROUND1 = [place(0, alaska=6), place(1, nueva_guinea=6), place(2, australia=6)]
ATTACK_ROUND_PASS = [{"seat": s, "type": "end_turn"} for s in range(3)]


def attack(seat, frm, to, dice=None, losses=None):
    a = {"seat": seat, "type": "attack", "from": frm, "to": to}
    if dice:
        a["dice"] = {"attacker": dice[0], "defender": dice[1]}
    if losses:
        a["losses"] = {"attacker": losses[0], "defender": losses[1]}
    return a


CASES = {
    "setup_deal_share": ("The spare countries go to the two highest dice.",
        log([], rolls={"0": 6, "1": 2, "2": 5}), {"setup_refused": {"code": "deal_share"}}),
    "setup_tie_rerolls": ("A tie that decides a spare country is re-rolled: the log may not hold it.",
        log([], rolls={"0": 6, "1": 4, "2": 4}), {"setup_refused": {"code": "leftover_rolls"}}),
    "setup_two_players_no_secret": ("Two players play with the common objective only.",
        log([], players=2, objectives={"0": {"total": 30}, "1": {"total": 30}}), {"setup_refused": {"code": "objectives"}}),
    "setup_unknown_board": ("A board not checked on this instance cannot be played.",
        dict(log([]), map="teg-jr-altro"), {"parse_refused": "map"}),
    "objective_met_by_deal": ("An objective the deal fulfils is exchanged before round 1.",
        log([place(0, alaska=6)], objectives={"0": {"total": 30}, "1": {"total": 11}, "2": {"total": 30}}),
        {"refused": {"index": 0, "code": "objective_already_met"}, "state": {"phase": "objectives", "to_act": 1}}),
    "objective_replaced": ("The exchanged objective lets round 1 start.",
        log([{"seat": 1, "type": "replace_objective", "objective": {"continents": ["asia", "europa"]}}] + ROUND1,
            objectives={"0": {"total": 30}, "1": {"total": 11}, "2": {"total": 30}}),
        {"state": {"phase": "attack", "round": 1}}),
    "round1_six_each": ("Round 1: every player places 6, then the attack round opens with the first player.",
        log(ROUND1), {"state": {"phase": "attack", "round": 1, "to_act": 0,
                                "territories": {"alaska": {"owner": 0, "armies": 7}}}}),
    "round1_wrong_total": ("Every army due is placed, no more, no fewer.",
        log([place(0, alaska=5)]), {"refused": {"index": 0, "code": "over_allowance"}}),
    "place_not_own": ("Armies go only on the player's countries.",
        log([place(0, canada=6)]), {"refused": {"index": 0, "code": "not_your_country"}}),
    "round2_four": ("From round 2: 4 armies a placement turn.",
        log(ROUND1 + ATTACK_ROUND_PASS + [place(0, alaska=4)]), {"state": {"phase": "place", "round": 2, "to_act": 1,
            "territories": {"alaska": {"armies": 11}}}}),
    "round2_not_five": ("4, not 5, without bonus or trade.",
        log(ROUND1 + ATTACK_ROUND_PASS + [place(0, alaska=5)]), {"refused": {"index": 6, "code": "over_allowance"}}),
    "attack_tie_to_defender": ("Ties go to the defender: 3 dice against 1, the top pair tied.",
        log(ROUND1 + [attack(0, "alaska", "canada", dice=([4, 3, 2], [4]))]),
        {"state": {"phase": "attack", "territories": {"alaska": {"armies": 6}, "canada": {"owner": 1, "armies": 1}}}}),
    "attack_own_country": ("Only another player's country can be attacked.",
        log(ROUND1 + [attack(0, "alaska", "california", losses=(0, 1))]),
        {"refused": {"index": 3, "code": "own_country"}}),
    "attack_wrong_dice": ("The attacker throws armies − 1 dice (at most 3).",
        log(ROUND1 + [attack(0, "alaska", "canada", dice=([6, 5], [1]))]), {"refused": {"index": 3, "code": "wrong_dice_count"}}),
    "attack_losses_inconsistent": ("Losses add up to the pairs compared.",
        log(ROUND1 + [attack(0, "alaska", "canada", losses=(1, 1))]), {"refused": {"index": 3, "code": "losses_inconsistent"}}),
    "attack_not_adjacent": ("Only across a border or a bridge.",
        log(ROUND1 + [attack(0, "alaska", "china")]), {"refused": {"index": 3, "code": "not_adjacent"}}),
    "attack_from_one_army": ("A country with 1 army cannot attack.",
        log(ROUND1 + [attack(0, "california", "canada", losses=(0, 1))]), {"refused": {"index": 3, "code": "too_few_armies"}}),
    "conquest_occupy_card": ("A conquest: the attacker moves in, and takes one card at the end of its turn.",
        log(ROUND1 + [attack(0, "alaska", "canada", losses=(0, 1)), {"seat": 0, "type": "occupy", "armies": 3},
                      attack(0, "alaska", "siberia", losses=(0, 1)), {"seat": 0, "type": "occupy", "armies": 1},
                      {"seat": 0, "type": "end_turn"}]),
        {"state": {"cards": [1, 0, 0], "pile": 31, "to_act": 1,
                   "territories": {"canada": {"owner": 0, "armies": 3}, "alaska": {"armies": 3}}}}),
    "occupy_out_of_range": ("At least 1 moves in, and 1 stays behind.",
        log(ROUND1 + [attack(0, "alaska", "canada", losses=(0, 1)), {"seat": 0, "type": "occupy", "armies": 7}]),
        {"refused": {"index": 4, "code": "occupy_out_of_range"}}),
    "regroup_then_no_attack": ("After regrouping no attack follows.",
        log(ROUND1 + [attack(0, "alaska", "canada", losses=(0, 1)), {"seat": 0, "type": "occupy", "armies": 3},
                      {"seat": 0, "type": "regroup", "from": "canada", "to": "alaska", "armies": 1},
                      attack(0, "alaska", "siberia", losses=(0, 1))]),
        {"refused": {"index": 6, "code": "stage_over"}}),
    "regroup_no_chain": ("Armies that arrived by regrouping stay this turn.",
        log(ROUND1 + [attack(0, "alaska", "canada", losses=(0, 1)), {"seat": 0, "type": "occupy", "armies": 3},
                      {"seat": 0, "type": "regroup", "from": "canada", "to": "alaska", "armies": 2},
                      {"seat": 0, "type": "regroup", "from": "alaska", "to": "california", "armies": 5}]),
        {"refused": {"index": 6, "code": "too_few_armies"}, "state": {"territories": {"alaska": {"armies": 6}}}}),
    "regroup_not_own": ("Regrouping is between the player's own countries.",
        log(ROUND1 + [{"seat": 0, "type": "regroup", "from": "alaska", "to": "canada", "armies": 1}]),
        {"refused": {"index": 3, "code": "not_your_country"}}),
    "bridge_attack": ("Turquía and Egipto are joined by a bridge: an attack crosses it.",
        log([place(0, egipto=6), place(1, nueva_guinea=6), place(2, australia=6),
             attack(0, "egipto", "turquia", losses=(0, 1))]),
        {"state": {"phase": "occupy"}}),
    "trade_needs_two_cards": ("A trade takes 2 cards.",
        log(ROUND1 + ATTACK_ROUND_PASS + [{"seat": 0, "type": "trade"}]), {"refused": {"index": 6, "code": "trade_needs_two_cards"}}),
    "not_your_turn": ("Turns go clockwise from the first player.",
        log([place(1, nueva_guinea=6)]), {"refused": {"index": 0, "code": "not_your_turn"}}),
    "end_match": ("The referee ends the match: the result ranks by countries and bonuses.",
        log(ROUND1 + [{"type": "end_match", "reason": "tempo scaduto"}]), {"state": {"phase": "finished"}}),
    "two_players_win_at_20": ("With two players, 20 countries win at once (settings lower it here to 17).",
        log([place(0, alaska=6), place(1, canada=6), attack(0, "alaska", "california", losses=(0, 1)),
             {"seat": 0, "type": "occupy", "armies": 1}], players=2, settings={"common_objective": [17, 14, 12]}),
        {"state": {"phase": "finished", "winner": 0}, "result": {"seats": [{"seat": 0, "place": 1, "score": 6.0}]}}),
    "trade_accepted": ("Two cards (two turns with a conquest) trade for 4 armies in a later placement.",
        log(ROUND1 + [attack(0, "alaska", "canada", losses=(0, 1)), {"seat": 0, "type": "occupy", "armies": 3}]
            + ATTACK_ROUND_PASS + [place(0, alaska=4), place(1, nueva_guinea=4), place(2, australia=4),
               attack(0, "alaska", "siberia", losses=(0, 1)), {"seat": 0, "type": "occupy", "armies": 1}]
            + ATTACK_ROUND_PASS + [{"seat": 0, "type": "trade"}, place(0, alaska=8)]),
        {"state": {"round": 3, "to_act": 1, "cards": [0, 0, 0], "pile": 32,
                   "territories": {"alaska": {"armies": 15}}}}),
    "declare_manual_objective": ("A secret objective the engine cannot check is declared by the referee: its holder wins.",
        log(ROUND1 + [{"seat": 2, "type": "declare_objective"}],
            objectives={"0": {"total": 30}, "1": {"total": 30}, "2": {"manual": "Conquistar 3 países de África"}}),
        {"state": {"phase": "finished", "winner": 2}, "result": {"seats": [{"seat": 2, "place": 1, "score": 9.0}]}}),
    "declare_without_manual": ("Only a manual objective is declared.",
        log(ROUND1 + [{"seat": 0, "type": "declare_objective"}]),
        {"refused": {"index": 3, "code": "nothing_to_declare"}}),
}

for name, (why, doc, expect) in CASES.items():
    with open(f"{name}.json", "w") as f:
        json.dump({"why": why, "log": doc, "expect": expect}, f, ensure_ascii=False, indent=1)
        f.write("\n")
print(len(CASES), "scenarios")
