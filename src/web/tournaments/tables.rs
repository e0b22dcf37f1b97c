//! Opening a round's matches and reading their results back.
//!
//! When a round is published every table gets a match in the referee console. Its
//! seats are drawn from the round's seed (which team sits first, and each team's
//! order), teammates opposite as the regulation wants: A1, B1, A2, B2. Each match's
//! team labels are the tournament team names, which is how a signed result finds its
//! teams again. A solo team's second seat is the virtual teammate its player plays.
//!
//! Who sat where is stored beside the match (`match_seats`), so a result finds its
//! teams and players by id even after the organizer renamed them. A result counts
//! once signed (and confirmed, when the tournament asks), with the organizer's score
//! adjustments applied by the pure rules.

use crate::accounts::token::random_token;
use crate::db::corrections::{AdjustmentRow, SeatRow, Signoff};
use crate::db::match_results::StoredResult;
use crate::db::{self, Db, rounds::OpenMatch, rounds::TableRow, tournaments::TeamRow};
use crate::engine::seed::splitmix64;
use crate::engine::{Draft, Map, MatchLog, Owner, Player, Settings};
use crate::tournament::{Adjustment, MatchResult, PlayerId, SeatScore, TeamId, TournamentSettings};
use crate::web::signed::{self, TeamScore};
use crate::web::{AppError, AppState, Result};
use std::collections::{BTreeMap, HashMap};

/// Tank colours in seat order.
const COLOURS: [&str; 4] = ["blu", "rosso", "verde", "giallo"];

/// The two seats of a team, in the drawn order: (name, player id, virtual?). The
/// virtual teammate's seat is played, and scored, by the solo player.
fn seats_of(team: &TeamRow, swap: bool) -> [(String, Option<i64>, bool); 2] {
    let first = (
        team.player1.clone().unwrap_or_default(),
        team.player1_id,
        false,
    );
    let second = match &team.player2 {
        Some(p) => (p.clone(), team.player2_id, false),
        None => (format!("{} (2)", first.0), team.player1_id, true),
    };
    if swap && !second.2 {
        [second, first]
    } else {
        [first, second]
    }
}

/// Who sits where: (seat, team id, player id).
pub type Seating = Vec<(i64, i64, i64)>;

/// The setup of one table's match, and who sits where.
pub fn table_setup(
    settings: &Settings,
    a: &TeamRow,
    b: &TeamRow,
    seed: u64,
    table_no: i64,
) -> (MatchLog, Seating) {
    let mut state = seed ^ (table_no as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let roll = splitmix64(&mut state);
    let (first, second) = if roll & 1 == 0 { (a, b) } else { (b, a) };
    let f = seats_of(first, roll & 2 != 0);
    let s = seats_of(second, roll & 4 != 0);
    let order = [
        (&f[0], first),
        (&s[0], second),
        (&f[1], first),
        (&s[1], second),
    ];
    let players = order
        .iter()
        .enumerate()
        .map(|(i, ((name, _, is_virtual), team))| Player {
            seat: i as u8,
            name: name.clone(),
            team: team.name.clone(),
            colour: COLOURS[i].to_string(),
            is_virtual: *is_virtual,
            person: is_virtual.then(|| team.player1.clone().unwrap_or_default()),
        })
        .collect();
    let seating = (0i64..)
        .zip(order.iter())
        .filter_map(|(seat, ((_, player, _), team))| player.map(|p| (seat, team.id, p)))
        .collect();
    let log = MatchLog {
        format: 1,
        ruleset: "risiko-2v2".into(),
        // Every match Arbitro opens checks the clock calls (`docs/MATCH-LOG.md`).
        settings: Settings {
            clock_checks: true,
            ..settings.clone()
        },
        players,
        objectives: BTreeMap::new(),
        draft: Draft::Physical {
            owners: BTreeMap::new(),
        },
        actions: Vec::new(),
    };
    (log, seating)
}

/// A complete table opened with `settings`, to ask the engine whether matches can be
/// played with them: two sample teams and the territories dealt in map order, ten a
/// seat and the last two neutral.
pub fn trial_table(settings: &Settings) -> MatchLog {
    let team = |id: i64, name: &str| TeamRow {
        id,
        name: name.into(),
        club: None,
        dropped: false,
        solo: false,
        player1_id: Some(id * 10 + 1),
        player1: Some(format!("{name}1")),
        player2_id: Some(id * 10 + 2),
        player2: Some(format!("{name}2")),
    };
    let (mut log, _) = table_setup(settings, &team(1, "A"), &team(2, "B"), 0, 1);
    let map = Map::risiko();
    let owners = map
        .territory_ids()
        .enumerate()
        .map(|(i, t)| {
            let owner = match u8::try_from(i) {
                Ok(i) if i < 40 => Owner::Seat(i % 4),
                _ => Owner::Neutral,
            };
            (t, owner)
        })
        .collect();
    log.draft = Draft::Physical { owners };
    log
}

/// The matches to open for a round's tables (byes get none).
///
/// # Errors
/// [`AppError::Internal`] if a table names a team that is not registered.
pub fn matches_to_open(
    round_no: i64,
    seed: u64,
    settings: &Settings,
    tables: &[TableRow],
    teams: &[TeamRow],
) -> Result<Vec<OpenMatch>> {
    let team = |id: i64| {
        teams
            .iter()
            .find(|t| t.id == id)
            .ok_or_else(|| AppError::Internal(format!("table names unknown team {id}")))
    };
    let mut out = Vec::new();
    for t in tables {
        let Some(b) = t.team_b else { continue };
        let (setup, seats) = table_setup(settings, team(t.team_a)?, team(b)?, seed, t.table_no);
        out.push(OpenMatch {
            table_id: t.id,
            table_no: t.table_no,
            label: format!("Turno {round_no} · Tavolo {}", t.table_no),
            setup_json: setup.to_json(),
            public_token: random_token(),
            seats,
        });
    }
    Ok(out)
}

/// The final score of a 2 vs 2 match, or `None` while it is not finished (or not a
/// 2 vs 2 table). Read from its stored result ([`crate::web::signed`]) once signed;
/// computed from the log otherwise.
///
/// # Errors
/// [`AppError::Internal`] if the match no longer replays.
pub async fn final_score(state: &AppState, match_id: i64) -> Result<Option<TeamScore>> {
    Ok(signed::of_match(state, match_id)
        .await?
        .and_then(|p| p.teams))
}

/// A table's result from its match's final score and seats.
///
/// # Errors
/// [`AppError::Internal`] if the seats stored do not fit the score.
fn result_of(
    round: u32,
    table: &TableRow,
    team_b: i64,
    match_id: i64,
    score: &TeamScore,
    seats_rows: &[SeatRow],
) -> Result<MatchResult> {
    let seats = seats_rows;
    if seats.len() != score.seats.len() {
        return Err(AppError::Internal(format!(
            "match {match_id}: {} seats stored",
            seats.len()
        )));
    }
    let seats: Vec<SeatScore> = seats
        .iter()
        .map(|s| SeatScore {
            team: TeamId(s.team_id),
            player: PlayerId(s.player_id),
            name: s.player_name.clone(),
            points: u8::try_from(s.seat)
                .ok()
                .and_then(|seat| score.seat(seat))
                .map_or(0, |p| i64::from(p.points)),
        })
        .collect();
    let teams = [TeamId(table.team_a), TeamId(team_b)];
    let result = MatchResult::from_seats(round, &teams, &seats);
    // The log names the forfeiting team by its label; its seats say which team it is.
    let forfeit = score
        .forfeit
        .as_deref()
        .and_then(|label| seats_of_team(seats_rows, score, label));
    Ok(match forfeit {
        Some(team) => result.forfeited_by(team),
        None => result,
    })
}

/// The registered team whose seats carry the log's team `label`.
fn seats_of_team(seats: &[SeatRow], score: &TeamScore, label: &str) -> Option<TeamId> {
    seats.iter().find_map(|s| {
        let seat = u8::try_from(s.seat).ok()?;
        (score.seat(seat)?.team == label).then_some(TeamId(s.team_id))
    })
}

/// The end-of-match result of a table's match as played (no adjustment), or `None`
/// while the match is not finished.
///
/// # Errors
/// [`AppError::Internal`] if the match no longer replays or lacks its seats.
pub async fn played_result(
    state: &AppState,
    round: u32,
    table: &TableRow,
) -> Result<Option<MatchResult>> {
    let (Some(match_id), Some(team_b)) = (table.match_id, table.team_b) else {
        return Ok(None);
    };
    let Some(score) = final_score(state, match_id).await? else {
        return Ok(None);
    };
    let seats = db::corrections::seats(&state.db, match_id).await?;
    result_of(round, table, team_b, match_id, &score, &seats).map(Some)
}

/// The adjustments stored for one match, as the pure rules take them.
pub fn adjustments_of(match_id: i64, all: &[AdjustmentRow]) -> Vec<Adjustment> {
    all.iter()
        .filter(|a| a.match_id == match_id)
        .map(|a| Adjustment {
            team: TeamId(a.team_id),
            player: a.player_id.map(PlayerId),
            points: a.points,
        })
        .collect()
}

/// Whether a match's result counts: signed off, and confirmed when the tournament asks.
fn counts(signoff: Option<&Signoff>, settings: &TournamentSettings) -> bool {
    signoff.is_some_and(|s| s.state().counts(settings))
}

/// `played` with the match's adjustments applied.
///
/// # Errors
/// [`AppError::Internal`] if an adjustment no longer fits the match.
fn adjusted(played: MatchResult, match_id: i64, all: &[AdjustmentRow]) -> Result<MatchResult> {
    played
        .adjusted(&adjustments_of(match_id, all))
        .map_err(|e| AppError::Internal(format!("match {match_id}: adjustment {e:?}")))
}

/// What the results of a whole tournament read from storage: three queries for all
/// its matches instead of three per table, so the standings are computed again
/// quickly after each sign-off.
pub struct Records {
    signoffs: HashMap<i64, Signoff>,
    /// Per match: setup and entry count.
    versions: HashMap<i64, (String, i64)>,
    seats: HashMap<i64, Vec<SeatRow>>,
    /// Per match: its stored result, if any.
    stored: HashMap<i64, StoredResult>,
}

impl Records {
    /// Reads them.
    ///
    /// # Errors
    /// Storage errors.
    pub async fn of(db: &Db, tournament: i64) -> Result<Records> {
        let signoffs = db::corrections::signoffs_in(db, tournament)
            .await?
            .into_iter()
            .map(|s| (s.match_id, s))
            .collect();
        let versions = db::matches::versions_in(db, tournament)
            .await?
            .into_iter()
            .map(|(id, setup, entries)| (id, (setup, entries)))
            .collect();
        let mut seats: HashMap<i64, Vec<SeatRow>> = HashMap::new();
        for (m, seat) in db::corrections::seats_in(db, tournament).await? {
            seats.entry(m).or_default().push(seat);
        }
        let stored = db::match_results::in_tournament(db, tournament)
            .await?
            .into_iter()
            .map(|r| (r.match_id, r))
            .collect();
        Ok(Records {
            signoffs,
            versions,
            seats,
            stored,
        })
    }

    /// The result of a table if it counts (signed off, confirmed when required),
    /// with its adjustments applied; `None` while it does not count.
    ///
    /// # Errors
    /// [`AppError::Internal`] if a counted match no longer replays or an adjustment
    /// no longer fits it (both corrupt records).
    pub async fn counted_result(
        &self,
        state: &AppState,
        round: u32,
        table: &TableRow,
        settings: &TournamentSettings,
        adjustments: &[AdjustmentRow],
    ) -> Result<Option<MatchResult>> {
        let (Some(match_id), Some(team_b)) = (table.match_id, table.team_b) else {
            return Ok(None);
        };
        if !counts(self.signoffs.get(&match_id), settings) {
            return Ok(None);
        }
        let Some((setup_json, entries)) = self.versions.get(&match_id) else {
            return Ok(None);
        };
        // The stored result, computed and stored on this first read when missing.
        let stored = self.stored.get(&match_id);
        let produced =
            signed::produced(state, match_id, *entries, setup_json, stored, true).await?;
        let Some(score) = produced.and_then(|p| p.teams) else {
            return Ok(None);
        };
        let seats = self.seats.get(&match_id).map_or(&[][..], Vec::as_slice);
        let played = result_of(round, table, team_b, match_id, &score, seats)?;
        adjusted(played, match_id, adjustments).map(Some)
    }
}
