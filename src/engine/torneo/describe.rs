//! The match history in sentences: each tournament action as a referee reads it back,
//! one Fluent message per kind of action (`torneo-history-…` in `engine_torneo.ftl`, or
//! classic's where the words are the same in every language), naming players and
//! territories (never seat numbers).

use super::objectives::objective_name;
use super::{Action, ClockEvent};
use crate::engine::Lang;
use crate::engine::classic::describe::{attack_args, move_line, occupy_line, throw_of_faces};
use crate::engine::classic::sentences::{Args, args, armies, card_list, say, tank_list};
use crate::engine::map::{Map, TerritoryId};

impl Action {
    /// The action as a sentence; `names` are the players in seat order.
    pub fn describe(&self, lang: Lang, names: &[String]) -> String {
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let name = |s: u8| {
            names
                .get(usize::from(s))
                .cloned()
                .unwrap_or_else(|| crate::engine::refusal::ordinal(usize::from(s), lang))
        };
        let who = self.seat().map(name).unwrap_or_default();
        let (key, args): (&str, Args) = match self {
            Action::Place { tanks, .. } => (
                "classic-history-place",
                args![
                    who = who,
                    armies = armies(lang, tanks.values().sum()),
                    list = tank_list(tanks, lang)
                ],
            ),
            Action::Trade { cards, .. } => (
                "classic-history-trade",
                args![who = who, cards = card_list(cards, lang)],
            ),
            Action::Attack {
                from,
                to,
                dice,
                attacker_dice,
                losses,
                ..
            } => {
                let (throw, la, ld) = match (dice, attacker_dice, losses) {
                    (Some(f), _, _) => throw_of_faces(&f.attacker, &f.defender),
                    (None, Some(a), Some(l)) => (a.to_string(), l.attacker, l.defender),
                    _ => (String::new(), 0, 0),
                };
                (
                    "torneo-history-attack",
                    attack_args(who, t(from), t(to), throw, (la, ld)),
                )
            }
            Action::Occupy { tanks, .. } => occupy_line("torneo-history-occupy", lang, who, *tanks),
            Action::Move {
                from, to, tanks, ..
            } => move_line(lang, who, *tanks, t(from), t(to)),
            Action::EndTurn { .. } => ("torneo-history-end_turn", args![who = who]),
            Action::Sdadata { dice, .. } => (
                "torneo-history-sdadata",
                args![
                    who = who,
                    first = dice[0],
                    second = dice[1],
                    total = dice[0] + dice[1]
                ],
            ),
            Action::DeclareRisiko { objective, .. } => (
                "torneo-history-declare_risiko",
                args![who = who, objective = objective_name(lang, objective)],
            ),
            Action::RevealObjective { seat, objective } => (
                "torneo-history-reveal_objective",
                args![
                    who = name(*seat),
                    objective = objective_name(lang, objective)
                ],
            ),
            Action::ShowObjective { seat } => {
                ("torneo-history-show_objective", args![who = name(*seat)])
            }
            Action::Clock {
                event, minutes, by, ..
            } => match event {
                ClockEvent::Start => ("torneo-history-clock-start", args![]),
                ClockEvent::Pause => ("torneo-history-clock-pause", args![]),
                ClockEvent::Resume => ("torneo-history-clock-resume", args![]),
                ClockEvent::TimeUp => ("torneo-history-clock-time_up", args![]),
                ClockEvent::Recovery => (
                    "torneo-history-clock-recovery",
                    args![
                        by = by.clone().unwrap_or_default(),
                        minutes = minutes.unwrap_or(0)
                    ],
                ),
            },
            Action::CapViolation {
                seat,
                found_on_board,
                remove,
                ..
            } => (
                "torneo-history-cap_violation",
                args![
                    who = name(*seat),
                    found = *found_on_board,
                    list = tank_list(remove, lang)
                ],
            ),
            Action::Penalty {
                seat,
                tournament_points,
                table_points,
                reason,
            } => {
                let (key, n) = match (tournament_points, table_points) {
                    (Some(p), _) => ("torneo-history-penalty-tournament", *p),
                    (None, Some(p)) => ("torneo-history-penalty-table", *p),
                    _ => ("torneo-history-penalty", 0),
                };
                (
                    key,
                    args![who = name(*seat), points = n, reason = reason.clone()],
                )
            }
            Action::EndMatch { reason, seat } => match seat {
                None => ("torneo-history-end_match", args![reason = reason.clone()]),
                Some(s) => (
                    "torneo-history-end_match-seat",
                    args![reason = reason.clone(), who = name(*s)],
                ),
            },
        };
        say(lang, key, &args)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Losses;
    use super::*;

    #[test]
    fn sentences_name_players_and_territories() {
        let names = vec!["Anna".to_string(), "Bruno".to_string()];
        let map = Map::risiko();
        let id = |s: &str| map.by_slug(s).unwrap_or(TerritoryId(0));
        let a = Action::Attack {
            seat: 0,
            from: id("alberta"),
            to: id("alaska"),
            dice: None,
            attacker_dice: Some(3),
            losses: Some(Losses {
                attacker: 1,
                defender: 2,
            }),
        };
        assert_eq!(
            a.describe(Lang::It, &names),
            "Anna attacca Alaska da Alberta (3): perde 1, la difesa 2"
        );
        let s = Action::Sdadata {
            seat: 1,
            dice: [3, 4],
        };
        assert_eq!(
            s.describe(Lang::En, &names),
            "Bruno rolls the sdadata: 3 + 4 = 7"
        );
    }
}
