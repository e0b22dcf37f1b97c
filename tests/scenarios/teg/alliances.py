"""Aggression pacts, condominiums and the five players' leftover rolls (§2.2, §8.4, §13),
run by make.py with its helpers (`case`, `sit`, `attack`, `end`, `deal`, `home`).

The board of the seed's example: Irán (Ana, rojo) and Rusia (Beto, negro) take Ucrania
(Carla, azul) together; Polonia (Dario, verde) is the third colour next to it.
Indices: 8 placements (0–7), the round's card (8), the aggression pact (9).
"""

ir = {"iran": 0, "rusia": 1, "ucrania": 2, "polonia": 3, "bielorrusia": 3}
ir_p8 = {0: {"iran": 8}, 1: {"rusia": 8}, 2: {"ucrania": 1, home(deal(ir), 2): 7},
         3: {"polonia": 2}}
AGG = {"type": "aggression_pact", "leader": 0, "ally": 1, "target": "ucrania",
       "from": {"0": "iran", "1": "rusia"}}
# Ucrania 2 armies: Ana's 6-2-1 against 5-3 costs one each (Ucrania 1, Irán 8);
# Beto's 6-6-6 against 1 empties it.
JOINT = [sit(0), AGG, attack(0, "iran", "ucrania", [6, 2, 1], [5, 3]),
         attack(1, "rusia", "ucrania", [6, 6, 6], [1])]
CONDO = JOINT + [{"type": "occupy_condominium", "armies": {"0": 2, "1": 1}}]


def ir_case(name, rule, actions, expect, p8=None, **kw):
    p = dict(ir_p8)
    p.update(p8 or {})
    case(name, rule, ir, actions, expect, p8=p, **kw)
    # Dario's first placement also buys a missile in Polonia (2 armies + 6).
    acts = CASES[-1]["log"]["actions"]
    acts[3] = {"seat": 3, "type": "place", "armies": {"polonia": 2}, "missiles": {"polonia": 1}}


ir_case("aggression_joint_attack_makes_a_condominium",
        "§13.2–13.3 the seed's Irán and Rusia take Ucrania: a condominium of both, each with its own armies",
        CONDO,
        {"state": {"condominiums": [{"country": "ucrania", "seats": [0, 1], "armies": [2, 1], "joint": True}],
                   "armies": {"ucrania": 3, "iran": 6, "rusia": 8},
                   "pacts": [{"id": 9, "kind": "aggression"}, {"id": 12, "kind": "condominium", "countries": ["ucrania"]}]}})
ir_case("joint_attack_ally_throws_next_refused",
        "§13.2 one throw each: after the leader's throw the ally throws",
        JOINT[:3] + [attack(0, "iran", "ucrania", [6, 6, 6], [1])],
        {"refused": {"code": "joint_attack_pending", "detail": {"pact": 9, "seat": 1}}})
ir_case("joint_attack_must_be_finished_refused",
        "§13.2 the allies are bound to go on: nothing else until it ends",
        JOINT[:3] + [end(0)],
        {"refused": {"code": "joint_attack_pending"}})
ir_case("condominium_three_armies_refused",
        "§13.3 1 or 2 armies each into the condominium",
        JOINT + [{"type": "occupy_condominium", "armies": {"0": 3, "1": 1}}],
        {"refused": {"code": "occupy_out_of_range", "detail": {"armies": 3, "max": 2}}})
ir_case("aggression_truce_forbids_the_allies",
        "§13.5 the allies may not attack each other for a round",
        [sit(0), AGG, attack(0, "iran", "rusia", [6, 6, 6], [1, 1, 1])],
        {"refused": {"code": "pact_forbids", "detail": {"pact": 9, "seat": 0, "other": 1}}})
# §13.5's setting: the truce of the three countries only (Irán, Rusia, Ucrania).
TRUCE_COUNTRIES = {"aggression_truce": "aggressor_countries"}
ir_case("truce_of_the_countries_lets_the_allies_fight_elsewhere",
        "§13.5 setting aggressor_countries: the truce covers Irán, Rusia and Ucrania only; Irán on Beto's Turquía is a throw",
        CONDO + [attack(0, "iran", "turquia", [6, 6, 6], [1])],
        {"state": {"armies": {"turquia": 0, "iran": 6}}}, settings=TRUCE_COUNTRIES)
ir_case("truce_of_the_countries_forbids_the_aggressor_countries",
        "§13.5 setting aggressor_countries: Irán on Rusia is still refused, naming the pact",
        CONDO + [attack(0, "iran", "rusia", [6, 6, 6], [1, 1, 1])],
        {"refused": {"code": "pact_forbids", "detail": {"pact": 9, "seat": 0, "other": 1}}},
        settings=TRUCE_COUNTRIES)
ir_case("truce_of_the_colours_forbids_elsewhere",
        "§13.5 the default (colours): Irán on Beto's Turquía is refused too, naming the pact",
        CONDO + [attack(0, "iran", "turquia", [6, 6, 6], [1])],
        {"refused": {"code": "pact_forbids", "detail": {"pact": 9, "seat": 0, "other": 1}}})
ir_case("aggression_target_of_an_ally_refused",
        "§13.1 the target belongs to a third colour",
        [sit(0), dict(AGG, target="rusia", **{"from": {"0": "iran", "1": "ucrania"}})],
        {"refused": {"code": "aggression_invalid", "detail": {"reason": "target_of_a_party"}}})
ir_case("aggression_pact_cancelled_before_the_first_throw",
        "§13.1 both parties withdraw it: the throw is Ana's own",
        [sit(0), AGG, {"type": "cancel_pact", "pact": 9}, attack(0, "iran", "ucrania", [6, 2, 1], [5, 3])],
        {"state": {"pacts": [], "armies": {"ucrania": 1}, "phase": "attack"}})
ir_case("cancel_a_pact_of_non_aggression_refused",
        "§13.1 only an aggression pact not yet begun is cancelled",
        [sit(0), {"type": "pact", "kind": "world", "parties": [0, 1]}, {"type": "cancel_pact", "pact": 9}],
        {"refused": {"code": "aggression_invalid", "detail": {"reason": "not_pending"}}})
ir_case("joint_conquest_gives_no_card",
        "§13.6 one country taken through a pact does not count for a card",
        CONDO + [{"seat": 0, "type": "draw_card", "country": "tasmania"}],
        {"refused": {"code": "card_not_due", "detail": {"conquests": 0, "needed": 1}}})
ir_case("ally_regroups_into_the_condominium",
        "§13.4 after the leader's moves the ally regroups into the condominium, out of its turn",
        CONDO + [{"seat": 0, "type": "regroup", "from": "iran", "to": "ucrania", "armies": 3},
                 {"seat": 1, "type": "regroup", "from": "rusia", "to": "ucrania", "armies": 4}],
        {"state": {"condominiums": [{"seats": [0, 1], "armies": [5, 5]}], "current_seat": 0}})
ir_case("leader_regroups_after_the_ally_refused",
        "§13.4 the ally's first move closes the leader's regrouping",
        CONDO + [{"seat": 1, "type": "regroup", "from": "rusia", "to": "ucrania", "armies": 4},
                 {"seat": 0, "type": "regroup", "from": "iran", "to": "ucrania", "armies": 3}],
        {"refused": {"code": "stage_over"}})
ir_case("ally_regroups_elsewhere_refused",
        "§13.4 the ally regroups only into the condominium",
        CONDO + [{"seat": 1, "type": "regroup", "from": "rusia", "to": "turquia", "armies": 1}],
        {"refused": {"code": "not_your_turn"}}, p8={1: {"rusia": 8}})

# Dario (Polonia, 3 armies and a missile) against the condominium.
after_round = CONDO + [{"seat": 0, "type": "regroup", "from": "iran", "to": "ucrania", "armies": 3},
                       end(0), end(1), end(2)]
ir_case("third_colour_names_the_occupant",
        "§13.8 before each throw the attacker names the occupant; expelling Beto, Dario moves in: a new condominium without a pact",
        after_round + [{"seat": 3, "type": "attack", "from": "polonia", "to": "ucrania", "against": 1,
                        "dice": {"attacker": [6, 6], "defender": [1]}},
                       {"seat": 3, "type": "occupy", "armies": 1}],
        {"state": {"condominiums": [{"country": "ucrania", "seats": [0, 3], "armies": [5, 1], "joint": False}],
                   "pacts": [{"id": 9, "kind": "aggression"}]}})
ir_case("third_colour_stays_out",
        "§13.8 the attacker may stay out: Ucrania is Ana's alone",
        after_round + [{"seat": 3, "type": "attack", "from": "polonia", "to": "ucrania", "against": 1,
                        "dice": {"attacker": [6, 6], "defender": [1]}},
                       {"seat": 3, "type": "occupy", "armies": 0}],
        {"state": {"owners": {"ucrania": 0}, "armies": {"ucrania": 5}}})
ir_case("condominium_attack_without_naming_refused",
        "§13.8 the occupant attacked is named",
        after_round + [attack(3, "polonia", "ucrania", [6, 6], [1])],
        {"refused": {"code": "against_missing"}})
ir_case("missile_hits_one_occupant",
        "§8.4 a missile at a condominium hits the occupant named: Ana's 5 lose 3",
        after_round + [{"seat": 3, "type": "missile", "from": "polonia", "to": "ucrania", "against": 0}],
        {"state": {"condominiums": [{"armies": [2, 1]}], "missiles": {}}})
ir_case("missile_at_a_weak_occupant_refused",
        "§8.3–8.4 only the occupant's armies count: Beto's 1 cannot take 3",
        after_round + [{"seat": 3, "type": "missile", "from": "polonia", "to": "ucrania", "against": 1}],
        {"refused": {"code": "missile_target_too_weak", "detail": {"armies": 1, "damage": 3}}})

# Round 2 (Beto opens; his turn ends the truce): 9 armies for 18 countries.
round2 = after_round + [end(3), sit(1)]
ir_case("condominium_pact_forbids_the_co_owner",
        "§13.7 the condominium's pact: Beto may not attack Ana's armies in Ucrania",
        round2 + [{"seat": 1, "type": "place", "armies": {"rusia": 9}},
                  {"seat": 1, "type": "attack", "from": "rusia", "to": "ucrania", "against": 0,
                   "dice": {"attacker": [6, 6, 6], "defender": [1, 1, 1]}}],
        {"refused": {"code": "pact_forbids", "detail": {"pact": 12, "seat": 1, "other": 0}}})
ir_case("truce_over_the_allies_fight_again",
        "§13.5 the seed: from the ally's turn of the next round they may attack each other",
        round2 + [{"seat": 1, "type": "place", "armies": {"rusia": 9}},
                  attack(1, "rusia", "iran", [6, 6, 6], [1, 1, 1])],
        {"state": {"armies": {"iran": 0}, "phase": "occupy"}})
broken = round2[:-2] + [{"seat": 0, "type": "break_pact", "pact": 12}] + round2[-2:]
ir_case("condominium_fought_from_inside",
        "§13.7 after the break Beto attacks Ana inside Ucrania and holds it alone (a conquest)",
        broken + [{"seat": 1, "type": "place", "armies": {"ucrania": 6, "rusia": 3}},
                  {"seat": 1, "type": "attack", "from": "ucrania", "to": "ucrania", "against": 0,
                   "dice": {"attacker": [6, 6, 6], "defender": [1, 1, 1]}},
                  {"seat": 1, "type": "attack", "from": "ucrania", "to": "ucrania", "against": 0,
                   "dice": {"attacker": [6, 6, 6], "defender": [1, 1]}},
                  {"seat": 1, "type": "draw_card", "country": "tasmania"}],
        {"state": {"owners": {"ucrania": 1}, "cards": {"1": 1}}})
ir_case("condominium_fought_from_outside_refused",
        "§13.7 co-owners of a country taken together fight only inside it",
        broken + [{"seat": 1, "type": "place", "armies": {"rusia": 9}},
                  {"seat": 1, "type": "attack", "from": "rusia", "to": "ucrania", "against": 0,
                   "dice": {"attacker": [6, 6, 6], "defender": [1, 1, 1]}}],
        {"refused": {"code": "condominium_from_inside"}})
ir_case("condominium_share_takes_no_missile_refused",
        "§8.1 no missile on a condominium share",
        round2 + [{"seat": 1, "type": "place", "armies": {"rusia": 3}, "missiles": {"ucrania": 1}}],
        {"refused": {"code": "condominium_no_missiles"}})
ir_case("condominium_share_reinforced",
        "§5.1 a co-owner places on its own share",
        round2 + [{"seat": 1, "type": "place", "armies": {"ucrania": 4, "rusia": 5}}],
        {"state": {"condominiums": [{"armies": [5, 5]}], "armies": {"ucrania": 10}}})

# --- five players: the leftover of the deal -------------------------------------------------
five = [("Ana", "rojo"), ("Beto", "negro"), ("Carla", "azul"), ("Dario", "verde"), ("Eva", "blanco")]


def five_log(rolls):
    return {"format": 1, "ruleset": "teg-revancha",
            "players": [{"seat": i, "name": n, "colour": c} for i, (n, c) in enumerate(five)],
            "deal": {"owners": deal({}, 5), "leftover_rolls": rolls}, "first_seat": 0, "actions": []}


CASES.append({"name": "setup_five_leftover_to_the_highest_rolls",
              "rule": "§2.2 five players: the two leftover cards to the two highest rolls (Ana 6, Beto 5)",
              "log": five_log({"0": 6, "1": 5, "2": 3, "3": 4, "4": 1}),
              "expect": {"state": {"phase": "placement", "current_seat": 0}}})
CASES.append({"name": "setup_five_leftover_to_a_lower_roll_refused",
              "rule": "§2.2 Carla's 6 beat Beto's 5: Beto cannot have the 15th country",
              "log": five_log({"0": 6, "1": 5, "2": 6, "3": 4, "4": 1}),
              "expect": {"setup_refused": {"code": "leftover_rolls", "detail": {"seat": 1}}}})
CASES.append({"name": "setup_five_leftover_tie_refused",
              "rule": "§2.2 a tie among the candidates re-rolls: the log keeps the deciding roll",
              "log": five_log({"0": 6, "1": 4, "2": 4, "3": 2, "4": 1}),
              "expect": {"setup_refused": {"code": "leftover_rolls"}}})

# --- pacts of non-aggression: the kinds the seed lists (§11.2) ---------------------------------
fr = {"israel": 0, "turquia": 0, "egipto": 1, "irak": 1}
FRONTIER = {"type": "pact", "kind": "frontier", "parties": [0, 1], "continents": ["asia", "africa"]}
case("pact_frontier_asia_africa_covers_it",
     "§11.2 the seed's pact between frontiers: Turquía and Israel (Ana) with Egipto (Beto), Asia–África",
     fr, [sit(0), FRONTIER, attack(0, "israel", "egipto", [6, 6, 6], [1])],
     {"refused": {"code": "pact_forbids", "detail": {"pact": 9, "seat": 0, "other": 1}}},
     p8={0: {"israel": 8}})
case("pact_frontier_leaves_asia_free",
     "§11.2 an Asia–África pact does not cover Israel against Irak, both in Asia",
     fr, [sit(0), FRONTIER, attack(0, "israel", "irak", [6, 6, 6], [1])],
     {"state": {"armies": {"irak": 0}, "phase": "occupy"}}, p8={0: {"israel": 8}})
case("pact_countries_at_distance_three",
     "§11.2 a pact between countries up to three borders apart: Colombia and Honduras",
     {"colombia": 0, "honduras": 1}, [sit(0), {"type": "pact", "kind": "countries", "parties": [0, 1],
                                               "countries": ["colombia", "honduras"]}],
     {"state": {"pacts": [{"id": 9, "kind": "countries", "countries": ["colombia", "honduras"]}]}})
case("pact_countries_too_far_refused",
     "§11.2 no pact between countries four borders apart (Colombia and Florida)",
     {"colombia": 0, "florida": 1}, [sit(0), {"type": "pact", "kind": "countries", "parties": [0, 1],
                                              "countries": ["colombia", "florida"]}],
     {"refused": {"code": "pact_invalid", "detail": {"reason": "countries_too_far"}}})
