//! Who sat where in an archived match.
//!
//! A file written since seats are stored names each seat's team and player; they
//! must be the log's seats, the table's teams and those teams' players. A file
//! written before has none, and the seats are found from the setup's names the way
//! the migration that added `match_seats` found them: a seat's team label is its
//! team's name (no team could be renamed then) and its name a player of that team;
//! the virtual teammate's seat is the solo player's. A name that matches nobody is
//! refused rather than guessed: the points would land on the wrong person.

use std::collections::HashMap;

use super::super::{ArchiveError, Problem, SeatEntry, TeamEntry};
use crate::engine::MatchLog;

fn bad(detail: String) -> ArchiveError {
    ArchiveError::new(Problem::Seats, detail)
}

/// The match's seats in seat order: checked when the file gives them, found from
/// the setup's names when it does not.
///
/// # Errors
/// [`Problem::Seats`] naming the seat that does not fit.
pub(super) fn seats(
    given: Vec<SeatEntry>,
    log: &MatchLog,
    teams: [&TeamEntry; 2],
) -> Result<Vec<SeatEntry>, ArchiveError> {
    let mut seats = if given.is_empty() {
        from_names(log, teams)?
    } else {
        given
    };
    seats.sort_by_key(|s| s.seat);
    check(&seats, log, teams)?;
    Ok(seats)
}

fn from_names(log: &MatchLog, teams: [&TeamEntry; 2]) -> Result<Vec<SeatEntry>, ArchiveError> {
    let unmatched = |seat: u8, what: String| {
        bad(format!(
            "the match has no `seats` and seat {seat} cannot be found from the setup's names: {what}"
        ))
    };
    log.players
        .iter()
        .map(|p| {
            let team = teams
                .iter()
                .find(|t| t.name.to_lowercase() == p.team.to_lowercase())
                .ok_or_else(|| {
                    unmatched(
                        p.seat,
                        format!(
                            "team \"{}\" is neither \"{}\" nor \"{}\"",
                            p.team, teams[0].name, teams[1].name
                        ),
                    )
                })?;
            let player = if p.is_virtual {
                team.players.first()
            } else {
                team.players.iter().find(|n| **n == p.name)
            };
            let player = player.ok_or_else(|| {
                unmatched(
                    p.seat,
                    format!("\"{}\" is not a player of team \"{}\"", p.name, team.name),
                )
            })?;
            Ok(SeatEntry {
                seat: i64::from(p.seat),
                team: team.id,
                player: player.clone(),
            })
        })
        .collect()
}

/// Every seat of the log once; each at one of the table's teams, played by one of
/// its players; teammates in the log seated at the same team, the two log teams at
/// the two table teams; nobody but the solo player at two seats.
fn check(seats: &[SeatEntry], log: &MatchLog, teams: [&TeamEntry; 2]) -> Result<(), ArchiveError> {
    let expected: Vec<i64> = log.players.iter().map(|p| i64::from(p.seat)).collect();
    let given: Vec<i64> = seats.iter().map(|s| s.seat).collect();
    if given != expected {
        return Err(bad(format!(
            "`seats` must name each seat of the log once ({expected:?}); found {given:?}"
        )));
    }
    let mut label_team: HashMap<String, i64> = HashMap::new();
    let mut seated: Vec<(i64, &str)> = Vec::new();
    for (s, p) in seats.iter().zip(&log.players) {
        let team = teams.iter().find(|t| t.id == s.team).ok_or_else(|| {
            bad(format!(
                "seat {}: team {} is not at this table",
                s.seat, s.team
            ))
        })?;
        if !team.players.contains(&s.player) {
            return Err(bad(format!(
                "seat {}: \"{}\" is not a player of team \"{}\"",
                s.seat, s.player, team.name
            )));
        }
        if let Some(other) = label_team.insert(p.team.to_lowercase(), team.id)
            && other != team.id
        {
            return Err(bad(format!(
                "seat {}: the log's team \"{}\" is seated at two teams",
                s.seat, p.team
            )));
        }
        if !p.is_virtual {
            if seated.contains(&(team.id, s.player.as_str())) {
                return Err(bad(format!(
                    "seat {}: \"{}\" already plays another seat",
                    s.seat, s.player
                )));
            }
            seated.push((team.id, &s.player));
        }
    }
    let mut at: Vec<i64> = label_team.values().copied().collect();
    at.sort_unstable();
    let mut table = vec![teams[0].id, teams[1].id];
    table.sort_unstable();
    if at != table {
        return Err(bad(
            "the log's two teams must be seated as the table's two teams".into(),
        ));
    }
    Ok(())
}
