//! The match log of `MATCH-LOG.md`, the engine's public contract: setup (settings,
//! players, objectives, draft) plus the ordered actions the referee recorded.
//!
//! [`MatchLog::parse`] reads it strictly (unknown keys are errors) and names the place of
//! any error: line and column for broken JSON, the JSON path (`actions[12].to`) for a
//! well-formed file with wrong content. Writing it back ([`MatchLog::to_json_pretty`])
//! gives the same JSON with keys in a fixed order.

use std::collections::BTreeMap;
use std::fmt;

use chrono::{DateTime, Utc};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use super::map::{Map, TerritoryId};
use super::objective::Objective;

/// A seat at the table: 0..=3, which is also the turn order.
pub type Seat = u8;

/// The log format this engine reads and writes.
pub const FORMAT: u32 = 1;

/// A whole match: setup plus actions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchLog {
    /// Format number, 1.
    pub format: u32,
    /// Ruleset id, `risiko-2v2`.
    pub ruleset: String,
    /// Tournament settings; missing keys take the defaults.
    #[serde(default)]
    pub settings: Settings,
    /// Players in seat order (= turn order).
    pub players: Vec<Player>,
    /// Objective per seat (JSON keys are the seat numbers as strings).
    #[serde(default)]
    pub objectives: BTreeMap<Seat, Objective>,
    /// How territories were dealt.
    pub draft: Draft,
    /// Everything recorded after setup, in order.
    #[serde(default)]
    pub actions: Vec<Action>,
}

/// Per-tournament settings, with the defaults of `RULES-risiko-2v2.md`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Neutral tanks on each neutral territory (default 1).
    pub neutral_tanks: u32,
    /// Match length in minutes from the first reinforcement (default 100).
    pub match_minutes: u32,
    /// Minute of the "third-to-last round" announcement (default 90).
    pub announce_at_minutes: u32,
    /// Supplementary chances per team (default 4).
    pub chances_per_team: u32,
    /// Most tanks a player may have on the board (default 120).
    pub tank_cap: u32,
    /// Whether Asia del Nord's bonus adds to Asia's (default true).
    pub asia_del_nord_stacks: bool,
    /// Extension: per-turn warning threshold in seconds (default off).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn_warning_seconds: Option<u32>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            neutral_tanks: 1,
            match_minutes: 100,
            announce_at_minutes: 90,
            chances_per_team: 4,
            tank_cap: 120,
            asia_del_nord_stacks: true,
            turn_warning_seconds: None,
        }
    }
}

/// One seat's player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// Seat number, equal to the position in `players`.
    pub seat: Seat,
    /// Display name.
    pub name: String,
    /// Team label; teammates share it.
    pub team: String,
    /// Tank colour.
    pub colour: String,
    /// Extension (3 players): this seat is the solo player's virtual teammate, played by
    /// the solo player; its draft picks are public.
    #[serde(default, rename = "virtual", skip_serializing_if = "is_false")]
    pub is_virtual: bool,
    /// Extension (1 vs 1, or 3 players): the person who plays this seat, when one person
    /// plays two seats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub person: Option<String>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// Who holds a territory: a seat or the neutrals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Owner {
    /// A player's seat.
    Seat(Seat),
    /// The neutral tanks.
    Neutral,
}

impl Serialize for Owner {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Owner::Seat(n) => s.serialize_u8(*n),
            Owner::Neutral => s.serialize_str("neutral"),
        }
    }
}

impl<'de> Deserialize<'de> for Owner {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Seat(Seat),
            Word(String),
        }
        match Raw::deserialize(d) {
            Ok(Raw::Seat(n)) => Ok(Owner::Seat(n)),
            Ok(Raw::Word(w)) if w == "neutral" => Ok(Owner::Neutral),
            _ => Err(serde::de::Error::custom(
                "an owner is a seat number or \"neutral\"",
            )),
        }
    }
}

/// The draft, in one of its two forms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "DraftFile", into = "DraftFile")]
pub enum Draft {
    /// Physical draft: the final owner of every territory.
    Physical {
        /// Territory → seat or neutral, for all 42 territories.
        owners: BTreeMap<TerritoryId, Owner>,
    },
    /// Digital draft: the packets as dealt, in seat order, and the seed they came from.
    Digital {
        /// Four packets (two of 10, two of 11).
        packets: Vec<Vec<TerritoryId>>,
        /// The seed of [`super::risiko2v2::deal_packets`], if the app dealt them.
        seed: Option<u64>,
    },
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DraftFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    owners: Option<BTreeMap<TerritoryId, Owner>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    packets: Option<Vec<Vec<TerritoryId>>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
}

impl TryFrom<DraftFile> for Draft {
    type Error = String;
    fn try_from(f: DraftFile) -> Result<Self, String> {
        match (f.owners, f.packets) {
            (Some(owners), None) if f.seed.is_none() => Ok(Draft::Physical { owners }),
            (None, Some(packets)) => Ok(Draft::Digital {
                packets,
                seed: f.seed,
            }),
            _ => Err(
                "a draft has either `owners` (physical) or `packets` and `seed` (digital)".into(),
            ),
        }
    }
}

impl From<Draft> for DraftFile {
    fn from(d: Draft) -> Self {
        match d {
            Draft::Physical { owners } => DraftFile {
                owners: Some(owners),
                packets: None,
                seed: None,
            },
            Draft::Digital { packets, seed } => DraftFile {
                owners: None,
                packets: Some(packets),
                seed,
            },
        }
    }
}

/// A clock event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockEvent {
    /// The first reinforcement tank is placed: the match clock starts.
    Start,
    /// The referee pauses the clock.
    Pause,
    /// The referee resumes it.
    Resume,
    /// The 90-minute call: the current round is the third-to-last.
    Announce,
}

/// One recorded action. `seat` is the seat that performs it (recorded by the referee).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Digital draft: keep one card of the packet in front of the seat.
    DraftPick {
        /// Who picks.
        seat: Seat,
        /// The card kept.
        territory: TerritoryId,
    },
    /// An initial placement turn, or reinforcements.
    Place {
        /// Who places.
        seat: Seat,
        /// Tanks per territory.
        tanks: BTreeMap<TerritoryId, u32>,
    },
    /// The reinforcement declaration (round 3 on), trades included.
    Declare {
        /// Who declares.
        seat: Seat,
        /// Tanks declared.
        tanks: u32,
    },
    /// Trade that many sets of three cards.
    Trade {
        /// Who trades.
        seat: Seat,
        /// How many sets, one after the other.
        sets: u32,
    },
    /// One diceless attack.
    Attack {
        /// The attacker.
        seat: Seat,
        /// Attacking territory.
        from: TerritoryId,
        /// Attacked territory.
        to: TerritoryId,
        /// Tanks committed, 1–3.
        tanks: u32,
    },
    /// Tanks moved into the territory just conquered.
    Occupy {
        /// The conqueror.
        seat: Seat,
        /// Tanks moved in.
        tanks: u32,
    },
    /// The turn's single move.
    Move {
        /// Who moves.
        seat: Seat,
        /// From this own territory...
        from: TerritoryId,
        /// ...to this adjacent own territory.
        to: TerritoryId,
        /// Tanks moved.
        tanks: u32,
    },
    /// Give up continent bonuses for the rest of the match.
    RenounceBonus {
        /// Who renounces.
        seat: Seat,
    },
    /// End the turn.
    EndTurn {
        /// Whose turn ends.
        seat: Seat,
    },
    /// Supplementary turns: spend one of the team's chances and play a turn.
    PlayChance {
        /// Who plays.
        seat: Seat,
    },
    /// Supplementary turns: pass.
    Pass {
        /// Who passes.
        seat: Seat,
    },
    /// The 120-tank cap penalty found on the table.
    CapViolation {
        /// The offender.
        seat: Seat,
        /// Tanks the referee counted on the board.
        found_on_board: u32,
        /// The tanks removed, per territory (twice the excess in all).
        remove: BTreeMap<TerritoryId, u32>,
    },
    /// A clock event with the server time.
    Clock {
        /// Which event.
        event: ClockEvent,
        /// When (RFC 3339).
        at: DateTime<Utc>,
    },
    /// The referee ends the match early.
    EndMatch {
        /// Why (walk-over, forfeit...).
        reason: String,
    },
}

impl Action {
    /// The `type` tag of the action.
    pub fn kind(&self) -> &'static str {
        match self {
            Action::DraftPick { .. } => "draft_pick",
            Action::Place { .. } => "place",
            Action::Declare { .. } => "declare",
            Action::Trade { .. } => "trade",
            Action::Attack { .. } => "attack",
            Action::Occupy { .. } => "occupy",
            Action::Move { .. } => "move",
            Action::RenounceBonus { .. } => "renounce_bonus",
            Action::EndTurn { .. } => "end_turn",
            Action::PlayChance { .. } => "play_chance",
            Action::Pass { .. } => "pass",
            Action::CapViolation { .. } => "cap_violation",
            Action::Clock { .. } => "clock",
            Action::EndMatch { .. } => "end_match",
        }
    }

    /// The seat performing it, if the action has one.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Action::DraftPick { seat, .. }
            | Action::Place { seat, .. }
            | Action::Declare { seat, .. }
            | Action::Trade { seat, .. }
            | Action::Attack { seat, .. }
            | Action::Occupy { seat, .. }
            | Action::Move { seat, .. }
            | Action::RenounceBonus { seat }
            | Action::EndTurn { seat }
            | Action::PlayChance { seat }
            | Action::Pass { seat }
            | Action::CapViolation { seat, .. } => Some(*seat),
            Action::Clock { .. } | Action::EndMatch { .. } => None,
        }
    }
}

/// A file that is not a valid log, with the place of the error.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LogError {
    /// What is wrong.
    pub message: String,
    /// 1-based line, for JSON syntax errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// 1-based column, for JSON syntax errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// JSON path such as `actions[12].to`, for content errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
}

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.path, self.line, self.column) {
            (Some(p), _, _) => write!(f, "at {p}: {}", self.message),
            (None, Some(l), Some(c)) => write!(f, "at line {l}, column {c}: {}", self.message),
            _ => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for LogError {}

const TOP_KEYS: [&str; 7] = [
    "format",
    "ruleset",
    "settings",
    "players",
    "objectives",
    "draft",
    "actions",
];
const TERRITORY_FIELDS: [&str; 3] = ["from", "to", "territory"];
const TERRITORY_MAPS: [&str; 3] = ["tanks", "remove", "owners"];

impl MatchLog {
    /// Reads a log strictly.
    ///
    /// # Errors
    /// A [`LogError`] with line/column for broken JSON, or the JSON path of the first
    /// wrong value (unknown territory, missing field, unknown key).
    pub fn parse(text: &str) -> Result<MatchLog, LogError> {
        let value: Value = serde_json::from_str(text).map_err(|e| LogError {
            message: strip_position(&e.to_string()),
            line: Some(e.line()),
            column: Some(e.column()),
            path: None,
        })?;
        let Value::Object(top) = &value else {
            return Err(at("", "a match log is a JSON object"));
        };
        if let Some(k) = top.keys().find(|k| !TOP_KEYS.contains(&k.as_str())) {
            return Err(at(k, &format!("unknown key `{k}`")));
        }
        let field = |k: &str| top.get(k).cloned().unwrap_or(Value::Null);
        let required = |k: &str| {
            top.get(k)
                .cloned()
                .ok_or_else(|| at(k, &format!("missing field `{k}`")))
        };
        let format: u32 = typed(&required("format")?, "format")?;
        if format != FORMAT {
            return Err(at(
                "format",
                &format!("unsupported format {format} (this reader knows {FORMAT})"),
            ));
        }
        let ruleset: String = typed(&required("ruleset")?, "ruleset")?;
        let settings = match field("settings") {
            Value::Null => Settings::default(),
            v => typed(&v, "settings")?,
        };
        let players: Vec<Player> = typed_list(&required("players")?, "players")?;
        let objectives = match field("objectives") {
            Value::Null => BTreeMap::new(),
            Value::Object(map) => {
                let mut out = BTreeMap::new();
                for (k, v) in &map {
                    let path = format!("objectives.{k}");
                    let seat: Seat = k
                        .parse()
                        .map_err(|_| at(&path, "an objective key is a seat number"))?;
                    out.insert(seat, typed(v, &path)?);
                }
                out
            }
            _ => {
                return Err(at(
                    "objectives",
                    "objectives is an object of seat → objective",
                ));
            }
        };
        let draft: Draft = typed(&required("draft")?, "draft")?;
        let actions: Vec<Action> = match field("actions") {
            Value::Null => Vec::new(),
            v => typed_list(&v, "actions")?,
        };
        Ok(MatchLog {
            format,
            ruleset,
            settings,
            players,
            objectives,
            draft,
            actions,
        })
    }

    /// The log as pretty JSON, keys in a fixed order.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The log as compact JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

fn at(path: &str, message: &str) -> LogError {
    LogError {
        message: message.to_string(),
        line: None,
        column: None,
        path: Some(path.to_string()),
    }
}

fn strip_position(msg: &str) -> String {
    match msg.rfind(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg.to_string(),
    }
}

/// Deserializes one value, naming `path` (made more precise when an unknown territory
/// id can be pinned down) on error.
fn typed<T: DeserializeOwned>(v: &Value, path: &str) -> Result<T, LogError> {
    T::deserialize(v).map_err(|e| at(&refine(v, path), &strip_position(&e.to_string())))
}

fn typed_list<T: DeserializeOwned>(v: &Value, path: &str) -> Result<Vec<T>, LogError> {
    let Value::Array(items) = v else {
        return Err(at(path, &format!("`{path}` is a list")));
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| typed(item, &format!("{path}[{i}]")))
        .collect()
}

/// Finds the first unknown territory id inside `v` and returns its path.
fn refine(v: &Value, path: &str) -> String {
    let known = |s: &str| Map::risiko().by_slug(s).is_some();
    let Value::Object(obj) = v else {
        return path.to_string();
    };
    for f in TERRITORY_FIELDS {
        if let Some(Value::String(s)) = obj.get(f)
            && !known(s)
        {
            return format!("{path}.{f}");
        }
    }
    for f in TERRITORY_MAPS {
        if let Some(Value::Object(m)) = obj.get(f)
            && let Some(k) = m.keys().find(|k| !known(k))
        {
            return format!("{path}.{f}.{k}");
        }
    }
    if let Some(Value::Array(packets)) = obj.get("packets") {
        for (i, p) in packets.iter().enumerate() {
            if let Value::Array(cards) = p {
                for (j, c) in cards.iter().enumerate() {
                    if !c.as_str().is_some_and(known) {
                        return format!("{path}.packets[{i}][{j}]");
                    }
                }
            }
        }
    }
    if let Some(Value::Array(strips)) = obj.get("strips") {
        for (i, s) in strips.iter().enumerate() {
            if let Value::Array(ts) = s {
                for (j, t) in ts.iter().enumerate() {
                    if !t.as_str().is_some_and(known) {
                        return format!("{path}.strips[{i}][{j}]");
                    }
                }
            }
        }
    }
    path.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINI: &str = r#"{"format":1,"ruleset":"risiko-2v2",
      "players":[{"seat":0,"name":"A","team":"A","colour":"blu"}],
      "draft":{"owners":{"alaska":0,"madagascar":"neutral"}},
      "actions":[{"seat":0,"type":"place","tanks":{"alaska":2}},
                 {"seat":0,"type":"attack","from":"alaska","to":"atlantide","tanks":3}]}"#;

    #[test]
    fn unknown_territory_is_named_by_path() {
        let err = MatchLog::parse(MINI).expect_err("bad territory");
        assert_eq!(err.path.as_deref(), Some("actions[1].to"));
        assert!(err.message.contains("atlantide"), "{}", err.message);
    }

    #[test]
    fn bad_json_is_named_by_line_and_column() {
        let err = MatchLog::parse("{\n \"format\": 1,\n ]").expect_err("bad json");
        assert_eq!(err.line, Some(3));
    }

    #[test]
    fn unknown_keys_are_errors() {
        let text = MINI.replace("\"type\":\"place\"", "\"type\":\"place\",\"extra\":1");
        let err = MatchLog::parse(&text).expect_err("unknown key");
        assert_eq!(err.path.as_deref(), Some("actions[0]"));
        let text = MINI.replace("\"format\":1", "\"format\":1,\"settings\":{\"cap\":3}");
        assert_eq!(
            MatchLog::parse(&text).expect_err("k").path.as_deref(),
            Some("settings")
        );
    }

    #[test]
    fn round_trips() {
        let good = MINI.replace("atlantide", "kamchatka");
        let log = MatchLog::parse(&good).expect("valid");
        let again = MatchLog::parse(&log.to_json_pretty()).expect("round trip");
        assert_eq!(log, again);
        assert_eq!(log.settings, Settings::default());
    }
}
