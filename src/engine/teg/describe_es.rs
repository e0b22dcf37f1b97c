//! Each T.E.G. action as a Spanish sentence for the history (Argentine usage), beside
//! the Italian and English of `describe.rs`, naming players and the board's countries.

use super::Action;
use crate::engine::Lang;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::refusal::{count, ejercitos, ordinal};

/// "1 misil" / "3 misiles".
fn misiles(n: u32) -> String {
    count(n, "misil", "misiles")
}

impl Action {
    /// The action as a sentence in Spanish.
    #[allow(clippy::too_many_lines)]
    pub(super) fn describe_es(&self, names: &[String]) -> String {
        let map = Map::teg_revancha();
        let t = |id: &TerritoryId| map.name(*id, Lang::Es).to_string();
        let who = |s: u8| {
            names
                .get(usize::from(s))
                .filter(|n| !n.trim().is_empty())
                .cloned()
                .unwrap_or_else(|| ordinal(usize::from(s), Lang::Es))
        };
        match self {
            Action::ZonePact { parties, country } => format!(
                "Zona internacional en {} entre {} y {}",
                t(country),
                who(parties[0]),
                who(parties[1])
            ),
            Action::ZoneBreach { offender, .. } => format!(
                "{} paga la sanción de la zona internacional",
                who(*offender)
            ),
            Action::AggressionPact {
                leader,
                ally,
                target,
                ..
            } => format!(
                "Pacto de agresión entre {} y {} contra {}",
                who(*leader),
                who(*ally),
                t(target)
            ),
            Action::CancelPact { pact } => format!("Se anula el pacto de agresión {pact}"),
            Action::OccupyCondominium { armies } => {
                let n: u32 = armies.values().sum();
                format!("Los aliados entran con {}: condominio", ejercitos(n))
            }
            Action::Place {
                seat,
                armies,
                missiles,
            } => {
                let a: u32 = armies.values().sum();
                let m: u32 = missiles.values().sum();
                // A kind with none placed is not said ("coloca 3 ejércitos").
                let said = match (a, m) {
                    (_, 0) => ejercitos(a),
                    (0, _) => misiles(m),
                    _ => format!("{} y {}", ejercitos(a), misiles(m)),
                };
                format!("{} coloca {said}", who(*seat))
            }
            Action::Convert {
                seat,
                country,
                missiles,
            } => format!(
                "{} convierte ejércitos en {} en {}",
                who(*seat),
                misiles(*missiles),
                t(country)
            ),
            Action::Situation { seat, card, colour } => {
                let c = colour
                    .as_deref()
                    .map(|c| format!(" ({})", super::describe::colour_name(c, Lang::Es)))
                    .unwrap_or_default();
                let name = super::describe::card_name(*card, Lang::Es);
                format!("{} da vuelta la tarjeta «{name}»{c}", who(*seat))
            }
            Action::CrisisRolls { .. } => "Dados de la crisis".into(),
            Action::Trade { seat, .. } => format!("{} hace un canje", who(*seat)),
            Action::Attack { seat, from, to, .. } => {
                format!("{} ataca {} desde {}", who(*seat), t(to), t(from))
            }
            Action::Occupy { seat, armies } => {
                format!("{} entra con {}", who(*seat), ejercitos(*armies))
            }
            Action::Missile { seat, from, to, .. } => format!(
                "{} dispara un misil desde {} a {}",
                who(*seat),
                t(from),
                t(to)
            ),
            Action::Regroup {
                seat,
                from,
                to,
                armies,
                missiles,
            } => format!(
                "{} mueve {} y {} de {} a {}",
                who(*seat),
                ejercitos(*armies),
                misiles(*missiles),
                t(from),
                t(to)
            ),
            Action::DrawCard { seat, .. } => {
                format!("{} toma una tarjeta de país", who(*seat))
            }
            Action::ClaimContinentCard { seat, continent } => format!(
                "{} toma la tarjeta de continente {}",
                who(*seat),
                map.continent_name(*continent, Lang::Es)
            ),
            Action::CardBonus { seat, country } => format!(
                "{} pone los 3 ejércitos de la tarjeta en {}",
                who(*seat),
                t(country)
            ),
            Action::EndTurn { seat } => format!("{} termina el turno", who(*seat)),
            Action::Pact { kind, parties, .. } => format!(
                "{}: {} y {}",
                super::describe::pact_name(*kind, Lang::Es),
                who(parties[0]),
                who(parties[1])
            ),
            Action::BreakPact { seat, pact } => {
                format!("{} rompe el pacto {pact}", who(*seat))
            }
            Action::Clock { event, .. } => super::describe::clock_words(*event, Lang::Es).into(),
            Action::EndMatch { reason } => format!("El árbitro cierra la partida: {reason}"),
        }
    }
}
