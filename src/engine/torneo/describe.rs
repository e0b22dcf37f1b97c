//! The match history in sentences: each tournament action as a referee reads it back,
//! in Italian or English (Spanish in `describe_es.rs`), naming players and territories (never seat numbers).

use std::collections::BTreeMap;

use super::{Action, ClockEvent};
use crate::engine::Lang;
use crate::engine::classic::{Card, count, losses_from_faces};
use crate::engine::map::{Map, TerritoryId};

fn joined(v: &[u32]) -> String {
    v.iter().map(u32::to_string).collect::<Vec<_>>().join("-")
}

impl Action {
    /// The action as a sentence; `names` are the players in seat order.
    pub fn describe(&self, lang: Lang, names: &[String]) -> String {
        match lang {
            Lang::It => self.sentences(lang, names).0,
            Lang::En => self.sentences(lang, names).1,
            Lang::Es => self.describe_es(names),
        }
    }

    fn sentences(&self, lang: Lang, names: &[String]) -> (String, String) {
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let name = |s: u8| {
            names
                .get(usize::from(s))
                .cloned()
                .unwrap_or_else(|| crate::engine::refusal::ordinal(usize::from(s), lang))
        };
        let who = self.seat().map(name).unwrap_or_default();
        let list = |tanks: &BTreeMap<TerritoryId, u32>| {
            tanks
                .iter()
                .map(|(id, n)| format!("{} {n}", t(id)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let armate = |n: u32| count(n, "armata", "armate");
        let armies = |n: u32| count(n, "army", "armies");
        match self {
            Action::Place { tanks, .. } => {
                let n: u32 = tanks.values().sum();
                (
                    format!("{who} piazza {} ({})", armate(n), list(tanks)),
                    format!("{who} places {} ({})", armies(n), list(tanks)),
                )
            }
            Action::Trade { cards, .. } => {
                let c: Vec<String> = cards
                    .iter()
                    .map(|c| match c {
                        Card::Territory(id) => t(id),
                        Card::Jolly => "jolly".into(),
                    })
                    .collect();
                (
                    format!("{who} gioca un tris ({})", c.join(", ")),
                    format!("{who} trades a set ({})", c.join(", ")),
                )
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
                (
                    format!(
                        "{who} attacca {} da {} ({throw}): perde {la}, la difesa {ld}",
                        t(to),
                        t(from)
                    ),
                    format!(
                        "{who} attacks {} from {} ({throw}): loses {la}, the defence {ld}",
                        t(to),
                        t(from)
                    ),
                )
            }
            Action::Occupy { tanks, .. } => (
                format!("{who} entra con {}", armate(*tanks)),
                format!("{who} moves in {}", armies(*tanks)),
            ),
            Action::Move {
                from, to, tanks, ..
            } => (
                format!("{who} sposta {} da {} a {}", armate(*tanks), t(from), t(to)),
                format!(
                    "{who} moves {} from {} to {}",
                    armies(*tanks),
                    t(from),
                    t(to)
                ),
            ),
            Action::EndTurn { .. } => (format!("{who} passa"), format!("{who} ends the turn")),
            Action::Sdadata { dice, .. } => (
                format!(
                    "{who} tira la sdadata: {} + {} = {}",
                    dice[0],
                    dice[1],
                    dice[0] + dice[1]
                ),
                format!(
                    "{who} rolls the sdadata: {} + {} = {}",
                    dice[0],
                    dice[1],
                    dice[0] + dice[1]
                ),
            ),
            Action::DeclareRisiko { objective, .. } => (
                format!("{who} dichiara RisiKo! ({objective})"),
                format!("{who} declares RisiKo! ({objective})"),
            ),
            Action::RevealObjective { seat, objective } => (
                format!("Obiettivo di {}: {objective}", name(*seat)),
                format!("{}'s objective: {objective}", name(*seat)),
            ),
            Action::ShowObjective { seat } => (
                format!("L'arbitro guarda l'obiettivo di {}", name(*seat)),
                format!("The referee looks at {}'s objective", name(*seat)),
            ),
            Action::Clock {
                event, minutes, by, ..
            } => match event {
                ClockEvent::Start => ("Parte l'orologio".into(), "The clock starts".into()),
                ClockEvent::Pause => ("Orologio in pausa".into(), "Clock paused".into()),
                ClockEvent::Resume => ("L'orologio riparte".into(), "Clock resumed".into()),
                ClockEvent::TimeUp => (
                    "Tempo scaduto: questo è il penultimo giro".into(),
                    "Time is up: this is the penultimate round".into(),
                ),
                ClockEvent::Recovery => {
                    let m = minutes.unwrap_or(0);
                    let by = by.clone().unwrap_or_default();
                    (
                        format!("{by} concede {m} minuti di recupero"),
                        format!("{by} gives {m} minutes of recovery"),
                    )
                }
            },
            Action::CapViolation {
                seat,
                found_on_board,
                remove,
                ..
            } => (
                format!(
                    "{} oltre il tetto con {found_on_board} armate: tolte {}",
                    name(*seat),
                    list(remove)
                ),
                format!(
                    "{} over the cap with {found_on_board} armies: removed {}",
                    name(*seat),
                    list(remove)
                ),
            ),
            Action::Penalty {
                seat,
                tournament_points,
                table_points,
                reason,
            } => {
                let (n, it_kind, en_kind) = match (tournament_points, table_points) {
                    (Some(p), _) => (*p, "punti torneo", "tournament points"),
                    (None, Some(p)) => (*p, "punti tavolo", "table points"),
                    _ => (0, "punti", "points"),
                };
                (
                    format!("Penalità a {}: {n} {it_kind} ({reason})", name(*seat)),
                    format!("Penalty to {}: {n} {en_kind} ({reason})", name(*seat)),
                )
            }
            Action::EndMatch { reason, seat } => {
                let whom = seat.map(name).map_or(String::new(), |n| format!(" — {n}"));
                (
                    format!("L'arbitro chiude la partita: {reason}{whom}"),
                    format!("The referee ends the match: {reason}{whom}"),
                )
            }
        }
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
