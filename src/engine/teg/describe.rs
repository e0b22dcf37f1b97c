//! Each action as a sentence for the history, naming players and countries (Italian and
//! English here; Spanish in `describe_es.rs`).

use super::Action;
use crate::engine::Lang;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::refusal::{count, ordinal};

impl Action {
    /// The action as a sentence in `lang`.
    pub fn describe(&self, lang: Lang, names: &[String]) -> String {
        let map = Map::teg_revancha();
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let who = |s: u8| {
            names
                .get(usize::from(s))
                .filter(|n| !n.trim().is_empty())
                .cloned()
                .unwrap_or_else(|| ordinal(usize::from(s), lang))
        };
        let it = match lang {
            Lang::It => true,
            Lang::En => false,
            Lang::Es => return self.describe_es(names),
        };
        let pick = |i: String, e: String| if it { i } else { e };
        match self {
            Action::Place {
                seat,
                armies,
                missiles,
            } => {
                let a: u32 = armies.values().sum();
                let m: u32 = missiles.values().sum();
                // Each count agrees in number; a kind with none placed is not said.
                let placed = |army: [&str; 2], missile: [&str; 2], and: &str| {
                    let a = (a > 0 || m == 0).then(|| count(a, army[0], army[1]));
                    let m = (m > 0).then(|| count(m, missile[0], missile[1]));
                    [a, m].into_iter().flatten().collect::<Vec<_>>().join(and)
                };
                pick(
                    format!(
                        "{} colloca {}",
                        who(*seat),
                        placed(["esercito", "eserciti"], ["missile", "missili"], " e ")
                    ),
                    format!(
                        "{} places {}",
                        who(*seat),
                        placed(["army", "armies"], ["missile", "missiles"], " and ")
                    ),
                )
            }
            Action::Convert {
                seat,
                country,
                missiles,
            } => pick(
                format!(
                    "{} converte eserciti in {} su {}",
                    who(*seat),
                    count(*missiles, "missile", "missili"),
                    t(country)
                ),
                format!(
                    "{} turns armies into {} on {}",
                    who(*seat),
                    count(*missiles, "missile", "missiles"),
                    t(country)
                ),
            ),
            Action::Situation { seat, card, colour } => {
                let c = colour
                    .as_deref()
                    .map(|c| format!(" ({c})"))
                    .unwrap_or_default();
                pick(
                    format!("{} scopre la carta {}{c}", who(*seat), card.id()),
                    format!("{} reveals the {} card{c}", who(*seat), card.id()),
                )
            }
            Action::CrisisRolls { .. } => pick("Dadi della crisi".into(), "Crisis rolls".into()),
            Action::Trade { seat, .. } => pick(
                format!("{} fa un cambio", who(*seat)),
                format!("{} trades cards", who(*seat)),
            ),
            Action::Attack { seat, from, to, .. } => pick(
                format!("{} attacca {} da {}", who(*seat), t(to), t(from)),
                format!("{} attacks {} from {}", who(*seat), t(to), t(from)),
            ),
            Action::Occupy { seat, armies } => pick(
                format!("{} entra con {armies} eserciti", who(*seat)),
                format!("{} moves in {armies} armies", who(*seat)),
            ),
            Action::Missile { seat, from, to, .. } => pick(
                format!(
                    "{} lancia un missile da {} su {}",
                    who(*seat),
                    t(from),
                    t(to)
                ),
                format!(
                    "{} fires a missile from {} at {}",
                    who(*seat),
                    t(from),
                    t(to)
                ),
            ),
            Action::Regroup {
                seat,
                from,
                to,
                armies,
                missiles,
            } => pick(
                format!(
                    "{} sposta {armies} eserciti e {missiles} missili da {} a {}",
                    who(*seat),
                    t(from),
                    t(to)
                ),
                format!(
                    "{} moves {armies} armies and {missiles} missiles from {} to {}",
                    who(*seat),
                    t(from),
                    t(to)
                ),
            ),
            Action::DrawCard { seat, .. } => pick(
                format!("{} prende una carta paese", who(*seat)),
                format!("{} draws a country card", who(*seat)),
            ),
            Action::ClaimContinentCard { seat, continent } => {
                let c = map.continent_name(*continent, lang);
                pick(
                    format!("{} prende la carta continente {c}", who(*seat)),
                    format!("{} takes the {c} continent card", who(*seat)),
                )
            }
            Action::CardBonus { seat, country } => pick(
                format!(
                    "{} mette 3 eserciti della carta su {}",
                    who(*seat),
                    t(country)
                ),
                format!("{} puts the card's 3 armies on {}", who(*seat), t(country)),
            ),
            Action::EndTurn { seat } => pick(
                format!("{} finisce il turno", who(*seat)),
                format!("{} ends the turn", who(*seat)),
            ),
            Action::Pact { kind, parties, .. } => {
                let k = serde_json::to_value(kind)
                    .ok()
                    .and_then(|v| v.as_str().map(String::from))
                    .unwrap_or_default();
                pick(
                    format!("Patto ({k}) tra {} e {}", who(parties[0]), who(parties[1])),
                    format!(
                        "Pact ({k}) between {} and {}",
                        who(parties[0]),
                        who(parties[1])
                    ),
                )
            }
            Action::BreakPact { seat, pact } => pick(
                format!("{} rompe il patto {pact}", who(*seat)),
                format!("{} breaks pact {pact}", who(*seat)),
            ),
            Action::ZonePact { parties, country } => pick(
                format!(
                    "Zona internazionale su {} tra {} e {}",
                    t(country),
                    who(parties[0]),
                    who(parties[1])
                ),
                format!(
                    "International zone on {} between {} and {}",
                    t(country),
                    who(parties[0]),
                    who(parties[1])
                ),
            ),
            Action::ZoneBreach { offender, .. } => pick(
                format!(
                    "{} paga la penalità della zona internazionale",
                    who(*offender)
                ),
                format!("{} pays the international zone's penalty", who(*offender)),
            ),
            Action::AggressionPact {
                leader,
                ally,
                target,
                ..
            } => pick(
                format!(
                    "Patto di aggressione tra {} e {} contro {}",
                    who(*leader),
                    who(*ally),
                    t(target)
                ),
                format!(
                    "Aggression pact between {} and {} against {}",
                    who(*leader),
                    who(*ally),
                    t(target)
                ),
            ),
            Action::CancelPact { pact } => pick(
                format!("Il patto di aggressione {pact} è annullato"),
                format!("Aggression pact {pact} is cancelled"),
            ),
            Action::OccupyCondominium { armies } => {
                let n: u32 = armies.values().sum();
                pick(
                    format!("Gli alleati entrano con {n} eserciti: condominio"),
                    format!("The allies move in {n} armies: a condominium"),
                )
            }
            Action::Clock { event, .. } => {
                let e = serde_json::to_value(event)
                    .ok()
                    .and_then(|v| v.as_str().map(String::from))
                    .unwrap_or_default();
                pick(format!("Orologio: {e}"), format!("Clock: {e}"))
            }
            Action::EndMatch { reason } => pick(
                format!("L'arbitro chiude la partita: {reason}"),
                format!("The referee ends the match: {reason}"),
            ),
        }
    }
}
