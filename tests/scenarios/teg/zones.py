"""The international zone (§12), run by make.py with its helpers. The seed's example:
Nueva Zelanda (Ana) and Australia (Beto), Tasmania with a single army between them.

A zone needs three trades each, so the cases share a long prefix: Ana and Beto take
Tasmania and Sumatra from each other, one country a turn, drawing a card each time and
trading each three cards (6, 10, 15 armies), while Carla and Dario only place; Ana also
stacks India (next to Sumatra). The prefix is simulated here (countries held, the armies
due: ⌊countries ÷ 2⌋ + the trade), and the engine checks every action of it.
"""

zf = {"nueva_zelanda": 0, "india": 0, "sumatra": 0, "tasmania": 1, "australia": 1}
zowners = deal(zf)
zp8 = {0: {"nueva_zelanda": 8}, 1: {"australia": 8}}
zp4 = {0: {"india": 4}}
Y, Z = "tasmania", "sumatra"
STACK = {(0, Y): "nueva_zelanda", (0, Z): "india", (1, Y): "australia", (1, Z): "australia"}
PILE = [c for c in IDS if c not in zf][:40]


def zone_prefix(owes=True):
    """The turns until both have made 3 trades; stops at the first turn of a party that
    owes an attack on Tasmania (or, `owes=False`, that holds it). Returns (actions, that
    party, its armies due, hands)."""
    holder = {Y: 1, Z: 0}
    count = {s: sum(1 for o in zowners.values() if o == s) for s in range(4)}
    hands = {0: [], 1: []}
    trades = {0: 0, 1: 0}
    pile = list(PILE)
    acts = []
    r = 0
    while True:
        r += 1
        opener = (r - 1) % 4
        acts.append(sit(opener))
        for k in range(4):
            s = (opener + k) % 4
            due = (count[s] // 2 if count[s] >= 6 else 4) if r >= 2 else 0
            if s in (0, 1) and trades[0] >= 3 and trades[1] >= 3 and (holder[Y] == 1 - s) == owes:
                return acts, s, due, hands
            if s in (2, 3):
                if due:
                    acts.append({"seat": s, "type": "place", "armies": {home(zowners, s): due}})
                acts.append(end(s))
                continue
            if len(hands[s]) == 3:
                acts.append({"seat": s, "type": "trade", "countries": hands[s],
                             "figures": {c: ["avion"] for c in hands[s]}})
                trades[s] += 1
                due += {1: 6, 2: 10, 3: 15}[trades[s]]
                hands[s] = []
            target = Y if holder[Y] == 1 - s else Z
            frm = STACK[(s, target)]
            if due:
                if s == 0:
                    acts.append({"seat": 0, "type": "place",
                                 "armies": {"nueva_zelanda": due - due // 2, "india": due // 2}})
                else:
                    acts.append({"seat": 1, "type": "place", "armies": {"australia": due}})
            acts.append(attack(s, frm, target, [6, 6, 6], [1]))
            acts.append({"seat": s, "type": "occupy", "armies": 1})
            holder[target] = s
            count[s] += 1
            count[1 - s] -= 1
            if trades[s] < 3:
                card = pile.pop(0)
                hands[s].append(card)
                acts.append({"seat": s, "type": "draw_card", "country": card})
            acts.append(end(s))


zacts, zp, zdue, zhands = zone_prefix()
ZONE = {"type": "zone_pact", "parties": [0, 1], "country": Y}
zid = 8 + len(zacts)
zplace = {"seat": zp, "type": "place", "armies": {STACK[(zp, Y)]: zdue}}
ztake = [zplace, attack(zp, STACK[(zp, Y)], Y, [6, 6, 6], [1])]


def zcase(name, rule, actions, expect):
    case(name, rule, zf, zacts + actions, expect, p8=zp8, p4=zp4)


zcase("zone_pact_on_tasmania",
      "§12 the seed's zone: Tasmania, one army, between Nueva Zelanda and Australia, after 3 trades each",
      [ZONE], {"state": {"zones": [{"id": zid, "parties": [0, 1], "country": Y}], "trades": {"0": 3, "1": 3}}})
zcase("zone_taken_with_one_army",
      "§12 the party takes the zone and leaves a single army there",
      [ZONE] + ztake + [{"seat": zp, "type": "occupy", "armies": 1}],
      {"state": {"owners": {Y: zp}, "armies": {Y: 1}, "zones": [{"id": zid}]}})
zcase("zone_taken_with_two_armies_refused",
      "§12 the zone is taken with exactly one army",
      [ZONE] + ztake + [{"seat": zp, "type": "occupy", "armies": 2}],
      {"refused": {"code": "zone_forbids", "detail": {"pact": zid, "country": Y, "what": "move_in"}}})
zcase("zone_regroup_into_refused",
      "§12 no regrouping into the zone",
      [ZONE] + ztake + [{"seat": zp, "type": "occupy", "armies": 1},
                        {"seat": zp, "type": "regroup", "from": STACK[(zp, Y)], "to": Y, "armies": 2}],
      {"refused": {"code": "zone_forbids", "detail": {"what": "regroup"}}})
hacts, hp, hdue, _ = zone_prefix(owes=False)
case("zone_reinforced_refused", "§12 no placing on the zone: it keeps a single army",
     zf, hacts + [ZONE, {"seat": hp, "type": "place", "armies": {Y: 1, STACK[(hp, Z)]: hdue - 1}}],
     {"refused": {"code": "zone_forbids", "detail": {"what": "place"}}}, p8=zp8, p4=zp4)
zcase("zone_not_attacked_is_a_breach",
      "§12 a party that does not attack the zone it owes is penalised: the referee records it next",
      [ZONE, zplace, end(zp)],
      {"state": {"zone_breach_due": {"zone": zid, "offender": zp}}})
zcase("zone_breach_first_refused",
      "§12 nothing else until the penalty is recorded",
      [ZONE, zplace, end(zp), {"type": "pact", "kind": "world", "parties": [2, 3]}],
      {"refused": {"code": "zone_breach_pending", "detail": {"pact": zid, "offender": zp}}})
penalty = {"type": "zone_breach", "pact": zid, "offender": zp, "card": None, "zone_continues": False}
if zhands[zp]:
    penalty["card"] = zhands[zp][0]
again = dict(ZONE)
case("zone_breach_penalty_ends_the_zone",
     "§12 the penalty (a card at random, or the next one earned); the injured party ends the zone, so a new one can be agreed",
     zf, zacts + [ZONE, zplace, end(zp), penalty, again],
     {"state": {"zones": [{"id": zid + 4}], "cards": {str(zp): max(len(zhands[zp]) - 1, 0)}}},
     p8=zp8, p4=zp4, settings={"communication": "vale_todo"})
zcase("zone_breach_penalty_zone_goes_on",
      "§12 the injured party may keep the zone",
      [ZONE, zplace, end(zp), dict(penalty, zone_continues=True)],
      {"state": {"zones": [{"id": zid}]}})
zcase("zone_before_three_trades_refused",
      "§12 a zone only from the third trade of each party",
      [], {})
CASES.pop()
case("zone_before_three_trades_refused", "§12 a zone only from the third trade of each party",
     zf, [sit(0), ZONE], {"refused": {"code": "zone_invalid", "detail": {"reason": "three_trades_each"}}},
     p8=zp8, p4=zp4)
