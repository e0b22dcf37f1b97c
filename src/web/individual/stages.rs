//! Stages on the web: "Seat the semifinal" and "Seat the final" once the rounds
//! before them are played. Each makes a draft round of its stage
//! ([`crate::db::stages::save_draft`]) that the organizer swaps and publishes as
//! any round ([`super::rounds::publish`]). The stage views of the manage and
//! standings pages are built here too.

use super::manage::refuse;
use super::standings::{Played, played, seated};
use super::{AppState, Loaded, load};
use crate::db::individual::{PlayerRow, TableRow};
use crate::db::stages::{RoundStage, StageTable as StoredTable};
use crate::db::{self};
use crate::tournament::PlayerId;
use crate::tournament::individual::{
    Competitor, GameResult, IndividualStanding, Points, individual_standings,
};
use crate::tournament::seating::{Entrant, evaluate};
use crate::tournament::stages::{
    FinalSeat, SemifinalResult, Stage, StageError, StageSettings, StageTable, seat_final,
    seat_semifinal,
};
use crate::web::session::Organizer;
use crate::web::{AppError, Result};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use std::collections::BTreeSet;

/// A tournament with everything its stages are decided from.
pub struct Ctx {
    /// The tournament.
    pub l: Loaded,
    /// Its stage settings.
    pub stages: StageSettings,
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

/// Loads tournament `id` with its stages.
///
/// # Errors
/// 404; storage errors; settings that no longer read.
pub async fn context(state: &AppState, id: i64) -> Result<Ctx> {
    let l = load(state, id).await?;
    let row = db::stages::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let stages: StageSettings = serde_json::from_str(&row.stages)
        .map_err(|e| AppError::Internal(format!("individual {id} stages: {e}")))?;
    let players = db::individual::players(&state.db, id).await?;
    let tables = db::individual::tables(&state.db, id).await?;
    let played = played(state, &l, &tables, &players).await?;
    Ok(Ctx {
        rounds: db::stages::round_stages(&state.db, id).await?,
        groups: db::stages::table_groups(&state.db, id).await?,
        l,
        stages,
        players,
        tables,
        played,
    })
}

impl Ctx {
    /// The stage of round `n` (qualifying when unknown).
    #[must_use]
    pub fn stage_of(&self, n: i64) -> Stage {
        self.rounds
            .iter()
            .find(|r| r.number == n)
            .map_or(Stage::Qualifying, |r| Stage::parse(&r.stage))
    }

    /// The published round of `stage`, if any.
    fn published(&self, stage: Stage) -> Option<&RoundStage> {
        self.rounds
            .iter()
            .find(|r| r.published && Stage::parse(&r.stage) == stage)
    }

    /// Published qualifying rounds.
    fn qualifying_published(&self) -> i64 {
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
        let results: Vec<GameResult> = self
            .played
            .results
            .iter()
            .filter(|r| keep(self.stage_of(i64::from(r.round))))
            .cloned()
            .collect();
        let competitors: Vec<Competitor> = self
            .players
            .iter()
            .map(|p| Competitor {
                player: PlayerId(p.id),
                name: p.name.clone(),
                club: p.club.clone(),
                dropped: p.dropped,
            })
            .collect();
        individual_standings(&competitors, &results, &self.l.formula.default_tiebreaks())
    }

    /// The qualifying standings' order, every player.
    fn qualifying_order(&self) -> Vec<PlayerId> {
        self.standings(|s| s == Stage::Qualifying)
            .iter()
            .map(|r| r.player)
            .collect()
    }

    /// The published tables of round `n`.
    fn tables_of(&self, n: i64) -> impl Iterator<Item = &TableRow> {
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
    fn group_of(&self, t: &TableRow) -> u32 {
        self.groups
            .iter()
            .find(|g| g.0 == t.round && g.1 == t.number)
            .map_or(1, |g| u32::try_from(g.2).unwrap_or(1))
    }

    /// The finishing order at a finished table: place, then qualifying rank.
    fn finishing(&self, t: &TableRow, order: &[PlayerId]) -> Result<Vec<PlayerId>> {
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
            for t in self.tables_of(r.number) {
                out.extend(seated(t)?);
            }
        }
        Ok(out)
    }

    /// The number of the round a stage's draft takes: its draft's, else the next.
    fn next_round(&self, stage: Stage) -> i64 {
        self.rounds
            .iter()
            .find(|r| !r.published && Stage::parse(&r.stage) == stage)
            .map_or_else(
                || self.rounds.iter().filter(|r| r.published).count() as i64 + 1,
                |r| r.number,
            )
    }
}

/// The translation key of a stage refusal.
fn stage_key(e: &StageError) -> &'static str {
    match e {
        StageError::NoStage(Stage::Final) => "stage.err.no_final",
        StageError::NoStage(_) => "stage.err.no_semifinal",
        StageError::NotEnoughPlayers { .. } => "stage.err.players",
        StageError::FinalSize(_) | StageError::Finals(_) => "stage.err.settings",
        StageError::FinalTooSmall { .. } => "stage.err.final_small",
    }
}

fn back(id: i64) -> Response {
    Redirect::to(&format!("/individual/{id}/manage#rounds")).into_response()
}

/// `POST /individual/{id}/semifinal`: seats the semifinal from rank bands of the
/// qualifying standings, as a draft (again: the same draw, replaced).
pub async fn semifinal(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    let c = context(&state, id).await?;
    let why = if !c.stages.has_semifinal() {
        Some("stage.err.no_semifinal")
    } else if c.published(Stage::Semifinal).is_some() {
        Some("stage.err.semifinal_published")
    } else if c.qualifying_published() < c.l.row.rounds_planned || c.played.unfinished > 0 {
        Some("stage.err.qualifying_first")
    } else {
        None
    };
    if let Some(key) = why {
        return refuse(&state, v, id, StatusCode::CONFLICT, key).await;
    }
    let active: Vec<PlayerId> = c
        .qualifying_order()
        .into_iter()
        .filter(|p| c.players.iter().any(|x| x.id == p.0 && !x.dropped))
        .collect();
    let size = table_size(&c);
    let draw = match seat_semifinal(&active, &c.stages, size) {
        Ok(d) => d,
        Err(e) => {
            let key = stage_key(&e);
            return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, key).await;
        }
    };
    let direct = serde_json::to_string(&draw.direct).map_err(internal)?;
    if !save(&state, &c, Stage::Semifinal, Some(&direct), &draw.tables).await? {
        return refuse(&state, v, id, StatusCode::CONFLICT, "ind.err.published").await;
    }
    Ok(back(id))
}

/// `POST /individual/{id}/final`: seats the final(s) of the semifinal winners
/// (and direct finalists) as a draft.
pub async fn final_(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    let c = context(&state, id).await?;
    let semi = c.published(Stage::Semifinal);
    let why = if !c.stages.has_final() {
        Some("stage.err.no_final")
    } else if c.published(Stage::Final).is_some() {
        Some("stage.err.final_published")
    } else if c.stages.has_semifinal() && semi.is_none() {
        Some("stage.err.semifinal_first")
    } else if c.played.unfinished > 0 {
        Some(if semi.is_some() {
            "stage.err.semifinal_unfinished"
        } else {
            "stage.err.qualifying_first"
        })
    } else if c.qualifying_published() < c.l.row.rounds_planned {
        Some("stage.err.qualifying_first")
    } else {
        None
    };
    if let Some(key) = why {
        return refuse(&state, v, id, StatusCode::CONFLICT, key).await;
    }
    let order = c.qualifying_order();
    let mut semis = Vec::new();
    let mut direct: Vec<Vec<PlayerId>> = Vec::new();
    if let Some(r) = semi {
        direct = serde_json::from_str(r.direct.as_deref().unwrap_or("[]")).map_err(internal)?;
        for t in c.tables_of(r.number) {
            semis.push(SemifinalResult {
                group: c.group_of(t),
                finishing: c.finishing(t, &order)?,
            });
        }
    }
    let dropped: BTreeSet<PlayerId> = c
        .players
        .iter()
        .filter(|p| p.dropped)
        .map(|p| PlayerId(p.id))
        .collect();
    let tables = match seat_final(&c.stages, table_size(&c), &order, &direct, &semis, &dropped) {
        Ok(t) => t,
        Err(e) => {
            let key = stage_key(&e);
            return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, key).await;
        }
    };
    if !save(&state, &c, Stage::Final, None, &tables).await? {
        return refuse(&state, v, id, StatusCode::CONFLICT, "ind.err.published").await;
    }
    Ok(back(id))
}

fn table_size(c: &Ctx) -> u32 {
    u32::try_from(c.l.seating.table_size).unwrap_or(0)
}

fn internal(e: serde_json::Error) -> AppError {
    AppError::Internal(e.to_string())
}

/// Stores a stage's draft with the cost breakdown of its tables (repeated
/// pairs and the rest, counted as for an edited draft). False when its round
/// was published meanwhile.
async fn save(
    state: &AppState,
    c: &Ctx,
    stage: Stage,
    direct: Option<&str>,
    tables: &[StageTable],
) -> Result<bool> {
    let round = c.next_round(stage);
    let seated: Vec<Vec<PlayerId>> = tables.iter().map(|t| t.players.clone()).collect();
    let entrants: Vec<Entrant> = seated
        .iter()
        .flatten()
        .filter_map(|pid| c.players.iter().find(|p| p.id == pid.0))
        .map(|p| Entrant {
            player: PlayerId(p.id),
            name: p.name.clone(),
            club: p.club.clone(),
            region: p.region.clone(),
        })
        .collect();
    let mut settings = c.l.seating.clone();
    settings.table_size = seated.first().map_or(settings.table_size, Vec::len);
    let number = u32::try_from(round).unwrap_or(u32::MAX);
    let report = evaluate(&entrants, &c.played.history, &settings, number, &seated)
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let report = serde_json::to_string(&report).map_err(internal)?;
    let stored: Vec<StoredTable> = tables
        .iter()
        .map(|t| {
            let ids = serde_json::to_string(&t.players).unwrap_or_default();
            (i64::from(t.number), ids, false, i64::from(t.group))
        })
        .collect();
    let id = c.l.row.id;
    Ok(db::stages::save_draft(
        &state.db,
        id,
        round,
        stage.as_str(),
        direct,
        &report,
        &stored,
    )
    .await?)
}

/// The Italian/English key of a stage's name.
#[must_use]
pub fn stage_name(s: Stage) -> &'static str {
    match s {
        Stage::Qualifying => "stage.qualifying",
        Stage::Semifinal => "stage.semifinal",
        Stage::Final => "stage.final",
    }
}

/// Points as the pages print them.
#[must_use]
pub fn points(p: Points) -> String {
    p.to_string()
}
