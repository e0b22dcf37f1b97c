//! What was done to an archived match besides playing it: the second confirmation,
//! the organizer's score adjustments, and the console's player edits. Each is held
//! to the rule that let it be made, so the standings can apply it after the import.

use super::super::{
    AdjustmentEntry, ArchiveError, ConfirmationEntry, Problem, SeatEntry, SetupChangeEntry,
    TeamEntry,
};
use crate::engine::MatchLog;
use crate::tournament::{
    Adjustment, AdjustmentError, ConfirmError, MAX_REASON, MatchResult, PlayerId, SeatScore, TeamId,
};

/// A confirmation belongs to a signed match and is not its signer's.
///
/// # Errors
/// [`Problem::Confirmation`].
pub(super) fn confirmation(
    c: Option<&ConfirmationEntry>,
    status: &str,
    signed_by: Option<&str>,
) -> Result<(), ArchiveError> {
    let Some(c) = c else { return Ok(()) };
    super::super::common::may_confirm(c, status, signed_by).map_err(|e| {
        let d = match e {
            ConfirmError::NotSigned => "only a signed match can be confirmed".into(),
            ConfirmError::OwnSignature => format!(
                "confirmed by \"{}\", who signed it: the confirmation is someone else's",
                c.by
            ),
            ConfirmError::AlreadyConfirmed => "confirmed twice".into(),
        };
        ArchiveError::new(Problem::Confirmation, d)
    })
}

/// The pure rule's key for a player of one of the table's teams: the team's place at
/// the table and the player's place in the team. `None` for anybody else.
fn player_key(teams: [&TeamEntry; 2], team: i64, name: &str) -> Option<PlayerId> {
    let t = teams.iter().position(|t| t.id == team)?;
    let p = teams[t].players.iter().position(|n| n == name)?;
    i64::try_from(t * 2 + p).ok().map(PlayerId)
}

/// Each adjustment fits the match as seated (the pure rule of
/// [`Adjustment::check`]: points not 0 nor too large, a team at the table, a player
/// who sat for it) and gives a reason as the correction form would store it.
///
/// # Errors
/// [`Problem::Adjustment`] naming the adjustment by its index.
pub(super) fn adjustments(
    list: &[AdjustmentEntry],
    seats: &[SeatEntry],
    teams: [&TeamEntry; 2],
) -> Result<(), ArchiveError> {
    let seated: Vec<SeatScore> = seats
        .iter()
        .filter_map(|s| {
            Some(SeatScore {
                team: TeamId(s.team),
                player: player_key(teams, s.team, &s.player)?,
                name: s.player.clone(),
                points: 0,
            })
        })
        .collect();
    let table = MatchResult::from_seats(1, &[TeamId(teams[0].id), TeamId(teams[1].id)], &seated);
    for (i, a) in list.iter().enumerate() {
        let bad =
            |d: String| ArchiveError::new(Problem::Adjustment, format!("adjustments[{i}]: {d}"));
        let normal = a.reason.split_whitespace().collect::<Vec<_>>().join(" ");
        if normal.is_empty() || normal != a.reason || normal.chars().count() > MAX_REASON {
            return Err(bad(format!(
                "the reason must be 1 to {MAX_REASON} characters, trimmed, with single spaces"
            )));
        }
        // Somebody not in the team gets a key nobody at the table has, so the rule
        // says they did not play for it.
        let player = a
            .player
            .as_ref()
            .map(|n| player_key(teams, a.team, n).unwrap_or(PlayerId(-1)));
        let rule = Adjustment {
            team: TeamId(a.team),
            player,
            points: a.points,
        };
        rule.check(&table).map_err(|e| {
            bad(match e {
                AdjustmentError::Zero => "0 points change nothing".into(),
                AdjustmentError::TooLarge => format!("{} points is too many", a.points),
                AdjustmentError::TeamNotAtTable(_) | AdjustmentError::Bye => {
                    format!("team {} is not at this table", a.team)
                }
                AdjustmentError::PlayerNotInSide(_) => format!(
                    "\"{}\" did not play for team {} in this match",
                    a.player.as_deref().unwrap_or_default(),
                    a.team
                ),
            })
        })?;
    }
    Ok(())
}

/// A player edit names a seat of the match and a field the console edits.
///
/// # Errors
/// [`Problem::SetupChange`] naming the edit by its index.
pub(super) fn setup_changes(list: &[SetupChangeEntry], log: &MatchLog) -> Result<(), ArchiveError> {
    for (i, c) in list.iter().enumerate() {
        let bad = |d: String| {
            Err(ArchiveError::new(
                Problem::SetupChange,
                format!("setup_changes[{i}]: {d}"),
            ))
        };
        if !log.players.iter().any(|p| i64::from(p.seat) == c.seat) {
            return bad(format!("the match has no seat {}", c.seat));
        }
        if !["name", "colour"].contains(&c.field.as_str()) {
            return bad(format!(
                "field \"{}\" is neither \"name\" nor \"colour\"",
                c.field
            ));
        }
    }
    Ok(())
}
