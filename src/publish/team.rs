//! Publishing a club's finished team tournament to the federation hub
//! (`arbitro publish --team --event ID`, docs/HUB.md "A team tournament"); the
//! national ids it sends are `db::hub_link::national_ids` of its team players.
//!
//! The payload is built from the tournament's archive (the JSON export,
//! [`crate::db::transfer::export`]): every 2 vs 2 match with its whole log, who
//! sat where, and each team's score as the club's standings read it (the sum of
//! its seats' end-of-match points, a forfeit as the log's referee end names
//! it). The hub replays every log to the same scores before it keeps anything.

use std::collections::HashMap;

use chrono::NaiveDate;
use serde_json::Value;
use sqlx::Row;

use crate::db::{Db, DbResult};
use crate::engine::any::{AnyGame, AnyLog};
use crate::hub::event::{
    ByeInfo, EventInfo, EventKind, FORMAT, Payload, PlayerInfo, SideClaim, TableInfo, TeamInfo,
    VERSION,
};
use crate::tournament::archive::{Archive, MatchEntry};
use crate::tournament::produced::Produced;
use crate::tournament::{MatchResult, PlayerId, SeatScore, TeamId, TournamentSettings};

use super::{PublishError, TableFault, Unpublishable};

/// A player of a team tournament as the club stores them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamPlayer {
    /// Their team's id.
    pub team: i64,
    /// The club's player id (what the hub's answer names them by).
    pub id: i64,
    /// Name.
    pub name: String,
}

/// The players of team tournament `tournament`, team by team in position order.
///
/// # Errors
/// Storage failure.
pub async fn players(db: &Db, tournament: i64) -> DbResult<Vec<TeamPlayer>> {
    let rows = sqlx::query(
        "SELECT p.team_id, p.id, p.name
           FROM players p JOIN teams t ON t.id = p.team_id
          WHERE t.tournament_id = ? ORDER BY t.id, p.position",
    )
    .bind(tournament)
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| TeamPlayer {
            team: r.get(0),
            id: r.get(1),
            name: r.get(2),
        })
        .collect())
}

/// The day a team tournament was held, as its archive says (`held_on`).
#[must_use]
pub fn held_on(a: &Archive) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(a.tournament.held_on.trim(), "%Y-%m-%d").ok()
}

/// The first round or table that keeps the team tournament archived in `a` from
/// being finished, else `None`: at least one round, every round published (no
/// draft), and every table with two teams has its match signed off — confirmed
/// too when the tournament asks for a second confirmation — so every result
/// counts in the club's standings. The organizer's page says it before the
/// button is pressed; [`payload`] refuses with it.
#[must_use]
pub fn unfinished(a: &Archive) -> Option<Unpublishable> {
    let settings: TournamentSettings =
        serde_json::from_value(a.tournament.ranking_settings.clone()).unwrap_or_default();
    let at = |round: i64, table: i64, why: TableFault| Some(Unpublishable { round, table, why });
    if a.rounds.is_empty() {
        return at(1, 0, TableFault::NoRound);
    }
    for r in &a.rounds {
        if r.status != "published" {
            return at(r.number, 0, TableFault::Draft);
        }
        for t in r.tables.iter().filter(|t| t.team_b.is_some()) {
            let Some(m) = &t.game else {
                return at(r.number, t.table_no, TableFault::NotFinished);
            };
            let counts = match (m.status.as_str(), &m.confirmation) {
                ("signed", Some(_)) => true,
                ("signed", None) => !settings.second_confirmation,
                _ => false,
            };
            if !counts {
                return at(r.number, t.table_no, TableFault::NotSigned);
            }
        }
    }
    None
}

/// The publish payload of the finished team tournament archived in `a`
/// ("finished" as [`unfinished`] says).
///
/// # Errors
/// [`PublishError::Event`] naming the first round or table that keeps the
/// tournament from being published.
pub fn payload(
    a: &Archive,
    event_id: i64,
    date: NaiveDate,
    event_type: &str,
    players: &[TeamPlayer],
    national_ids: &HashMap<i64, String>,
) -> Result<Payload, PublishError> {
    let club_of: HashMap<i64, Option<String>> =
        a.teams.iter().map(|t| (t.id, t.club.clone())).collect();
    let mut tables = Vec::new();
    let mut byes = Vec::new();
    let fault = |round: i64, table: i64, why: TableFault| {
        PublishError::Event(Unpublishable { round, table, why })
    };
    if let Some(u) = unfinished(a) {
        return Err(PublishError::Event(u));
    }
    for r in &a.rounds {
        let round = u32::try_from(r.number).unwrap_or(0);
        for t in &r.tables {
            let at = |why: TableFault| fault(r.number, t.table_no, why);
            let Some(team_b) = t.team_b else {
                byes.push(ByeInfo {
                    round,
                    team: t.team_a,
                });
                continue;
            };
            // `unfinished` saw every table with two teams carry a match.
            let m = t.game.as_ref().ok_or_else(|| at(TableFault::NotFinished))?;
            let (seated, sides, log) = table(m, [t.team_a, team_b], round, players)
                .map_err(|why| fault(r.number, t.table_no, why))?;
            tables.push(TableInfo {
                round,
                number: u32::try_from(t.table_no).unwrap_or(0),
                stage: "qualifying".into(),
                group: 1,
                players: seated,
                ghost: false,
                log,
                result: Vec::new(),
                sides,
            });
        }
    }
    let mut teams: Vec<TeamInfo> = a
        .teams
        .iter()
        .map(|t| TeamInfo {
            id: t.id,
            name: t.name.clone(),
            club: t.club.clone(),
            players: players
                .iter()
                .filter(|p| p.team == t.id)
                .map(|p| p.id)
                .collect(),
            dropped: t.dropped,
        })
        .collect();
    // A team registered without players never played: nothing to publish of it.
    teams.retain(|t| !t.players.is_empty());
    Ok(Payload {
        format: FORMAT.into(),
        version: VERSION,
        kind: EventKind::Team,
        event: EventInfo {
            id: event_id,
            name: a.tournament.name.clone(),
            date,
            event_type: event_type.to_owned(),
            formula: a.tournament.ranking_settings.clone(),
        },
        players: players
            .iter()
            .map(|p| PlayerInfo {
                id: p.id,
                name: p.name.clone(),
                club: club_of.get(&p.team).cloned().flatten(),
                national_id: national_ids.get(&p.id).cloned(),
            })
            .collect(),
        teams,
        byes,
        tables,
    })
}

/// One signed 2 vs 2 match: the player of each seat, each team's claimed side
/// (the score the club's standings read, before any adjustment: the hub ranks
/// what the logs give), and the whole log.
fn table(
    m: &MatchEntry,
    pairing: [i64; 2],
    round: u32,
    players: &[TeamPlayer],
) -> Result<(Vec<i64>, Vec<SideClaim>, Value), TableFault> {
    let text = serde_json::to_string(&m.log).map_err(|e| TableFault::Unreadable(e.to_string()))?;
    let log = AnyLog::parse(&text).map_err(|e| TableFault::Unreadable(e.to_string()))?;
    let game = AnyGame::replay(&log).map_err(|s| TableFault::Refused(s.objection))?;
    let score = Produced::of(&game)
        .map_err(TableFault::Unreadable)?
        .and_then(|p| p.teams)
        .ok_or(TableFault::NotFinished)?;
    // Seat order: the hub reads `players` by seat number.
    let mut order = score.seats.clone();
    order.sort_by_key(|s| s.seat);
    let mut seated = Vec::with_capacity(order.len());
    let mut seats = Vec::with_capacity(order.len());
    for s in &order {
        let stored = m.seats.iter().find(|x| x.seat == i64::from(s.seat));
        let player = stored.and_then(|x| {
            players
                .iter()
                .find(|p| p.team == x.team && p.name == x.player)
        });
        let Some(player) = player else {
            return Err(TableFault::Unreadable(format!("seat {}", s.seat)));
        };
        seated.push(player.id);
        seats.push(SeatScore {
            team: TeamId(player.team),
            player: PlayerId(player.id),
            name: player.name.clone(),
            points: i64::from(s.points),
        });
    }
    let teams = pairing.map(TeamId);
    let mut result = MatchResult::from_seats(round, &teams, &seats);
    // The log names the forfeiting team by its label; its seats say which team.
    let forfeit = score
        .forfeit
        .as_deref()
        .and_then(|label| seats.get(order.iter().position(|s| s.team == label)?));
    if let Some(s) = forfeit {
        result = result.forfeited_by(s.team);
    }
    let MatchResult::Played { sides, .. } = result else {
        return Err(TableFault::NotFinished);
    };
    let sides = sides
        .into_iter()
        .map(|s| SideClaim {
            team: s.team.0,
            score: s.score,
            forfeited: s.forfeited,
        })
        .collect();
    let log: Value = serde_json::from_str(&log.to_json_pretty())
        .map_err(|e| TableFault::Unreadable(e.to_string()))?;
    Ok((seated, sides, log))
}
