//! The individual tournament archive: a whole tournament of tables of N as one
//! versioned JSON document (`"format": "arbitro-individual", "version": 1`), written
//! by the JSON export and read back by the import. See `docs/EXPORTS.md`.
//!
//! Records refer to each other by the archive's own keys (player `id`s as they were
//! in the exporting instance, round and table numbers) and to accounts by username,
//! so the file means the same thing in any instance. Each match carries its setup
//! and every recorded entry (undos included); [`check`] replays every match through
//! the engine before anything is stored, so a file is taken whole or refused with
//! the place of its first problem.

mod check;

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use check::check;

/// The `format` field of every individual archive.
pub const FORMAT: &str = "arbitro-individual";
/// The version this build writes and reads.
pub const VERSION: u64 = 1;

/// A whole individual tournament.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IndividualArchive {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`].
    pub version: u64,
    /// What wrote it, for the reader's information.
    pub generator: String,
    /// When it was written (unix seconds).
    pub exported_at: i64,
    /// Name and settings.
    pub tournament: TournamentEntry,
    /// Registered players.
    pub players: Vec<PlayerEntry>,
    /// Rounds in order with their tables and matches.
    pub rounds: Vec<RoundEntry>,
    /// Corrections of a player's ranking points at a table, oldest first.
    #[serde(default)]
    pub adjustments: Vec<AdjustmentEntry>,
    /// The organizers' change log, oldest first.
    #[serde(default)]
    pub audit: Vec<AuditEntry>,
}

fn empty_object() -> Value {
    Value::Object(serde_json::Map::new())
}

fn qualifying() -> String {
    "qualifying".into()
}

fn yes() -> bool {
    true
}

fn first_group() -> i64 {
    1
}

/// The season a tournament is an evening of, by name.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeasonEntry {
    /// Its name: the import joins the season of that name, or makes it.
    pub name: String,
    /// Best K evenings counted (`None`: all).
    pub best_of: Option<i64>,
}

// The records both formats' archives write alike, one type each: a line of the
// audit log, the second look at a result, and one recorded entry (its action kept
// as JSON, since a table of N may play any ruleset).
pub use crate::tournament::archive::{AuditEntry, ConfirmationEntry};

/// One recorded entry of a table's match.
pub type EntryRecord = crate::tournament::archive::EntryRecord<Value>;

/// A correction of a player's ranking points at one table.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdjustmentEntry {
    /// Round number.
    pub round: i64,
    /// Table number.
    pub table: i64,
    /// The player ([`PlayerEntry::id`]), seated at that table.
    pub player: i64,
    /// Ten-thousandths of a point, not 0.
    pub points: i64,
    /// Why.
    pub reason: String,
    /// Who (username).
    pub by: Option<String>,
    /// Unix seconds.
    pub at: i64,
}

/// The tournament itself.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentEntry {
    /// Name.
    pub name: String,
    /// Ruleset of its matches (`risiko-classic`).
    pub ruleset: String,
    /// `SeatingSettings`.
    pub seating: Value,
    /// `Formula`.
    pub formula: Value,
    /// Rounds planned.
    pub rounds_planned: i64,
    /// Who created it (username).
    pub created_by: Option<String>,
    /// Unix seconds.
    pub created_at: i64,
    /// `StageSettings` (`{}`: qualifying rounds only).
    #[serde(default = "empty_object")]
    pub stages: Value,
    /// A signed result counts once someone else confirmed it.
    #[serde(default)]
    pub second_confirmation: bool,
    /// The season it is an evening of.
    #[serde(default)]
    pub season: Option<SeasonEntry>,
}

/// A registered player.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerEntry {
    /// Its id in the exporting instance: the key tables refer to.
    pub id: i64,
    /// Name, unique in the tournament (case-blind).
    pub name: String,
    /// Club.
    pub club: Option<String>,
    /// Region.
    pub region: Option<String>,
    /// Family group (absent in archives written before it, and when none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
    /// Withdrawn from later rounds.
    pub dropped: bool,
}

/// A round.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundEntry {
    /// From 1.
    pub number: i64,
    /// The seed it was seated with.
    pub seed: i64,
    /// The `SeatingReport`.
    pub report: Value,
    /// Its matches exist.
    pub published: bool,
    /// `qualifying`, `semifinal` or `final`.
    #[serde(default = "qualifying")]
    pub stage: String,
    /// A semifinal's direct finalists (one array of player ids per group).
    #[serde(default)]
    pub direct: Option<Value>,
    /// Its results count on the public pages.
    #[serde(default = "yes")]
    pub results_public: bool,
    /// Tables in order.
    pub tables: Vec<TableEntry>,
}

/// A table of a round.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableEntry {
    /// From 1.
    pub number: i64,
    /// Player ids ([`PlayerEntry::id`]) in seat order.
    pub players: Vec<i64>,
    /// A ghost seat completes it.
    pub ghost: bool,
    /// The parallel final it is (or feeds), from 1.
    #[serde(default = "first_group")]
    pub stage_group: i64,
    /// The console match of a published round.
    #[serde(rename = "match")]
    pub game: Option<MatchEntry>,
}

/// A table's console match.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchEntry {
    /// "Torneo · turno 1 · tavolo 2".
    pub label: String,
    /// `setup`, `playing`, `finished` or `signed`.
    pub status: String,
    /// Unix seconds.
    pub created_at: i64,
    /// Who signed the result off (username).
    pub signed_by: Option<String>,
    /// When.
    pub signed_at: Option<i64>,
    /// Referees assigned (usernames).
    pub referees: Vec<String>,
    /// The match log without actions (`MATCH-LOG.md` setup of its ruleset).
    pub setup: Value,
    /// Every recorded entry in order, undos included.
    pub entries: Vec<EntryRecord>,
    /// The second confirmation of its signed result.
    #[serde(default)]
    pub confirmation: Option<ConfirmationEntry>,
}

impl IndividualArchive {
    /// Every username the file names, once each, in order of appearance.
    #[must_use]
    pub fn usernames(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let mut add = |n: &Option<String>| {
            if let Some(n) = n
                && !out.iter().any(|o| o.eq_ignore_ascii_case(n))
            {
                out.push(n.clone());
            }
        };
        add(&self.tournament.created_by);
        for a in &self.adjustments {
            add(&a.by);
        }
        for a in &self.audit {
            add(&a.by);
        }
        for t in self.rounds.iter().flat_map(|r| &r.tables) {
            if let Some(m) = &t.game {
                add(&m.signed_by);
                add(&m.confirmation.as_ref().map(|c| c.by.clone()));
                for r in &m.referees {
                    add(&Some(r.clone()));
                }
                for e in &m.entries {
                    add(&e.by);
                }
            }
        }
        out
    }

    /// How many matches it carries.
    #[must_use]
    pub fn match_count(&self) -> usize {
        self.rounds
            .iter()
            .flat_map(|r| &r.tables)
            .filter(|t| t.game.is_some())
            .count()
    }
}

/// Why a file was refused: the translation key of what is wrong (`iarc.err.*`),
/// where, and the technical detail (field, value, the engine's sentence). The team
/// archive's error type, with a message key for its problem.
pub type IndividualArchiveError = crate::tournament::archive::ArchiveError<&'static str>;
