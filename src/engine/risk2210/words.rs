//! The words every Risk 2210 A.D. sentence shares (players, territories, commanders,
//! boards, decks, pieces, cards), and what a command card's own fields got wrong (§10.3)
//! and the clock's faults, for the refusals of `refusal.rs`. Every sentence is a message
//! of `engine_risk2210.ftl`, in each language.

use fluent_bundle::FluentValue;
use serde::Serialize;

use super::cards::{Deck, find};
use super::pieces::{Commander, Piece};
use crate::engine::Lang;
use crate::engine::map::{Layer, Map, TerritoryId};
use crate::engine::refusal::ordinal;
use crate::engine::seat::Seat;
use crate::i18n::{t, tf};

/// What a card's own fields got wrong (§10.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum CardProblem {
    /// The card needs this field.
    Missing { field: &'static str },
    /// The territory must be of that board and held by the card player (`own`) or by
    /// someone else (`!own`).
    Territory {
        territory: TerritoryId,
        layer: Layer,
        own: bool,
    },
    /// The target must be another player still in the match.
    TargetSeat { target: Seat },
    /// The target player has no commander of that kind in play.
    TargetCommander { target: Seat, commander: Commander },
    /// The turned cards: that many from that territory deck.
    TurnedCount { layer: Layer, want: u32, got: u32 },
    /// A turned card off its deck, devastated, or drawn before (discards never return).
    TurnedCard { territory: TerritoryId },
    /// Invade Earth: every card but the last shows an own territory, the last one not.
    TurnedOrder,
    /// A die face missing or off its die.
    Roll { sides: u8 },
    /// Reinforcements: 1 MOD on each of exactly `want` different own territories.
    Reinforcements { want: u32 },
    /// MOD Reduction: that player removes exactly `want` of their MODs.
    Removals { seat: Seat, want: u32 },
    /// The commanders chosen as losses on that territory do not fit its losses.
    Killed { territory: TerritoryId },
    /// A move to a territory the player does not hold, or not joined by a chain.
    Move { to: TerritoryId },
}

impl CardProblem {
    /// The refusal's stable code.
    pub fn code(&self) -> &'static str {
        match self {
            CardProblem::Missing { .. } => "card_missing",
            CardProblem::Territory { .. } => "card_target",
            CardProblem::TargetSeat { .. } | CardProblem::TargetCommander { .. } => "card_seat",
            CardProblem::TurnedCount { .. }
            | CardProblem::TurnedCard { .. }
            | CardProblem::TurnedOrder => "card_turned",
            CardProblem::Roll { .. } => "card_roll",
            CardProblem::Reinforcements { .. } => "card_mods",
            CardProblem::Removals { .. } => "card_removals",
            CardProblem::Killed { .. } => "card_killed",
            CardProblem::Move { .. } => "card_move",
        }
    }
}

/// A clock event out of place (as classic's, with the last year instead of the last round).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockFault {
    /// The clock already started.
    Started,
    /// The clock has not started.
    NotStarted,
    /// The clock is not running.
    NotRunning,
    /// The clock is not paused.
    NotPaused,
    /// An event before the last one.
    Backwards,
    /// The match has no `match_minutes`.
    NotTimed,
    /// The time is not up yet.
    Early,
    /// The last year was announced already.
    Announced,
}

impl ClockFault {
    /// The refusal's stable code.
    pub fn code(self) -> &'static str {
        match self {
            ClockFault::Started => "clock_started",
            ClockFault::NotStarted => "clock_not_started",
            ClockFault::NotRunning => "clock_not_running",
            ClockFault::NotPaused => "clock_not_paused",
            ClockFault::Backwards => "clock_backwards",
            ClockFault::NotTimed => "last_year_not_timed",
            ClockFault::Early => "last_year_early",
            ClockFault::Announced => "last_year_announced",
        }
    }

    /// The fault's message id.
    pub(super) fn message_id(self) -> &'static str {
        match self {
            ClockFault::Started => "risk2210-clock-started",
            ClockFault::NotStarted => "risk2210-clock-not_started",
            ClockFault::NotRunning => "risk2210-clock-not_running",
            ClockFault::NotPaused => "risk2210-clock-not_paused",
            ClockFault::Backwards => "risk2210-clock-backwards",
            ClockFault::NotTimed => "risk2210-clock-not_timed",
            ClockFault::Early => "risk2210-clock-early",
            ClockFault::Announced => "risk2210-clock-announced",
        }
    }
}

/// The player at `seat` by name, trimmed (by ordinal when the log names nobody there).
pub(super) fn player(names: &[String], seat: Seat, lang: Lang) -> String {
    match names
        .get(usize::from(seat))
        .filter(|n| !n.trim().is_empty())
    {
        Some(n) => n.trim().to_string(),
        None => ordinal(usize::from(seat), lang),
    }
}

/// [`player`] as a message argument.
pub(super) fn who(names: &[String], seat: Seat, lang: Lang) -> FluentValue<'static> {
    player(names, seat, lang).into()
}

/// A territory's name on this ruleset's board, as a message argument.
pub(super) fn place(territory: TerritoryId, lang: Lang) -> FluentValue<'static> {
    Map::risk2210().name(territory, lang).to_string().into()
}

/// A commander kind in words ("terrestre", "land"): the console's words for it.
pub fn kind(c: Commander, lang: Lang) -> &'static str {
    t(
        lang,
        match c {
            Commander::Land => "r2210-commander-land",
            Commander::Naval => "r2210-commander-naval",
            Commander::Space => "r2210-commander-space",
            Commander::Nuclear => "r2210-commander-nuclear",
            Commander::Diplomat => "r2210-commander-diplomat",
        },
    )
}

/// A free piece of the setup in words, with its article ("la stazione spaziale").
pub fn piece_words(p: Piece, lang: Lang) -> &'static str {
    t(
        lang,
        match p {
            Piece::Land => "risk2210-piece-land",
            Piece::Diplomat => "risk2210-piece-diplomat",
            Piece::Station => "risk2210-piece-station",
        },
    )
}

/// A territory's board as an adjective, singular ("marino") or plural ("marini").
pub(super) fn board(layer: Layer, plural: bool, lang: Lang) -> FluentValue<'static> {
    let id = match (layer, plural) {
        (Layer::Land, false) => "risk2210-board-land",
        (Layer::Sea, false) => "risk2210-board-sea",
        (Layer::Moon, false) => "risk2210-board-moon",
        (Layer::Land, true) => "risk2210-boards-land",
        (Layer::Sea, true) => "risk2210-boards-sea",
        (Layer::Moon, true) => "risk2210-boards-moon",
    };
    t(lang, id).into()
}

/// The card's display name in `lang` (its id if the seed does not list it).
pub(super) fn card_name(card: &str, lang: Lang) -> String {
    Deck::ALL
        .iter()
        .find_map(|&d| find(d, card))
        .map_or_else(|| card.to_string(), |c| c.name(lang).to_string())
}

/// A deck in words, as an adjective ("il mazzo terrestre", "the land deck").
pub(super) fn deck_word(deck: Deck, lang: Lang) -> &'static str {
    kind(deck.commander(), lang)
}

/// What a card's fields got wrong, after "così: " / "so: " / "así: ", naming the players
/// and territories in `lang`.
pub(super) fn problem_words(problem: &CardProblem, lang: Lang, names: &[String]) -> String {
    let who = |s: Seat| who(names, s, lang);
    let at = |t: TerritoryId| place(t, lang);
    match problem {
        CardProblem::Missing { field } => {
            tf(lang, "risk2210-card-missing", &[("field", (*field).into())])
        }
        CardProblem::Territory {
            territory,
            layer,
            own,
        } => tf(
            lang,
            if *own {
                "risk2210-card-territory-own"
            } else {
                "risk2210-card-territory-foe"
            },
            &[
                ("territory", at(*territory)),
                ("board", board(*layer, false, lang)),
            ],
        ),
        CardProblem::TargetSeat { target } => {
            tf(lang, "risk2210-card-target_seat", &[("who", who(*target))])
        }
        CardProblem::TargetCommander { target, commander } => tf(
            lang,
            "risk2210-card-target_commander",
            &[
                ("who", who(*target)),
                ("commander", kind(*commander, lang).into()),
            ],
        ),
        CardProblem::TurnedCount { layer, want, got } => tf(
            lang,
            "risk2210-card-turned_count",
            &[
                ("want", (*want).into()),
                ("got", (*got).into()),
                ("board", board(*layer, false, lang)),
            ],
        ),
        CardProblem::TurnedCard { territory } => tf(
            lang,
            "risk2210-card-turned_card",
            &[("territory", at(*territory))],
        ),
        CardProblem::TurnedOrder => t(lang, "risk2210-card-turned_order").to_string(),
        CardProblem::Roll { sides } => {
            tf(lang, "risk2210-card-roll", &[("sides", (*sides).into())])
        }
        CardProblem::Reinforcements { want } => tf(
            lang,
            "risk2210-card-reinforcements",
            &[("want", (*want).into())],
        ),
        CardProblem::Removals { seat, want } => tf(
            lang,
            "risk2210-card-removals",
            &[("who", who(*seat)), ("want", (*want).into())],
        ),
        CardProblem::Killed { territory } => tf(
            lang,
            "risk2210-card-killed",
            &[("territory", at(*territory))],
        ),
        CardProblem::Move { to } => tf(lang, "risk2210-card-move", &[("to", at(*to))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::risk2210::Refusal;

    /// Every problem a card can have, said in Spanish, shares no words with its English
    /// detail (names and numbers aside), and the refusal names the card in Spanish.
    #[test]
    fn every_card_problem_is_said_in_spanish() {
        let map = crate::engine::map::Map::risk2210();
        let egypt = map.by_slug("egypt").expect("egypt");
        let names: Vec<String> = vec!["Ana".into(), "Bruno".into()];
        let problems = [
            CardProblem::Missing { field: "territory" },
            CardProblem::Territory {
                territory: egypt,
                layer: Layer::Land,
                own: true,
            },
            CardProblem::Territory {
                territory: egypt,
                layer: Layer::Sea,
                own: false,
            },
            CardProblem::TargetSeat { target: 1 },
            CardProblem::TargetCommander {
                target: 1,
                commander: Commander::Naval,
            },
            CardProblem::TurnedCount {
                layer: Layer::Moon,
                want: 2,
                got: 1,
            },
            CardProblem::TurnedCard { territory: egypt },
            CardProblem::TurnedOrder,
            CardProblem::Roll { sides: 8 },
            CardProblem::Reinforcements { want: 3 },
            CardProblem::Removals { seat: 1, want: 4 },
            CardProblem::Killed { territory: egypt },
            CardProblem::Move { to: egypt },
        ];
        let english = [
            " the ",
            " is ",
            "not ",
            " of theirs",
            "missing",
            " cards",
            "removes",
            " fit",
            "turned",
            "reach",
            "another",
            "territory ",
            "opponent",
            "face",
        ];
        for p in &problems {
            let es = problem_words(p, Lang::Es, &names);
            let en = problem_words(p, Lang::En, &names);
            assert_ne!(es, en);
            for w in english {
                assert!(!es.contains(w), "English «{w}» in «{es}»");
            }
            let refusal = Refusal::Card {
                seat: 0,
                card: "cease_fire".into(),
                problem: p.clone(),
            };
            let sentence = refusal.message(Lang::Es, &names);
            assert!(
                sentence.starts_with("Ana no puede jugar «Alto el Fuego» así: ")
                    && sentence.contains(&es),
                "{sentence}"
            );
        }
    }

    #[test]
    fn decks_and_card_names_are_spanish_in_spanish_sentences() {
        let r = Refusal::CopiesOut {
            deck: crate::engine::risk2210::Deck::Space,
            card: "orbital_mines".into(),
        };
        assert_eq!(
            r.message(Lang::Es, &[]),
            "Ya se jugaron todas las copias de «Minas Orbitales» del mazo espacial."
        );
        assert_eq!(
            r.message(Lang::It, &[]),
            "Tutte le copie di «Mine Orbitali» del mazzo spaziale sono già state giocate."
        );
    }
}
