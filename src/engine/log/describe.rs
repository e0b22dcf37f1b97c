//! A referee's sentence for each recorded action, in Italian, English or Spanish
//! ("Anna attacca Kamchatka da Alaska con 3"), for the history page and anything else
//! that shows a log to people rather than programs.

use std::fmt::Write;

use super::{Action, ClockEvent, Player, Seat};
use crate::engine::Lang;
use crate::engine::map::{Map, TerritoryId};

/// "1 carro" / "3 carri", "1 tank" / "3 tanks".
fn tanks(lang: Lang, n: u32) -> String {
    match (lang, n) {
        (Lang::It, 1) => "1 carro".into(),
        (Lang::It, n) => format!("{n} carri"),
        (Lang::En, 1) => "1 tank".into(),
        (Lang::En, n) => format!("{n} tanks"),
        (Lang::Es, n) => crate::engine::refusal::ejercitos(n),
    }
}

/// "Alaska +3, Perù +1"-style lists: `{n} su/on {territory}` joined by commas.
fn per_territory<'a>(
    lang: Lang,
    items: impl Iterator<Item = (&'a TerritoryId, &'a u32)>,
    [word_it, word_en, word_es]: [&str; 3],
) -> String {
    let map = Map::risiko();
    let mut out = String::new();
    for (i, (t, n)) in items.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let word = match lang {
            Lang::It => word_it,
            Lang::En => word_en,
            Lang::Es => word_es,
        };
        let _ = write!(out, "{n} {word} {}", map.name(*t, lang));
    }
    out
}

impl Action {
    /// The action as a sentence. Seats are named after `players` (their names); a seat
    /// missing from it is "Posto N" / "Seat N" (1-based, as referees count).
    pub fn describe(&self, lang: Lang, players: &[Player]) -> String {
        let map = Map::risiko();
        let who = |s: Seat| {
            players
                .iter()
                .find(|p| p.seat == s)
                .map(|p| p.name.clone())
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| match lang {
                    Lang::It => format!("Posto {}", u32::from(s) + 1),
                    Lang::En => format!("Seat {}", u32::from(s) + 1),
                    Lang::Es => format!("Puesto {}", u32::from(s) + 1),
                })
        };
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        match self {
            Action::DraftPick { seat, territory } => match lang {
                Lang::It => format!("{} tiene {} nel draft", who(*seat), t(territory)),
                Lang::En => format!("{} keeps {} in the draft", who(*seat), t(territory)),
                Lang::Es => format!("{} se queda con {} en el draft", who(*seat), t(territory)),
            },
            Action::Place { seat, tanks: m } => {
                let list = per_territory(lang, m.iter(), ["su", "on", "en"]);
                match lang {
                    Lang::It => format!("{} piazza {list}", who(*seat)),
                    Lang::En => format!("{} places {list}", who(*seat)),
                    Lang::Es => format!("{} coloca {list}", who(*seat)),
                }
            }
            Action::Declare { seat, tanks: n } => match lang {
                Lang::It => format!("{} dichiara {}", who(*seat), tanks(lang, *n)),
                Lang::En => format!("{} declares {}", who(*seat), tanks(lang, *n)),
                Lang::Es => format!("{} declara {}", who(*seat), tanks(lang, *n)),
            },
            Action::Trade { seat, sets } => match (lang, sets) {
                (Lang::It, _) => format!("{} scambia {sets} tris di carte", who(*seat)),
                (Lang::En, 1) => format!("{} trades 1 set of cards", who(*seat)),
                (Lang::En, _) => format!("{} trades {sets} sets of cards", who(*seat)),
                (Lang::Es, 1) => format!("{} canjea 1 trío de cartas", who(*seat)),
                (Lang::Es, _) => format!("{} canjea {sets} tríos de cartas", who(*seat)),
            },
            Action::Attack {
                seat,
                from,
                to,
                tanks: n,
            } => match lang {
                Lang::It => format!("{} attacca {} da {} con {n}", who(*seat), t(to), t(from)),
                Lang::En => format!("{} attacks {} from {} with {n}", who(*seat), t(to), t(from)),
                Lang::Es => format!("{} ataca {} desde {} con {n}", who(*seat), t(to), t(from)),
            },
            Action::Occupy { seat, tanks: n } => match lang {
                Lang::It => format!("{} occupa con {}", who(*seat), tanks(lang, *n)),
                Lang::En => format!("{} moves in {}", who(*seat), tanks(lang, *n)),
                Lang::Es => format!("{} ocupa con {}", who(*seat), tanks(lang, *n)),
            },
            Action::Move {
                seat,
                from,
                to,
                tanks: n,
            } => match lang {
                Lang::It => format!(
                    "{} sposta {} da {} a {}",
                    who(*seat),
                    tanks(lang, *n),
                    t(from),
                    t(to)
                ),
                Lang::En => format!(
                    "{} moves {} from {} to {}",
                    who(*seat),
                    tanks(lang, *n),
                    t(from),
                    t(to)
                ),
                Lang::Es => format!(
                    "{} mueve {} de {} a {}",
                    who(*seat),
                    tanks(lang, *n),
                    t(from),
                    t(to)
                ),
            },
            Action::RenounceBonus { seat } => match lang {
                Lang::It => format!("{} rinuncia ai bonus continente", who(*seat)),
                Lang::En => format!("{} renounces continent bonuses", who(*seat)),
                Lang::Es => format!("{} renuncia a los bonus de continente", who(*seat)),
            },
            Action::EndTurn { seat } => match lang {
                Lang::It => format!("{} finisce il turno", who(*seat)),
                Lang::En => format!("{} ends the turn", who(*seat)),
                Lang::Es => format!("{} termina el turno", who(*seat)),
            },
            Action::PlayChance { seat } => match lang {
                Lang::It => format!("{} gioca una chance", who(*seat)),
                Lang::En => format!("{} plays a chance", who(*seat)),
                Lang::Es => format!("{} juega una chance", who(*seat)),
            },
            Action::Pass { seat } => match lang {
                Lang::It => format!("{} passa", who(*seat)),
                Lang::En => format!("{} passes", who(*seat)),
                Lang::Es => format!("{} pasa", who(*seat)),
            },
            Action::CapViolation {
                seat,
                found_on_board,
                remove,
            } => {
                let list = per_territory(lang, remove.iter(), ["da", "from", "de"]);
                match lang {
                    Lang::It => format!(
                        "{} oltre il limite ({found_on_board} carri contati): tolti {list}",
                        who(*seat)
                    ),
                    Lang::En => format!(
                        "{} over the cap ({found_on_board} tanks counted): removed {list}",
                        who(*seat)
                    ),
                    Lang::Es => format!(
                        "{} pasó el límite ({found_on_board} ejércitos contados): se sacan {list}",
                        who(*seat)
                    ),
                }
            }
            Action::Clock { event, .. } => {
                let (i, e, es) = match event {
                    ClockEvent::Start => ("Parte il tempo", "The clock starts", "Arranca el reloj"),
                    ClockEvent::Pause => {
                        ("Tempo in pausa", "The clock is paused", "Reloj en pausa")
                    }
                    ClockEvent::Resume => {
                        ("Il tempo riprende", "The clock resumes", "El reloj sigue")
                    }
                    ClockEvent::Announce => (
                        "Annunciato il terzultimo giro",
                        "The third-to-last round is announced",
                        "Se anuncia la antepenúltima ronda",
                    ),
                };
                match lang {
                    Lang::It => i.into(),
                    Lang::En => e.into(),
                    Lang::Es => es.into(),
                }
            }
            Action::EndMatch { reason, forfeit } => match (lang, forfeit) {
                (Lang::It, None) => format!("L'arbitro chiude la partita: {reason}"),
                (Lang::En, None) => format!("The referee ends the match: {reason}"),
                (Lang::It, Some(team)) => {
                    format!(
                        "L'arbitro chiude la partita, la squadra {team} perde a tavolino: {reason}"
                    )
                }
                (Lang::En, Some(team)) => {
                    format!("The referee ends the match, team {team} forfeits: {reason}")
                }
                (Lang::Es, None) => format!("El árbitro cierra la partida: {reason}"),
                (Lang::Es, Some(team)) => {
                    format!(
                        "El árbitro cierra la partida, el equipo {team} pierde por abandono: {reason}"
                    )
                }
            },
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
        assert_eq!(
            all[1].describe(Lang::Es, &players()),
            "Puesto 4 coloca 1 en Alaska, 2 en Kamchatka"
        );
        assert_eq!(
            all[2].describe(Lang::Es, &players()),
            "Rosso declara 1 ejército"
        );
        assert_eq!(
            all[3].describe(Lang::Es, &players()),
            "Rosso canjea 1 trío de cartas"
        );
        assert_eq!(
            all[5].describe(Lang::Es, &players()),
            "Rosso mueve 2 ejércitos de Alaska a Kamchatka"
        );
        assert_eq!(
            all[1].describe(Lang::It, &players()),
            "Posto 4 piazza 1 su Alaska, 2 su Kamchatka"
        );
        assert_eq!(
            all[2].describe(Lang::It, &players()),
            "Rosso dichiara 1 carro"
        );
        assert_eq!(all[2].describe(Lang::En, &[]), "Seat 1 declares 1 tank");
    }
}
