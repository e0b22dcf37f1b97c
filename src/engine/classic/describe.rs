//! The match history in sentences: each classic action as a referee reads it back, one
//! Fluent message per kind of action (`classic-history-…` in `engine_classic.ftl`),
//! naming players and territories (never seat numbers).

use super::action::{Action, ClockEvent};
use super::combat::losses_from_faces;
use super::sentences::{Args, args, armies, card_list, dice, faces, say, tank_list};
use crate::engine::Lang;
use crate::engine::map::{Map, TerritoryId};

impl Action {
    /// The action as a sentence; `names` are the players in seat order.
    pub fn describe(&self, lang: Lang, names: &[String]) -> String {
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let who = self
            .seat()
            .and_then(|s| names.get(usize::from(s)).cloned())
            .unwrap_or_default();
        let (key, args): (&str, Args) = match self {
            Action::Claim { territory, .. } => (
                "classic-history-claim",
                args![who = who, territory = t(territory)],
            ),
            Action::Place { tanks, neutral, .. } => {
                let total: u32 = tanks.values().sum();
                let key = if neutral.is_empty() {
                    "classic-history-place"
                } else {
                    "classic-history-place-neutral"
                };
                let mut args = args![
                    who = who,
                    armies = armies(lang, total),
                    list = tank_list(tanks, lang)
                ];
                if !neutral.is_empty() {
                    args.extend(args![neutral = tank_list(neutral, lang)]);
                }
                (key, args)
            }
            Action::Trade {
                cards,
                bonus_territory,
                ..
            } => {
                let mut args = args![who = who, cards = card_list(cards, lang)];
                match bonus_territory {
                    None => ("classic-history-trade", args),
                    Some(b) => {
                        args.extend(args![territory = t(b)]);
                        ("classic-history-trade-bonus", args)
                    }
                }
            }
            Action::Attack {
                from,
                to,
                attacker,
                defender,
                dice: counts,
                losses,
                ..
            } => {
                let (throw, la, ld) = match (attacker, defender, counts, losses) {
                    (Some(a), Some(d), _, _) => throw_of_faces(a, d),
                    (_, _, Some(d), Some(l)) => (
                        say(
                            lang,
                            "classic-history-dice-against",
                            &args![dice = dice(lang, d[0]), defender = d[1]],
                        ),
                        l[0],
                        l[1],
                    ),
                    _ => (String::new(), 0, 0),
                };
                (
                    "classic-history-attack",
                    attack_args(who, t(from), t(to), throw, (la, ld)),
                )
            }
            Action::Occupy { tanks, .. } => {
                occupy_line("classic-history-occupy", lang, who, *tanks)
            }
            Action::Move {
                from, to, tanks, ..
            } => move_line(lang, who, *tanks, t(from), t(to)),
            Action::EndTurn { .. } => ("classic-history-end_turn", args![who = who]),
            Action::Clock { event, .. } => (
                match event {
                    ClockEvent::Start => "classic-history-clock-start",
                    ClockEvent::Pause => "classic-history-clock-pause",
                    ClockEvent::Resume => "classic-history-clock-resume",
                    ClockEvent::LastRound => "classic-history-clock-last_round",
                },
                args![],
            ),
            Action::EndMatch { reason } => {
                ("classic-history-end_match", args![reason = reason.clone()])
            }
        };
        say(lang, key, &args)
    }
}

/// A throw entered as faces, as the history shows it (`6 5 / 4 4`), with what the attacker
/// and the defender lost (ties to the defender): both RisiKo! rulesets say it so.
pub(crate) fn throw_of_faces(attacker: &[u32], defender: &[u32]) -> (String, u32, u32) {
    let (la, ld) = losses_from_faces(attacker, defender);
    (format!("{} / {}", faces(attacker), faces(defender)), la, ld)
}

/// The arguments of an attack's line, the same in both RisiKo! rulesets: who attacked
/// `to` from `from`, the throw as the history shows it and the armies each side lost.
pub(crate) fn attack_args(
    who: String,
    from: String,
    to: String,
    throw: String,
    (attacker, defender): (u32, u32),
) -> Args {
    args![
        who = who,
        to = to,
        from = from,
        throw = throw,
        attacker = attacker,
        defender = defender
    ]
}

/// The occupation: the same arguments in both RisiKo! rulesets, under each one's
/// message `key` (the tournament words it its own way).
pub(crate) fn occupy_line(
    key: &'static str,
    lang: Lang,
    who: String,
    tanks: u32,
) -> (&'static str, Args) {
    (key, args![who = who, armies = armies(lang, tanks)])
}

/// The turn's move: the same sentence in both RisiKo! rulesets (`classic-history-move`).
pub(crate) fn move_line(
    lang: Lang,
    who: String,
    tanks: u32,
    from: String,
    to: String,
) -> (&'static str, Args) {
    let args = args![
        who = who,
        armies = armies(lang, tanks),
        from = from,
        to = to
    ];
    ("classic-history-move", args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_throw_reads_with_names_and_losses() {
        let map = Map::risiko();
        let id = |s: &str| map.by_slug(s).expect("territory");
        let names = vec!["Anna".to_string()];
        let a = Action::Attack {
            seat: 0,
            from: id("alaska"),
            to: id("kamchatka"),
            attacker: Some(vec![6, 3, 3]),
            defender: Some(vec![5, 3]),
            dice: None,
            losses: None,
        };
        assert_eq!(
            a.describe(Lang::It, &names),
            "Anna attacca Kamchatka da Alaska (6-3-3 / 5-3): attaccante −1, difensore −1"
        );
        let o = Action::Occupy { seat: 0, tanks: 1 };
        assert_eq!(o.describe(Lang::It, &names), "Anna occupa con 1 armata");
        assert_eq!(o.describe(Lang::En, &names), "Anna moves in 1 army");
    }

    #[test]
    fn spanish_history_names_players_and_counts_armies() {
        let map = Map::risiko();
        let id = |s: &str| map.by_slug(s).expect("territory");
        let names = vec!["Ana".to_string()];
        let o = Action::Occupy { seat: 0, tanks: 1 };
        assert_eq!(o.describe(Lang::Es, &names), "Ana ocupa con 1 ejército");
        let m = Action::Move {
            seat: 0,
            from: id("alaska"),
            to: id("alberta"),
            tanks: 3,
        };
        assert_eq!(
            m.describe(Lang::Es, &names),
            "Ana mueve 3 ejércitos de Alaska a Alberta"
        );
    }
}
