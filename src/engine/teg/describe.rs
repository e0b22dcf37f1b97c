//! Each action as a sentence for the history, naming players and countries: the message
//! `teg-history-…` of the `engine_teg` area, with the action's data as arguments.

use fluent_bundle::FluentValue;

use super::words::{Args, card_name, colour_name, pact_name, player, say};
use super::{Action, ClockEvent};
use crate::engine::Lang;
use crate::engine::map::{Map, TerritoryId};

impl Action {
    /// The action as a sentence in `lang`.
    pub fn describe(&self, lang: Lang, names: &[String]) -> String {
        let (key, args) = self.history(lang, names);
        say(lang, key, &args)
    }

    /// The history message of the action and its arguments.
    #[allow(clippy::too_many_lines)]
    fn history(&self, lang: Lang, names: &[String]) -> (&'static str, Args) {
        let map = Map::teg_revancha();
        let t = |id: &TerritoryId| FluentValue::from(map.name(*id, lang).to_string());
        let who = |s: &u8| FluentValue::from(player(names, *s, lang));
        let n = |n: &u32| FluentValue::from(*n);
        match self {
            Action::Place {
                seat,
                armies,
                missiles,
            } => {
                let a: u32 = armies.values().sum();
                let m: u32 = missiles.values().sum();
                // A kind with none placed is not said ("colloca 3 eserciti").
                let key = match (a, m) {
                    (_, 0) => "teg.history.place",
                    (0, _) => "teg.history.place_missiles",
                    _ => "teg.history.place_both",
                };
                (
                    key,
                    vec![("who", who(seat)), ("armies", n(&a)), ("missiles", n(&m))],
                )
            }
            Action::Convert {
                seat,
                country,
                missiles,
            } => (
                "teg.history.convert",
                vec![
                    ("who", who(seat)),
                    ("missiles", n(missiles)),
                    ("country", t(country)),
                ],
            ),
            Action::Situation { seat, card, colour } => {
                let mut args = vec![
                    ("who", who(seat)),
                    ("card", FluentValue::from(card_name(*card, lang))),
                ];
                match colour {
                    Some(c) => {
                        args.push(("colour", FluentValue::from(colour_name(c, lang))));
                        ("teg.history.situation_colour", args)
                    }
                    None => ("teg.history.situation", args),
                }
            }
            Action::CrisisRolls { .. } => ("teg.history.crisis_rolls", vec![]),
            Action::Trade { seat, .. } => ("teg.history.trade", vec![("who", who(seat))]),
            Action::Attack { seat, from, to, .. } => (
                "teg.history.attack",
                vec![("who", who(seat)), ("from", t(from)), ("to", t(to))],
            ),
            Action::Occupy { seat, armies } => (
                "teg.history.occupy",
                vec![("who", who(seat)), ("armies", n(armies))],
            ),
            Action::Missile { seat, from, to, .. } => (
                "teg.history.missile",
                vec![("who", who(seat)), ("from", t(from)), ("to", t(to))],
            ),
            Action::Regroup {
                seat,
                from,
                to,
                armies,
                missiles,
            } => (
                "teg.history.regroup",
                vec![
                    ("who", who(seat)),
                    ("armies", n(armies)),
                    ("missiles", n(missiles)),
                    ("from", t(from)),
                    ("to", t(to)),
                ],
            ),
            Action::DrawCard { seat, .. } => ("teg.history.draw_card", vec![("who", who(seat))]),
            Action::ClaimContinentCard { seat, continent } => (
                "teg.history.claim_continent_card",
                vec![
                    ("who", who(seat)),
                    (
                        "continent",
                        FluentValue::from(map.continent_name(*continent, lang).to_string()),
                    ),
                ],
            ),
            Action::CardBonus { seat, country } => (
                "teg.history.card_bonus",
                vec![("who", who(seat)), ("country", t(country))],
            ),
            Action::EndTurn { seat } => ("teg.history.end_turn", vec![("who", who(seat))]),
            Action::Pact { kind, parties, .. } => (
                "teg.history.pact",
                vec![
                    ("pact", FluentValue::from(pact_name(*kind, lang))),
                    ("first", who(&parties[0])),
                    ("second", who(&parties[1])),
                ],
            ),
            Action::BreakPact { seat, pact } => (
                "teg.history.break_pact",
                vec![("who", who(seat)), ("pact", FluentValue::from(*pact))],
            ),
            Action::ZonePact { parties, country } => (
                "teg.history.zone_pact",
                vec![
                    ("country", t(country)),
                    ("first", who(&parties[0])),
                    ("second", who(&parties[1])),
                ],
            ),
            Action::ZoneBreach { offender, .. } => {
                ("teg.history.zone_breach", vec![("who", who(offender))])
            }
            Action::AggressionPact {
                leader,
                ally,
                target,
                ..
            } => (
                "teg.history.aggression_pact",
                vec![
                    ("first", who(leader)),
                    ("second", who(ally)),
                    ("country", t(target)),
                ],
            ),
            Action::CancelPact { pact } => (
                "teg.history.cancel_pact",
                vec![("pact", FluentValue::from(*pact))],
            ),
            Action::OccupyCondominium { armies } => {
                let total: u32 = armies.values().sum();
                (
                    "teg.history.occupy_condominium",
                    vec![("armies", n(&total))],
                )
            }
            Action::Clock { event, .. } => (
                match event {
                    ClockEvent::Start => "teg.history.clock.start",
                    ClockEvent::Pause => "teg.history.clock.pause",
                    ClockEvent::Resume => "teg.history.clock.resume",
                    ClockEvent::TimeUp => "teg.history.clock.time_up",
                },
                vec![],
            ),
            Action::EndMatch { reason } => (
                "teg.history.end_match",
                vec![("reason", FluentValue::from(reason.clone()))],
            ),
        }
    }
}
