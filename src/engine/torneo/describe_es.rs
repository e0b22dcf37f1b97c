//! Each tournament action as a referee reads it back in Spanish, beside the Italian and
//! English of `describe.rs`, naming players and territories (never seat numbers).

use std::collections::BTreeMap;

use super::{Action, ClockEvent};
use crate::engine::Lang;
use crate::engine::classic::{Card, losses_from_faces};
use crate::engine::map::{Map, TerritoryId};
use crate::engine::refusal::{count, ejercitos, ordinal};

fn joined(v: &[u32]) -> String {
    v.iter().map(u32::to_string).collect::<Vec<_>>().join("-")
}

impl Action {
    /// The action as a Spanish sentence; `names` are the players in seat order.
    pub(super) fn describe_es(&self, names: &[String]) -> String {
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, Lang::Es).to_string();
        let name = |s: u8| {
            names
                .get(usize::from(s))
                .cloned()
                .unwrap_or_else(|| ordinal(usize::from(s), Lang::Es))
        };
        let who = self.seat().map(name).unwrap_or_default();
        let list = |tanks: &BTreeMap<TerritoryId, u32>| {
            tanks
                .iter()
                .map(|(id, n)| format!("{} {n}", t(id)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Action::Place { tanks, .. } => {
                let n: u32 = tanks.values().sum();
                format!("{who} coloca {} ({})", ejercitos(n), list(tanks))
            }
            Action::Trade { cards, .. } => {
                let c: Vec<String> = cards
                    .iter()
                    .map(|c| match c {
                        Card::Territory(id) => t(id),
                        Card::Jolly => "comodín".into(),
                    })
                    .collect();
                format!("{who} canjea un trío ({})", c.join(", "))
            }
            Action::Attack {
                from,
                to,
                dice,
                attacker_dice,
                losses,
                ..
            } => {
                let (la, ld, throw) = match (dice, attacker_dice, losses) {
                    (Some(f), _, _) => {
                        let (la, ld) = losses_from_faces(&f.attacker, &f.defender);
                        (
                            la,
                            ld,
                            format!("{} / {}", joined(&f.attacker), joined(&f.defender)),
                        )
                    }
                    (None, Some(a), Some(l)) => (l.attacker, l.defender, format!("{a}")),
                    _ => (0, 0, String::new()),
                };
                format!(
                    "{who} ataca {} desde {} ({throw}): pierde {la}, la defensa {ld}",
                    t(to),
                    t(from)
                )
            }
            Action::Occupy { tanks, .. } => format!("{who} entra con {}", ejercitos(*tanks)),
            Action::Move {
                from, to, tanks, ..
            } => format!(
                "{who} mueve {} de {} a {}",
                ejercitos(*tanks),
                t(from),
                t(to)
            ),
            Action::EndTurn { .. } => format!("{who} pasa"),
            Action::Sdadata { dice, .. } => format!(
                "{who} tira la sdadata: {} + {} = {}",
                dice[0],
                dice[1],
                dice[0] + dice[1]
            ),
            Action::DeclareRisiko { objective, .. } => {
                format!("{who} declara ¡RisiKo! ({objective})")
            }
            Action::RevealObjective { seat, objective } => {
                format!("Objetivo de {}: {objective}", name(*seat))
            }
            Action::ShowObjective { seat } => {
                format!("El árbitro mira el objetivo de {}", name(*seat))
            }
            Action::Clock {
                event, minutes, by, ..
            } => match event {
                ClockEvent::Start => "Arranca el reloj".into(),
                ClockEvent::Pause => "Reloj en pausa".into(),
                ClockEvent::Resume => "El reloj vuelve a andar".into(),
                ClockEvent::TimeUp => "Se acabó el tiempo: esta es la penúltima ronda".into(),
                ClockEvent::Recovery => {
                    let m = minutes.unwrap_or(0);
                    let by = by.clone().unwrap_or_default();
                    format!("{by} da {} de recuperación", count(m, "minuto", "minutos"))
                }
            },
            Action::CapViolation {
                seat,
                found_on_board,
                remove,
                ..
            } => format!(
                "{} pasó el tope con {}: se sacan {}",
                name(*seat),
                ejercitos(*found_on_board),
                list(remove)
            ),
            Action::Penalty {
                seat,
                tournament_points,
                table_points,
                reason,
            } => {
                let (n, kind) = match (tournament_points, table_points) {
                    (Some(p), _) => (*p, "puntos de torneo"),
                    (None, Some(p)) => (*p, "puntos de mesa"),
                    _ => (0, "puntos"),
                };
                format!("Penalidad a {}: {n} {kind} ({reason})", name(*seat))
            }
            Action::EndMatch { reason, seat } => {
                let whom = seat.map(name).map_or(String::new(), |n| format!(" — {n}"));
                format!("El árbitro cierra la partida: {reason}{whom}")
            }
        }
    }
}
