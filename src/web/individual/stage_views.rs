//! What the manage and standings pages show of the stages: the stage settings,
//! the buttons that seat a stage once it may be seated, each round's stage, the
//! semifinal and final tables with their results, and the event's final ranking.

use super::stage_context::Ctx;
use super::standings::{competitor, seated};
use crate::db;
use crate::tournament::PlayerId;
use crate::tournament::individual::{Competitor, GameResult, IndividualStanding, Points};
use crate::tournament::stages::{EventPlace, Reached, Stage, consolation_ranking, event_ranking};
use crate::web::{AppError, AppState, Result};

/// The stages as the manage page shows them.
pub struct ManageStages {
    /// Semifinal tables per final (0: none).
    pub semifinal_tables: u32,
    /// Direct finalists per final.
    pub direct_finalists: u32,
    /// Parallel finals (0: no final).
    pub finals: u32,
    /// Offer "Seat the semifinal".
    pub offer_semifinal: bool,
    /// Offer "Seat the final".
    pub offer_final: bool,
    /// (round, stage key) of the semifinal and final rounds.
    pub labels: Vec<(i64, &'static str)>,
    /// (round, names) of a semifinal's direct finalists, by group.
    pub direct: Vec<(i64, String)>,
    /// The "turno di scarto": qualifying results each player discards.
    pub discard_worst: u32,
    /// The last semifinal seat goes to the best single game below it.
    pub ripescaggio: bool,
    /// (round, name) of the semifinal's ripescato.
    pub ripescato: Vec<(i64, String)>,
}

impl ManageStages {
    /// The stage key of round `n`, or empty for a qualifying round.
    #[must_use]
    pub fn label(&self, n: &i64) -> &'static str {
        self.labels.iter().find(|l| l.0 == *n).map_or("", |l| l.1)
    }

    /// The player picked up by the ripescaggio in round `n`, or empty.
    #[must_use]
    pub fn ripescato_of(&self, n: &i64) -> &str {
        self.ripescato
            .iter()
            .find(|d| d.0 == *n)
            .map_or("", |d| &d.1)
    }

    /// The direct finalists of round `n` ("Anna, Bruno"), or empty.
    #[must_use]
    pub fn direct_of(&self, n: &i64) -> &str {
        self.direct.iter().find(|d| d.0 == *n).map_or("", |d| &d.1)
    }
}

/// The manage page's view of the stages of tournament `id`.
///
/// # Errors
/// Storage errors; stage settings that no longer read.
pub async fn manage_view(state: &AppState, id: i64, planned: i64) -> Result<ManageStages> {
    let (s, _) = super::stage_context::stage_settings(state, id).await?;
    let rounds = db::stages::round_stages(&state.db, id).await?;
    let players = db::individual::players(&state.db, id).await?;
    let mut direct = Vec::new();
    for r in &rounds {
        let Some(json) = r.direct.as_deref() else {
            continue;
        };
        let groups: Vec<Vec<PlayerId>> = serde_json::from_str(json)
            .map_err(|e| AppError::Internal(format!("round {}: {e}", r.number)))?;
        let names: Vec<String> = groups
            .iter()
            .map(|g| {
                let names: Vec<&str> = g
                    .iter()
                    .filter_map(|p| players.iter().find(|x| x.id == p.0))
                    .map(|p| p.name.as_str())
                    .collect();
                names.join(", ")
            })
            .filter(|n| !n.is_empty())
            .collect();
        if !names.is_empty() {
            direct.push((r.number, names.join(" / ")));
        }
    }
    let done = |st: Stage| {
        rounds
            .iter()
            .any(|r| r.published && Stage::parse(&r.stage) == st)
    };
    let qualifying = rounds
        .iter()
        .filter(|r| r.published && Stage::parse(&r.stage) == Stage::Qualifying)
        .count() as i64
        >= planned;
    Ok(ManageStages {
        semifinal_tables: s.semifinal_tables,
        direct_finalists: s.direct_finalists,
        finals: if s.has_final() { s.finals } else { 0 },
        offer_semifinal: s.has_semifinal() && qualifying && !done(Stage::Semifinal),
        offer_final: s.has_final()
            && !done(Stage::Final)
            && if s.has_semifinal() {
                done(Stage::Semifinal)
            } else {
                qualifying
            },
        labels: rounds
            .iter()
            .filter(|r| Stage::parse(&r.stage) != Stage::Qualifying)
            .map(|r| (r.number, stage_name(Stage::parse(&r.stage))))
            .collect(),
        direct,
        discard_worst: s.discard_worst,
        ripescaggio: s.ripescaggio,
        ripescato: if s.ripescaggio {
            ripescato(state, id).await?
        } else {
            Vec::new()
        },
    })
}

/// (round, name) of the player the ripescaggio seated at the semifinal: the one
/// seated there from below the last qualified place of today's qualifying
/// standings (which no longer change once the semifinal is seated).
async fn ripescato(state: &AppState, id: i64) -> Result<Vec<(i64, String)>> {
    let c = super::stage_context::context(state, id).await?;
    let Some(r) = c
        .rounds
        .iter()
        .find(|r| Stage::parse(&r.stage) == Stage::Semifinal)
    else {
        return Ok(Vec::new());
    };
    let size = u32::try_from(c.l.seating.table_size).unwrap_or(0);
    let last = c.stages.qualified(size).saturating_sub(1) as usize;
    let active: Vec<PlayerId> = c
        .qualifying_order()
        .into_iter()
        .filter(|p| c.players.iter().any(|x| x.id == p.0 && !x.dropped))
        .collect();
    let top: Vec<PlayerId> = active.into_iter().take(last).collect();
    let mut out = Vec::new();
    for t in c.tables.iter().filter(|t| t.round == r.number) {
        if c.is_consolation(t) {
            continue;
        }
        for p in seated(t)? {
            if !top.contains(&p) {
                let name = c.players.iter().find(|x| x.id == p.0);
                out.push((r.number, name.map(|x| x.name.clone()).unwrap_or_default()));
            }
        }
    }
    Ok(out)
}

/// A seat of a stage table: name, place (empty until finished), points.
pub struct StageSeat {
    /// Name.
    pub name: String,
    /// Place at the table, once finished.
    pub place: String,
    /// Ranking points for the game, once finished.
    pub points: String,
}

/// A published semifinal or final table.
pub struct StageTableView {
    /// The stage's key.
    pub stage: &'static str,
    /// Group (final number).
    pub group: i64,
    /// Table number.
    pub number: i64,
    /// Seats, in finishing order once finished.
    pub seats: Vec<StageSeat>,
    /// Finished.
    pub finished: bool,
}

/// A place of the event's ranking as shown.
pub struct RankingLine {
    /// Rank.
    pub rank: u32,
    /// Name.
    pub name: String,
    /// Club or empty.
    pub club: String,
    /// Key of how far they went.
    pub reached: &'static str,
    /// The final and place for finalists ("1 · 2"), else empty.
    pub detail: String,
    /// Total before the final.
    pub total: String,
}

/// The standings page's view of the stages.
pub struct StandingsStages {
    /// The tournament has stages.
    pub any: bool,
    /// Its semifinal and final tables.
    pub tables: Vec<StageTableView>,
    /// The event's ranking, once every final is finished.
    pub ranking: Vec<RankingLine>,
    /// The torneo degli esclusi's own ranking, once one of its games counts.
    pub consolation: Vec<IndividualStanding>,
}

/// The standings page's view of the stages.
///
/// # Errors
/// A stored table that no longer reads.
pub fn standings_view(c: &Ctx) -> Result<StandingsStages> {
    let mut tables = Vec::new();
    for r in c.rounds.iter().filter(|r| r.published) {
        let stage = Stage::parse(&r.stage);
        if stage == Stage::Qualifying {
            continue;
        }
        for t in c.tables.iter().filter(|t| t.round == r.number) {
            let mut results = c.results_at(t)?;
            results.sort_by_key(|g| g.place);
            let name = |id: i64| {
                c.players
                    .iter()
                    .find(|p| p.id == id)
                    .map(|p| p.name.clone())
                    .unwrap_or_default()
            };
            let seats = if results.is_empty() {
                seated(t)?
                    .iter()
                    .map(|p| StageSeat {
                        name: name(p.0),
                        place: String::new(),
                        points: String::new(),
                    })
                    .collect()
            } else {
                results
                    .iter()
                    .map(|g| StageSeat {
                        name: name(g.player.0),
                        place: g.place.to_string(),
                        points: points(g.points),
                    })
                    .collect()
            };
            tables.push(StageTableView {
                stage: if c.is_consolation(t) {
                    "league.consolation"
                } else {
                    stage_name(stage)
                },
                group: c
                    .groups
                    .iter()
                    .find(|g| g.0 == t.round && g.1 == t.number)
                    .map_or(1, |g| g.2),
                number: t.number,
                finished: !results.is_empty(),
                seats,
            });
        }
    }
    let ranking = event_places(c)?.into_iter().map(line).collect();
    Ok(StandingsStages {
        any: c.stages.has_final(),
        tables,
        ranking,
        consolation: consolation_view(c),
    })
}

/// The torneo degli esclusi's ranking: its games only, scored by its formula.
fn consolation_view(c: &Ctx) -> Vec<IndividualStanding> {
    let Some(settings) = &c.stages.consolation else {
        return Vec::new();
    };
    let games: Vec<GameResult> = c
        .played
        .results
        .iter()
        .filter(|g| c.played.consolation.contains(&(g.round, g.player)))
        .cloned()
        .collect();
    let competitors: Vec<Competitor> = c.players.iter().map(competitor).collect();
    consolation_ranking(&competitors, &games, &settings.formula)
}

/// The event's final ranking once every final is finished (empty before, and for an
/// event without a final): what the standings page, the API and the exports give.
///
/// # Errors
/// A stored table that no longer reads.
pub fn event_places(c: &Ctx) -> Result<Vec<EventPlace>> {
    Ok(match c.final_seats()? {
        Some(finals) => {
            let before = c.standings(|s| s != Stage::Final);
            event_ranking(&before, &finals, &c.semifinalists()?)
        }
        None => Vec::new(),
    })
}

fn line(p: EventPlace) -> RankingLine {
    let (reached, detail) = match p.reached {
        Reached::Final { group, place } => ("stage.reached.final", format!("{group} · {place}")),
        Reached::Semifinal => ("stage.reached.semifinal", String::new()),
        Reached::Qualifying => ("stage.reached.qualifying", String::new()),
    };
    RankingLine {
        rank: p.rank,
        name: p.name,
        club: p.club.unwrap_or_default(),
        reached,
        detail,
        total: points(p.total),
    }
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

/// How a round is named in its matches' labels: "Turno 2", "Semifinale", "Finale".
///
/// # Errors
/// Storage errors.
pub async fn round_label(
    state: &AppState,
    id: i64,
    round: i64,
    lang: crate::web::i18n::Lang,
) -> Result<String> {
    let stage = db::stages::round_stages(&state.db, id)
        .await?
        .into_iter()
        .find(|r| r.number == round)
        .map_or(Stage::Qualifying, |r| Stage::parse(&r.stage));
    let t = |k| crate::web::i18n::t(lang, k);
    Ok(match stage {
        Stage::Qualifying => format!("{} {round}", t("ind.round")),
        s => t(stage_name(s)).to_string(),
    })
}
