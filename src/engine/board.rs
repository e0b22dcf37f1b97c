//! The RisiKo! board as the screens of the dice rulesets read it where they agree: who
//! holds each territory and with how many armies (by slug, as `docs/MATCH-LOG.md`'s
//! `state` shows it), the seats at the table, the last action as JSON, the attacks and
//! moves open to a seat, and the `Table` answers classic's family gives alike.

use std::collections::BTreeMap;

use serde::Serialize;

use super::map::{Map, TerritoryId, TerritorySet, members};
use super::seat::{Owner, Seat};
use super::table::{AttackChoice, Choices, MoveChoice, SeatInfo};
use super::turn_order::Eliminations;

/// What the `state` JSON of every RisiKo! ruleset opens with (flattened into its
/// `StateView`): the round, the phase, the seat to act, whether and why the match ended,
/// and who holds each territory with how many armies.
#[derive(Debug, Clone, Serialize)]
pub struct Standing<P, F> {
    /// Current round (0 before the first turn).
    pub round: u32,
    /// Current phase.
    pub phase: P,
    /// The seat to act.
    pub current_seat: Seat,
    /// True once the match is over.
    pub finished: bool,
    /// Why it ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub finish_reason: Option<F>,
    /// Territory slug → the seat (or `"neutral"`) holding it; unheld territories are left out.
    pub owners: BTreeMap<String, Owner>,
    /// Territory slug → armies.
    pub tanks: BTreeMap<String, u32>,
}

impl<P, F> Standing<P, F> {
    /// The standing of a match on `map`: `finish` is why it ended, if it has.
    pub fn new(
        map: &Map,
        (round, phase, current_seat): (u32, P, Seat),
        finish: Option<F>,
        owner: impl Fn(TerritoryId) -> Option<Owner>,
        armies: impl Fn(TerritoryId) -> u32,
    ) -> Standing<P, F> {
        let (owners, tanks) = held(map, owner, armies);
        Standing {
            round,
            phase,
            current_seat,
            finished: finish.is_some(),
            finish_reason: finish,
            owners,
            tanks,
        }
    }
}

/// Owners and armies by territory slug, for the territories someone holds.
pub fn held(
    map: &Map,
    owner: impl Fn(TerritoryId) -> Option<Owner>,
    armies: impl Fn(TerritoryId) -> u32,
) -> (BTreeMap<String, Owner>, BTreeMap<String, u32>) {
    let mut owners = BTreeMap::new();
    let mut tanks = BTreeMap::new();
    for t in map.territory_ids() {
        if let Some(o) = owner(t) {
            owners.insert(map.territory(t).slug.clone(), o);
            tanks.insert(map.territory(t).slug.clone(), armies(t));
        }
    }
    (owners, tanks)
}

/// One seat at the table as every screen lists it (the dice rulesets here play no teams).
pub fn seat_info(seat: Seat, name: &str, colour: &str, eliminated: bool) -> SeatInfo {
    SeatInfo {
        seat,
        name: name.to_string(),
        colour: colour.to_string(),
        team: None,
        eliminated,
    }
}

/// The last action applied, as its log JSON.
pub fn action_json<A: Serialize>(last: Option<&A>) -> Option<serde_json::Value> {
    last.and_then(|a| serde_json::to_value(a).ok())
}

/// The [`super::table::Table`] answers a RisiKo! table of classic's family gives the same
/// way, written once: its ruleset code and map, the seats as [`seat_info`] lists them, who
/// acts, the round, the phase's code, owners and armies, the last action and the state and
/// score JSON. Expanded inside `impl Table for Game` of a ruleset whose `Game` has the
/// fields `players` (with `seat`, `name`, `colour`), `current`, `round` and `last`, the
/// methods `eliminated_in`, `finished`, `phase`, `owner`, `armies`, `view` and `score`,
/// and its `RULESET` code in scope; the ruleset writes the rest (phase words, choices,
/// clock, result) itself.
macro_rules! risiko_table_reads {
    () => {
        fn ruleset(&self) -> &'static str {
            RULESET
        }

        fn map(&self) -> &'static $crate::engine::map::Map {
            $crate::engine::map::Map::risiko()
        }

        fn seats(&self) -> Vec<$crate::engine::table::SeatInfo> {
            self.players
                .iter()
                .map(|p| {
                    let out = self.eliminated_in(p.seat).is_some();
                    $crate::engine::board::seat_info(p.seat, &p.name, &p.colour, out)
                })
                .collect()
        }

        fn to_act(&self) -> Option<$crate::engine::seat::Seat> {
            (!self.finished()).then_some(self.current)
        }

        fn round(&self) -> u32 {
            self.round
        }

        fn phase_code(&self) -> &'static str {
            self.phase().code()
        }

        fn owner(
            &self,
            t: $crate::engine::map::TerritoryId,
        ) -> Option<$crate::engine::seat::Owner> {
            Game::owner(self, t)
        }

        fn armies(&self, t: $crate::engine::map::TerritoryId) -> u32 {
            Game::armies(self, t)
        }

        fn last_action(&self) -> Option<serde_json::Value> {
            $crate::engine::board::action_json(self.last.as_ref())
        }

        fn finished(&self) -> bool {
            Game::finished(self)
        }

        fn state_json(&self) -> serde_json::Value {
            serde_json::to_value(self.view()).unwrap_or(serde_json::Value::Null)
        }

        fn score_json(&self) -> serde_json::Value {
            serde_json::to_value(self.score()).unwrap_or(serde_json::Value::Null)
        }
    };
}
pub(crate) use risiko_table_reads;

/// An elimination as classic (§6) and the tournament (§3.2) agree on it: `loser`, who
/// lost their last territory in `round`, is out and `winner` takes their cards. True if
/// `winner` is then the last of the `seats` still in the game; what else follows (a
/// forced trade, the kind of finish) is each ruleset's.
pub fn eliminate<const N: usize>(
    out: &mut Eliminations<N>,
    hands: &mut [u32],
    (seats, round): (usize, u32),
    (winner, loser): (Seat, Seat),
) -> bool {
    out.record(loser, round);
    let cards = std::mem::take(&mut hands[usize::from(loser)]);
    hands[usize::from(winner)] += cards;
    out.standing(seats) == 1
}

/// The attacks and moves open to the seat holding `own`, in the order the forms list them:
/// from each own territory with 2 or more armies, an attack on each enemy neighbour and a
/// move to each own one. Where the rulesets agree (adjacency, one army stays behind, at most
/// 3 attacking dice) this decides; where they differ they answer through the hooks:
/// `keep`, the armies a move must leave on `from` (1 in classic, the garrison in the
/// tournament); `defender_max`, the defender's dice against `to`; `may_attack`, whether
/// an attack with at most `attacker_max` dice against `defender_max` is open at all.
pub fn attacks_and_moves(
    map: &Map,
    own: TerritorySet,
    armies: impl Fn(TerritoryId) -> u32,
    keep: impl Fn(TerritoryId) -> u32,
    defender_max: impl Fn(TerritoryId) -> u32,
    may_attack: impl Fn(TerritoryId, u32, u32) -> bool,
    c: &mut Choices,
) {
    for from in members(own).filter(|t| armies(*t) >= 2) {
        let a = armies(from);
        let keep = keep(from);
        for to in map.neighbours(from) {
            if own & to.bit() == 0 {
                let attacker_max = (a - 1).min(3);
                let defender_max = defender_max(to);
                if may_attack(to, attacker_max, defender_max) {
                    c.attacks.push(AttackChoice {
                        from,
                        to,
                        attacker_max,
                        defender_max,
                    });
                }
            } else if a > keep {
                c.moves.push(MoveChoice {
                    from,
                    to,
                    max: a - keep,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(slug: &str) -> TerritoryId {
        Map::risiko().by_slug(slug).unwrap_or(TerritoryId(0))
    }

    #[test]
    fn the_hooks_decide_what_a_ruleset_changes() {
        let map = Map::risiko();
        let own = id("alaska").bit() | id("alberta").bit();
        let armies = |t: TerritoryId| if t == id("alaska") { 4 } else { 1 };
        // Classic: one army stays, the defender throws at most 2, every attack is open.
        let mut c = Choices::default();
        attacks_and_moves(map, own, armies, |_| 1, |_| 2, |_, _, _| true, &mut c);
        assert!(!c.attacks.is_empty());
        assert!(c.attacks.iter().all(|a| a.from == id("alaska")
            && a.attacker_max == 3
            && a.defender_max == 2
            && own & a.to.bit() == 0));
        assert_eq!(c.moves.len(), 1);
        assert_eq!((c.moves[0].to, c.moves[0].max), (id("alberta"), 3));
        // A garrison of 4 leaves nothing to move; a hook that closes attacks closes them.
        let mut c = Choices::default();
        attacks_and_moves(map, own, armies, |_| 4, |_| 3, |_, a, d| a > d, &mut c);
        assert!(c.attacks.is_empty() && c.moves.is_empty());
    }

    #[test]
    fn the_eliminator_takes_the_cards_and_the_last_one_standing_is_told() {
        let mut out = Eliminations::<3>::default();
        let mut hands = [2, 3, 4];
        assert!(!eliminate(&mut out, &mut hands, (3, 5), (0, 1)));
        assert_eq!(hands, [5, 0, 4]);
        assert_eq!((out.round_of(1), out.order_of(1)), (Some(5), 1));
        assert!(eliminate(&mut out, &mut hands, (3, 6), (2, 0)));
        assert_eq!(hands, [0, 0, 9]);
        assert_eq!(out.order_of(0), 2);
    }

    #[test]
    fn a_flattened_standing_reads_as_the_fields_it_replaced() {
        #[derive(Serialize)]
        struct View {
            #[serde(flatten)]
            standing: Standing<&'static str, &'static str>,
            deck: u32,
        }
        let map = Map::risiko();
        let owner = |t: TerritoryId| (t == id("alaska")).then_some(Owner::Seat(1));
        let standing = Standing::new(map, (2, "attack", 1), None, owner, |_| 3);
        let json = serde_json::to_string(&View { standing, deck: 5 }).unwrap_or_default();
        assert_eq!(
            json,
            r#"{"round":2,"phase":"attack","current_seat":1,"finished":false,"owners":{"alaska":1},"tanks":{"alaska":3},"deck":5}"#
        );
        let ended = Standing::new(map, (9, "finished", 0), Some("time"), |_| None, |_| 0);
        assert!(ended.finished);
        assert_eq!(ended.finish_reason, Some("time"));
    }
}
