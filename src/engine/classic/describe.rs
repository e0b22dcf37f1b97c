//! The match history in sentences: each classic action as a referee reads it back, in
//! Italian or English (Spanish in `describe_es.rs`), naming players and territories (never seat numbers).

use super::action::{Action, Card, ClockEvent};
use super::combat::losses_from_faces;
use super::sentences::count;
use crate::engine::Lang;
use crate::engine::map::{Map, TerritoryId};

fn faces(v: &[u32]) -> String {
    v.iter().map(u32::to_string).collect::<Vec<_>>().join("-")
}

impl Action {
    /// The action as a sentence; `names` are the players in seat order.
    pub fn describe(&self, lang: Lang, names: &[String]) -> String {
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let who = self
            .seat()
            .and_then(|s| names.get(usize::from(s)).cloned())
            .unwrap_or_default();
        let it = match lang {
            Lang::It => true,
            Lang::En => false,
            Lang::Es => return self.describe_es(names),
        };
        let armies = |n: u32| {
            if it {
                count(n, "armata", "armate")
            } else {
                count(n, "army", "armies")
            }
        };
        let list = |tanks: &std::collections::BTreeMap<TerritoryId, u32>| {
            tanks
                .iter()
                .map(|(id, n)| format!("{} {n}", t(id)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Action::Claim { territory, .. } if it => format!("{who} prende {}", t(territory)),
            Action::Claim { territory, .. } => format!("{who} claims {}", t(territory)),
            Action::Place { tanks, neutral, .. } => {
                let total: u32 = tanks.values().sum();
                let mut s = if it {
                    format!("{who} piazza {} ({})", armies(total), list(tanks))
                } else {
                    format!("{who} places {} ({})", armies(total), list(tanks))
                };
                if !neutral.is_empty() {
                    let n = list(neutral);
                    s.push_str(&if it {
                        format!(" e 1 neutrale ({n})")
                    } else {
                        format!(" and 1 neutral ({n})")
                    });
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
                        Card::Jolly => "jolly".into(),
                    })
                    .collect();
                let bonus = bonus_territory.map_or(String::new(), |b| {
                    if it {
                        format!(", +2 su {}", t(&b))
                    } else {
                        format!(", +2 on {}", t(&b))
                    }
                });
                if it {
                    format!("{who} gioca un tris ({}){bonus}", names.join(", "))
                } else {
                    format!("{who} trades a set ({}){bonus}", names.join(", "))
                }
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
                    (_, _, Some(d), Some(l)) => (
                        if it {
                            format!("{} contro {}", count(d[0], "dado", "dadi"), d[1])
                        } else {
                            format!("{} against {}", count(d[0], "die", "dice"), d[1])
                        },
                        l[0],
                        l[1],
                    ),
                    _ => (String::new(), 0, 0),
                };
                if it {
                    format!(
                        "{who} attacca {} da {} ({throw}): attaccante −{la}, difensore −{ld}",
                        t(to),
                        t(from)
                    )
                } else {
                    format!(
                        "{who} attacks {} from {} ({throw}): attacker −{la}, defender −{ld}",
                        t(to),
                        t(from)
                    )
                }
            }
            Action::Occupy { tanks, .. } if it => format!("{who} occupa con {}", armies(*tanks)),
            Action::Occupy { tanks, .. } => format!("{who} moves in {}", armies(*tanks)),
            Action::Move {
                from, to, tanks, ..
            } if it => {
                format!("{who} sposta {} da {} a {}", armies(*tanks), t(from), t(to))
            }
            Action::Move {
                from, to, tanks, ..
            } => {
                format!(
                    "{who} moves {} from {} to {}",
                    armies(*tanks),
                    t(from),
                    t(to)
                )
            }
            Action::EndTurn { .. } if it => format!("{who} passa il turno"),
            Action::EndTurn { .. } => format!("{who} ends the turn"),
            Action::Clock { event, .. } => match (event, it) {
                (ClockEvent::Start, true) => "Cronometro avviato".into(),
                (ClockEvent::Start, false) => "Clock started".into(),
                (ClockEvent::Pause, true) => "Cronometro in pausa".into(),
                (ClockEvent::Pause, false) => "Clock paused".into(),
                (ClockEvent::Resume, true) => "Cronometro ripreso".into(),
                (ClockEvent::Resume, false) => "Clock resumed".into(),
                (ClockEvent::LastRound, true) => "Tempo scaduto: ultimo giro".into(),
                (ClockEvent::LastRound, false) => "Time is up: last round".into(),
            },
            Action::EndMatch { reason } if it => format!("Partita chiusa dall'arbitro: {reason}"),
            Action::EndMatch { reason } => format!("Match ended by the referee: {reason}"),
        }
    }
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
}
