//! Standings: each finished table's result, read from its console match through the
//! shared surface ([`crate::engine::any::AnyGame`]), scored by the tournament's
//! formula; then the individual standings with every tie-break value. The public
//! page shows them; seating a round reads them for its order and history.

use super::Loaded;
use crate::db::corrections::Signoff;
use crate::db::individual::{PlayerRow, TableRow};
use crate::db::{self};
use crate::tournament::PlayerId;
use crate::tournament::individual::{
    Competitor, Correction, Discards, Formula, GameResult, IndividualStanding, Points,
    TableOutcome, Tiebreak, apply_corrections, discards, score_table, standings_after_discards,
};
use crate::tournament::seating::PlayedTable;
use crate::tournament::stages::{Stage, StageSettings};
use crate::web::{AppError, AppState, Result};
use std::collections::HashMap;

/// What the published tables have produced so far.
pub struct Played {
    /// Every scored game.
    pub results: Vec<GameResult>,
    /// The published tables as the seating reads them, winners where known.
    pub history: Vec<PlayedTable>,
    /// Published tables whose match is not finished yet.
    pub unfinished: usize,
    /// The "turno di scarto": qualifying results each player discards (0: none).
    pub discard_worst: u32,
    /// The published qualifying rounds, which the discards are taken from.
    pub qualifying: Vec<u32>,
    /// The torneo degli esclusi's games, (round, player): scored by its own
    /// formula, and left out of every standings but its own.
    pub consolation: Vec<(u32, PlayerId)>,
}

impl Played {
    /// Each competitor's discarded qualifying results. A qualifying round counts
    /// as held once one of its games is counted here (so a round whose results
    /// the public may not see yet is not held for the public).
    #[must_use]
    pub fn discards(&self, competitors: &[Competitor]) -> Discards {
        let held: Vec<u32> = self
            .qualifying
            .iter()
            .copied()
            .filter(|r| self.results.iter().any(|g| g.round == *r))
            .collect();
        discards(competitors, &self.results, &held, self.discard_worst)
    }

    /// The standings of `competitors` over the games `counted` keeps (by round),
    /// after the discards: the one computation every page, file and API uses.
    #[must_use]
    pub fn standings(
        &self,
        competitors: &[Competitor],
        tiebreaks: &[Tiebreak],
        counted: impl Fn(u32) -> bool,
    ) -> Vec<IndividualStanding> {
        let results: Vec<GameResult> = self
            .results
            .iter()
            .filter(|g| counted(g.round) && !self.consolation.contains(&(g.round, g.player)))
            .cloned()
            .collect();
        let gone = self.discards(competitors);
        standings_after_discards(competitors, &results, tiebreaks, &gone)
    }
}

/// The player ids of a stored table, in seat order.
///
/// # Errors
/// [`AppError::Internal`] when the stored list no longer reads.
pub fn seated(t: &TableRow) -> Result<Vec<PlayerId>> {
    serde_json::from_str(&t.players)
        .map_err(|e| AppError::Internal(format!("table {}/{}: {e}", t.round, t.number)))
}

/// A published table's result as the formula scores it, once its match is finished
/// (whether it counts yet is the sign-off's business, see [`played`]).
pub struct Scored {
    /// Each seat's place and table points, players matched by name.
    pub outcome: TableOutcome,
    /// The formula's points for each seat.
    pub games: Vec<GameResult>,
}

/// Scores a published table's finished match; `None` while it is being played.
///
/// # Errors
/// Storage errors; a stored match that no longer replays.
pub async fn score(
    state: &AppState,
    l: &Loaded,
    t: &TableRow,
    players: &[PlayerRow],
) -> Result<Option<Scored>> {
    let Some(match_id) = t.match_id else {
        return Ok(None);
    };
    let ids = seated(t)?;
    // The stored result once signed (computed and stored on first read when missing):
    // no replay of a signed match.
    let Some(produced) = crate::web::signed::of_match(state, match_id).await? else {
        return Ok(None);
    };
    // Seats are matched to players by name: the name is what the match holds.
    let by_seat: Vec<PlayerId> = produced
        .names
        .iter()
        .map(|name| {
            ids.iter()
                .copied()
                .find(|id| players.iter().any(|p| p.id == id.0 && &p.name == name))
                .unwrap_or(PlayerId(0))
        })
        .collect();
    let outcome = produced.outcome_for(&by_seat, t.ghost);
    let round = u32::try_from(t.round).unwrap_or(0);
    let games = score_table(&l.formula, &outcome, round);
    Ok(Some(Scored { outcome, games }))
}

/// The stage settings stored for the tournament (the default when none are).
async fn stage_settings(state: &AppState, l: &Loaded) -> Result<StageSettings> {
    Ok(db::stages::get(&state.db, l.row.id)
        .await?
        .and_then(|r| serde_json::from_str::<StageSettings>(&r.stages).ok())
        .unwrap_or_default())
}

/// The torneo degli esclusi's tables (the semifinal round's, past the finals'),
/// whose games carry its own formula's ranking points: on the standings and on a
/// table's own result page alike.
pub struct ConsolationTables<'s> {
    formula: Option<&'s Formula>,
    tables: Vec<(i64, i64)>,
}

impl<'s> ConsolationTables<'s> {
    /// Finds them from the stage settings and the rounds' stages.
    ///
    /// # Errors
    /// Storage errors.
    pub async fn of(
        state: &AppState,
        l: &Loaded,
        stages: &'s StageSettings,
        round_stages: &[db::stages::RoundStage],
    ) -> Result<ConsolationTables<'s>> {
        let semifinal: Vec<i64> = round_stages
            .iter()
            .filter(|r| Stage::parse(&r.stage) == Stage::Semifinal)
            .map(|r| r.number)
            .collect();
        let tables = match stages.consolation_group() {
            Some(g) => db::stages::table_groups(&state.db, l.row.id)
                .await?
                .into_iter()
                .filter(|x| semifinal.contains(&x.0) && x.2 >= i64::from(g))
                .map(|x| (x.0, x.1))
                .collect(),
            None => Vec::new(),
        };
        Ok(ConsolationTables {
            formula: stages.consolation.as_ref().map(|c| &c.formula),
            tables,
        })
    }

    /// Scores `t`'s games by the consolation's formula when it is one of its
    /// tables; says whether it was.
    pub fn rescore(&self, t: &TableRow, s: &mut Scored) -> bool {
        match self.formula {
            Some(f) if self.tables.contains(&(t.round, t.number)) => {
                let round = u32::try_from(t.round).unwrap_or(0);
                s.games = score_table(f, &s.outcome, round);
                true
            }
            _ => false,
        }
    }
}

/// A table's result as its own page shows it: [`score`], with the consolation's
/// formula on a table of the torneo degli esclusi.
///
/// # Errors
/// Storage errors; a stored match that no longer replays.
pub async fn score_on_its_page(
    state: &AppState,
    l: &Loaded,
    t: &TableRow,
    players: &[PlayerRow],
) -> Result<Option<Scored>> {
    let Some(mut s) = score(state, l, t, players).await? else {
        return Ok(None);
    };
    let stages = stage_settings(state, l).await?;
    let round_stages = db::stages::round_stages(&state.db, l.row.id).await?;
    ConsolationTables::of(state, l, &stages, &round_stages)
        .await?
        .rescore(t, &mut s);
    Ok(Some(s))
}

/// Reads every published table's match. A table's result counts as a team
/// table's does: signed off, and confirmed when the tournament asks for a second
/// confirmation ([`crate::tournament::ResultState::counts_when`]). The organizer's
/// corrections are then applied to the counted games.
///
/// # Errors
/// Storage errors; a stored match that no longer replays.
pub async fn played(
    state: &AppState,
    l: &Loaded,
    tables: &[TableRow],
    players: &[PlayerRow],
) -> Result<Played> {
    // The stage settings say how many qualifying results are discarded.
    let stages = stage_settings(state, l).await?;
    let discard_worst = stages.discard_worst;
    let round_stages = db::stages::round_stages(&state.db, l.row.id).await?;
    let qualifying = round_stages
        .iter()
        .filter(|r| r.published && Stage::parse(&r.stage) == Stage::Qualifying)
        .map(|r| u32::try_from(r.number).unwrap_or(0))
        .collect();
    let consolation = ConsolationTables::of(state, l, &stages, &round_stages).await?;
    let mut out = Played {
        results: Vec::new(),
        history: Vec::new(),
        unfinished: 0,
        discard_worst,
        qualifying,
        consolation: Vec::new(),
    };
    let signoffs: HashMap<i64, Signoff> = db::individual_log::signoffs(&state.db, l.row.id)
        .await?
        .into_iter()
        .map(|s| (s.match_id, s))
        .collect();
    for t in tables {
        let Some(match_id) = t.match_id else { continue };
        let counts = signoffs
            .get(&match_id)
            .is_some_and(|s| s.state().counts_when(l.row.second_confirmation));
        let scored = if counts {
            score(state, l, t, players).await?
        } else {
            None
        };
        let mut winner = None;
        if let Some(mut s) = scored {
            if consolation.rescore(t, &mut s) {
                out.consolation
                    .extend(s.games.iter().map(|g| (g.round, g.player)));
            }
            winner = s
                .outcome
                .seats
                .iter()
                .find(|s| s.place == 1)
                .map(|s| s.player);
            out.results.extend(s.games);
        } else {
            out.unfinished += 1;
        }
        out.history.push(PlayedTable {
            round: u32::try_from(t.round).unwrap_or(0),
            players: seated(t)?,
            winner,
        });
    }
    let corrections: Vec<Correction> = db::individual_log::corrections(&state.db, l.row.id)
        .await?
        .into_iter()
        .map(|c| Correction {
            round: u32::try_from(c.round).unwrap_or(0),
            player: PlayerId(c.player_id),
            points: Points(c.points),
        })
        .collect();
    apply_corrections(&mut out.results, &corrections);
    Ok(out)
}

/// A registered player as the standings rank them.
pub(super) fn competitor(p: &PlayerRow) -> Competitor {
    Competitor {
        player: PlayerId(p.id),
        name: p.name.clone(),
        club: p.club.clone(),
        dropped: p.dropped,
    }
}

/// The standings after the results in `played` of the rounds `counted` keeps.
pub fn rows(
    l: &Loaded,
    players: &[PlayerRow],
    played: &Played,
    counted: impl Fn(i64) -> bool,
) -> Vec<IndividualStanding> {
    let competitors: Vec<Competitor> = players.iter().map(competitor).collect();
    played.standings(&competitors, &l.formula.default_tiebreaks(), |r| {
        counted(i64::from(r))
    })
}

/// The formula's `kind`, as stored.
pub fn kind(l: &Loaded) -> String {
    serde_json::from_str::<serde_json::Value>(&l.row.formula)
        .ok()
        .and_then(|v| v.get("kind").and_then(|k| k.as_str()).map(str::to_string))
        .unwrap_or_default()
}
