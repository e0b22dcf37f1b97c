//! The table: what every screen needs from a match, whatever its ruleset.
//!
//! Each ruleset (a sibling folder, registered in `ruleset.rs`) implements
//! [`Table`] for its game; [`super::any::AnyGame`] is the one enum over them and
//! implements it by delegation (the pattern of a chess library's variant position).
//! Nothing here imports a ruleset: the web and db layers read a match through this
//! surface, and a refusal reaches them as an [`Objection`] (a code and its sentence in
//! each language).

use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

use super::map::{Map, TerritoryId};
use super::seat::{Owner, Seat};
use crate::i18n::Lang;

/// One seat at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatInfo {
    /// Seat number (turn order).
    pub seat: Seat,
    /// The player's name.
    pub name: String,
    /// Their colour.
    pub colour: String,
    /// Their team, where the ruleset has teams.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team: Option<String>,
    /// True once the seat is out of the match.
    pub eliminated: bool,
}

/// One sentence in every language the program speaks, read by [`Lang`]: what a refusal
/// says, so that a language is added to [`Lang::ALL`] and its `.ftl` files, never as a
/// field here. Its JSON is one key per language, the API's `message_it`, `message_en`,
/// `message_es` ([`message_key`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Said([String; Lang::ALL.len()]);

impl Said {
    /// The sentence `say` gives in each language.
    pub fn new(say: impl FnMut(Lang) -> String) -> Said {
        Said(Lang::ALL.map(say))
    }

    /// The sentence in `lang`.
    pub fn in_lang(&self, lang: Lang) -> &str {
        Lang::ALL
            .iter()
            .position(|l| *l == lang)
            .map_or("", |i| &self.0[i])
    }

    /// Each language's sentence under its API key (`message_it`...), in [`Lang::ALL`]'s
    /// order.
    pub fn keyed(&self) -> impl Iterator<Item = (&'static str, &str)> {
        Lang::ALL
            .into_iter()
            .zip(&self.0)
            .map(|(lang, said)| (message_key(lang), said.as_str()))
    }
}

/// The JSON field that carries the sentence in `lang`: `message_it`, `message_en`,
/// `message_es` (field names of the API, not words: a new language adds its field here).
/// It sits beside [`Said`], whose JSON it keys, so that a refusal's detail
/// ([`super::refusal::detail`]) and an [`Objection`] name the same fields.
pub fn message_key(lang: Lang) -> &'static str {
    match lang {
        Lang::It => "message_it",
        Lang::En => "message_en",
        Lang::Es => "message_es",
    }
}

impl Serialize for Said {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.keyed())
    }
}

/// A refused action or setup, ruleset-agnostic: a stable snake_case code, the sentence a
/// referee reads out in each language (naming players and territories), and the data.
#[derive(Debug, Clone, PartialEq, Serialize, thiserror::Error)]
#[error("{code}: {}", .said.in_lang(Lang::En))]
pub struct Objection {
    /// Stable code, e.g. `too_many_attacker_dice`.
    pub code: &'static str,
    /// The sentence in each language (JSON: `message_it`, `message_en`, `message_es`).
    #[serde(flatten)]
    pub said: Said,
    /// The code, the data and the sentences, as the API sends it.
    pub detail: serde_json::Value,
}

impl Objection {
    /// The sentence in the given language.
    pub fn message(&self, lang: Lang) -> &str {
        self.said.in_lang(lang)
    }
}

/// A log replay stopped by a refusal: at the setup (`index: None`) or at an action.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("action {index:?} refused: {objection}")]
pub struct ReplayStop {
    /// 0-based index of the refused action; `None` for the setup.
    pub index: Option<usize>,
    /// Why.
    pub objection: Objection,
}

/// One attack the console may offer, with the most dice each side may throw now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct AttackChoice {
    /// An own territory that can attack.
    pub from: TerritoryId,
    /// An adjacent territory it can attack.
    pub to: TerritoryId,
    /// Most dice (or, in a diceless ruleset, armies) the attacker may commit.
    pub attacker_max: u32,
    /// Most dice the defender may throw (0 in a diceless ruleset).
    pub defender_max: u32,
}

/// One fortify move the console may offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct MoveChoice {
    /// From this own territory...
    pub from: TerritoryId,
    /// ...to this one.
    pub to: TerritoryId,
    /// Most armies that may go.
    pub max: u32,
}

/// The occupation waiting after a capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct OccupyChoice {
    /// The attacking territory.
    pub from: TerritoryId,
    /// The captured one.
    pub to: TerritoryId,
    /// Fewest armies to move in.
    pub min: u32,
    /// Most armies that may move in.
    pub max: u32,
}

/// What the seat to act may do now: the console builds its forms from this only.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Choices {
    /// The seat these choices are for (`None` when nobody acts, e.g. a finished match).
    pub seat: Option<Seat>,
    /// Empty territories that may be claimed one army at a time (setup).
    pub claim: Vec<TerritoryId>,
    /// Territories where armies may be placed now.
    pub place_on: Vec<TerritoryId>,
    /// Armies to place now in one `place` (0 if none).
    pub place_armies: u32,
    /// Armies that may go only on one territory (e.g. a card's +2), with that territory.
    pub place_bonus: Option<(TerritoryId, u32)>,
    /// Neutral territories that may take a neutral army in this placement (2 players).
    pub place_neutral: Vec<TerritoryId>,
    /// True if cards may be traded now.
    pub trade: bool,
    /// True if a trade is required before anything else.
    pub trade_required: bool,
    /// Attacks that may be made now.
    pub attacks: Vec<AttackChoice>,
    /// The occupation that must come next, if any.
    pub occupy: Option<OccupyChoice>,
    /// Fortify moves that may be made now.
    pub moves: Vec<MoveChoice>,
    /// True if the turn may end now.
    pub end_turn: bool,
}

impl Choices {
    /// Nothing chosen yet for `seat`, the seat to act: each ruleset fills in what its
    /// rules offer now.
    pub fn of(seat: Option<Seat>) -> Choices {
        Choices {
            seat,
            ..Choices::default()
        }
    }
}

/// The match clock, as every screen shows it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ClockView {
    /// When it started, once it has.
    pub started_at: Option<DateTime<Utc>>,
    /// Milliseconds run before the current running stretch.
    pub run_ms: i64,
    /// Start of the running stretch (`None` while paused or before the start).
    pub running_since: Option<DateTime<Utc>>,
    /// The match length in minutes, under a timed end rule.
    pub limit_minutes: Option<u32>,
    /// The last round, once it is known.
    pub last_round: Option<u32>,
    /// The per-turn warning threshold in seconds, where the settings set one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn_warning_seconds: Option<u32>,
}

impl ClockView {
    /// Match time elapsed at `now`, pauses excluded.
    pub fn elapsed(&self, now: DateTime<Utc>) -> Duration {
        let running = self.running_since.map_or(Duration::zero(), |since| {
            (now - since).max(Duration::zero())
        });
        Duration::milliseconds(self.run_ms) + running
    }
}

/// One line of a seat's result breakdown: a stable key and its value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ResultLine {
    /// Stable key (e.g. `territories`), for the i18n tables.
    pub key: &'static str,
    /// Its value.
    pub value: f64,
}

impl ResultLine {
    /// The line `key` with any whole or decimal value: every ruleset builds its
    /// breakdown with it, so none spells out the conversion to `f64` again.
    pub fn new(key: &'static str, value: impl Into<f64>) -> Self {
        Self {
            key,
            value: value.into(),
        }
    }
}

/// One seat's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatResult {
    /// The seat.
    pub seat: Seat,
    /// Place at the table, 1 = first (shared places repeat).
    pub place: u32,
    /// What the result counts for the standings (place points, or the score).
    pub score: f64,
    /// How the score was made.
    pub breakdown: Vec<ResultLine>,
}

/// The table's result: every seat, best first.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct TableResult {
    /// Seats, best place first.
    pub seats: Vec<SeatResult>,
    /// True once the match is over (before that it is the result "if it ended now").
    pub final_result: bool,
}

/// One seat of a table played in pairs: its team label and end-of-match points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamSeat {
    /// The seat number.
    pub seat: u8,
    /// The team label of the log.
    pub team: String,
    /// The seat's total.
    pub points: u32,
}

/// A table played in pairs, scored as the team standings read it: every seat's
/// points and the team that forfeited, if one did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamScore {
    /// Every seat.
    pub seats: Vec<TeamSeat>,
    /// The team label that forfeited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<String>,
}

impl TeamScore {
    /// The seat numbered `seat`.
    pub fn seat(&self, seat: u8) -> Option<&TeamSeat> {
        self.seats.iter().find(|s| s.seat == seat)
    }
}

/// What every screen needs from a match. Object-safe, so [`super::any::AnyGame`] can
/// hand out `&dyn Table`.
pub trait Table {
    /// The ruleset id of the log, e.g. `risiko-classic`.
    fn ruleset(&self) -> &'static str;
    /// The board.
    fn map(&self) -> &'static Map;
    /// The seats in turn order.
    fn seats(&self) -> Vec<SeatInfo>;
    /// The seat to act, `None` once finished.
    fn to_act(&self) -> Option<Seat>;
    /// The current round (0 during setup).
    fn round(&self) -> u32;
    /// True where [`Table::round`] counts years: what the screens call it. The answer
    /// is the registry's (`Ruleset::counts_years`), given by [`super::any::AnyGame`],
    /// the table every screen reads; a ruleset's own game says no, as this module
    /// imports no ruleset and no registry.
    fn counts_years(&self) -> bool {
        false
    }
    /// The phase's stable code (snake_case), e.g. `reinforce`.
    fn phase_code(&self) -> &'static str;
    /// The phase as words for a referee.
    fn phase_words(&self, lang: Lang) -> &'static str;
    /// Who holds a territory (`None` while unclaimed).
    fn owner(&self, t: TerritoryId) -> Option<Owner>;
    /// Armies on a territory.
    fn armies(&self, t: TerritoryId) -> u32;
    /// The last action applied, as log JSON (`None` before the first).
    fn last_action(&self) -> Option<serde_json::Value>;
    /// What the seat to act may do now.
    fn choices(&self) -> Choices;
    /// The match clock.
    fn clock(&self) -> ClockView;
    /// The clock event the app should record at `now`, if any (the `event` word of the
    /// ruleset's `clock` action: the start with the first reinforcement, the time call).
    fn clock_due(&self, now: DateTime<Utc>) -> Option<&'static str>;
    /// True once the match is over.
    fn finished(&self) -> bool;
    /// Each seat's place, score and breakdown (provisional until finished).
    fn result(&self) -> TableResult;
    /// The `state` JSON of the match log page.
    fn state_json(&self) -> serde_json::Value;
    /// The `score` JSON of the match log page.
    fn score_json(&self) -> serde_json::Value;
    /// The team score of a table played in pairs (what team tournaments rank);
    /// `None` for a ruleset whose seats play alone.
    fn team_score(&self) -> Option<TeamScore> {
        None
    }
}

/// The possible outcomes of one throw as (attacker losses, defender losses): the one-tap
/// buttons of the attack form. Both losses sum to the smaller number of dice.
pub fn throw_outcomes(attacker_dice: u32, defender_dice: u32) -> Vec<(u32, u32)> {
    let pairs = attacker_dice.min(defender_dice);
    (0..=pairs).rev().map(|a| (a, pairs - a)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn said_reads_each_language_and_its_json_keeps_the_api_keys() {
        let said = Said::new(|lang| format!("<{}>", lang.code()));
        for lang in Lang::ALL {
            assert_eq!(said.in_lang(lang), format!("<{}>", lang.code()));
        }
        let o = Objection {
            code: "too_far",
            said,
            detail: serde_json::Value::Null,
        };
        assert_eq!(o.message(Lang::Es), "<es>");
        assert_eq!(o.to_string(), "too_far: <en>");
        assert_eq!(
            serde_json::to_value(&o).unwrap(),
            serde_json::json!({
                "code": "too_far", "detail": null,
                "message_it": "<it>", "message_en": "<en>", "message_es": "<es>",
            })
        );
    }

    #[test]
    fn three_against_two_has_three_outcomes() {
        assert_eq!(throw_outcomes(3, 2), vec![(2, 0), (1, 1), (0, 2)]);
        assert_eq!(throw_outcomes(1, 2), vec![(1, 0), (0, 1)]);
        assert_eq!(throw_outcomes(3, 1), vec![(1, 0), (0, 1)]);
    }
}
