//! The words of each Risk 2210 A.D. setup problem in Spanish (Argentine usage), beside the
//! Italian and English of `setup_problem.rs`: players and territories by name, boards,
//! decks and pieces in words.

use super::log::{Piece, RULESET};
use super::setup_problem::{SetupProblem, n, player};
use super::words::deck_word;
use crate::engine::Lang;
use crate::engine::log::{FORMAT, Seat};
use crate::engine::map::{Layer, Map, TerritoryId};
use crate::engine::refusal::count;

/// A territory's board as an adjective: (singular, plural).
fn board(layer: Layer) -> (&'static str, &'static str) {
    match layer {
        Layer::Land => ("terrestre", "terrestres"),
        Layer::Sea => ("marino", "marinos"),
        Layer::Moon => ("lunar", "lunares"),
    }
}

/// A free setup piece in words.
fn piece(p: Piece) -> &'static str {
    match p {
        Piece::Land => "el comandante terrestre",
        Piece::Diplomat => "el diplomático",
        Piece::Station => "la estación espacial",
    }
}

impl SetupProblem {
    /// The words after "Preparación no válida: ", naming the players and territories.
    pub(super) fn words_es(&self, names: &[String]) -> String {
        let lang = Lang::Es;
        let who = |s: Seat| player(names, s, lang);
        let t = |t: TerritoryId| Map::risk2210().name(t, lang).to_string();
        let deck = |d| deck_word(d, lang);
        match self {
            SetupProblem::NotThisRuleset { format, ruleset } => format!(
                "hace falta el formato {FORMAT} del reglamento «{RULESET}», no el formato {format} de «{ruleset}»"
            ),
            SetupProblem::PlayerCount { players } => {
                format!("se juega de 2 a 5, no de a {players}")
            }
            SetupProblem::SeatsOutOfOrder => {
                "los puestos de los jugadores van numerados 0, 1, ... en orden".into()
            }
            SetupProblem::NoYears => "la partida dura por lo menos un año".into(),
            SetupProblem::PlacePoints { size, numbers } => format!(
                "los puntos por puesto de una mesa de {size} tienen {}: indicá mesas de 2 a 5 y un número por puesto",
                count(n(*numbers), "número", "números")
            ),
            SetupProblem::DevastatedCount { named } => {
                format!("hacen falta 4 territorios devastados, no {named}")
            }
            SetupProblem::WrongBoard { territory, layer } => format!(
                "{} no es un territorio {}",
                t(*territory),
                board(*layer).0
            ),
            SetupProblem::NamedTwice { territory } => {
                format!("{} aparece dos veces", t(*territory))
            }
            SetupProblem::NeutralCount { layer, want, named } => format!(
                "el neutral tiene {want} territorios {}: se indicaron {named}",
                board(*layer).1
            ),
            SetupProblem::NeutralMissing => {
                "con dos jugadores hacen falta los territorios del neutral".into()
            }
            SetupProblem::NeutralUnwanted { players } => {
                format!("el neutral va solo con dos jugadores, no con {players}")
            }
            SetupProblem::BlankCardsUnlisted => {
                "con las cartas en blanco hay que listar las cartas propias (mazo, id, nombre, costo, momento)".into()
            }
            SetupProblem::TooManyBlankCards { given, most } => {
                format!("como máximo {most} cartas en blanco, no {given}")
            }
            SetupProblem::CustomCardId { deck: d, card } => format!(
                "la carta propia «{card}» del mazo {} necesita un id que nadie más tenga en el mazo",
                deck(*d)
            ),
            SetupProblem::CompositionUnknownCard { deck: d, card } => format!(
                "la composición de los mazos nombra «{card}», que el mazo {} no tiene",
                deck(*d)
            ),
            SetupProblem::CompositionSize { deck: d, cards, want } => format!(
                "el mazo {} tiene {want} cartas: la composición de los mazos indica {cards}",
                deck(*d)
            ),
            SetupProblem::FinalOwners => {
                "en la preparación final cada territorio terrestre libre tiene dueño, y solo esos".into()
            }
            SetupProblem::FinalOwnerStranger { territory, .. } => format!(
                "en la preparación final {} es de un jugador que no está en la partida",
                t(*territory)
            ),
            SetupProblem::FinalTerritoryCount {
                seat,
                held,
                claims,
            } => format!(
                "en la preparación final {} tiene {}, las ocupaciones iniciales le dan {claims}",
                who(*seat),
                count(n(*held), "territorio", "territorios")
            ),
            SetupProblem::FinalEmptyTerritory { territory } => format!(
                "en la preparación final {} necesita por lo menos 1 MOD",
                t(*territory)
            ),
            SetupProblem::FinalModsUnheld { territory } => format!(
                "en la preparación final hay MOD en {}, que ningún jugador controla",
                t(*territory)
            ),
            SetupProblem::FinalModCount { seat, mods, want } => format!(
                "en la preparación final {} tiene {mods} MOD: cada jugador empieza con {want}",
                who(*seat)
            ),
            SetupProblem::FinalNoPieces { seat } => format!(
                "en la preparación final faltan las piezas de {}",
                who(*seat)
            ),
            SetupProblem::FinalPiecesStranger { .. } => {
                "en la preparación final hay piezas de un jugador que no está en la partida".into()
            }
            SetupProblem::FinalPieceMissing { seat, piece: p } => format!(
                "en la preparación final {} tiene que ubicar {}",
                who(*seat),
                piece(*p)
            ),
        }
    }
}
