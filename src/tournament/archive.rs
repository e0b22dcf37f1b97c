//! The tournament archive: the whole tournament as one versioned JSON document
//! (`"format": "arbitro-tournament", "version": 1`), written by the JSON export and
//! read back by the import. See `docs/EXPORTS.md` for the schema.
//!
//! Records refer to each other by the archive's own keys (team `id`s as they were in
//! the exporting instance, round `number`s, `table_no`s), and to accounts by username,
//! so the file means the same thing in any instance. Each match carries its whole log
//! in the `MATCH-LOG.md` format plus every recorded entry (undos included, with who and
//! when), and [`check`] replays every log through the engine before anything is
//! stored: a file is accepted whole or refused with the place of the first problem.
//!
//! What the organizer and the console add to a match after it is opened travels with
//! it: who sat where (`seats`, which the standings read), the second confirmation,
//! score adjustments and player edits. They came after the first files were written,
//! so they are optional: a file without them is still version 1, and its seats are
//! found from the setup's names (see `check`).
//!
//! The types are generic over the log and action representation: the exporter writes
//! typed [`MatchLog`]s and [`Action`]s (keys in the log's own order); the importer first
//! reads them as plain JSON values so a bad log is reported with its match and JSON
//! path rather than as a position in a one-line file.

mod check;
pub(crate) mod common;

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::{Action, Lang, MatchLog, Names, Refusal};

pub use check::check;

/// The `format` field of every archive.
pub const FORMAT: &str = "arbitro-tournament";
/// The archive version this build writes and reads.
pub const VERSION: u64 = 1;

/// A whole tournament.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Archive<L = MatchLog, A = Action> {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`] for this build.
    pub version: u64,
    /// What wrote it (`arbitro 0.1.0`), for the reader's information.
    pub generator: String,
    /// When it was written (unix seconds).
    pub exported_at: i64,
    /// Name, date, settings.
    pub tournament: TournamentInfo,
    /// Registered teams with their players, clubs and drops.
    pub teams: Vec<TeamEntry>,
    /// Rounds in order, with their tables and matches.
    pub rounds: Vec<RoundEntry<L, A>>,
    /// The organizers' change log, oldest first.
    pub audit: Vec<AuditEntry>,
}

/// The tournament itself.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentInfo {
    /// Name shown everywhere.
    pub name: String,
    /// Date, `YYYY-MM-DD`.
    pub held_on: String,
    /// Venue (may be empty).
    pub venue: String,
    /// Rules system (`risiko-2v2`).
    pub ruleset: String,
    /// Shown on the public pages.
    pub published: bool,
    /// Who created it (username).
    pub created_by: Option<String>,
    /// Unix seconds.
    pub created_at: i64,
    /// The engine's match settings (`MATCH-LOG.md` `settings`).
    pub match_settings: Value,
    /// Ranking and pairing settings (criteria, points, bye, club avoidance).
    pub ranking_settings: Value,
    /// The objective catalogue: `[{"triple": "A", "objective": {...}}, ...]`.
    pub objectives: Value,
}

/// A registered team.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamEntry {
    /// Its id in the exporting instance: the key tables refer to.
    pub id: i64,
    /// Team name, unique in the tournament (case-insensitive).
    pub name: String,
    /// Club, if any.
    pub club: Option<String>,
    /// Withdrawn from later rounds.
    pub dropped: bool,
    /// Plays one against a pair.
    pub solo: bool,
    /// Unix seconds.
    pub created_at: i64,
    /// Player names in position order: one (a solo team) or two.
    pub players: Vec<String>,
}

/// A round.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundEntry<L = MatchLog, A = Action> {
    /// 1-based round number.
    pub number: i64,
    /// The draw's seed (16 hex digits).
    pub seed: String,
    /// `draft` or `published`.
    pub status: String,
    /// Are its results on the public pages?
    pub results_public: bool,
    /// Unix seconds.
    pub created_at: i64,
    /// Unix seconds of publication.
    pub published_at: Option<i64>,
    /// Tables in order, the bye (table 0) last.
    pub tables: Vec<TableEntry<L, A>>,
}

impl<L, A> RoundEntry<L, A> {
    /// The same round with other tables: how the check turns the tables it read as
    /// plain JSON into typed ones.
    pub fn with_tables<M, B>(self, tables: Vec<TableEntry<M, B>>) -> RoundEntry<M, B> {
        RoundEntry {
            number: self.number,
            seed: self.seed,
            status: self.status,
            results_public: self.results_public,
            created_at: self.created_at,
            published_at: self.published_at,
            tables,
        }
    }
}

/// A table of a round (or the bye).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableEntry<L = MatchLog, A = Action> {
    /// Table number; 0 is the bye.
    pub table_no: i64,
    /// First team (a [`TeamEntry::id`]).
    pub team_a: i64,
    /// Second team; `None` for the bye.
    pub team_b: Option<i64>,
    /// Pairing notes.
    pub notes: String,
    /// Referees assigned to the table at pairing time (usernames).
    pub referees: Vec<String>,
    /// The table's match, once the round is published (never for the bye).
    #[serde(rename = "match")]
    pub game: Option<MatchEntry<L, A>>,
}

/// A table's match in the referee console.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchEntry<L = MatchLog, A = Action> {
    /// "Turno 2 · Tavolo 3".
    pub label: String,
    /// `setup`, `playing`, `finished` or `signed`.
    pub status: String,
    /// Who opened it (username).
    pub created_by: Option<String>,
    /// Unix seconds.
    pub created_at: i64,
    /// Who signed the result off.
    pub signed_by: Option<String>,
    /// When (unix seconds).
    pub signed_at: Option<i64>,
    /// Referees assigned to the match.
    pub referees: Vec<RefereeEntry>,
    /// The match log (`MATCH-LOG.md`): setup plus the actions that count.
    pub log: L,
    /// Every recorded entry in order, undos included.
    pub entries: Vec<EntryRecord<A>>,
    /// Who played each seat, in seat order. Absent (or empty) in files written before
    /// seats were stored: the check then finds them from the setup's names.
    #[serde(default)]
    pub seats: Vec<SeatEntry>,
    /// The second look at the signed result, if someone gave it.
    #[serde(default)]
    pub confirmation: Option<ConfirmationEntry>,
    /// Points added to or taken from a side, oldest first.
    #[serde(default)]
    pub adjustments: Vec<AdjustmentEntry>,
    /// Player names and colours changed in the console after the match was opened,
    /// oldest first (the log holds the values after them).
    #[serde(default)]
    pub setup_changes: Vec<SetupChangeEntry>,
}

/// Who played a seat: the seat's team and the person, by the archive's own keys.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatEntry {
    /// Seat 0–3, as in the log.
    pub seat: i64,
    /// The team (a [`TeamEntry::id`]); a renamed team keeps its points through it.
    pub team: i64,
    /// The player: one of that team's [`TeamEntry::players`] (their name now). The
    /// virtual teammate's seat names the solo player, who scores it.
    pub player: String,
}

/// A second confirmation of a signed result.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConfirmationEntry {
    /// Who confirmed (username); never the signer.
    pub by: String,
    /// Unix seconds.
    pub at: i64,
}

/// A score adjustment of one match.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdjustmentEntry {
    /// The team whose score changes (a [`TeamEntry::id`] at this table).
    pub team: i64,
    /// The player whose personal score changes too (a name of the team's
    /// `players` who sat at this match), or none for the team score alone.
    pub player: Option<String>,
    /// Points added (negative: taken), never 0.
    pub points: i64,
    /// Why.
    pub reason: String,
    /// Who made it (username).
    pub by: String,
    /// Unix seconds.
    pub at: i64,
}

/// A player edit made in the console after the match was opened.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupChangeEntry {
    /// The seat, 0–3.
    pub seat: i64,
    /// `name` or `colour`.
    pub field: String,
    /// The value before.
    pub old_value: String,
    /// The value after.
    pub new_value: String,
    /// Who changed it (username).
    pub by: String,
    /// Unix seconds.
    pub at: i64,
}

/// A referee assigned to a match.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RefereeEntry {
    /// The referee.
    pub username: String,
    /// Who assigned them.
    pub assigned_by: Option<String>,
    /// Unix seconds.
    pub assigned_at: i64,
}

/// One recorded entry of a match.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntryRecord<A = Action> {
    /// 1-based position.
    pub seq: i64,
    /// `action` or `undo`.
    pub kind: String,
    /// The action (absent for an undo).
    pub action: Option<A>,
    /// The reason given (undo, early end).
    pub reason: Option<String>,
    /// Who recorded it (none for a player's own draft pick).
    pub by: Option<String>,
    /// `console`, `api`, `draft_link`, `server`, `upload`…
    pub via: String,
    /// Unix seconds.
    pub at: i64,
}

/// One line of the change log.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuditEntry {
    /// Unix seconds.
    pub at: i64,
    /// Who (none for the system).
    pub by: Option<String>,
    /// What, as a stable key (`team.add`, `round.publish`…).
    pub action: String,
    /// Details.
    pub detail: String,
}

impl<L, A> Archive<L, A> {
    /// Every username the archive mentions, each once, sorted.
    pub fn usernames(&self) -> Vec<String> {
        let mut names: Vec<Option<&String>> = vec![self.tournament.created_by.as_ref()];
        names.extend(self.audit.iter().map(|a| a.by.as_ref()));
        for t in self.rounds.iter().flat_map(|r| &r.tables) {
            names.extend(t.referees.iter().map(Some));
            let Some(m) = &t.game else { continue };
            names.push(m.created_by.as_ref());
            names.push(m.signed_by.as_ref());
            for x in &m.referees {
                names.push(Some(&x.username));
                names.push(x.assigned_by.as_ref());
            }
            names.extend(m.entries.iter().map(|e| e.by.as_ref()));
            names.extend(m.confirmation.iter().map(|c| Some(&c.by)));
            names.extend(m.adjustments.iter().map(|a| Some(&a.by)));
            names.extend(m.setup_changes.iter().map(|c| Some(&c.by)));
        }
        let mut out: Vec<String> = names.into_iter().flatten().cloned().collect();
        out.sort_by_key(|n| n.to_lowercase());
        out.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
        out
    }

    /// Number of matches in the archive.
    pub fn match_count(&self) -> usize {
        self.rounds
            .iter()
            .flat_map(|r| &r.tables)
            .filter(|t| t.game.is_some())
            .count()
    }
}

/// What is wrong with a file; [`Problem::key`] names the message to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not JSON at all.
    NotJson,
    /// JSON, but not a tournament archive (`format` missing or different).
    NotArchive,
    /// An archive of a version this build cannot read.
    Version(u64),
    /// A field missing, of the wrong type, or unknown.
    Shape,
    /// Name, date, venue or ruleset.
    Tournament,
    /// Match or ranking settings.
    Settings,
    /// The objective catalogue.
    Objectives,
    /// A team (name, players, duplicate).
    Team,
    /// A round (numbering, status, seed).
    Round,
    /// A table (teams, numbering, match present or not).
    Table,
    /// A match log that is not a valid `MATCH-LOG.md` file, or whose players do not
    /// match the table's teams.
    Log,
    /// Entries that do not fold to the log's actions.
    Entries,
    /// The engine refused an action of the log (0-based index) or its setup (`None`).
    Refused(Option<usize>, Box<(Refusal, Names)>),
    /// A match status that contradicts its log.
    Status,
    /// Seats that are not the log's, or name a team or player not at the table; or,
    /// in a file without seats, setup names that match no registered player.
    Seats,
    /// A confirmation of a match that is not signed, or by its own signer.
    Confirmation,
    /// A score adjustment that does not fit its match (team, player, points, reason).
    Adjustment,
    /// A player edit of a seat the match does not have, or of an unknown field.
    SetupChange,
}

impl Problem {
    /// The translation key of the message.
    pub fn key(&self) -> &'static str {
        match self {
            Problem::NotJson => "xfer.err.json",
            Problem::NotArchive => "xfer.err.format",
            Problem::Version(_) => "xfer.err.version",
            Problem::Shape => "xfer.err.shape",
            Problem::Tournament => "xfer.err.tournament",
            Problem::Settings => "xfer.err.settings",
            Problem::Objectives => "xfer.err.objectives",
            Problem::Team => "xfer.err.team",
            Problem::Round => "xfer.err.round",
            Problem::Table => "xfer.err.table",
            Problem::Log => "xfer.err.log",
            Problem::Entries => "xfer.err.entries",
            Problem::Refused(..) => "xfer.err.refused",
            Problem::Status => "xfer.err.status",
            Problem::Seats => "xfer.err.seats",
            Problem::Confirmation => "xfer.err.confirmation",
            Problem::Adjustment => "xfer.err.adjustment",
            Problem::SetupChange => "xfer.err.setup_change",
        }
    }
}

/// A refused archive: the problem, where it is, and the technical detail. Both
/// formats refuse a file this way: a team archive names its problem with a
/// [`Problem`], an individual one with the translation key of its message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchiveError<P = Problem> {
    /// What kind of problem.
    pub problem: P,
    /// Round number, when the problem is inside a round.
    pub round: Option<i64>,
    /// Table number, when the problem is inside a table.
    pub table: Option<i64>,
    /// What exactly (English; names fields, values and JSON paths).
    pub detail: String,
}

impl<P> ArchiveError<P> {
    pub(crate) fn new(problem: P, detail: impl Into<String>) -> Self {
        ArchiveError {
            problem,
            round: None,
            table: None,
            detail: detail.into(),
        }
    }

    pub(crate) fn at(mut self, round: i64, table: Option<i64>) -> Self {
        self.round = Some(round);
        self.table = table;
        self
    }
}

impl ArchiveError {
    /// The detail in `lang`: the engine's own sentence for a refused action, the
    /// technical detail otherwise.
    pub fn detail_in(&self, lang: Lang) -> String {
        match &self.problem {
            Problem::Refused(Some(i), why) => {
                let (r, names) = why.as_ref();
                format!("#{i} ({}): {}", r.code(), r.message(lang, names))
            }
            Problem::Refused(None, why) => {
                let (r, names) = why.as_ref();
                format!("setup ({}): {}", r.code(), r.message(lang, names))
            }
            _ => self.detail.clone(),
        }
    }
}

impl fmt::Display for ArchiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(r) = self.round {
            write!(f, "round {r}")?;
            if let Some(t) = self.table {
                write!(f, ", table {t}")?;
            }
            f.write_str(": ")?;
        }
        let what = match &self.problem {
            Problem::NotJson => "not JSON".to_string(),
            Problem::NotArchive => "not an Arbitro tournament archive".into(),
            Problem::Version(v) => {
                format!("archive version {v} is not supported (this build reads {VERSION})")
            }
            Problem::Refused(Some(i), ..) => format!("action {i} of the match log is refused"),
            Problem::Refused(None, ..) => "the match setup is refused".into(),
            other => format!("invalid {}", other.key().trim_start_matches("xfer.err.")),
        };
        write!(f, "{what}: {}", self.detail_in(Lang::En))
    }
}

impl std::error::Error for ArchiveError {}
