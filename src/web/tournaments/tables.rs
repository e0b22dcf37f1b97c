//! Opening a round's matches and reading their results back.
//!
//! When a round is published every table gets a match in the referee console. Its
//! seats are drawn from the round's seed (which team sits first, and each team's
//! order), teammates opposite as the regulation wants: A1, B1, A2, B2. Each match's
//! team labels are the tournament team names, which is how a signed result finds its
//! teams again. A solo team's second seat is the virtual teammate its player plays.

use super::cached::SignedGame;
use crate::db::{self, Db, rounds::OpenMatch, rounds::TableRow, tournaments::TeamRow};
use crate::engine::risiko2v2::splitmix64;
use crate::engine::{Action, Draft, MatchLog, Player, Settings, replay};
use crate::tournament::{MatchResult, PlayerId, PlayerScore, SideResult, TeamId};
use crate::web::session::random_token;
use crate::web::{AppError, Result};
use std::collections::BTreeMap;

/// Tank colours in seat order.
const COLOURS: [&str; 4] = ["blu", "rosso", "verde", "giallo"];

/// The two seats of a team, in the drawn order: (name, player id, virtual?).
fn seats_of(team: &TeamRow, swap: bool) -> [(String, Option<i64>, bool); 2] {
    let first = (
        team.player1.clone().unwrap_or_default(),
        team.player1_id,
        false,
    );
    let second = match &team.player2 {
        Some(p) => (p.clone(), team.player2_id, false),
        // The solo player's virtual teammate: played by the same person.
        None => (format!("{} (2)", first.0), None, true),
    };
    if swap && !second.2 {
        [second, first]
    } else {
        [first, second]
    }
}

/// The setup of one table's match.
pub fn table_setup(
    settings: &Settings,
    a: &TeamRow,
    b: &TeamRow,
    seed: u64,
    table_no: i64,
) -> MatchLog {
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
    MatchLog {
        format: 1,
        ruleset: "risiko-2v2".into(),
        settings: settings.clone(),
        players,
        objectives: BTreeMap::new(),
        draft: Draft::Physical {
            owners: BTreeMap::new(),
        },
        actions: Vec::new(),
    }
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
        let setup = table_setup(settings, team(t.team_a)?, team(b)?, seed, t.table_no);
        out.push(OpenMatch {
            table_id: t.id,
            table_no: t.table_no,
            label: format!("Turno {round_no} · Tavolo {}", t.table_no),
            setup_json: setup.to_json(),
            public_token: random_token(),
        });
    }
    Ok(out)
}

/// A signed match's final game, replayed from its stored entries.
///
/// # Errors
/// [`AppError::Internal`] if a signed match no longer replays (a corrupt record).
pub async fn signed_game(db: &Db, match_id: i64) -> Result<Option<SignedGame>> {
    let Some((setup_json, entries)) = db::matches::setup_and_entries(db, match_id).await? else {
        return Ok(None);
    };
    let corrupt = |e: String| AppError::Internal(format!("match {match_id}: {e}"));
    let mut log = MatchLog::parse(&setup_json).map_err(|e| corrupt(e.to_string()))?;
    // Entries in order: an action, or an undo (`null`) cancelling the latest action
    // still standing, as `db::matches::effective_actions` folds them.
    let entries: Vec<Option<Action>> =
        serde_json::from_str(&entries).map_err(|e| corrupt(e.to_string()))?;
    for entry in entries {
        match entry {
            Some(a) => log.actions.push(a),
            None => {
                log.actions.pop();
            }
        }
    }
    let game = replay(&log).map_err(|f| corrupt(f.to_string()))?;
    Ok(Some(SignedGame {
        score: game.score(),
        players: log.players,
    }))
}

/// The result of a table from its signed match's final game.
pub fn signed_result(
    round: u32,
    table: &TableRow,
    teams: &[TeamRow],
    game: &SignedGame,
) -> MatchResult {
    let score = &game.score;
    let mut sides = Vec::new();
    for team_id in [Some(table.team_a), table.team_b].into_iter().flatten() {
        let Some(team) = teams.iter().find(|t| t.id == team_id) else {
            continue;
        };
        let total = score.teams.get(&team.name).copied().unwrap_or(0);
        let mut players = Vec::new();
        for p in game.players.iter().filter(|p| p.team == team.name) {
            let points = score.players.get(&p.seat).map_or(0, |s| s.total);
            // A virtual seat's points are its solo player's: they add to player 1.
            let (id, name) = if p.is_virtual || team.player2_id.is_none() {
                (team.player1_id, team.player1.clone())
            } else if Some(&p.name) == team.player2.as_ref() {
                (team.player2_id, team.player2.clone())
            } else {
                (team.player1_id, team.player1.clone())
            };
            let Some(id) = id else { continue };
            match players
                .iter_mut()
                .find(|x: &&mut PlayerScore| x.player.0 == id)
            {
                Some(existing) => existing.score += i64::from(points),
                None => players.push(PlayerScore {
                    player: PlayerId(id),
                    name: name.unwrap_or_default(),
                    score: i64::from(points),
                }),
            }
        }
        sides.push(SideResult {
            team: TeamId(team_id),
            score: i64::from(total),
            players,
        });
    }
    MatchResult::Played { round, sides }
}
