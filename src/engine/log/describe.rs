//! A referee's sentence for each recorded action ("Anna attacca Kamchatka da Alaska con
//! 3"), for the history page and anything else that shows a log to people rather than
//! programs: the message `r2v2-history-KIND` (area `engine_2v2`), with the players' and
//! territories' names as its arguments.

use fluent_bundle::FluentValue;

use super::{Action, ClockEvent, Player, Seat};
use crate::engine::Lang;
use crate::engine::map::{Map, TerritoryId};
use crate::i18n::{t, tf};

/// "1 su Alaska, 2 su Perù"-style lists: each `item` message (`$n` on `$territory`),
/// joined by commas.
fn per_territory<'a>(
    lang: Lang,
    items: impl Iterator<Item = (&'a TerritoryId, &'a u32)>,
    item: &str,
) -> String {
    let map = Map::risiko();
    let list: Vec<String> = items
        .map(|(t, n)| {
            let territory = map.name(*t, lang).to_string();
            tf(
                lang,
                item,
                &[("n", (*n).into()), ("territory", territory.into())],
            )
        })
        .collect();
    list.join(", ")
}

impl Action {
    /// The action as a sentence. Seats are named after `players` (their names); a seat
    /// missing from it is "Posto N" / "Seat N" (1-based, as referees count).
    pub fn describe(&self, lang: Lang, players: &[Player]) -> String {
        let map = Map::risiko();
        let who = |s: &Seat| {
            players
                .iter()
                .find(|p| p.seat == *s)
                .map(|p| p.name.clone())
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| {
                    tf(
                        lang,
                        "r2v2.history.seat",
                        &[("n", (u32::from(*s) + 1).into())],
                    )
                })
        };
        let t_ = |id: &TerritoryId| FluentValue::from(map.name(*id, lang).to_string());
        let say = |key: &str, seat: &Seat, mut args: Vec<(&str, FluentValue)>| {
            args.push(("who", who(seat).into()));
            tf(lang, key, &args)
        };
        match self {
            Action::DraftPick { seat, territory } => say(
                "r2v2.history.draft_pick",
                seat,
                vec![("territory", t_(territory))],
            ),
            Action::Place { seat, tanks } => {
                let list = per_territory(lang, tanks.iter(), "r2v2.history.on");
                say("r2v2.history.place", seat, vec![("list", list.into())])
            }
            Action::Declare { seat, tanks: n } => {
                say("r2v2.history.declare", seat, vec![("n", (*n).into())])
            }
            Action::Trade { seat, sets } => {
                say("r2v2.history.trade", seat, vec![("n", (*sets).into())])
            }
            Action::Attack {
                seat,
                from,
                to,
                tanks: n,
            } => say(
                "r2v2.history.attack",
                seat,
                vec![("to", t_(to)), ("from", t_(from)), ("n", (*n).into())],
            ),
            Action::Occupy { seat, tanks: n } => {
                say("r2v2.history.occupy", seat, vec![("n", (*n).into())])
            }
            Action::Move {
                seat,
                from,
                to,
                tanks: n,
            } => say(
                "r2v2.history.move",
                seat,
                vec![("n", (*n).into()), ("from", t_(from)), ("to", t_(to))],
            ),
            Action::RenounceBonus { seat } => say("r2v2.history.renounce_bonus", seat, vec![]),
            Action::EndTurn { seat } => say("r2v2.history.end_turn", seat, vec![]),
            Action::PlayChance { seat } => say("r2v2.history.play_chance", seat, vec![]),
            Action::Pass { seat } => say("r2v2.history.pass", seat, vec![]),
            Action::CapViolation {
                seat,
                found_on_board,
                remove,
            } => {
                let list = per_territory(lang, remove.iter(), "r2v2.history.from");
                say(
                    "r2v2.history.cap_violation",
                    seat,
                    vec![("found", (*found_on_board).into()), ("list", list.into())],
                )
            }
            Action::Clock { event, .. } => t(
                lang,
                match event {
                    ClockEvent::Start => "r2v2.history.clock_start",
                    ClockEvent::Pause => "r2v2.history.clock_pause",
                    ClockEvent::Resume => "r2v2.history.clock_resume",
                    ClockEvent::Announce => "r2v2.history.clock_announce",
                },
            )
            .to_string(),
            Action::EndMatch { reason, forfeit } => {
                let reason = FluentValue::from(reason.clone());
                match forfeit {
                    None => tf(lang, "r2v2.history.end_match", &[("reason", reason)]),
                    Some(team) => tf(
                        lang,
                        "r2v2.history.forfeit",
                        &[("team", team.clone().into()), ("reason", reason)],
                    ),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use chrono::{TimeZone, Utc};

    use super::*;

    fn players() -> Vec<Player> {
        ["Rosso", "Blu"]
            .iter()
            .enumerate()
            .map(|(i, n)| Player {
                seat: u8::try_from(i).unwrap_or(0),
                name: (*n).into(),
                team: "A".into(),
                colour: "rosso".into(),
                is_virtual: false,
                person: None,
            })
            .collect()
    }

    fn id(slug: &str) -> TerritoryId {
        Map::risiko().by_slug(slug).unwrap_or(TerritoryId(0))
    }

    #[test]
    fn an_attack_reads_as_the_referee_says_it() {
        let a = Action::Attack {
            seat: 0,
            from: id("alaska"),
            to: id("kamchatka"),
            tanks: 3,
        };
        assert_eq!(
            a.describe(Lang::It, &players()),
            "Rosso attacca Kamchatka da Alaska con 3"
        );
        assert_eq!(
            a.describe(Lang::En, &players()),
            "Rosso attacks Kamchatka from Alaska with 3"
        );
    }

    #[test]
    fn every_kind_has_a_sentence_in_each_language_and_unknown_seats_get_a_number() {
        let mut m = BTreeMap::new();
        m.insert(id("alaska"), 1);
        m.insert(id("kamchatka"), 2);
        let at = Utc
            .with_ymd_and_hms(2026, 1, 1, 20, 0, 0)
            .single()
            .unwrap_or_default();
        let all = [
            Action::DraftPick {
                seat: 1,
                territory: id("alaska"),
            },
            Action::Place {
                seat: 3,
                tanks: m.clone(),
            },
            Action::Declare { seat: 0, tanks: 1 },
            Action::Trade { seat: 0, sets: 1 },
            Action::Occupy { seat: 0, tanks: 3 },
            Action::Move {
                seat: 0,
                from: id("alaska"),
                to: id("kamchatka"),
                tanks: 2,
            },
            Action::RenounceBonus { seat: 0 },
            Action::EndTurn { seat: 0 },
            Action::PlayChance { seat: 0 },
            Action::Pass { seat: 0 },
            Action::CapViolation {
                seat: 0,
                found_on_board: 121,
                remove: m,
            },
            Action::Clock {
                event: ClockEvent::Announce,
                at,
            },
            Action::EndMatch {
                reason: "forfait".into(),
                forfeit: None,
            },
            Action::EndMatch {
                reason: "ritiro".into(),
                forfeit: Some("B".into()),
            },
        ];
        for a in &all {
            let (it, en, es) = (
                a.describe(Lang::It, &players()),
                a.describe(Lang::En, &players()),
                a.describe(Lang::Es, &players()),
            );
            assert!(!it.is_empty() && it != en, "{a:?}: {it} / {en}");
            assert!(es != it && es != en, "{a:?}: {es}");
            assert!(!it.contains('{') && !en.contains('{') && !es.contains('{'));
        }
        // The action (by its index in `all`), the language and the sentence.
        let sentences = [
            (1, Lang::Es, "Puesto 4 coloca 1 en Alaska, 2 en Kamchatka"),
            (2, Lang::Es, "Rosso declara 1 ejército"),
            (3, Lang::Es, "Rosso canjea 1 trío de cartas"),
            (5, Lang::Es, "Rosso mueve 2 ejércitos de Alaska a Kamchatka"),
            (1, Lang::It, "Posto 4 piazza 1 su Alaska, 2 su Kamchatka"),
            (2, Lang::It, "Rosso dichiara 1 carro"),
        ];
        for (i, lang, sentence) in sentences {
            assert_eq!(all[i].describe(lang, &players()), sentence);
        }
        assert_eq!(all[2].describe(Lang::En, &[]), "Seat 1 declares 1 tank");
    }
}
