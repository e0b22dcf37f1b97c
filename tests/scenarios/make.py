#!/usr/bin/env python3
"""Writes the scenario files of tests/scenarios/*.json (all but elimination_*.json and
one_team_left.json, which are random games found by the seeded random player and kept as
they are).

Each scenario is a real match log (MATCH-LOG.md) plus the expected outcome, worked out
by hand from RULES-risiko-2v2.md (the comments say how). The logs are long (44 initial
placements before round 1), so they are generated here from short descriptions; the
engine test only ever reads the JSON files. Run: python3 tests/scenarios/make.py
"""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS = [("Anna", "A", "blu"), ("Bruno", "B", "rosso"), ("Carla", "A", "verde"), ("Dario", "B", "giallo")]
NA = ["alaska", "territori_del_nord_ovest", "groenlandia", "alberta", "ontario", "quebec",
      "stati_uniti_occidentali", "stati_uniti_orientali", "america_centrale"]
SA = ["venezuela", "peru", "brasile", "argentina"]
EU = ["islanda", "scandinavia", "gran_bretagna", "europa_settentrionale", "europa_occidentale",
      "europa_meridionale", "ucraina"]
AF = ["africa_del_nord", "egitto", "congo", "africa_orientale", "africa_del_sud", "madagascar"]
OC = ["indonesia", "nuova_guinea", "australia_occidentale", "australia_orientale"]
T0 = "2026-01-15T20:30:00Z"

# Base A: everyone owns a continent (so teammates are in truce).
BASE_A = {
    0: OC + ["siam", "india", "cina", "medio_oriente", "afghanistan", "mongolia"],
    1: SA + AF,
    2: NA + ["kamchatka"],
    3: EU + ["siberia", "jacuzia", "cita"],
    "neutral": ["giappone", "urali"],
}
# Base B: nobody owns a continent; teammates border each other (alaska/alberta, indonesia/siam).
BASE_B = {
    0: ["alaska", "nuova_guinea", "australia_occidentale", "australia_orientale", "siam", "india",
        "cina", "medio_oriente", "afghanistan", "urali"],
    1: ["venezuela", "peru", "brasile", "scandinavia", "africa_del_nord", "egitto", "congo",
        "africa_orientale", "africa_del_sud", "jacuzia"],
    2: ["indonesia"] + NA[1:] + ["islanda"],
    3: ["argentina", "gran_bretagna", "europa_settentrionale", "europa_occidentale",
        "europa_meridionale", "ucraina", "siberia", "madagascar", "cita", "kamchatka"],
    "neutral": ["giappone", "mongolia"],
}
# Base C: seat 0 owns Africa and faces an enemy Europe it can sweep.
BASE_C = {
    0: AF + ["siam", "india", "cina", "urali"],
    1: ["islanda", "scandinavia", "gran_bretagna", "europa_settentrionale"] + SA + ["indonesia", "nuova_guinea"],
    2: NA + ["medio_oriente"],
    3: ["europa_occidentale", "europa_meridionale", "ucraina", "australia_occidentale",
        "australia_orientale", "siberia", "jacuzia", "cita", "kamchatka", "giappone"],
    "neutral": ["mongolia", "afghanistan"],
}
CATALOGUE = {
    0: {"continent": "oceania", "strips": [["siam", "india", "medio_oriente"]]},
    2: {"continent": "nord_america", "strips": [["islanda", "gran_bretagna", "europa_occidentale"]]},
    1: {"continent": "sud_america", "strips": [["america_centrale", "stati_uniti_orientali", "quebec"]]},
    3: {"continent": "europa", "strips": [["africa_del_nord", "brasile", "venezuela"]]},
}


def players(extra=None):
    extra = extra or {}
    out = []
    for i, (n, t, c) in enumerate(PLAYERS):
        p = {"seat": i, "name": n, "team": t, "colour": c}
        p.update(extra.get(i, {}))
        out.append(p)
    return out


def owners(base):
    out = {}
    for who, ts in base.items():
        for t in ts:
            assert t not in out, t
            out[t] = who
    assert len(out) == 42, len(out)
    return out


def placement(piles):
    """The 44 initial placement turns; piles[seat] = [(territory, n), ...] summing to 30."""
    queues = {s: [t for t, n in piles[s] for _ in range(n)] for s in range(4)}
    for s in range(4):
        assert len(queues[s]) == 30, (s, len(queues[s]))
    on_board = {s: 10 for s in range(4)}
    actions = []
    while any(on_board[s] < 40 for s in range(4)):
        for s in range(4):
            b = on_board[s]
            q = min(3, 36 - b) if b < 36 else min(2, 40 - b)
            if q == 0:
                continue
            tanks = {}
            for t in queues[s][:q]:
                tanks[t] = tanks.get(t, 0) + 1
            queues[s] = queues[s][q:]
            on_board[s] += q
            actions.append({"seat": s, "type": "place", "tanks": tanks})
    return actions


def pile(base, stacks):
    """Every seat puts its 30 placement tanks on one territory."""
    return placement({s: [(stacks[s], 30)] for s in range(4)})


def end(s):
    return {"seat": s, "type": "end_turn"}


def place(s, **tanks):
    return {"seat": s, "type": "place", "tanks": tanks}


def declare(s, n):
    return {"seat": s, "type": "declare", "tanks": n}


def attack(s, a, b, n):
    return {"seat": s, "type": "attack", "from": a, "to": b, "tanks": n}


def occupy(s, n):
    return {"seat": s, "type": "occupy", "tanks": n}


def move(s, a, b, n):
    return {"seat": s, "type": "move", "from": a, "to": b, "tanks": n}


def clock(event, at=T0):
    return {"type": "clock", "event": event, "at": at}


def quiet(seats, rnd):
    """Turns where the seats do nothing: end_turn (rounds 1-2) or declare 0 + end_turn."""
    out = []
    for s in seats:
        if rnd >= 3:
            out.append(declare(s, 0))
        out.append(end(s))
    return out


def log(base=None, actions=(), settings=None, objectives=None, players_=None, draft=None):
    doc = {"format": 1, "ruleset": "risiko-2v2"}
    if settings is not None:
        doc["settings"] = settings
    doc["players"] = players_ or players()
    doc["objectives"] = {str(k): v for k, v in (objectives or {}).items()}
    doc["draft"] = draft or {"owners": owners(base)}
    doc["actions"] = list(actions)
    return doc


SCENARIOS = []


def sc(name, rule, the_log, **expect):
    SCENARIOS.append((name, {"name": name, "rule": rule, "log": the_log, "expect": expect}))


def refused(index, code, **data):
    out = {"index": index, "code": code}
    if data:
        out["detail"] = data
    return out


# ---------- splitmix64 deal, a second implementation of the engine's ----------
MASK = (1 << 64) - 1
def map_order():
    ids = []
    for line in open(os.path.join(HERE, "../../src/engine/maps/risiko.toml")):
        line = line.strip()
        if line.startswith("id = "):
            ids.append(line.split('"')[1])
    return [i for i in ids if i not in ("risiko", "nord_america", "sud_america", "europa", "africa", "asia", "oceania", "asia_del_nord")]


def splitmix(state):
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def deal(seed):
    cards = map_order()
    state = seed
    for i in range(len(cards) - 1, 0, -1):
        state, r = splitmix(state)
        j = r % (i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return [cards[0:10], cards[10:20], cards[20:31], cards[31:42]]


exec(open(os.path.join(HERE, "cases.py")).read())

for name, doc in SCENARIOS:
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
print(len(SCENARIOS), "scenarios written")
