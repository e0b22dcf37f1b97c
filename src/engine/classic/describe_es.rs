//! Each classic action as a referee reads it back in Spanish, beside the Italian and
//! English of `describe.rs`, naming players and territories (never seat numbers).

use super::action::{Action, Card, ClockEvent};
use super::combat::losses_from_faces;
use crate::engine::Lang;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::refusal::{dados, ejercitos};

fn faces(v: &[u32]) -> String {
    v.iter().map(u32::to_string).collect::<Vec<_>>().join("-")
}

impl Action {
    /// The action as a Spanish sentence; `names` are the players in seat order.
    pub(super) fn describe_es(&self, names: &[String]) -> String {
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, Lang::Es).to_string();
        let who = self
            .seat()
            .and_then(|s| names.get(usize::from(s)).cloned())
            .unwrap_or_default();
        let list = |tanks: &std::collections::BTreeMap<TerritoryId, u32>| {
            tanks
                .iter()
                .map(|(id, n)| format!("{} {n}", t(id)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Action::Claim { territory, .. } => format!("{who} toma {}", t(territory)),
            Action::Place { tanks, neutral, .. } => {
                let total: u32 = tanks.values().sum();
                let mut s = format!("{who} coloca {} ({})", ejercitos(total), list(tanks));
                if !neutral.is_empty() {
                    s.push_str(&format!(" y 1 neutral ({})", list(neutral)));
                }
                s
            }
            Action::Trade {
                cards,
                bonus_territory,
                ..
            } => {
                let names: Vec<String> = cards
                    .iter()
                    .map(|c| match c {
                        Card::Territory(id) => t(id),
                        Card::Jolly => "comodín".into(),
                    })
                    .collect();
                let bonus = bonus_territory.map_or(String::new(), |b| format!(", +2 en {}", t(&b)));
                format!("{who} canjea un trío ({}){bonus}", names.join(", "))
            }
            Action::Attack {
                from,
                to,
                attacker,
                defender,
                dice,
                losses,
                ..
            } => {
                let (throw, la, ld) = match (attacker, defender, dice, losses) {
                    (Some(a), Some(d), _, _) => {
                        let (la, ld) = losses_from_faces(a, d);
                        (format!("{} / {}", faces(a), faces(d)), la, ld)
                    }
                    (_, _, Some(d), Some(l)) => {
                        (format!("{} contra {}", dados(d[0]), d[1]), l[0], l[1])
                    }
                    _ => (String::new(), 0, 0),
                };
                format!(
                    "{who} ataca {} desde {} ({throw}): atacante −{la}, defensor −{ld}",
                    t(to),
                    t(from)
                )
            }
            Action::Occupy { tanks, .. } => format!("{who} ocupa con {}", ejercitos(*tanks)),
            Action::Move {
                from, to, tanks, ..
            } => format!(
                "{who} mueve {} de {} a {}",
                ejercitos(*tanks),
                t(from),
                t(to)
            ),
            Action::EndTurn { .. } => format!("{who} pasa el turno"),
            Action::Clock { event, .. } => match event {
                ClockEvent::Start => "Reloj en marcha".into(),
                ClockEvent::Pause => "Reloj en pausa".into(),
                ClockEvent::Resume => "El reloj sigue".into(),
                ClockEvent::LastRound => "Se acabó el tiempo: última ronda".into(),
            },
            Action::EndMatch { reason } => format!("Partida cerrada por el árbitro: {reason}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
