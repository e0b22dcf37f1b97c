#!/usr/bin/env python3
"""Writes the RisiKo! tournament scenario files (tests/scenarios/torneo/*.json).

Run from anywhere: `python3 tests/scenarios/torneo/make.py`. Each file is a match log
plus its expected outcome, as the classic scenarios: `setup_refused`, `refused` (index,
code, detail) or a partial `state`/`score`. The small model below keeps owners, armies,
hands and the turn order only to script legal play; the expected numbers are written by
hand in cases.py, with the arithmetic in comments.
"""
import json
import os
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
MAP = tomllib.load(open(os.path.join(HERE, "../../../src/engine/maps/risiko.toml"), "rb"))
T = [t["id"] for t in MAP["territories"]]
ADJ = {t["id"]: set(t["neighbours"]) for t in MAP["territories"]}
CARD = {t["id"]: t["card"] for t in MAP["territories"]}
PTS = {t: len(ADJ[t]) for t in T}
CONT = {}
for t in MAP["territories"]:
    CONT.setdefault(t["continent"], []).append(t["id"])
BONUS = {c["id"]: c["bonus"] for c in MAP["continents"] if not c.get("region")}
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
COLOURS = ["blu", "rosso", "verde", "giallo", "nero"]
START = {3: 35, 4: 30, 5: 25}


def players(n):
    return [{"seat": i, "name": NAMES[i], "colour": COLOURS[i]} for i in range(n)]


def deal(n):
    """Territory k of the map to the seats in reverse order, so the last seats get the
    extra ones and no seat holds more than ceil(size / n) of a continent."""
    order = list(range(n))[::-1]
    return {t: order[k % n] for k, t in enumerate(T)}


def log(actions, n=4, settings=None, objectives=None, owners=None, seed=None):
    out = {"format": 1, "ruleset": "risiko-torneo"}
    if settings:
        out["settings"] = settings
    out["players"] = players(n)
    if objectives is not None:
        out["objectives"] = objectives
    out["distribution"] = {"seed": seed} if seed is not None else {"owners": owners or deal(n)}
    out["actions"] = actions
    return out


WRITTEN = []


def j(v):
    return json.dumps(v, ensure_ascii=False)


def sc(name, rule, lg, **expect):
    """Writes one scenario: the log's header keys one a line, its actions one a line."""
    head = [f"  {j(k)}: {j(v)}," for k, v in lg.items() if k != "actions"]
    acts = [f"   {j(a)}" for a in lg["actions"]]
    text = "\n".join(
        ["{", f" \"name\": {j(name)},", f" \"rule\": {j(rule)},", " \"log\": {"]
        + head
        + ["  \"actions\": [", ",\n".join(acts), "  ]", " },", f" \"expect\": {j(expect)}", "}"]
    )
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        f.write(text + "\n")
    json.loads(text)
    WRITTEN.append(name)


class Table:
    """Owners, armies, hands and the turn order, to script legal turns."""

    def __init__(self, n=4, start=None, owners=None):
        self.n = n
        self.owner = dict(owners or deal(n))
        self.armies = {t: 1 for t in T}
        start = start or START[n]
        self.to_place = [start - len(self.mine(s)) for s in range(n)]
        self.hands = [0] * n
        self.actions = []
        self.seat = 0
        self.round = 0
        self.conquered = 0
        self.out = set()

    def mine(self, s):
        return [t for t in T if self.owner[t] == s]

    def home(self, s):
        """The seat's strongest territory, the first in map order among equals: every
        placement goes there (so at the start it is the first in map order)."""
        return max(self.mine(s), key=lambda x: (self.armies[x], -T.index(x)))

    def on_board(self, s):
        return sum(self.armies[t] for t in self.mine(s))

    def add(self, a):
        self.actions.append(a)
        return len(self.actions) - 1

    def placement(self):
        """The initial placement: min(3, left) on the home territory, in seat order."""
        while any(self.to_place):
            s = self.seat
            k = min(3, self.to_place[s])
            self.place(s, {self.home(s): k})
            self.to_place[s] -= k
            nxt = [(s + i) % self.n for i in range(1, self.n + 1)]
            self.seat = next((x for x in nxt if self.to_place[x] > 0), 0)
        self.seat, self.round = 0, 1
        return self

    def reinforcement(self, s):
        own = set(self.mine(s))
        return len(own) // 3 + sum(b for c, b in BONUS.items() if set(CONT[c]) <= own)

    def place(self, s, tanks):
        for t, k in tanks.items():
            self.armies[t] += k
        return self.add({"seat": s, "type": "place", "tanks": tanks})

    def reinforce(self, s):
        """Every reinforcement on the home (nothing to place with fewer than 3
        territories: there is no minimum)."""
        if self.reinforcement(s):
            self.place(s, {self.home(s): self.reinforcement(s)})

    def attack(self, s, frm, to, a, la, ld):
        self.armies[frm] -= la
        self.armies[to] -= ld
        return self.add({"seat": s, "type": "attack", "from": frm, "to": to,
                         "attacker_dice": a, "losses": {"attacker": la, "defender": ld}})

    def capture(self, s, frm, to, extra=0):
        """Quick-form throws, the defender losing every pair, then the compulsory move-in
        (plus `extra`)."""
        while True:
            d = min(3, self.armies[to])
            a = min(3, self.armies[frm] - 1)
            assert a >= d, (frm, to)
            self.attack(s, frm, to, a, 0, d)
            if self.armies[to] == 0:
                break
        loser = self.owner[to]
        self.owner[to] = s
        self.occupy(s, frm, to, a + extra)
        self.conquered += 1
        if not self.mine(loser):
            self.out.add(loser)
            self.hands[s] += self.hands[loser]
            self.hands[loser] = 0

    def occupy(self, s, frm, to, k):
        self.armies[frm] -= k
        self.armies[to] += k
        return self.add({"seat": s, "type": "occupy", "tanks": k})

    def target(self, s, frm=None):
        """An enemy territory next to `frm` (default: the home), the weakest first."""
        frm = frm or self.home(s)
        enemies = sorted((t for t in ADJ[frm] if self.owner[t] != s),
                         key=lambda t: (self.armies[t], T.index(t)))
        return frm, enemies[0]

    def end(self, s):
        i = self.add({"seat": s, "type": "end_turn"})
        if self.conquered:
            self.hands[s] += 1
        self.conquered = 0
        self.advance()
        return i

    def advance(self):
        s = self.seat
        nxt = (s + 1) % self.n
        while nxt in self.out:
            nxt = (nxt + 1) % self.n
        if nxt <= s:
            self.round += 1
        self.seat = nxt

    def passive(self, s):
        self.reinforce(s)
        return self.end(s)

    def conquering_turn(self, s):
        """Reinforce the home, take its weakest enemy neighbour, end (draws a card)."""
        self.reinforce(s)
        frm, to = self.target(s)
        self.capture(s, frm, to)
        return self.end(s)

    def clock(self, event, minute, **kw):
        a = {"type": "clock", "event": event}
        if minute is not None:
            a["at"] = at(minute)
        a.update(kw)
        return self.add(a)


def path(table, s, frm, targets):
    """The shortest way from `frm` through territories `s` does not own to the nearest
    target `s` does not own (BFS in map order), without `frm`."""
    prev = {frm: None}
    queue = [frm]
    while queue:
        cur = queue.pop(0)
        for nb in sorted(ADJ[cur], key=T.index):
            if nb in prev or table.owner[nb] == s:
                continue
            prev[nb] = cur
            if nb in targets:
                out = [nb]
                while prev[out[-1]] != frm:
                    out.append(prev[out[-1]])
                return out[::-1]
            queue.append(nb)
    return None


def take(table, s, frm, to):
    """Throws (the defender losing every pair) until `to` falls, then moves in all but
    the garrison: 2 where `frm` still borders an enemy, else 1 (never fewer than the dice)."""
    while True:
        d = min(3, table.armies[to])
        a = min(3, table.armies[frm] - 1)
        assert a >= d, (frm, to)
        table.attack(s, frm, to, a, 0, d)
        if table.armies[to] == 0:
            break
    loser = table.owner[to]
    table.owner[to] = s
    keep = 2 if any(table.owner[x] != s for x in ADJ[frm]) else 1
    table.occupy(s, frm, to, max(a, table.armies[frm] - keep))
    table.conquered += 1
    if not table.mine(loser):
        table.out.add(loser)
        table.hands[s] += table.hands[loser]
        table.hands[loser] = 0


def reinforce_near(table, s, targets):
    """All reinforcements on the strongest own territory next to a target not yet owned
    (the home if none is next to one)."""
    near = [x for x in table.mine(s) if any(n in targets and table.owner[n] != s for n in ADJ[x])]
    where = max(near, key=lambda x: (table.armies[x], -T.index(x))) if near else table.home(s)
    if table.reinforcement(s):
        table.place(s, {where: table.reinforcement(s)})


def hunt(table, s, targets, stop=lambda: False):
    """Takes target territories one step at a time from the strongest own territories
    that can throw 3 dice, until none is reachable or `stop()`."""
    while not stop():
        step = None
        for frm in sorted(table.mine(s), key=lambda x: (-table.armies[x], T.index(x))):
            if table.armies[frm] < 4:
                break
            way = path(table, s, frm, targets)
            if way:
                step = (frm, way[0])
                break
        if step is None:
            return
        take(table, s, *step)


def at(minute):
    """The time `minute` minutes (may be fractional) after 21:00."""
    secs = int(round(minute * 60))
    h, rest = divmod(secs, 3600)
    m, s = divmod(rest, 60)
    return f"2026-03-01T{21 + h:02d}:{m:02d}:{s:02d}Z"


exec(open(os.path.join(HERE, "cases.py")).read())
print(f"{len(WRITTEN)} scenarios written")
