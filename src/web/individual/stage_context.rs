//! A tournament loaded with what its stages are decided from: the stage
//! settings, every round's stage, each table's group and the scored results; and
//! the questions the stage handlers and pages ask of it.

use super::standings::{Played, competitor, played, seated};
use super::{AppState, Loaded, load};
use crate::db::individual::{PlayerRow, TableRow};
use crate::db::stages::RoundStage;
use crate::db::{self};
use crate::tournament::PlayerId;
use crate::tournament::individual::{Competitor, GameResult, IndividualStanding, Points};
use crate::tournament::stages::{FinalSeat, Stage, StageSettings};
use crate::web::{AppError, Result};
use std::collections::{BTreeMap, BTreeSet};

/// A tournament with everything its stages are decided from.
pub struct Ctx {
    /// The tournament.
    pub l: Loaded,
    /// Its stage settings.
    pub stages: StageSettings,
    /// The season it belongs to.
    pub season_id: Option<i64>,
    /// Its players.
    pub players: Vec<PlayerRow>,
    /// Every table of every round.
    pub tables: Vec<TableRow>,
    /// Every round with its stage.
    pub rounds: Vec<RoundStage>,
    /// (round, table, group) of every table.
    pub groups: Vec<(i64, i64, i64)>,
    /// What the published tables produced.
    pub played: Played,
}

/// An organizer's stage routes load the tournament with its stages.
impl crate::web::tournaments::inputs::Manageable for Ctx {
    fn managed(state: &AppState, id: i64) -> impl Future<Output = Result<Self>> + Send {
        context(state, id)
    }
}

/// Tournament `id`'s stage settings, read back, and the season it belongs to.
///
/// # Errors
/// 404 for no stage row; storage errors; settings that no longer read.
pub async fn stage_settings(state: &AppState, id: i64) -> Result<(StageSettings, Option<i64>)> {
    let row = db::stages::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let stages = serde_json::from_str(&row.stages)
        .map_err(|e| AppError::Internal(format!("individual {id} stages: {e}")))?;
    Ok((stages, row.season_id))
}

/// Loads tournament `id` with its stages.
///
/// # Errors
/// 404; storage errors; settings that no longer read.
pub async fn context(state: &AppState, id: i64) -> Result<Ctx> {
    let l = load(state, id).await?;
    let (stages, season_id) = stage_settings(state, id).await?;
    let players = db::individual::players(&state.db, id).await?;
    let tables = db::individual::tables(&state.db, id).await?;
    let played = played(state, &l, &tables, &players).await?;
    Ok(Ctx {
        season_id,
        rounds: db::stages::round_stages(&state.db, id).await?,
        groups: db::stages::table_groups(&state.db, id).await?,
        l,
        stages,
        players,
        tables,
        played,
    })
}

/// Loads tournament `id` as the public may see it: the rounds whose results are
/// hidden ([`db::individual::RoundRow::results_public`]) left out.
///
/// # Errors
/// As [`context`].
pub async fn public_context(state: &AppState, id: i64) -> Result<Ctx> {
    let mut c = context(state, id).await?;
    c.hide_rounds(&hidden_rounds(state, id).await?);
    Ok(c)
}

/// The numbers of tournament `id`'s published rounds whose results are hidden
/// from the public.
///
/// # Errors
/// Storage errors.
pub async fn hidden_rounds(state: &AppState, id: i64) -> Result<Vec<i64>> {
    Ok(db::individual::rounds(&state.db, id)
        .await?
        .into_iter()
        .filter(|r| r.published && !r.results_public)
        .map(|r| r.number)
        .collect())
}

/// The context a visitor may see: all of it for organizers, else the public's.
///
/// # Errors
/// As [`context`].
pub async fn context_for(state: &AppState, id: i64, organizer: bool) -> Result<Ctx> {
    if organizer {
        context(state, id).await
    } else {
        public_context(state, id).await
    }
}

impl Ctx {
    /// Leaves out the tables and games of `rounds` (rounds whose results the
    /// public may not see yet): the public pages are built as if unplayed.
    pub fn hide_rounds(&mut self, rounds: &[i64]) {
        self.tables.retain(|t| !rounds.contains(&t.round));
        self.played
            .results
            .retain(|r| !rounds.contains(&i64::from(r.round)));
    }

    /// The stage of round `n` (qualifying when unknown).
    #[must_use]
    pub fn stage_of(&self, n: i64) -> Stage {
        self.rounds
            .iter()
            .find(|r| r.number == n)
            .map_or(Stage::Qualifying, |r| Stage::parse(&r.stage))
    }

    /// The published round of `stage`, if any.
    pub fn published(&self, stage: Stage) -> Option<&RoundStage> {
        self.rounds
            .iter()
            .find(|r| r.published && Stage::parse(&r.stage) == stage)
    }

    /// Published qualifying rounds.
    pub fn qualifying_published(&self) -> i64 {
        let n = self
            .rounds
            .iter()
            .filter(|r| r.published && Stage::parse(&r.stage) == Stage::Qualifying)
            .count();
        i64::try_from(n).unwrap_or(i64::MAX)
    }

    /// The standings over the games of rounds whose stage `keep` accepts.
    #[must_use]
    pub fn standings(&self, keep: impl Fn(Stage) -> bool) -> Vec<IndividualStanding> {
        let competitors: Vec<Competitor> = self.players.iter().map(competitor).collect();
        self.played
            .standings(&competitors, &self.l.formula.default_tiebreaks(), |r| {
                keep(self.stage_of(i64::from(r)))
            })
    }

    /// The qualifying standings' order, every player.
    pub fn qualifying_order(&self) -> Vec<PlayerId> {
        self.standings(|s| s == Stage::Qualifying)
            .iter()
            .map(|r| r.player)
            .collect()
    }

    /// Each player's best single qualifying game (discarded or not): what the
    /// ripescaggio compares.
    #[must_use]
    pub fn best_qualifying_games(&self) -> BTreeMap<PlayerId, Points> {
        let mut best: BTreeMap<PlayerId, Points> = BTreeMap::new();
        for g in &self.played.results {
            if self.stage_of(i64::from(g.round)) == Stage::Qualifying {
                let b = best.entry(g.player).or_insert(g.points);
                *b = (*b).max(g.points);
            }
        }
        best
    }

    /// The published tables of round `n`.
    pub fn tables_of(&self, n: i64) -> impl Iterator<Item = &TableRow> {
        self.tables
            .iter()
            .filter(move |t| t.round == n && t.match_id.is_some())
    }

    /// A published table's results, its players' games in that round; empty
    /// until the match is finished.
    pub fn results_at(&self, t: &TableRow) -> Result<Vec<&GameResult>> {
        let ids = seated(t)?;
        Ok(self
            .played
            .results
            .iter()
            .filter(|r| i64::from(r.round) == t.round && ids.contains(&r.player))
            .collect())
    }

    /// The group of a table.
    pub fn group_of(&self, t: &TableRow) -> u32 {
        self.groups
            .iter()
            .find(|g| g.0 == t.round && g.1 == t.number)
            .map_or(1, |g| u32::try_from(g.2).unwrap_or(1))
    }

    /// The finishing order at a finished table: place, then qualifying rank.
    pub fn finishing(&self, t: &TableRow, order: &[PlayerId]) -> Result<Vec<PlayerId>> {
        let rank = |p: &PlayerId| order.iter().position(|x| x == p).unwrap_or(usize::MAX);
        let mut at: Vec<(u32, usize, PlayerId)> = self
            .results_at(t)?
            .into_iter()
            .map(|r| (r.place, rank(&r.player), r.player))
            .collect();
        at.sort_unstable();
        Ok(at.into_iter().map(|x| x.2).collect())
    }

    /// The finals' seats once every final table is finished.
    pub fn final_seats(&self) -> Result<Option<Vec<FinalSeat>>> {
        let Some(round) = self.published(Stage::Final) else {
            return Ok(None);
        };
        let mut out = Vec::new();
        for t in self.tables_of(round.number) {
            let results = self.results_at(t)?;
            if results.is_empty() {
                return Ok(None);
            }
            out.extend(results.into_iter().map(|r| FinalSeat {
                group: self.group_of(t),
                player: r.player,
                place: r.place,
                points: r.points,
            }));
        }
        Ok(Some(out))
    }

    /// The players seated at the published semifinal.
    pub fn semifinalists(&self) -> Result<BTreeSet<PlayerId>> {
        let mut out = BTreeSet::new();
        if let Some(r) = self.published(Stage::Semifinal) {
            for t in self.tables_of(r.number).filter(|t| !self.is_consolation(t)) {
                out.extend(seated(t)?);
            }
        }
        Ok(out)
    }

    /// The number of the round a stage's draft takes: its draft's, else the next.
    pub fn next_round(&self, stage: Stage) -> i64 {
        self.rounds
            .iter()
            .find(|r| !r.published && Stage::parse(&r.stage) == stage)
            .map_or_else(
                || self.rounds.iter().filter(|r| r.published).count() as i64 + 1,
                |r| r.number,
            )
    }

    /// A table of the torneo degli esclusi: in the semifinal's round, of the
    /// group past the finals'.
    pub fn is_consolation(&self, t: &TableRow) -> bool {
        self.stages
            .consolation_group()
            .is_some_and(|g| self.stage_of(t.round) == Stage::Semifinal && self.group_of(t) >= g)
    }

    /// A semifinal table (not the consolation's) has no counted result yet.
    pub fn semifinal_unfinished(&self) -> bool {
        self.published(Stage::Semifinal).is_some_and(|r| {
            self.tables_of(r.number)
                .filter(|t| !self.is_consolation(t))
                .any(|t| self.results_at(t).map_or(true, |g| g.is_empty()))
        })
    }
}
