//! The individual standings page: the standings over the games before the final,
//! the semifinal and final tables with the event's ranking, a team championship's
//! team standings. Apart from [`super::standings`], which reads and scores the
//! results that every page (and seating a round) counts, because this page reads
//! the stages ([`super::stage_context`], [`super::stage_views`]) that are computed
//! from those results.

use super::standings::kind;
use crate::tournament::individual::IndividualStanding;
use crate::tournament::stages::Stage;
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::{AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;

#[derive(Template)]
#[template(path = "individual/standings.html")]
struct StandingsPage {
    v: Visitor,
    id: i64,
    name: String,
    formula: String,
    rows: Vec<IndividualStanding>,
    /// The semifinal and final tables and the event's ranking.
    stages: super::stage_views::StandingsStages,
    /// The season it is an evening of: (id, name).
    season: Option<(i64, String)>,
    /// Organizers' view: the rounds hidden from the public, counted here.
    hidden: String,
    /// A team championship's team standings, and the sentence saying what counts.
    teams: Option<(super::championship::Teams, String)>,
    /// The tournament discards qualifying results: the discards' column is shown.
    discards: bool,
}

impl StandingsPage {
    /// A raw total as written: whole numbers plain (and no "-0" for nothing yet).
    fn num(&self, x: &f64) -> String {
        let x = if *x == 0.0 { 0.0 } else { *x };
        format!("{x}")
    }

    fn scores(&self, r: &IndividualStanding) -> String {
        let all: Vec<String> = r.sorted_scores.iter().map(ToString::to_string).collect();
        all.join(" · ")
    }

    /// The discarded results ("3: 1 · 2: assente"), by round.
    fn discarded(&self, r: &IndividualStanding) -> String {
        let absent = crate::web::i18n::t(self.v.lang, "league.absent");
        let all: Vec<String> = r
            .discarded
            .iter()
            .map(|(n, p)| match p {
                Some(p) => format!("{n}: {p}"),
                None => format!("{n}: {absent}"),
            })
            .collect();
        all.join(" · ")
    }

    fn by_round(&self, r: &IndividualStanding) -> String {
        let all: Vec<String> = r
            .round_scores
            .iter()
            .map(|(n, p)| format!("{n}: {p}"))
            .collect();
        all.join(" · ")
    }
}

/// `GET /individual/{id}/standings`: the standings. The public's leave out the
/// rounds whose results are hidden; organizers see them counted, said so.
pub async fn show(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    // The final places its players in the event's ranking; the standings are
    // over the games before it (qualifying rounds and the semifinal).
    let organizers = v.is_organizer();
    let c = super::stage_context::context_for(&state, id, organizers).await?;
    let hidden = super::stage_context::hidden_rounds(&state, id).await?;
    let rows = c.standings(|s| s != Stage::Final);
    let teams = super::championship::Teams::of(
        &c.l,
        &rows,
        c.played
            .results
            .iter()
            .filter(|g| c.stage_of(i64::from(g.round)) != Stage::Final),
    )
    .map(|t| {
        let rule = t.rule(v.lang);
        (t, rule)
    });
    let stages = super::stage_views::standings_view(&c)?;
    let season = match c.season_id {
        Some(s) => crate::db::seasons::get(&state.db, s)
            .await?
            .map(|r| (r.id, r.name)),
        None => None,
    };
    let hidden = if organizers && !hidden.is_empty() {
        let listed: Vec<String> = hidden.iter().map(ToString::to_string).collect();
        crate::web::i18n::t(v.lang, "ind.hidden_note").replace("{rounds}", &listed.join(", "))
    } else {
        String::new()
    };
    render(&StandingsPage {
        v,
        id,
        formula: format!("ind.formula.{}", kind(&c.l)),
        name: c.l.row.name.clone(),
        rows,
        stages,
        season,
        hidden,
        teams,
        discards: c.stages.discard_worst > 0,
    })
}
