#!/usr/bin/env python3
"""Writes the classic Risiko scenario files (tests/scenarios/classic/*.json).

Run from anywhere: `python3 tests/scenarios/classic/make.py`. Each file is a match log
plus its expected outcome, as the 2 vs 2 scenarios: `setup_refused`, `refused` (index,
code, detail) or a partial `state`/`score`. The small model below only keeps owners,
armies and hands to script legal play; the expected numbers are written by hand, with
the arithmetic in comments.
"""
import json
import os
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
MAP = tomllib.load(open(os.path.join(HERE, "../../../src/engine/maps/risiko.toml"), "rb"))
T = [t["id"] for t in MAP["territories"]]
ADJ = {t["id"]: set(t["neighbours"]) for t in MAP["territories"]}
CARD = {t["id"]: t["card"] for t in MAP["territories"]}
UNVERIFIED = {t["id"] for t in MAP["territories"] if t.get("card_unverified")}
CONT = {}
for t in MAP["territories"]:
    CONT.setdefault(t["continent"], set()).add(t["id"])
BONUS = {c["id"]: c["bonus"] for c in MAP["continents"] if not c.get("region")}
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"]
COLOURS = ["blu", "rosso", "verde", "giallo", "nero", "viola"]
AT = "2026-11-20T20:00:00Z"


def players(n):
    return [{"seat": i, "name": NAMES[i], "colour": COLOURS[i]} for i in range(n)]


def base_setup(n=4):
    """Territory i to seat i mod n; each seat's first territory holds the rest."""
    start = {3: 35, 4: 30, 5: 25}.get(n, 20)
    owners = {t: i % n for i, t in enumerate(T)}
    tanks = {t: 1 for t in T}
    for s in range(n):
        mine = [t for t in T if owners[t] == s]
        tanks[mine[0]] = start - (len(mine) - 1)
    return {"owners": owners, "tanks": tanks}


def log(actions, n=4, setup="base", settings=None):
    out = {"format": 1, "ruleset": "risiko-classic", "players": players(n)}
    if settings:
        out["settings"] = settings
    if setup == "base":
        setup = base_setup(n)
    if setup is not None:
        out["setup"] = setup
    out["actions"] = actions
    return out


WRITTEN = []


def sc(name, rule, lg, **expect):
    doc = {"name": name, "rule": rule, "log": lg, "expect": expect}
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    WRITTEN.append(name)


class Table:
    """Owners, armies and hands, to script legal turns."""

    def __init__(self, n=4, setup=None):
        setup = setup or base_setup(n)
        self.n = n
        self.owner = dict(setup["owners"])
        self.armies = dict(setup["tanks"])
        self.hands = [0] * n
        self.deck = 44
        self.out = set()
        self.actions = []
        self.seat = 0
        self.used = set()

    def mine(self, s):
        return [t for t in T if self.owner[t] == s]

    def reinforcement(self, s):
        own = set(self.mine(s))
        return max(3, len(own) // 3) + sum(b for c, b in BONUS.items() if CONT[c] <= own)

    def add(self, a):
        self.actions.append(a)

    def place(self, s, tanks):
        for t, k in tanks.items():
            self.armies[t] += k
        self.add({"seat": s, "type": "place", "tanks": tanks})

    def end(self, s):
        self.add({"seat": s, "type": "end_turn"})
        nxt = (s + 1) % self.n
        while nxt in self.out:
            nxt = (nxt + 1) % self.n
        self.seat = nxt

    def passive(self, s):
        """Place the reinforcement on the seat's strongest territory and end."""
        big = max(self.mine(s), key=lambda t: (self.armies[t], -T.index(t)))
        self.place(s, {big: self.reinforcement(s)})
        self.end(s)

    def capture(self, s, frm, to):
        """Throws (quick form, attacker never loses) until `to` falls, then occupies."""
        first = not getattr(self, "captured", False)
        while True:
            a = min(3, self.armies[frm] - 1)
            d = min(2, self.armies[to])
            ld = min(a, d)
            self.add({"seat": s, "type": "attack", "from": frm, "to": to,
                      "dice": [a, d], "losses": [0, ld]})
            self.armies[to] -= ld
            if self.armies[to] == 0:
                break
        loser = self.owner[to]
        self.owner[to] = s
        self.add({"seat": s, "type": "occupy", "tanks": a})
        self.armies[frm] -= a
        self.armies[to] = a
        if first:
            self.captured = True
            if self.deck:
                self.deck -= 1
                self.hands[s] += 1
        if loser != "neutral" and not self.mine(loser):
            self.out.add(loser)
            self.hands[s] += self.hands[loser]
            self.hands[loser] = 0
            if len(self.out) == self.n - 1:
                self.finished = True

    def target(self, s, victims=None):
        """The weakest enemy territory (of `victims`, if given) next to an own one, and
        the strongest own territory next to it."""
        best = None
        for frm in self.mine(s):
            for to in ADJ[frm]:
                o = self.owner[to]
                if o == s or (victims is not None and o not in victims):
                    continue
                key = (self.armies[to], -self.armies[frm], T.index(to), T.index(frm))
                if best is None or key < best[0]:
                    best = (key, frm, to)
        if best is None:
            return max(self.mine(s), key=lambda t: self.armies[t]), None
        return best[1], best[2]

    def set_of(self, symbol):
        cards = [t for t in T if CARD[t] == symbol and t not in UNVERIFIED and t not in self.used][:3]
        self.used.update(cards)
        return cards

    def trade(self, s, cards, bonus=None):
        a = {"seat": s, "type": "trade", "cards": cards}
        if bonus:
            a["bonus_territory"] = bonus
        self.add(a)
        self.hands[s] -= 3
        self.deck += 3
        self.sets = getattr(self, "sets", 0) + 1
        n = self.sets
        self.pending_value = getattr(self, "pending_value", 0) + (
            [4, 6, 8, 10, 12, 15][n - 1] if n <= 6 else 15 + 5 * (n - 6))

    def attacking_turn(self, s, trade_symbol=None, victims=None, capture=True):
        """A turn of seat `s`: trade if asked, place all next to the target, capture one."""
        self.captured = False
        self.pending_value = 0
        r = self.reinforcement(s)
        if trade_symbol:
            self.trade(s, self.set_of(trade_symbol))
        frm, to = self.target(s, victims)
        self.place(s, {frm: r + self.pending_value})
        self.pending_value = 0
        if to and capture:
            self.capture(s, frm, to)
        if not getattr(self, "finished", False):
            self.end(s)

    def round_of_others(self):
        while self.seat != 0 and not getattr(self, "finished", False):
            self.passive(self.seat)


exec(open(os.path.join(HERE, "cases.py")).read())
print(f"{len(WRITTEN)} scenarios written")
