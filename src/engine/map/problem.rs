//! One thing wrong with a board a club brings ([`super::Board::problems`]): a stable code
//! and a sentence an organizer can act on (a message in the `engine_common` area), naming
//! the ids.

use fluent_bundle::FluentValue;

use crate::engine::Lang;
use crate::i18n::tf;

/// One thing wrong with a board. The fields are the ids the sentence names.
#[allow(missing_docs)] // each field is an id (or a count) named by the variant's doc
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// More than 128 territories (the engine keeps territory sets as 128-bit masks).
    TooMany { count: usize },
    /// No territory at all.
    NoTerritories,
    /// An id that is not a slug of lower-case ASCII letters, digits, `_` and `-`.
    BadId { id: String },
    /// A territory or continent without a name.
    NoName { id: String },
    /// Two territories share an id.
    DuplicateTerritory { id: String },
    /// Two continents share an id, or a continent has a territory's id.
    DuplicateContinent { id: String },
    /// A territory names a continent the board does not have.
    UnknownContinent {
        territory: String,
        continent: String,
    },
    /// A territory names a bonus region as its continent.
    InRegion { territory: String, region: String },
    /// A continent (not a region) also lists territories: they would be in two.
    ContinentLists { continent: String },
    /// A region lists a territory the board does not have.
    UnknownInRegion { region: String, territory: String },
    /// A neighbour the board does not have.
    UnknownNeighbour {
        territory: String,
        neighbour: String,
    },
    /// A territory listed among its own neighbours.
    BordersItself { territory: String },
    /// A border listed on one side only.
    OneWay { from: String, to: String },
    /// A bridge to a territory that is not among the neighbours.
    BridgeNotBorder { territory: String, bridge: String },
    /// A bridge drawn on one side only.
    OneWayBridge { from: String, to: String },
    /// A centre outside the picture.
    OffCanvas { territory: String },
    /// A territory that cannot be reached from the first one.
    NotConnected { territory: String, from: String },
    /// A continent with no territory.
    EmptyContinent { continent: String },
    /// Not the number of territories the ruleset needs.
    WrongCount { needs: usize, has: usize },
    /// Fewer territories than the ruleset needs.
    TooFew { needs: usize, has: usize },
}

impl Problem {
    /// A stable code, for tests and the API.
    pub fn code(&self) -> &'static str {
        match self {
            Problem::TooMany { .. } => "too_many_territories",
            Problem::NoTerritories => "no_territories",
            Problem::BadId { .. } => "bad_id",
            Problem::NoName { .. } => "no_name",
            Problem::DuplicateTerritory { .. } => "duplicate_territory",
            Problem::DuplicateContinent { .. } => "duplicate_continent",
            Problem::UnknownContinent { .. } => "unknown_continent",
            Problem::InRegion { .. } => "continent_is_region",
            Problem::ContinentLists { .. } => "two_continents",
            Problem::UnknownInRegion { .. } => "unknown_in_region",
            Problem::UnknownNeighbour { .. } => "unknown_neighbour",
            Problem::BordersItself { .. } => "borders_itself",
            Problem::OneWay { .. } => "one_way_border",
            Problem::BridgeNotBorder { .. } => "bridge_not_border",
            Problem::OneWayBridge { .. } => "one_way_bridge",
            Problem::OffCanvas { .. } => "off_canvas",
            Problem::NotConnected { .. } => "not_connected",
            Problem::EmptyContinent { .. } => "empty_continent",
            Problem::WrongCount { .. } => "wrong_count",
            Problem::TooFew { .. } => "too_few_territories",
        }
    }

    /// The sentence an organizer reads: what is wrong and how to fix it (the message
    /// `engine-board-CODE`, naming the ids).
    pub fn sentence(&self, lang: Lang) -> String {
        let s = |v: &String| FluentValue::from(v.clone());
        let args: Vec<(&str, FluentValue)> = match self {
            Problem::TooMany { count } => vec![("count", (*count).into())],
            Problem::NoTerritories => vec![],
            Problem::BadId { id }
            | Problem::NoName { id }
            | Problem::DuplicateTerritory { id }
            | Problem::DuplicateContinent { id } => vec![("id", s(id))],
            Problem::UnknownContinent {
                territory,
                continent,
            } => vec![("territory", s(territory)), ("continent", s(continent))],
            Problem::InRegion { territory, region } => {
                vec![("territory", s(territory)), ("region", s(region))]
            }
            Problem::ContinentLists { continent } | Problem::EmptyContinent { continent } => {
                vec![("continent", s(continent))]
            }
            Problem::UnknownInRegion { region, territory } => {
                vec![("region", s(region)), ("territory", s(territory))]
            }
            Problem::UnknownNeighbour {
                territory,
                neighbour,
            } => vec![("territory", s(territory)), ("neighbour", s(neighbour))],
            Problem::BordersItself { territory } | Problem::OffCanvas { territory } => {
                vec![("territory", s(territory))]
            }
            Problem::OneWay { from, to } | Problem::OneWayBridge { from, to } => {
                vec![("from", s(from)), ("to", s(to))]
            }
            Problem::BridgeNotBorder { territory, bridge } => {
                vec![("territory", s(territory)), ("bridge", s(bridge))]
            }
            Problem::NotConnected { territory, from } => {
                vec![("territory", s(territory)), ("from", s(from))]
            }
            Problem::WrongCount { needs, has } => {
                vec![("needs", (*needs).into()), ("has", (*has).into())]
            }
            Problem::TooFew { needs, has } => vec![
                ("needs", (*needs).into()),
                ("has", (*has).into()),
                ("missing", needs.saturating_sub(*has).into()),
            ],
        };
        tf(lang, &format!("engine.board.{}", self.code()), &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every problem is a message in every language, every id filled in.
    #[test]
    fn every_problem_is_a_message_in_every_language() {
        let s = |x: &str| x.to_string();
        let all = [
            Problem::TooMany { count: 200 },
            Problem::NoTerritories,
            Problem::BadId { id: s("A b") },
            Problem::NoName { id: s("x") },
            Problem::DuplicateTerritory { id: s("x") },
            Problem::DuplicateContinent { id: s("y") },
            Problem::UnknownContinent {
                territory: s("a"),
                continent: s("b"),
            },
            Problem::InRegion {
                territory: s("a"),
                region: s("r"),
            },
            Problem::ContinentLists { continent: s("c") },
            Problem::UnknownInRegion {
                region: s("r"),
                territory: s("t"),
            },
            Problem::UnknownNeighbour {
                territory: s("a"),
                neighbour: s("b"),
            },
            Problem::BordersItself { territory: s("a") },
            Problem::OneWay {
                from: s("a"),
                to: s("b"),
            },
            Problem::BridgeNotBorder {
                territory: s("a"),
                bridge: s("b"),
            },
            Problem::OneWayBridge {
                from: s("a"),
                to: s("b"),
            },
            Problem::OffCanvas { territory: s("a") },
            Problem::NotConnected {
                territory: s("a"),
                from: s("b"),
            },
            Problem::EmptyContinent { continent: s("c") },
            Problem::WrongCount { needs: 32, has: 30 },
            Problem::TooFew { needs: 32, has: 30 },
        ];
        for p in &all {
            for lang in Lang::ALL {
                let text = p.sentence(lang);
                assert!(
                    !text.starts_with("engine.") && !text.contains('{'),
                    "{}: {text}",
                    p.code()
                );
            }
        }
        assert_eq!(
            all[19].sentence(Lang::En),
            "The ruleset needs at least 32 countries, the board has 30: add 2 more."
        );
        assert_eq!(
            all[0].sentence(Lang::Es),
            "El tablero tiene 200 países: como máximo 128."
        );
    }
}
