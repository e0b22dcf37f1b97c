"""Writes the T.E.G. La Revancha scenario files (tests/teg_scenarios.rs runs them).

Each case is a 4-player match (Ana rojo, Beto negro, Carla azul, Dario verde; Ana opens)
with a deal built from the countries the case needs, the two placement circuits, then the
case's own actions. `python3 make.py` rewrites every file; the arithmetic of each case is
in its comment.
"""
import json, os, tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
MAP = tomllib.load(open(os.path.join(HERE, "../../../src/engine/maps/teg-revancha.toml"), "rb"))
IDS = [t["id"] for t in MAP["territories"]]
PLAYERS = [("Ana", "rojo"), ("Beto", "negro"), ("Carla", "azul"), ("Dario", "verde")]
CASES = []


def deal(forced, n=4):
    """Forced owners first, the rest round-robin so each seat gets its share."""
    owners = dict(forced)
    share = {s: 72 // n + (1 if s < 72 % n else 0) for s in range(n)}
    count = {s: sum(1 for o in owners.values() if o == s) for s in range(n)}
    s = 0
    for c in IDS:
        if c in owners:
            continue
        while count[s] >= share[s]:
            s = (s + 1) % n
        owners[c] = s
        count[s] += 1
        s = (s + 1) % n
    return owners


def home(owners, seat):
    return next(c for c in IDS if owners[c] == seat)


def circuits(owners, p8=None, p4=None, n=4):
    """The 8 and 4 circuits from seat 0: the case's placements, else all on a home country."""
    p8, p4 = p8 or {}, p4 or {}
    out = []
    for quota, plan in ((8, p8), (4, p4)):
        for s in range(n):
            armies = plan.get(s, {home(owners, s): quota})
            out.append({"seat": s, "type": "place", "armies": armies})
    return out


def sit(seat, card="combate_clasico", colour=None):
    a = {"seat": seat, "type": "situation", "card": card}
    if colour:
        a["colour"] = colour
    return a


def end(seat):
    return {"seat": seat, "type": "end_turn"}


def attack(seat, frm, to, att=None, dfn=None, losses=None, count=None):
    a = {"seat": seat, "type": "attack", "from": frm, "to": to}
    if att is not None:
        a["dice"] = {"attacker": att, "defender": dfn}
    if losses is not None:
        a["losses"] = {"attacker": losses[0], "defender": losses[1]}
    if count is not None:
        a["dice_count"] = {"attacker": count[0], "defender": count[1]}
    return a


def case(name, rule, forced, actions, expect, p8=None, p4=None, settings=None,
         objectives=None, setup=True):
    owners = deal(forced)
    log = {"format": 1, "ruleset": "teg-revancha",
           "players": [{"seat": i, "name": n, "colour": c} for i, (n, c) in enumerate(PLAYERS)],
           "deal": {"owners": owners}, "first_seat": 0}
    if settings:
        log["settings"] = settings
    if objectives:
        log["objectives"] = objectives
    acts = (circuits(owners, p8, p4) if setup else []) + actions
    log["actions"] = acts
    if "refused" in expect and "index" not in expect["refused"]:
        expect["refused"]["index"] = len(acts) - 1
    CASES.append({"name": name, "rule": rule, "log": log, "expect": expect})


# --- setup ---------------------------------------------------------------------------
owners = deal({})
bad = dict(owners)
bad[next(c for c in IDS if owners[c] == 1)] = 0
CASES.append({"name": "setup_deal_share_refused", "rule": "§2.2 each seat gets its share",
              "log": {"format": 1, "ruleset": "teg-revancha",
                      "players": [{"seat": i, "name": n, "colour": c} for i, (n, c) in enumerate(PLAYERS)],
                      "deal": {"owners": bad}, "first_seat": 0},
              "expect": {"setup_refused": {"code": "deal_share", "detail": {"seat": 0, "countries": 19, "share": 18}}}})
three = [("Ana", "rojo"), ("Beto", "negro"), ("Carla", "azul")]
CASES.append({"name": "setup_destroy_withdrawn_for_three", "rule": "§15.5 no destruction card with 3 players",
              "log": {"format": 1, "ruleset": "teg-revancha",
                      "players": [{"seat": i, "name": n, "colour": c} for i, (n, c) in enumerate(three)],
                      "deal": {"owners": deal({}, 3)}, "first_seat": 0,
                      "objectives": {"0": ["destroy_negro"], "1": ["occ_01"], "2": ["occ_02"]}},
              "expect": {"setup_refused": {"code": "objective_unavailable", "detail": {"objective": "destroy_negro"}}}})
CASES.append({"name": "setup_border_not_disputed_refused", "rule": "§18.1 overrides only for disputed borders",
              "log": {"format": 1, "ruleset": "teg-revancha",
                      "settings": {"map_overrides": {"remove": [["argentina", "brasil"]]}},
                      "players": [{"seat": i, "name": n, "colour": c} for i, (n, c) in enumerate(PLAYERS)],
                      "deal": {"owners": deal({})}, "first_seat": 0},
              "expect": {"setup_refused": {"code": "border_not_disputed"}}})

# --- placement circuits --------------------------------------------------------------
case("placement_circuits_then_round_one", "§2.5 8 then 4 armies, then round 1's card",
     {"chile": 0}, [],
     {"state": {"round": 1, "phase": "situation", "current_seat": 0, "armies": {"chile": 13}}},
     p8={0: {"chile": 8}}, p4={0: {"chile": 4}})
case("placement_wrong_quota_refused", "§2.5 a placement turn places exactly its quota",
     {"chile": 0}, [{"seat": 0, "type": "place", "armies": {"chile": 7}}],
     {"refused": {"code": "wrong_quota", "detail": {"placed": 7, "due": 8}}}, setup=False)
case("placement_buys_a_missile", "§8.1 a missile instead of 6 armies of the quota",
     {"chile": 0}, [],
     {"state": {"missiles": {"chile": 1}, "armies": {"chile": 7}}},
     p8={0: {"chile": 2}}, p4={0: {"chile": 4}})
# p8 for seat 0 with missiles needs its own action: rebuild
CASES[-1]["log"]["actions"][0] = {"seat": 0, "type": "place", "armies": {"chile": 2}, "missiles": {"chile": 1}}

# --- situation cards ------------------------------------------------------------------
case("attack_before_the_situation_card_refused", "§3 every round opens with its card",
     {"chile": 0, "australia": 1}, [attack(0, "chile", "australia", [6], [1])],
     {"refused": {"code": "not_your_turn"}}, p8={0: {"chile": 8}})
CASES[-1]["expect"]["refused"]["code"] = "not_now"
case("descanso_absent_colour_reveals_another", "§4 descanso of a colour not playing: another card",
     {}, [sit(0, "descanso", "amarillo"), sit(0)],
     {"state": {"phase": "attack", "situation": {"card": "combate_clasico"}}})
case("descanso_same_colour_twice_refused", "§4 one descanso card per colour",
     {}, [sit(0, "descanso", "amarillo"), sit(0, "descanso", "amarillo")],
     {"refused": {"code": "situation_used_up"}})
case("descanso_resting_colour_cannot_attack", "§4 descanso: the colour only incorporates",
     {"chile": 0, "australia": 1}, [sit(0, "descanso", "rojo"), attack(0, "chile", "australia", [6, 6, 6], [1])],
     {"refused": {"code": "situation_forbids", "detail": {"card": "descanso", "seat": 0}}},
     p8={0: {"chile": 8}})
case("descanso_other_colour_attacks", "§4 descanso binds only its colour",
     {"chile": 0, "australia": 1}, [sit(0, "descanso", "negro"), attack(0, "chile", "australia", [6, 6, 6], [1])],
     {"state": {"armies": {"australia": 0}, "phase": "occupy"}}, p8={0: {"chile": 8}})
case("fronteras_abiertas_same_continent_refused", "§4 open frontiers: only between continents",
     {"argentina": 0, "brasil": 1}, [sit(0, "fronteras_abiertas"), attack(0, "argentina", "brasil", [6, 6, 6], [1])],
     {"refused": {"code": "situation_forbids", "detail": {"card": "fronteras_abiertas"}}},
     p8={0: {"argentina": 8}})
case("fronteras_abiertas_chile_to_australia", "§4 open frontiers: the seed's Chile→Australia",
     {"chile": 0, "australia": 1}, [sit(0, "fronteras_abiertas"), attack(0, "chile", "australia", [6, 6, 6], [1])],
     {"state": {"armies": {"australia": 0}}}, p8={0: {"chile": 8}})
case("fronteras_cerradas_between_continents_refused", "§4 closed frontiers: only inside a continent",
     {"chile": 0, "australia": 1}, [sit(0, "fronteras_cerradas"), attack(0, "chile", "australia", [6, 6, 6], [1])],
     {"refused": {"code": "situation_forbids", "detail": {"card": "fronteras_cerradas"}}},
     p8={0: {"chile": 8}})
case("fronteras_cerradas_argentina_to_brasil", "§4 closed frontiers: the seed's Argentina→Brasil",
     {"argentina": 0, "brasil": 1}, [sit(0, "fronteras_cerradas"), attack(0, "argentina", "brasil", [6, 6, 6], [1])],
     {"state": {"armies": {"brasil": 0}}}, p8={0: {"argentina": 8}})
case("nieve_defender_throws_one_more", "§4 nieve: 2 dice with 1 army",
     {"chile": 0, "australia": 1}, [sit(0, "nieve"), attack(0, "chile", "australia", [6, 6, 6], [5, 1])],
     {"state": {"armies": {"australia": 0, "chile": 9}}}, p8={0: {"chile": 8}})
case("two_defender_dice_with_one_army_refused", "§7.2 without nieve, 1 army throws 1 die",
     {"chile": 0, "australia": 1}, [sit(0), attack(0, "chile", "australia", [6, 6, 6], [5, 1])],
     {"refused": {"code": "wrong_dice_count", "detail": {"side": "defender", "dice": 2, "min": 1, "max": 1}}},
     p8={0: {"chile": 8}})
case("viento_a_favor_two_dice_with_two_armies", "§4 viento a favor: 2 dice with 2 armies",
     {"chile": 0, "australia": 1}, [sit(0, "viento_a_favor"), attack(0, "chile", "australia", [6, 5], [4])],
     {"state": {"armies": {"australia": 0, "chile": 2}}}, p8={0: {"chile": 1}, 2: None} if False else {0: {"chile": 1, home(deal({"chile": 0, "australia": 1}), 0): 7}},
     p4={0: {home(deal({"chile": 0, "australia": 1}), 0): 4}})
case("crisis_lowest_takes_no_card", "§4 crisis: the lowest roll draws no country card",
     {"chile": 0, "australia": 1},
     [sit(0, "crisis"), {"type": "crisis_rolls", "rolls": {"0": 1, "1": 4, "2": 6, "3": 1}},
      attack(0, "chile", "australia", [6, 6, 6], [1]), {"seat": 0, "type": "occupy", "armies": 3},
      {"seat": 0, "type": "draw_card", "country": "tasmania"}],
     {"refused": {"code": "crisis_no_card"}}, p8={0: {"chile": 8}})
case("crisis_others_draw", "§4 crisis: a higher roll draws as usual",
     {"chile": 0, "australia": 1},
     [sit(0, "crisis"), {"type": "crisis_rolls", "rolls": {"0": 5, "1": 4, "2": 6, "3": 1}},
      attack(0, "chile", "australia", [6, 6, 6], [1]), {"seat": 0, "type": "occupy", "armies": 3},
      {"seat": 0, "type": "draw_card", "country": "tasmania"}],
     {"state": {"cards": {"0": 1}, "phase": "cards"}}, p8={0: {"chile": 8}})
o = deal({})
case("refuerzos_extras_half_the_countries", "§4 extra reinforcements: ⌊18 ÷ 2⌋ = 9 each, in round order",
     {}, [sit(0, "refuerzos_extras")] + [{"seat": s, "type": "place", "armies": {home(o, s): 9}} for s in range(4)],
     {"state": {"phase": "attack", "current_seat": 0, "armies": {home(o, 0): 22}}})
case("refuerzos_extras_wrong_amount_refused", "§4 extra reinforcements: exactly half",
     {}, [sit(0, "refuerzos_extras"), {"seat": 0, "type": "place", "armies": {home(o, 0): 10}}],
     {"refused": {"code": "wrong_quota", "detail": {"placed": 10, "due": 9}}})

# --- dice ------------------------------------------------------------------------------
f = {"nueva_zelanda": 0, "tasmania": 1, "australia": 1}
case("attack_seed_example_three_against_three", "§7.3 6-5-1 against 6-4-2: attacker loses 2, defender 1",
     f, [sit(0), attack(0, "nueva_zelanda", "tasmania", [6, 5, 1], [6, 4, 2])],
     {"state": {"armies": {"nueva_zelanda": 2, "tasmania": 2}}},
     p8={0: {"nueva_zelanda": 3, home(deal(f), 0): 5}, 1: {"tasmania": 2, "australia": 6}})
case("attack_seed_example_four_dice", "§7.2–7.3 4 dice against 3 (9 ≥ 2×3): 5-5-4-2 against 5-4-2, attacker 1, defender 2",
     f, [sit(0), attack(0, "nueva_zelanda", "tasmania", [5, 5, 4, 2], [5, 4, 2])],
     {"state": {"armies": {"nueva_zelanda": 8, "tasmania": 1}}},
     p8={0: {"nueva_zelanda": 8}, 1: {"tasmania": 2, "australia": 6}})
case("four_dice_without_double_refused", "§7.2 4 dice need twice the defender's armies",
     f, [sit(0), attack(0, "nueva_zelanda", "tasmania", [5, 5, 4, 2], [5, 4, 2])],
     {"refused": {"code": "wrong_dice_count", "detail": {"side": "attacker", "dice": 4, "max": 3}}},
     p8={0: {"nueva_zelanda": 4, home(deal(f), 0): 4}, 1: {"tasmania": 2, "australia": 6}})
case("bad_die_value_refused", "§7.4 a die shows 1 to 6",
     f, [sit(0), attack(0, "nueva_zelanda", "tasmania", [7, 5, 1], [6])],
     {"refused": {"code": "bad_die_value", "detail": {"value": 7}}}, p8={0: {"nueva_zelanda": 8}})
case("quick_form_losses", "§7.4 quick form: losses summing to the pairs",
     f, [sit(0), attack(0, "nueva_zelanda", "tasmania", losses=[0, 1])],
     {"state": {"armies": {"tasmania": 0}, "phase": "occupy"}}, p8={0: {"nueva_zelanda": 8}})
case("quick_form_inconsistent_refused", "§7.4 quick form: 1 pair cannot cost 2",
     f, [sit(0), attack(0, "nueva_zelanda", "tasmania", losses=[1, 1])],
     {"refused": {"code": "losses_inconsistent", "detail": {"pairs": 1}}}, p8={0: {"nueva_zelanda": 8}})
case("attack_not_adjacent_refused", "§7.1 only a bordering country",
     f, [sit(0), attack(0, "nueva_zelanda", "australia", [6, 6, 6], [1])],
     {"refused": {"code": "not_adjacent"}}, p8={0: {"nueva_zelanda": 8}})
case("attack_from_one_army_refused", "§7.1 two armies to attack",
     f, [sit(0), attack(0, "nueva_zelanda", "tasmania", [6], [1])],
     {"refused": {"code": "too_few_armies"}})
case("occupy_three_after_conquest", "§7.5 move in 1 to 3",
     f, [sit(0), attack(0, "nueva_zelanda", "tasmania", [6, 6, 6], [1]), {"seat": 0, "type": "occupy", "armies": 3}],
     {"state": {"armies": {"tasmania": 3, "nueva_zelanda": 6}, "owners": {"tasmania": 0}, "phase": "attack"}},
     p8={0: {"nueva_zelanda": 8}})
case("occupy_four_refused", "§7.5 never more than 3",
     f, [sit(0), attack(0, "nueva_zelanda", "tasmania", [6, 6, 6], [1]), {"seat": 0, "type": "occupy", "armies": 4}],
     {"refused": {"code": "occupy_out_of_range", "detail": {"max": 3}}}, p8={0: {"nueva_zelanda": 8}})
case("attack_before_occupying_refused", "§7.5 the move-in comes next",
     f, [sit(0), attack(0, "nueva_zelanda", "tasmania", [6, 6, 6], [1]), attack(0, "nueva_zelanda", "tasmania", [6], [1])],
     {"refused": {"code": "occupy_pending"}}, p8={0: {"nueva_zelanda": 8}})

# --- missiles: the seed's distances from Nueva Zelanda ------------------------------------
nz = {"nueva_zelanda": 0, "tasmania": 1, "australia": 1, "sumatra": 2, "filipinas": 2, "tonga": 3, "india": 3}
nz_p8 = {0: {"nueva_zelanda": 2}, 1: {"tasmania": 4, "australia": 4}, 2: {"sumatra": 4, "filipinas": 4}, 3: {"tonga": 4, "india": 4}}
def missile_case(name, rule, target, expect, p8=nz_p8):
    case(name, rule, nz, [sit(0), {"seat": 0, "type": "missile", "from": "nueva_zelanda", "to": target}], expect, p8=p8)
    CASES[-1]["log"]["actions"][0] = {"seat": 0, "type": "place", "armies": {"nueva_zelanda": 2}, "missiles": {"nueva_zelanda": 1}}
missile_case("missile_tasmania_loses_three", "§8.3 distance 1: 3 armies", "tasmania",
             {"state": {"armies": {"tasmania": 2}, "missiles": {}}})
missile_case("missile_australia_loses_two", "§8.3 distance 2: 2 armies", "australia",
             {"state": {"armies": {"australia": 3}}})
missile_case("missile_sumatra_loses_one", "§8.3 distance 3: 1 army", "sumatra",
             {"state": {"armies": {"sumatra": 4}}})
missile_case("missile_tonga_loses_one", "§8.3 distance 3: 1 army", "tonga",
             {"state": {"armies": {"tonga": 4}}})
missile_case("missile_india_out_of_range_refused", "§8.3 at most three borders", "india",
             {"refused": {"code": "missile_out_of_range"}})
weak = dict(nz_p8); weak[1] = {"australia": 8}
missile_case("missile_target_kept_one_army_refused", "§8.3 the seed: 3 armies at distance 1 cannot be hit",
             "tasmania", {"refused": {"code": "missile_target_too_weak", "detail": {"armies": 1, "damage": 3}}}, p8=weak)
# Tasmania with 2 missiles of its own: 1 against 2 is outgunned.
case("missile_outgunned_refused", "§8.3 more missiles than the target",
     nz, [sit(0), {"seat": 0, "type": "missile", "from": "nueva_zelanda", "to": "tasmania"}],
     {"refused": {"code": "missile_outgunned", "detail": {"mine": 1, "theirs": 1}}}, p8=nz_p8,
     p4={1: {"tasmania": 4}})
CASES[-1]["log"]["actions"][0] = {"seat": 0, "type": "place", "armies": {"nueva_zelanda": 2}, "missiles": {"nueva_zelanda": 1}}
CASES[-1]["log"]["actions"][1] = {"seat": 1, "type": "place", "armies": {"tasmania": 2}, "missiles": {"tasmania": 1}}
case("convert_leaves_one_army", "§8.1 6 armies become a missile, one stays (9 → 3 + 1 missile, then 4 more)",
     nz, [], {"state": {"armies": {"nueva_zelanda": 7}, "missiles": {"nueva_zelanda": 1}}},
     p8={0: {"nueva_zelanda": 8}}, p4={0: {"nueva_zelanda": 4}})
CASES[-1]["log"]["actions"].insert(4, {"seat": 0, "type": "convert", "country": "nueva_zelanda", "missiles": 1})
case("convert_the_last_army_refused", "§8.1 at least one army stays: 2 missiles need 13 armies",
     nz, [], {"refused": {"code": "too_few_armies", "detail": {"armies": 9, "needed": 13}, "index": 4}},
     p8={0: {"nueva_zelanda": 8}})
CASES[-1]["log"]["actions"].insert(4, {"seat": 0, "type": "convert", "country": "nueva_zelanda", "missiles": 2})

# --- pacts --------------------------------------------------------------------------------
cn = {"colombia": 0, "chile": 0, "nicaragua": 1, "el_salvador": 2, "honduras": 0}
cn_p8 = {0: {"colombia": 2, "chile": 2}, 2: {"el_salvador": 8}}
pact = {"type": "pact", "kind": "countries", "parties": [0, 1], "countries": ["colombia", "nicaragua"]}
def with_missiles(c, acts):
    c["log"]["actions"][0] = {"seat": 0, "type": "place", "armies": {"colombia": 1, "chile": 1}, "missiles": {"colombia": 1}}
case("missile_over_the_colombia_nicaragua_pact_refused",
     "§11.3 the seed: a pact Colombia–Nicaragua stops Colombia bombing El Salvador",
     cn, [sit(0), pact, {"seat": 0, "type": "missile", "from": "colombia", "to": "el_salvador"}],
     {"refused": {"code": "missile_overflies_pact"}}, p8=cn_p8)
with_missiles(CASES[-1], None)
case("missile_colombia_el_salvador_without_pact", "§8.3 distance 2 through Nicaragua, no pact",
     cn, [sit(0), {"seat": 0, "type": "missile", "from": "colombia", "to": "el_salvador"}],
     {"state": {"armies": {"el_salvador": 7}}}, p8=cn_p8)
with_missiles(CASES[-1], None)
case("missile_from_chile_over_the_pact_refused", "§11.3 the seed: nor from Chile",
     cn, [sit(0), pact, {"seat": 0, "type": "missile", "from": "chile", "to": "el_salvador"}],
     {"refused": {"code": "missile_overflies_pact"}}, p8=cn_p8)
CASES[-1]["log"]["actions"][0] = {"seat": 0, "type": "place", "armies": {"colombia": 1, "chile": 1}, "missiles": {"chile": 1}}
case("pact_forbids_the_attack", "§11.2 a pact between countries covers that border",
     cn, [sit(0), pact, attack(0, "colombia", "nicaragua", [6, 6, 6], [1])],
     {"refused": {"code": "pact_forbids", "detail": {"pact": 9, "seat": 0, "other": 1}}},
     p8={0: {"colombia": 8}})
case("pact_broken_by_the_other_releases_at_once", "§11.4 the party that did not break is free at once",
     cn, [sit(0), pact, {"seat": 1, "type": "break_pact", "pact": 9}, attack(0, "colombia", "nicaragua", [6, 6, 6], [1])],
     {"state": {"armies": {"nicaragua": 0}, "pacts": []}}, p8={0: {"colombia": 8}})
case("pact_breaker_still_bound_during_notice", "§11.4 the breaker respects the pact until the other's next turn ends",
     cn, [sit(0), pact, {"seat": 0, "type": "break_pact", "pact": 9}, attack(0, "colombia", "nicaragua", [6, 6, 6], [1])],
     {"refused": {"code": "pact_forbids"}}, p8={0: {"colombia": 8}})
case("pact_out_of_turn_refused", "§11.1 Fair Play: a pact in one party's turn",
     cn, [sit(0), {"type": "pact", "kind": "world", "parties": [2, 3]}],
     {"refused": {"code": "pact_out_of_turn"}})
case("pact_world_vale_todo_any_time", "§11.1 Vale Todo: a pact at any time",
     cn, [sit(0), {"type": "pact", "kind": "world", "parties": [2, 3]}],
     {"state": {"pacts": [{"id": 9, "kind": "world", "parties": [2, 3]}]}},
     settings={"communication": "vale_todo"})
case("pact_continent_covers_it", "§11.2 a continent pact covers attacks inside it",
     {"argentina": 0, "brasil": 1}, [sit(0), {"type": "pact", "kind": "continent", "parties": [0, 1], "continent": "america_del_sur"},
                                     attack(0, "argentina", "brasil", [6, 6, 6], [1])],
     {"refused": {"code": "pact_forbids"}}, p8={0: {"argentina": 8}})

# --- regrouping -----------------------------------------------------------------------------
rg = {"argentina": 0, "brasil": 0, "sahara": 0}
case("regroup_moves_armies_once", "§10 Argentina→Brasil, not onward to Sahara",
     rg, [sit(0), {"seat": 0, "type": "regroup", "from": "argentina", "to": "brasil", "armies": 4},
          {"seat": 0, "type": "regroup", "from": "brasil", "to": "sahara", "armies": 4}],
     {"refused": {"code": "regroup_too_many", "detail": {"free_armies": 1}}}, p8={0: {"argentina": 8}})
case("regroup_then_attack_refused", "§3 the first regroup ends the attacks",
     {"argentina": 0, "brasil": 0, "uruguay": 1}, [sit(0), {"seat": 0, "type": "regroup", "from": "argentina", "to": "brasil", "armies": 4},
          attack(0, "argentina", "uruguay", [6, 6, 6], [1])],
     {"refused": {"code": "stage_over"}}, p8={0: {"argentina": 8}})
case("regroup_leaves_one_army", "§10 one army stays",
     rg, [sit(0), {"seat": 0, "type": "regroup", "from": "argentina", "to": "brasil", "armies": 8}],
     {"state": {"armies": {"argentina": 1, "brasil": 9}}}, p8={0: {"argentina": 8}})

# --- cards --------------------------------------------------------------------------------
cards = {"nueva_zelanda": 0, "tasmania": 1}
conquer = [sit(0), attack(0, "nueva_zelanda", "tasmania", [6, 6, 6], [1]), {"seat": 0, "type": "occupy", "armies": 3}]
case("draw_card_without_conquest_refused", "§6.1 a card needs a conquest",
     cards, [sit(0), {"seat": 0, "type": "draw_card", "country": "tasmania"}],
     {"refused": {"code": "card_not_due", "detail": {"conquests": 0, "needed": 1}}})
case("draw_card_and_its_bonus", "§6.1, §5.6 the card of a country held gives 3 armies, once",
     cards, conquer + [{"seat": 0, "type": "draw_card", "country": "tasmania"},
                       {"seat": 0, "type": "card_bonus", "country": "tasmania"}],
     {"state": {"cards": {"0": 1}, "armies": {"tasmania": 6}}}, p8={0: {"nueva_zelanda": 8}})
case("card_bonus_twice_refused", "§5.6 once per holding",
     cards, conquer + [{"seat": 0, "type": "draw_card", "country": "tasmania"},
                       {"seat": 0, "type": "card_bonus", "country": "tasmania"},
                       {"seat": 0, "type": "card_bonus", "country": "tasmania"}],
     {"refused": {"code": "bonus_not_due"}}, p8={0: {"nueva_zelanda": 8}})
case("second_card_in_a_turn_refused", "§6.1 one card per turn",
     cards, conquer + [{"seat": 0, "type": "draw_card", "country": "tasmania"},
                       {"seat": 0, "type": "draw_card", "country": "chile"}],
     {"refused": {"code": "card_not_due"}}, p8={0: {"nueva_zelanda": 8}})
o2 = deal(cards)
def inc(seat, n, owners=o2):
    return {"seat": seat, "type": "place", "armies": {home(owners, seat): n}}
# After Ana takes Tasmania: Beto 17 countries (8), Carla and Dario 18 (9), Ana 19 (9).
r2 = [end(0), end(1), end(2), end(3), sit(1), inc(1, 8), end(1), inc(2, 9), end(2), inc(3, 9), end(3)]
case("trade_supertarjeta_alone", "§6.3 a supertarjeta is a set; the 1st trade gives 6",
     cards, conquer + [{"seat": 0, "type": "draw_card", "country": "tasmania"}] + r2 +
     [{"seat": 0, "type": "trade", "countries": ["tasmania"], "figures": {"tasmania": ["avion", "barco", "tanque"]}}],
     {"state": {"trades": {"0": 1}, "cards": {"0": 0}, "to_place": 15}}, p8={0: {"nueva_zelanda": 8}})
# Ana's 9 + the trade's 6 = 15 (above).
case("trade_one_figure_refused", "§6.3 one barco is not a set",
     cards, conquer + [{"seat": 0, "type": "draw_card", "country": "tasmania"}] + r2 +
     [{"seat": 0, "type": "trade", "countries": ["tasmania"], "figures": {"tasmania": ["barco"]}}],
     {"refused": {"code": "trade_not_a_set"}}, p8={0: {"nueva_zelanda": 8}})
case("trade_figures_unknown_refused", "§6.3 unknown figures are entered at the trade",
     cards, conquer + [{"seat": 0, "type": "draw_card", "country": "tasmania"}] + r2 +
     [{"seat": 0, "type": "trade", "countries": ["tasmania"]}],
     {"refused": {"code": "figures_unknown"}}, p8={0: {"nueva_zelanda": 8}})

# --- incorporation, blockade ---------------------------------------------------------------
o = deal({})
case("incorporation_half_the_countries", "§5.1 18 countries give 9; round 2 is opened by Beto",
     {}, [sit(0), end(0), end(1), end(2), end(3), sit(1), {"seat": 1, "type": "place", "armies": {home(o, 1): 9}}],
     {"state": {"round": 2, "opener": 1, "to_place": 0, "phase": "incorporation"}})
case("incorporation_over_allowance_refused", "§5.1 not more than due",
     {}, [sit(0), end(0), end(1), end(2), end(3), sit(1), {"seat": 1, "type": "place", "armies": {home(o, 1): 10}}],
     {"refused": {"code": "over_allowance", "detail": {"placed": 10, "due": 9}}})
case("attack_with_armies_unplaced_refused", "§3 everything due is placed before the first attack",
     {}, [sit(0), end(0), end(1), end(2), end(3), sit(1), end(1)],
     {"refused": {"code": "unplaced_armies", "detail": {"armies": 9}}})
oce = {c: 1 for c in ["sumatra", "filipinas", "tonga", "australia", "tasmania", "nueva_zelanda"]}
case("continent_armies_stay_inside", "§5.2 Oceanía's 3 go inside Oceanía",
     oce, [sit(0), end(0), end(1), end(2), end(3), sit(1), {"seat": 1, "type": "place", "armies": {home(deal(oce), 1): 9}},
           {"seat": 1, "type": "place", "armies": {"chile": 3} if deal(oce)["chile"] == 1 else {home(deal(oce), 1): 3}}],
     {"refused": {"code": "over_allowance", "detail": {"placed": 3, "due": 3}}})
case("continent_armies_inside", "§5.2 Oceanía's 3 placed in Oceanía",
     oce, [sit(0), end(0), end(1), end(2), end(3), sit(1), {"seat": 1, "type": "place", "armies": {home(deal(oce), 1): 9, "tasmania": 3}}],
     {"state": {"to_place": 0, "armies": {"tasmania": 4}}})
blk = {"alaska": 0, "canada": 1, "chukchi": 1, "kamchatka": 1}
blk_p8 = {1: {"canada": 3, "chukchi": 3, "kamchatka": 2}}
ob = deal(blk)
case("blockaded_country_refused", "§9 Alaska surrounded by Beto's 2+ armies receives nothing",
     blk, [sit(0), end(0), end(1), end(2), end(3), sit(1), {"seat": 1, "type": "place", "armies": {"canada": 9}}, end(1),
           inc(2, 9, ob), end(2), inc(3, 9, ob), end(3),
           {"seat": 0, "type": "place", "armies": {"alaska": 9}}],
     {"refused": {"code": "blockaded", "detail": {"country": "alaska"}}}, p8=blk_p8)
case("blockade_lifts_with_one_army_blocker", "§9 a blocker with 1 army: no blockade",
     blk, [sit(0), end(0), end(1), end(2), end(3), sit(1), {"seat": 1, "type": "place", "armies": {"canada": 9}}, end(1),
           inc(2, 9, ob), end(2), inc(3, 9, ob), end(3),
           {"seat": 0, "type": "place", "armies": {"alaska": 9}}],
     {"state": {"armies": {"alaska": 22}}}, p8={1: {"canada": 3, "chukchi": 5}})
# Alaska is Ana's home country: 1 + 8 + 4 from the circuits, + 9.

# --- map overrides -------------------------------------------------------------------------
ur = {"uruguay": 0, "nigeria": 1, "mauritania": 1}
case("nigeria_uruguay_removed_refused", "map §4 a club removes the disputed bridge",
     ur, [sit(0), attack(0, "uruguay", "nigeria", [6, 6, 6], [1])],
     {"refused": {"code": "not_adjacent"}}, p8={0: {"uruguay": 8}},
     settings={"map_overrides": {"remove": [["nigeria", "uruguay"]]}})
case("mauritania_uruguay_bridge", "§1 the seed's bridge Mauritania–Uruguay",
     ur, [sit(0), attack(0, "uruguay", "mauritania", [6, 6, 6], [1])],
     {"state": {"armies": {"mauritania": 0}}}, p8={0: {"uruguay": 8}},
     settings={"map_overrides": {"remove": [["nigeria", "uruguay"]]}})

# --- objectives and the end -------------------------------------------------------------------
case("common_objective_ends_the_match", "§15.1 the common objective (setting 19) wins at once",
     cards, conquer, {"state": {"finished": True}, "score": {"winner": 0, "reason": "common",
                      "ranking": [{"seat": 0, "place": 1, "points": 9.0}]}},
     p8={0: {"nueva_zelanda": 8}}, settings={"common_objective": 19})
case("after_the_win_nothing_refused", "§15.6 nothing after the end",
     cards, conquer + [end(0)], {"refused": {"code": "match_finished"}},
     p8={0: {"nueva_zelanda": 8}}, settings={"common_objective": 19})
case("secret_objective_twentieth_card", "§15.2 the 20th card written by the organizer: Oceanía and 19 countries",
     {"nueva_zelanda": 0, "sumatra": 0, "filipinas": 0, "tonga": 0, "australia": 0, "tasmania": 1, "chile": 1},
     [sit(0), attack(0, "nueva_zelanda", "tasmania", [6, 6, 6], [1]), {"seat": 0, "type": "occupy", "armies": 1}],
     {"state": {"finished": True}, "score": {"winner": 0, "reason": "secret"}},
     p8={0: {"nueva_zelanda": 8}},
     settings={"objective_20": {"oceania": "all", "total": 19}},
     objectives={"0": ["unknown_20"], "1": ["occ_01"], "2": ["occ_02"], "3": ["occ_03"]})
case("time_up_round_one_is_the_last", "§16.2 the round in progress is the last",
     {}, [{"type": "clock", "event": "start", "at": "2026-11-24T20:00:00Z"}, sit(0),
          {"type": "clock", "event": "time_up", "at": "2026-11-24T22:00:00Z"}, end(0), end(1), end(2), end(3)],
     {"state": {"finished": True, "round": 1}, "score": {"reason": "time"}})
case("end_match_by_the_referee", "§16.2 the referee ends the match",
     {}, [sit(0), {"type": "end_match", "reason": "walk-over"}],
     {"state": {"finished": True}, "score": {"reason": "referee"}})
case("not_your_turn_refused", "§3 one player at a time",
     cards, [sit(0), attack(1, "tasmania", "nueva_zelanda", [6], [1])],
     {"refused": {"code": "not_your_turn", "detail": {"seat": 1, "turn": 0}}})

exec(open(os.path.join(HERE, "alliances.py")).read())
exec(open(os.path.join(HERE, "zones.py")).read())

os.makedirs(HERE, exist_ok=True)
for f in os.listdir(HERE):
    if f.endswith(".json"):
        os.remove(os.path.join(HERE, f))
for c in CASES:
    with open(os.path.join(HERE, c["name"] + ".json"), "w") as out:
        json.dump(c, out, ensure_ascii=False, indent=1)
        out.write("\n")
print(len(CASES), "scenarios")
