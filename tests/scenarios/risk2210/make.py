#!/usr/bin/env python3
"""Writes the Risk 2210 A.D. scenario files (tests/risk2210_scenarios.rs runs them).

Each file is a match log and what must happen: `setup_refused` (code), or `refused`
(index of the refused action, its code; the game before it must be untouched), or the
whole log applies and `state` (a subset of `state_json`) holds. The setup is the same
for most: 3 players, the land territories claimed in map order round robin, every MOD and
piece on the player's "home" (their first territory with an enemy land neighbour).
Run from the repository root: python3 tests/scenarios/risk2210/make.py
"""
import json, os, tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
MAP = tomllib.load(open(os.path.join(HERE, "../../../src/engine/maps/risk2210.toml"), "rb"))
LAYER = {c["id"]: c.get("layer", "land") for c in MAP["continents"]}
T = {t["id"]: t for t in MAP["territories"]}
LAND = [t["id"] for t in MAP["territories"] if LAYER[t["continent"]] == "land"]
DEVASTATED = ["lesotho", "alden", "andorra", "nuevo_timoto"]
PLAYERS = [{"seat": i, "name": n, "colour": c} for i, (n, c) in
           enumerate([("Anna", "nero"), ("Bruno", "blu"), ("Carla", "rosso")])]

def claims():
    free = [t for t in LAND if t not in DEVASTATED]
    return {t: i % 3 for i, t in enumerate(free)}

OWN = claims()
def mine(s): return [t for t, o in OWN.items() if o == s]
def home(s):
    return next(t for t in mine(s) if any(OWN.get(n, s) != s for n in T[t]["neighbours"]))
HOME = [home(0)]
# The others' homes (with their commanders and station) away from Anna's, so her first
# target is a plain territory of one MOD.
HOME += [next(t for t in mine(s) if t not in T[HOME[0]]["neighbours"]) for s in (1, 2)]

def setup_actions():
    acts = [{"seat": OWN[t], "type": "claim", "territory": t} for t in OWN]
    left = [35 - len(mine(s)) for s in range(3)]
    s = 0
    while any(left):
        if left[s]:
            k = min(3, left[s]); left[s] -= k
            acts.append({"seat": s, "type": "place", "mods": {HOME[s]: k}})
        s = (s + 1) % 3
    for piece in ["land", "diplomat", "station"]:
        for s in range(3):
            acts.append({"seat": s, "type": "place_piece", "piece": piece, "territory": HOME[s]})
    return acts

YEAR1 = {"type": "year_start", "bids": {"0": 0, "1": 0, "2": 0},
         "tie_rolls": {"0": 6, "1": 5, "2": 4}, "markers": {"0": 1, "1": 2, "2": 3}}

def income(s):
    terr = mine(s)
    bonus = 0
    for c in MAP["continents"]:
        members = [t for t in T if T[t]["continent"] == c["id"] and t not in DEVASTATED]
        if members and all(OWN.get(t) == s for t in members):
            bonus += c["bonus"]
    return max(3, len(terr) // 3) + bonus

TARGET = next(n for n in T[HOME[0]]["neighbours"] if OWN.get(n, 0) != 0 and n in OWN and n not in HOME)
FAR = next(t for t in LAND if t not in T[HOME[0]]["neighbours"] and OWN.get(t) not in (0, None))
SEA = "poseidon"
PLACE0 = {"seat": 0, "type": "place", "mods": {HOME[0]: income(0)}}
TURN0 = setup_actions() + [YEAR1, PLACE0]
THROW = {"seat": 0, "type": "throw", "attacker": {"d6": [6, 5, 4]}, "defender": {"d6": [1]}}

def log(actions, players=PLAYERS, setup=None):
    return {"format": 1, "ruleset": "risk2210", "players": players,
            "setup": setup or {"devastated": DEVASTATED}, "actions": actions}

CASES = {}
def case(name, rule, actions, expect, **kw):
    CASES[name] = {"rule": rule, "log": log(actions, **kw), "expect": expect}

def refused_last(actions, code):
    return {"refused": {"index": len(actions) - 1, "code": code}}

# --- setup (§2, §9)
case("setup_three_devastated", "4 devastation markers", [], {"setup_refused": {"code": "bad_setup"}},
     setup={"devastated": DEVASTATED[:3]})
case("setup_devastated_at_sea", "devastation only on land", [], {"setup_refused": {"code": "bad_setup"}},
     setup={"devastated": DEVASTATED[:3] + ["poseidon"]})
a = setup_actions()
case("setup_complete", "claims, placements, pieces: then the bidding", a,
     {"state": {"phase": "bidding", "year": 1, "energy": {"0": 3, "1": 3, "2": 3},
                "commanders": {"0": {"land": HOME[0], "diplomat": HOME[0]}},
                "stations": {HOME[0]: 0}}})
a = [{"seat": 0, "type": "claim", "territory": "lesotho"}]
case("claim_devastated", "devastated territories are out of the game", a, refused_last(a, "devastated"))
a = [{"seat": 0, "type": "claim", "territory": "poseidon"}]
case("claim_at_sea", "claims on land only", a, refused_last(a, "not_land"))
a = [{"seat": 0, "type": "claim", "territory": LAND[0]}, {"seat": 1, "type": "claim", "territory": LAND[0]}]
case("claim_taken", "one claim per territory", a, refused_last(a, "occupied"))
a = [{"seat": 1, "type": "claim", "territory": LAND[0]}]
case("claim_out_of_turn", "claims in seat order", a, refused_last(a, "not_your_turn"))
a = setup_actions()
i = next(k for k, x in enumerate(a) if x["type"] == "place")
a = a[:i] + [{"seat": 0, "type": "place", "mods": {HOME[0]: 2}}]
case("setup_place_two", "a placement turn places 3 MODs", a, refused_last(a, "setup_count"))
a = setup_actions()
i = next(k for k, x in enumerate(a) if x["type"] == "place_piece")
a = a[:i + 3] + [{"seat": 0, "type": "place_piece", "piece": "land", "territory": HOME[0]}]
case("piece_twice", "each free piece once", a, refused_last(a, "piece_twice"))
neutral = {"land": [t for t in LAND if t not in DEVASTATED][:16], "sea": ["poseidon", "hawaiian_preserve",
           "new_atlantis", "sung_tzu", "neo_tokyo", "western_ireland"],
           "moon": ["bay_of_dew", "harpalus", "sea_of_rains", "ocean_of_storms", "aristotle", "tycho"]}
case("two_players_neutral", "two players: 28 neutral territories with 3 MODs", [],
     {"state": {"owners": {"poseidon": "neutral", "tycho": "neutral"}, "mods": {"tycho": 3}}},
     players=PLAYERS[:2], setup={"devastated": DEVASTATED, "neutral": neutral})
case("two_players_without_neutral", "two players need the neutral", [], {"setup_refused": {"code": "bad_setup"}},
     players=PLAYERS[:2])

# --- years (§3)
base = setup_actions()
case("year_bid_and_order", "bids paid to the bank; markers give the order", base + [
    {"type": "year_start", "bids": {"0": 1, "1": 2, "2": 0}, "markers": {"0": 3, "1": 1, "2": 2}}],
    {"state": {"turn_order": [1, 2, 0], "current_seat": 1, "energy": {"0": 2, "2": 3 + income(2) * 0 + 0}}})
a = base + [{"type": "year_start", "bids": {"0": 4, "1": 0, "2": 0}, "tie_rolls": {"1": 2, "2": 3},
             "markers": {"0": 1, "1": 2, "2": 3}}]
case("year_bid_too_high", "a bid is at most the player's energy", a, refused_last(a, "bid_too_high"))
a = base + [{"type": "year_start", "bids": {"0": 1, "1": 1, "2": 0}, "markers": {"0": 1, "1": 2, "2": 3}}]
case("year_tie_without_roll", "tied bidders roll a d6", a, refused_last(a, "tie_rolls"))
a = base + [{"type": "year_start", "bids": {"0": 1, "1": 1, "2": 0}, "tie_rolls": {"0": 3, "1": 3},
             "markers": {"0": 1, "1": 2, "2": 3}}]
case("year_tie_still_tied", "players still tied re-roll", a, refused_last(a, "tie_rolls"))
a = base + [{"type": "year_start", "bids": {"0": 0, "1": 1, "2": 2}, "markers": {"0": 1, "1": 1, "2": 3}}]
case("year_markers_twice", "markers are 1..N, one each", a, refused_last(a, "bad_markers"))

# --- the turn (§4)
e0 = 3 + income(0)
case("income_placed", "income: max(3, T/3) MODs and energy, +1 MOD per station", TURN0,
     {"state": {"phase": "income", "income_left": 0, "energy": {"0": e0}}})
a = setup_actions() + [YEAR1, {"seat": 0, "type": "place", "mods": {HOME[0]: income(0) + 1}}]
case("income_too_many", "no more MODs than the income", a, refused_last(a, "too_many_mods"))
a = setup_actions() + [YEAR1, {"seat": 0, "type": "buy_commander", "commander": "naval", "territory": HOME[0]}]
case("income_first", "the income is placed before phase 2", a, refused_last(a, "income_left"))
a = TURN0 + [{"seat": 0, "type": "buy_commander", "commander": "naval", "territory": HOME[0]}]
case("buy_commander", "a commander costs 3 energy", a,
     {"state": {"energy": {"0": e0 - 3}, "commanders": {"0": {"naval": HOME[0]}}, "phase": "commanders"}})
a = TURN0 + [{"seat": 0, "type": "buy_commander", "commander": "land", "territory": HOME[0]}]
case("buy_commander_in_play", "one commander of each kind", a, refused_last(a, "commander_in_play"))
a = TURN0 + [{"seat": 0, "type": "buy_commander", "commander": "naval", "territory": FAR}]
case("buy_commander_elsewhere", "on a territory the player controls", a, refused_last(a, "not_own"))
a = TURN0 + [{"seat": 0, "type": "buy_station", "territory": HOME[0]}]
case("buy_station_there", "one station per territory", a, refused_last(a, "station_there"))
second = next(t for t in mine(0) if t != HOME[0])
a = TURN0 + [{"seat": 0, "type": "buy_station", "territory": second}]
case("buy_station", "a station costs 5 energy", a,
     {"state": {"energy": {"0": e0 - 5}, "stations": {second: 0}}} if e0 >= 5 else refused_last(a, "not_enough_energy"))
a = TURN0 + [{"seat": 0, "type": "buy_cards", "decks": {"land": 2, "diplomat": 1}}]
case("buy_cards", "cards cost 1 energy each, from decks with a commander", a,
     {"state": {"energy": {"0": e0 - 3}, "cards": {"0": {"land": 2, "diplomat": 1}}, "decks": {"land": 18}}})
a = TURN0 + [{"seat": 0, "type": "buy_cards", "decks": {"land": 5}}]
case("buy_cards_five", "at most 4 cards a turn", a, refused_last(a, "card_count"))
a = TURN0 + [{"seat": 0, "type": "buy_cards", "decks": {"naval": 1}}]
case("buy_cards_no_commander", "only decks whose commander is in play", a, refused_last(a, "no_commander"))
a = TURN0 + [{"seat": 0, "type": "buy_cards", "decks": {"land": 1}}, {"seat": 0, "type": "buy_cards", "decks": {"land": 1}}]
case("buy_cards_twice", "one purchase per turn", a, refused_last(a, "cards_bought_already"))
a = TURN0 + [{"seat": 0, "type": "buy_cards", "decks": {"land": 1}},
             {"seat": 0, "type": "buy_commander", "commander": "naval", "territory": HOME[0]}]
case("phase_passed", "no phase is revisited", a, refused_last(a, "phase_passed"))

# --- command cards (§4.4, §10)
cards = TURN0 + [{"seat": 0, "type": "buy_cards", "decks": {"land": 2, "diplomat": 1}}]
a = cards + [{"seat": 0, "type": "play_card", "deck": "land", "card": "assemble_mods", "territory": HOME[0]}]
case("card_assemble_mods", "Assemble MODs: +3 MODs on a land territory, cost 1", a,
     {"state": {"energy": {"0": e0 - 4}, "cards": {"0": {"land": 1}}, "phase": "play_cards"}})
a = cards + [{"seat": 0, "type": "play_card", "deck": "land", "card": "assemble_mods", "territory": FAR}]
case("card_assemble_mods_elsewhere", "Assemble MODs on an own territory", a, refused_last(a, "card_target"))
a = cards + [{"seat": 0, "type": "play_card", "deck": "land", "card": "orbital_mines"}]
case("card_wrong_deck", "the card must belong to the deck", a, refused_last(a, "unknown_card"))
a = cards + [{"seat": 0, "type": "play_card", "deck": "nuclear", "card": "armageddon"}]
case("card_not_held", "the player holds a card of that deck", a, refused_last(a, "no_card_held"))
a = cards + [{"seat": 0, "type": "play_card", "deck": "diplomat", "card": "energy_crisis"}]
case("card_energy_crisis", "Energy Crisis: every opponent with energy gives 1", a,
     {"state": {"energy": {"0": e0 - 3 + 2, "1": 2, "2": 2}}})
a = cards + [{"seat": 0, "type": "play_card", "deck": "land", "card": "colony_influence"}]
case("card_colony_influence_early", "Colony Influence only at the end of the game", a, refused_last(a, "card_timing"))
a = cards + [{"seat": 0, "type": "invade", "from": HOME[0], "to": TARGET},
             {"seat": 0, "type": "play_card", "deck": "land", "card": "assemble_mods", "territory": HOME[0]}]
case("card_after_invasion", "phase-4 cards before the first invasion", a, refused_last(a, "card_timing"))

# --- invasions (§5)
inv = TURN0 + [{"seat": 0, "type": "invade", "from": HOME[0], "to": TARGET}]
a = inv + [THROW, {"seat": 0, "type": "occupy", "mods": 3}]
case("invade_land_capture", "a land invasion, the capture and the occupation", a,
     {"state": {"owners": {TARGET: 0}, "mods": {TARGET: 3}}})
a = inv + [THROW, {"seat": 0, "type": "occupy", "mods": 2}]
case("occupy_too_few", "at least as many units as dice in the last throw", a, refused_last(a, "occupy_count"))
a = inv + [THROW, {"seat": 0, "type": "end_turn"}]
case("occupy_first", "the occupation comes first", a, refused_last(a, "occupy_first"))
a = inv + [{"seat": 0, "type": "throw", "attacker": {"d6": [7, 5, 4]}, "defender": {"d6": [1]}}]
case("throw_bad_face", "a d6 shows 1 to 6", a, refused_last(a, "bad_face"))
a = inv + [{"seat": 0, "type": "throw", "attacker": {"d6": [6, 5, 4, 3]}, "defender": {"d6": [1]}}]
case("throw_four_dice", "at most 3 attacking dice", a, refused_last(a, "dice_count"))
a = inv + [{"seat": 0, "type": "throw", "attacker": {"d6": [6, 5, 4]}, "attacker_commanders": ["land"],
            "defender": {"d6": [1]}}]
case("throw_commander_without_d8", "a land commander attacking on land rolls a d8", a, refused_last(a, "d8_count"))
a = inv + [{"seat": 0, "type": "throw", "attacker": {"d8": [8], "d6": [5, 4]}, "attacker_commanders": ["land"],
            "defender": {"d6": [1]}}, {"seat": 0, "type": "occupy", "mods": 2, "commanders": ["land"]}]
case("throw_land_commander_d8", "the commander who rolled moves in", a,
     {"state": {"commanders": {"0": {"land": TARGET}}}})
a = inv + [{"seat": 0, "type": "throw", "attacker": {"d8": [8], "d6": [5, 4]}, "attacker_commanders": ["land"],
            "defender": {"d6": [1]}}, {"seat": 0, "type": "occupy", "mods": 3}]
case("occupy_without_the_commander", "a commander who rolled must move in", a, refused_last(a, "occupy_commander"))
a = inv + [{"seat": 0, "type": "throw", "attacker": {"d6": [6, 5, 4]}, "defender": {"d6": [1, 1]}}]
case("defender_two_dice_one_unit", "2 defending dice need 2 units", a, refused_last(a, "dice_count"))
a = TURN0 + [{"seat": 0, "type": "invade", "from": HOME[0], "to": FAR}]
case("invade_not_adjacent", "land invasions across a border", a, refused_last(a, "not_joined"))
a = TURN0 + [{"seat": 0, "type": "invade", "from": HOME[0], "to": second}]
case("invade_own", "the target is not the attacker's", a, refused_last(a, "own_target"))
a = TURN0 + [{"seat": 0, "type": "invade", "from": HOME[0], "to": "tycho"}]
moon = a
case("invade_moon_without_space", "a station to a landing site needs the space commander", a,
     refused_last(a, "needs_commander"))
a = TURN0 + [{"seat": 0, "type": "buy_commander", "commander": "space", "territory": HOME[0]},
             {"seat": 0, "type": "invade", "from": HOME[0], "to": "tycho"},
             {"seat": 0, "type": "occupy", "mods": 1}]
case("lunar_landing", "a station with the space commander lands on an empty landing site", a,
     {"state": {"owners": {"tycho": 0}, "mods": {"tycho": 1}}})
a = a + [{"seat": 0, "type": "fortify", "from": "tycho", "to": HOME[0], "mods": 1}]
case("fortify_needs_one_left", "at least one unit stays", a, refused_last(a, "leave_one"))
a = TURN0 + [{"seat": 0, "type": "buy_commander", "commander": "space", "territory": HOME[0]},
             {"seat": 0, "type": "invade", "from": HOME[0], "to": "sea_of_rains"}]
case("invade_moon_not_a_landing_site", "only the three landing sites", a, refused_last(a, "not_joined"))
coast = next((t for t in mine(0) if any(LAYER[T[n]["continent"]] == "sea" for n in T[t]["neighbours"])), None)
if coast:
    sea = next(n for n in T[coast]["neighbours"] if LAYER[T[n]["continent"]] == "sea")
    fort = [{"seat": 0, "type": "fortify", "from": HOME[0], "to": coast, "mods": 5}] if coast != HOME[0] else []
    a = TURN0 + [{"seat": 0, "type": "invade", "from": coast, "to": sea}]
    case("invade_sea_without_naval", "the sea needs the naval commander", a,
         refused_last(a, "source_too_few" if coast != HOME[0] else "needs_commander"))
a = TURN0 + [{"seat": 0, "type": "invade", "from": mine(0)[-1] if mine(0)[-1] != HOME[0] else mine(0)[0], "to": TARGET}]
case("invade_from_one_unit", "the source holds at least 2 units", a,
     refused_last(a, "source_too_few") if a[-1]["from"] != HOME[0] else refused_last(a, "source_too_few"))
a = inv + [{"seat": 0, "type": "withdraw"}]
case("withdraw_before_throwing", "at least one throw after a declaration", a, refused_last(a, "must_throw"))

# --- fortify and end (§6)
a = TURN0 + [{"seat": 0, "type": "fortify", "from": HOME[0], "to": second, "mods": 2}]
case("fortify_chain", "a fortify move along a chain of own territories", a,
     {"state": {"phase": "fortify", "mods": {second: 3}}})
a = TURN0 + [{"seat": 0, "type": "fortify", "from": HOME[0], "to": FAR, "mods": 2}]
case("fortify_to_enemy", "only to an own territory", a, refused_last(a, "not_own"))
a = setup_actions() + [YEAR1, {"seat": 0, "type": "end_turn"}]
case("end_turn_income_left", "the income is placed before the end", a, refused_last(a, "income_left"))
a = TURN0 + [{"seat": 0, "type": "end_turn"}]
case("end_turn_next_marker", "the next turn goes to the next marker, with its income", a,
     {"state": {"current_seat": 1, "energy": {"1": 3 + income(1)}}})
a = TURN0 + [{"type": "referee_adjust", "mods": {HOME[0]: -1}, "reason": ""}]
case("adjust_without_reason", "a referee's adjustment gives its reason", a, refused_last(a, "bad_adjust"))
a = TURN0 + [{"type": "referee_adjust", "mods": {HOME[0]: -2}, "energy": {"1": 1}, "reason": "Armageddon"}]
case("adjust_armageddon", "Armageddon: the referee enters what the table did", a, {"state": {"energy": {"1": 4}}})

# --- every command card (§10.2, §10.3): one accepted and one refused case each
RICH = TURN0 + [{"type": "referee_adjust", "energy": {"0": 30, "1": 10, "2": 10}, "reason": "scenario: energy"}]
E = e0 + 30
def holding(deck, n=1):
    acts = list(RICH)
    if deck in ("naval", "space", "nuclear"):
        acts.append({"seat": 0, "type": "buy_commander", "commander": deck, "territory": HOME[0]})
    return acts + [{"seat": 0, "type": "buy_cards", "decks": {deck: n}}]
def spent(deck, n=1):
    return E - n - (3 if deck in ("naval", "space", "nuclear") else 0)
def play(deck, card, seat=0, **f):
    return dict({"seat": seat, "type": "play_card", "deck": deck, "card": card}, **f)
def card_case(name, rule, deck, card, fields, expect, bad_fields=None, code=None, n=1):
    a = holding(deck, n) + [play(deck, card, **fields)]
    case("card_" + name, rule, a, expect)
    if code:
        b = holding(deck, n) + [play(deck, card, **(bad_fields or {}))]
        case("card_" + name + "_refused", rule + " (refused)", b, refused_last(b, code))

sea_free = ["poseidon", "hawaiian_preserve"]
land_free = [t for t in LAND if t not in DEVASTATED]
others0 = [t for t in land_free if OWN[t] != 0]
card_case("scout_forces_own", "Scout Forces on an own territory: the 5 MODs at once", "land", "scout_forces",
          {"territory": second}, {"state": {"mods": {second: 6}}},
          {"territory": "lesotho"}, "card_turned")
card_case("scout_forces_waits", "Scout Forces on another's territory waits for its occupation", "land",
          "scout_forces", {"territory": TARGET}, {"state": {"mods": {TARGET: 1}}})
a = holding("land") + [play("land", "scout_forces", territory=TARGET),
                       {"seat": 0, "type": "invade", "from": HOME[0], "to": TARGET}, THROW,
                       {"seat": 0, "type": "occupy", "mods": 3},
                       {"seat": 0, "type": "scout_place", "territory": TARGET}]
case("scout_place", "the 5 MODs go on the territory right after its occupation", a,
     {"state": {"mods": {TARGET: 8}, "owners": {TARGET: 0}}})
b = a[:-2] + [{"seat": 0, "type": "scout_place", "territory": TARGET}]
case("scout_place_before_occupy", "the 5 MODs only right after the occupation", b, refused_last(b, "no_scout"))
d = holding("land") + [play("land", "scout_forces")] + a[len(holding("land")) + 1:]
case("scout_place_card_unrecorded", "a Scout Forces played without its territory card puts its 5 MODs on the next territory occupied",
     d, {"state": {"mods": {TARGET: 8}, "owners": {TARGET: 0}}})
c = holding("land") + [{"seat": 0, "type": "scout_place", "territory": TARGET}]
case("scout_place_without_card", "a Scout Forces must be waiting", c, refused_last(c, "no_scout"))
card_case("frequency_jam", "Frequency Jam: the chosen player is silenced this turn", "land", "frequency_jam",
          {"target": 1}, {"state": {"cards": {"0": {"land": 0}}}}, {"target": 0}, "card_seat")
card_case("reinforcements", "Reinforcements: 1 MOD on each of 3 own land territories", "land", "reinforcements",
          {"mods": {HOME[0]: 1, second: 1, mine(0)[2]: 1}}, {"state": {"mods": {second: 2}}},
          {"mods": {HOME[0]: 1, second: 1}}, "card_mods")
card_case("hidden_energy", "Hidden Energy: a sea card, +4 energy if held at the end of the turn", "naval",
          "hidden_energy", {"territory": "poseidon"}, {"state": {"energy": {"0": spent("naval")}}},
          {"territory": HOME[0]}, "card_turned")
a = holding("naval") + [play("naval", "hidden_energy", territory="poseidon"),
                        {"seat": 0, "type": "invade", "from": "continental_biospheres", "to": "poseidon"}]
card_case("invade_earth", "Invade Earth: land cards turned until one is not the player's", "space",
          "invade_earth", {"turned": [second, TARGET]}, {"state": {"phase": "play_cards"}},
          {"turned": [TARGET, second]}, "card_turned")
card_case("energy_extraction", "Energy Extraction: +7 only with the whole Moon", "space", "energy_extraction",
          {}, {"state": {"energy": {"0": spent("space") - 1}}})
a = holding("space") + [play("space", "energy_extraction"), {"seat": 0, "type": "end_turn"}]
case("card_energy_extraction_settled", "Energy Extraction without the Moon gives nothing at the end", a,
     {"state": {"energy": {"0": spent("space") - 1}, "current_seat": 1}})
card_case("decoys_revealed", "Decoys Revealed: commanders move to own territories", "diplomat",
          "decoys_revealed", {"moves": {"land": second}}, {"state": {"commanders": {"0": {"land": second}}}},
          {"moves": {"land": TARGET}}, "card_move")
card_case("territorial_station", "Territorial Station: a station on an own land territory, cost 1",
          "diplomat", "territorial_station", {"territory": second},
          {"state": {"stations": {second: 0}, "energy": {"0": spent("diplomat") - 1}}},
          {"territory": HOME[0]}, "station_there")
hb, hc = HOME[1], HOME[2]
card_case("mod_reduction", "MOD Reduction: 4 MODs from each opponent, then 2 of the player's", "diplomat",
          "mod_reduction", {"removals": {"0": {HOME[0]: 2}, "1": {hb: 4}, "2": {hc: 4}}},
          {"state": {"energy": {"0": spent("diplomat") - 2}}},
          {"removals": {"0": {HOME[0]: 2}, "1": {hb: 3}, "2": {hc: 4}}}, "card_removals")
card_case("scatter_bomb_land", "Scatter Bomb Land: 3 land cards, half the others' units each", "nuclear",
          "scatter_bomb_land", {"turned": [TARGET, second, FAR]}, {"state": {"owners": {TARGET: None}}},
          {"turned": [TARGET, second]}, "card_turned")
card_case("scatter_bomb_water", "Scatter Bomb Water: 2 sea cards", "nuclear", "scatter_bomb_water",
          {"turned": sea_free}, {"state": {"decks": {"nuclear": 19}}}, {"turned": ["poseidon", "poseidon"]}, "card_turned")
card_case("scatter_bomb_moon", "Scatter Bomb Moon: 2 Moon cards", "nuclear", "scatter_bomb_moon",
          {"turned": ["tycho", "harpalus"]}, {"state": {"decks": {"nuclear": 19}}}, {"turned": sea_free}, "card_turned")
card_case("assassin_bomb", "Assassin Bomb: a d8 of 3 or more kills the commander named", "nuclear",
          "assassin_bomb", {"target": 1, "commander": "diplomat", "roll": 3},
          {"state": {"commanders": {"1": {"land": hb}}}},
          {"target": 1, "commander": "naval", "roll": 5}, "card_seat")
card_case("assassin_bomb_miss", "Assassin Bomb: a 1 or 2 misses", "nuclear", "assassin_bomb",
          {"target": 1, "commander": "diplomat", "roll": 2}, {"state": {"commanders": {"1": {"diplomat": hb}}}},
          {"target": 1, "commander": "diplomat", "roll": 9}, "card_roll")
card_case("rocket_strike_land", "Rocket Strike Land: a d6's units on an opponent's land territory", "nuclear",
          "rocket_strike_land", {"territory": TARGET, "roll": 4}, {"state": {"owners": {TARGET: None}}},
          {"territory": second, "roll": 4}, "card_target")
a = holding("nuclear") + [play("nuclear", "rocket_strike_water", territory="poseidon", roll=2)]
case("card_rocket_strike_water_empty", "Rocket Strike Water: an empty sea is no target", a, refused_last(a, "card_target"))
card_case("the_mother", "The Mother: a d6 picks a continent; each territory with units loses 1", "nuclear",
          "the_mother", {"roll": 1}, {"state": {"owners": {TARGET: None}}}, {"roll": 7}, "card_roll")
card_case("aqua_brother", "Aqua Brother: a 6 rolls again", "nuclear", "aqua_brother",
          {"rolls": [6, 1]}, {"state": {"decks": {"nuclear": 19}}}, {"rolls": [1, 2]}, "card_roll")
card_case("nicky_boy", "Nicky Boy: a d6 picks a lunar colony", "nuclear", "nicky_boy",
          {"roll": 6}, {"state": {"decks": {"nuclear": 19}}}, {}, "card_roll")
card_case("armageddon", "Armageddon: cost 4 and the nuclear commander; the referee enters the effect",
          "nuclear", "armageddon", {"note": "the table's card"}, {"state": {"energy": {"0": spent("nuclear") - 4}}})
a = holding("diplomat") + [play("diplomat", "redeployment", **{"from": HOME[0], "to": second, "mods": 2})]
case("card_redeployment", "Redeployment: one more fortify move, at the end of the turn", a,
     {"state": {"phase": "fortify", "mods": {second: 3}}})
b = holding("diplomat") + [play("diplomat", "redeployment", **{"from": HOME[0], "to": FAR, "mods": 2})]
case("card_redeployment_refused", "Redeployment moves along own territories", b, refused_last(b, "card_move"))
a = holding("land") + [play("land", "colony_influence")]
case("card_colony_influence_not_yet", "Colony Influence waits for the end of the game", a, refused_last(a, "card_timing"))

# Reactive cards: Bruno's turn first, he buys; then Anna invades his territory.
YEAR1B = {"type": "year_start", "bids": {"0": 0, "1": 0, "2": 0},
          "tie_rolls": {"0": 4, "1": 6, "2": 5}, "markers": {"1": 1, "2": 2, "0": 3}}
def react(decks):
    return setup_actions() + [YEAR1B, {"seat": 1, "type": "place", "mods": {hb: income(1)}},
        {"seat": 1, "type": "buy_cards", "decks": decks}, {"seat": 1, "type": "end_turn"},
        {"seat": 2, "type": "place", "mods": {hc: income(2)}}, {"seat": 2, "type": "end_turn"},
        {"seat": 0, "type": "place", "mods": {HOME[0]: income(0)}},
        {"seat": 0, "type": "invade", "from": HOME[0], "to": TARGET}]
R = react({"land": 2, "diplomat": 2})
a = R + [play("land", "stealth_mods", seat=1)]
case("card_stealth_mods", "Stealth MODs: +3 of the defender's MODs on the target", a, {"state": {"mods": {TARGET: 4}}})
a = R + [play("land", "stealth_mods", seat=0)]
case("card_stealth_mods_attacker", "Stealth MODs: not by the attacker", a, refused_last(a, "no_card_held"))
a = R + [play("land", "stealth_station", seat=1)]
case("card_stealth_station", "Stealth Station: a station on the land target", a, {"state": {"stations": {TARGET: 1}}})
a = R + [play("land", "stealth_station", seat=2)]
case("card_stealth_station_not_own", "Stealth Station: only into the card player's territory", a, refused_last(a, "no_card_held"))
a = R + [play("land", "land_death_trap", seat=1)]
case("card_land_death_trap", "Land Death Trap: the source loses half its MODs", a, {"state": {"current_seat": 0}})
a = R + [play("naval", "water_death_trap", seat=1)]
case("card_water_death_trap", "Water Death Trap needs a naval card and commander", a, refused_last(a, "no_card_held"))
a = R + [play("space", "orbital_mines", seat=1)]
case("card_orbital_mines", "Orbital Mines needs a space card", a, refused_last(a, "no_card_held"))
a = R + [play("diplomat", "evacuation", seat=1, to=hb)]
case("card_evacuation", "Evacuation: the units leave; the invader takes it without dice", a,
     {"state": {"owners": {TARGET: 0}}})
a = R + [play("diplomat", "evacuation", seat=1, to=FAR)]
case("card_evacuation_elsewhere", "Evacuation: to a territory the card player holds", a, refused_last(a, "card_move"))
a = R + [play("diplomat", "cease_fire", seat=1), {"seat": 0, "type": "invade", "from": HOME[0], "to": TARGET}]
case("card_cease_fire", "Cease Fire: no more attacks on the card player this turn", a, refused_last(a, "cease_fire"))
a = R + [play("diplomat", "cease_fire", seat=1)]
case("card_cease_fire_ends", "Cease Fire ends the invasion", a, {"state": {"phase": "invasions"}})
a = R[:-1] + [play("land", "stealth_mods", seat=1)]
case("card_reactive_without_invasion", "reactive cards answer a declared invasion", a, refused_last(a, "card_timing"))
a = R[:-1] + [{"seat": 0, "type": "buy_cards", "decks": {"land": 1}}, play("land", "frequency_jam", target=1),
             R[-1], play("land", "stealth_mods", seat=1)]
case("card_jam_silences", "a jammed player plays no card this turn, reactive ones included", a, refused_last(a, "jammed"))
b = R[:-1] + [{"seat": 0, "type": "buy_cards", "decks": {"land": 1}}, play("land", "frequency_jam", target=1),
             {"seat": 0, "type": "end_turn"}]
case("card_jam_ends_with_the_turn", "the silence ends with the turn", b, {"state": {"phase": "bidding", "year": 2}})

# --- the quick throw (§5.5)
INV = TURN0 + [{"seat": 0, "type": "invade", "from": HOME[0], "to": TARGET}]
a = INV + [{"seat": 0, "type": "throw", "dice": {"attacker": {"d6": 3}, "defender": {"d6": 1}}, "losses": [0, 1]},
           {"seat": 0, "type": "occupy", "mods": 3}]
case("throw_quick", "the quick form: dice of each kind and the losses", a, {"state": {"owners": {TARGET: 0}, "mods": {TARGET: 3}}})
a = INV + [{"seat": 0, "type": "throw", "dice": {"attacker": {"d6": 3}, "defender": {"d6": 1}}, "losses": [1, 1]}]
case("throw_quick_bad_losses", "the losses add up to the dice compared", a, refused_last(a, "bad_losses"))
a = INV + [dict(THROW, dice={"attacker": {"d6": 3}, "defender": {"d6": 1}}, losses=[0, 1])]
case("throw_both_forms", "a throw gives the faces or the quick form, not both", a, refused_last(a, "throw_form"))
a = INV + [{"seat": 0, "type": "throw", "dice": {"attacker": {"d8": 1, "d6": 2}, "defender": {"d6": 1}}, "losses": [0, 1]}]
case("throw_quick_d8_without_commander", "the quick form's d8s are the commanders named", a, refused_last(a, "d8_count"))
a = INV + [{"seat": 0, "type": "throw", "dice": {"attacker": {"d8": 1, "d6": 2}, "defender": {"d6": 1}},
            "attacker_commanders": ["land"], "losses": [0, 1]}, {"seat": 0, "type": "occupy", "mods": 2, "commanders": ["land"]}]
case("throw_quick_with_commander", "the land commander rolls a d8 on land", a, {"state": {"commanders": {"0": {"land": TARGET}}}})

# --- clock, last year, end of match (§8)
T0 = "2026-11-24T20:00:00Z"
START = {"type": "clock", "event": "start", "at": T0}
a = setup_actions() + [YEAR1, START, PLACE0]
case("clock_start", "the clock starts with the first income of year 1", a, {"state": {"phase": "income"}})
a = setup_actions() + [YEAR1, START, dict(START, at="2026-11-24T20:01:00Z")]
case("clock_start_twice", "the clock starts once", a, refused_last(a, "clock_started"))
timed = {"match_minutes": 60}
a = setup_actions() + [YEAR1, START, PLACE0, {"type": "clock", "event": "last_year", "at": "2026-11-24T21:01:00Z"},
                       {"seat": 0, "type": "end_turn"}, {"seat": 1, "type": "place", "mods": {HOME[1]: income(1)}},
                       {"seat": 1, "type": "end_turn"}, {"seat": 2, "type": "place", "mods": {HOME[2]: income(2)}},
                       {"seat": 2, "type": "end_turn"}]
CASES["clock_last_year"] = {"rule": "once match_minutes have run, the year in progress is the last",
                            "log": dict(log(a), settings=timed), "expect": {"state": {"finished": True, "last_year": 1}}}
a = setup_actions() + [YEAR1, START, PLACE0, {"type": "clock", "event": "last_year", "at": "2026-11-24T20:30:00Z"}]
CASES["clock_last_year_early"] = {"rule": "the last year only once the time is up",
                                  "log": dict(log(a), settings=timed), "expect": refused_last(a, "last_year_early")}
a = setup_actions() + [YEAR1, START, PLACE0, {"type": "clock", "event": "last_year", "at": "2026-11-24T21:30:00Z"}]
case("clock_last_year_untimed", "no last year without match_minutes", a, refused_last(a, "last_year_not_timed"))
a = TURN0 + [{"type": "end_match", "reason": "the club closes"}]
case("end_match", "the referee ends the match; the score stands", a, {"state": {"finished": True, "ended_by_referee": "the club closes"}})
a = TURN0 + [{"type": "end_match", "reason": " "}]
case("end_match_without_reason", "ending a match needs a reason", a, refused_last(a, "end_match_reason"))

# --- the final setup entered at once (§2 step 9)
def final_board():
    mods = {t: 1 for t in OWN}
    for s in range(3):
        mods[HOME[s]] += 35 - len(mine(s))
    pieces = {str(s): {"land": HOME[s], "diplomat": HOME[s], "station": HOME[s]} for s in range(3)}
    return {"owners": dict(OWN), "mods": mods, "pieces": pieces}
fb = final_board()
case("final_setup", "the final setup entered at once, then the bidding", [YEAR1],
     {"state": {"year": 1, "current_seat": 0, "stations": {HOME[0]: 0}, "commanders": {"1": {"land": HOME[1]}}}},
     setup={"devastated": DEVASTATED, "final": fb})
bad = final_board()
bad["mods"][HOME[0]] -= 1
bad["mods"][HOME[1]] += 1
case("final_setup_mods", "each player has the starting MODs", [], {"setup_refused": {"code": "bad_setup"}},
     setup={"devastated": DEVASTATED, "final": bad})
bad = final_board()
bad["owners"][second] = 1
case("final_setup_counts", "the territory counts are the claims'", [], {"setup_refused": {"code": "bad_setup"}},
     setup={"devastated": DEVASTATED, "final": bad})

# --- blank cards and deck composition (§10.4, §4.4 check 6)
custom = [{"deck": "land", "id": "club_rule", "name": "Regola del club", "cost": 1, "timing": "before"}]
a = TURN0 + [{"seat": 0, "type": "buy_cards", "decks": {"land": 1}},
             {"seat": 0, "type": "play_card", "deck": "land", "card": "club_rule", "note": "as written"}]
CASES["card_custom"] = {"rule": "a custom card gets the general checks; the referee enters its effect",
                        "log": dict(log(a), settings={"blank_cards": custom}),
                        "expect": {"state": {"energy": {"0": e0 - 2}, "decks": {"land": 20}}}}
CASES["card_custom_without_list"] = {"rule": "blank cards on: the custom cards are entered",
                                     "log": dict(log([]), settings={"blank_cards": True}),
                                     "expect": {"setup_refused": {"code": "bad_setup"}}}
comp = {"land": {"assemble_mods": 20}, "naval": {"assemble_mods": 20}, "space": {"assemble_mods": 20},
        "nuclear": {"armageddon": 20}, "diplomat": {"energy_crisis": 20}}
a = TURN0 + [{"seat": 0, "type": "buy_cards", "decks": {"land": 1}},
             {"seat": 0, "type": "play_card", "deck": "land", "card": "assemble_mods", "territory": HOME[0]}]
CASES["card_composition"] = {"rule": "with the deck composition loaded, a copy must be left",
                             "log": dict(log(a), settings={"deck_composition": comp}),
                             "expect": {"state": {"energy": {"0": e0 - 2}}}}
a = TURN0 + [{"seat": 0, "type": "buy_cards", "decks": {"land": 1}},
             {"seat": 0, "type": "play_card", "deck": "land", "card": "scout_forces"}]
CASES["card_composition_copies_out"] = {"rule": "no copy of that card in the deck",
                                        "log": dict(log(a), settings={"deck_composition": comp}),
                                        "expect": refused_last(a, "copies_out")}

# --- withdraw and the three-capture bonus (§5.2, §5.6)
a = INV + [{"seat": 0, "type": "throw", "attacker": {"d6": [1]}, "defender": {"d6": [6]}},
           {"seat": 0, "type": "withdraw"}]
case("withdraw", "after a throw the attacker may withdraw", a, {"state": {"owners": {TARGET: 1}, "phase": "invasions"}})

# --- the three-capture bonus card (§5.6): three captures in one turn, then the card
def three_captures():
    """Anna's turn 1 taking three one-MOD territories: her income goes on an own territory
    with two such neighbours (5 MODs there with the claim: 3 dice, then 1); her home takes
    the third (its only enemy neighbour is TARGET)."""
    free = lambda t: [n for n in T[t]["neighbours"] if n in OWN and OWN[n] != 0
                      and n not in HOME and n != TARGET]
    base = next(t for t in mine(0) if t != HOME[0] and len(free(t)) >= 2)
    acts = [{"seat": 0, "type": "place", "mods": {base: income(0)}}]
    plan = [(HOME[0], TARGET, [6, 5, 4]), (base, free(base)[0], [6, 5, 4]), (base, free(base)[1], [6])]
    for src, to, dice in plan:
        acts += [{"seat": 0, "type": "invade", "from": src, "to": to},
                 {"seat": 0, "type": "throw", "attacker": {"d6": dice}, "defender": {"d6": [1]}},
                 {"seat": 0, "type": "occupy", "mods": len(dice)}]
    return setup_actions() + [YEAR1] + acts, [to for _, to, _ in plan]
CAPTURES, TAKEN = three_captures()
a = CAPTURES + [{"seat": 0, "type": "bonus_card", "deck": "land"}, {"seat": 0, "type": "end_turn"}]
case("bonus_card", "the third capture of a turn gives 1 energy and a card of a deck with its commander", a,
     {"state": {"owners": {t: 0 for t in TAKEN}, "energy": {"0": e0 + 1}, "cards": {"0": {"land": 1}},
                "decks": {"land": 19}, "current_seat": 1}})
a = CAPTURES[:-3] + [{"seat": 0, "type": "bonus_card", "deck": "land"}]
case("bonus_card_two_captures", "the bonus card comes with the third capture", a, refused_last(a, "no_bonus"))
a = CAPTURES + [{"seat": 0, "type": "bonus_card", "deck": "naval"}]
case("bonus_card_without_commander", "the bonus card's deck needs its commander in play", a,
     refused_last(a, "no_commander"))

# --- the settings dice_entry, place_points, conquest_bonus (§11, as classic's §5 and §9)
QUICK = {"seat": 0, "type": "throw", "dice": {"attacker": {"d6": 3}, "defender": {"d6": 1}}, "losses": [0, 1]}
for form, ok, bad in [("full", THROW, QUICK), ("quick", QUICK, THROW)]:
    a = INV + [ok, {"seat": 0, "type": "occupy", "mods": 3}]
    CASES["dice_entry_" + form] = {"rule": f"dice_entry {form}: the {form} throw form is accepted",
                                   "log": dict(log(a), settings={"dice_entry": form}),
                                   "expect": {"state": {"owners": {TARGET: 0}}}}
    a = INV + [bad]
    CASES["dice_entry_" + form + "_refuses"] = {"rule": f"dice_entry {form}: the other throw form is refused",
                                               "log": dict(log(a), settings={"dice_entry": form}),
                                               "expect": refused_last(a, "dice_entry_form")}
CASES["dice_entry_unknown"] = {"rule": "dice_entry is either, full or quick",
                               "log": dict(log([]), settings={"dice_entry": "faces"}),
                               "expect": {"parse_refused": "log"}}
CASES["place_points"] = {"rule": "place_points: the table's points per place replace n - p (+2 for first)",
                         "log": dict(log(setup_actions()), settings={"place_points": {"3": [10, 4, 1], "4": [8, 4, 2, 0]},
                                                                     "conquest_bonus": 3}),
                         "expect": {"state": {"score": {"seats": {"0": {"place": 1, "points": 7.0},
                                                                  "1": {"place": 1, "points": 7.0},
                                                                  "2": {"place": 3, "points": 1.0}}}}}}
CASES["place_points_default"] = {"rule": "place points by default: n - p, plus 2 for first; shared places share them",
                                 "log": log(setup_actions()),
                                 "expect": {"state": {"score": {"seats": {"0": {"points": 2.5}, "1": {"points": 2.5},
                                                                          "2": {"points": 0.0}}}}}}
CASES["place_points_wrong_length"] = {"rule": "place_points: one number per place of that table size",
                                      "log": dict(log([]), settings={"place_points": {"3": [5, 2]}}),
                                      "expect": {"setup_refused": {"code": "bad_setup"}}}
CASES["place_points_table_of_six"] = {"rule": "place_points: table sizes 2 to 5",
                                      "log": dict(log([]), settings={"place_points": {"6": [9, 5, 3, 2, 1, 0]}}),
                                      "expect": {"setup_refused": {"code": "bad_setup"}}}
CASES["conquest_bonus_negative"] = {"rule": "conquest_bonus is a whole number of points, 0 or more",
                                    "log": dict(log([]), settings={"conquest_bonus": -2}),
                                    "expect": {"parse_refused": "log"}}

for name, doc in CASES.items():
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
print(len(CASES), "scenarios; home", HOME, "target", TARGET, "income", [income(s) for s in range(3)])
