//! The settings page: the tournament's name, date and venue, the engine's match
//! settings, the ranking settings, and (through `objectives`) the objective catalogue.
//!
//! Match settings are copied into each match when its round is published, so a change
//! applies to rounds published afterwards; matches already opened keep theirs (their
//! logs must keep replaying as recorded). Ranking settings apply at once: standings and
//! the next pairing are computed from them on every request. The page says both.

use super::inputs::load;
use super::manage::{CreateForm, check};
use super::tables::trial_table;
use crate::db;
use crate::engine::{Game, Map, Names, Settings};
use crate::tournament::catalogue::CatalogueItem;
use crate::tournament::{
    ByeAward, ClubAvoidance, Criterion, ForfeitAward, MatchPointsTable, SettingsError,
    TournamentSettings, check_match_settings,
};
use crate::web::pages::render_status;
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// The settings form, as typed (re-shown as typed after a refusal).
#[derive(Deserialize, Default, Clone)]
#[serde(default)]
pub struct SettingsForm {
    name: String,
    held_on: String,
    venue: String,
    neutral_tanks: String,
    match_minutes: String,
    announce_at_minutes: String,
    chances_per_team: String,
    tank_cap: String,
    asia_del_nord_stacks: Option<String>,
    turn_warning_seconds: String,
    c1: String,
    c2: String,
    c3: String,
    c4: String,
    c5: String,
    win: String,
    draw: String,
    loss: String,
    bye_points: String,
    bye_score: String,
    forfeit_win: String,
    forfeit_loss: String,
    club_avoidance: String,
    second_confirmation: Option<String>,
}

impl SettingsForm {
    /// The form filled with what is stored.
    fn stored(
        name: &str,
        held_on: &str,
        venue: &str,
        m: &Settings,
        r: &TournamentSettings,
    ) -> Self {
        let c = |i: usize| r.criteria.get(i).map(|c| c.code().to_string());
        let on = |b: bool| b.then(|| "1".to_string());
        Self {
            name: name.into(),
            held_on: held_on.into(),
            venue: venue.into(),
            neutral_tanks: m.neutral_tanks.to_string(),
            match_minutes: m.match_minutes.to_string(),
            announce_at_minutes: m.announce_at_minutes.to_string(),
            chances_per_team: m.chances_per_team.to_string(),
            tank_cap: m.tank_cap.to_string(),
            asia_del_nord_stacks: on(m.asia_del_nord_stacks),
            turn_warning_seconds: m
                .turn_warning_seconds
                .map(|s| s.to_string())
                .unwrap_or_default(),
            c1: c(0).unwrap_or_default(),
            c2: c(1).unwrap_or_default(),
            c3: c(2).unwrap_or_default(),
            c4: c(3).unwrap_or_default(),
            c5: c(4).unwrap_or_default(),
            win: r.points.win.to_string(),
            draw: r.points.draw.to_string(),
            loss: r.points.loss.to_string(),
            bye_points: r
                .bye
                .match_points
                .map(|p| p.to_string())
                .unwrap_or_default(),
            bye_score: r.bye.team_score.to_string(),
            forfeit_win: r.forfeit.win.map(|p| p.to_string()).unwrap_or_default(),
            forfeit_loss: r.forfeit.loss.map(|p| p.to_string()).unwrap_or_default(),
            club_avoidance: r.club_avoidance.code().into(),
            second_confirmation: on(r.second_confirmation),
        }
    }

    /// The criteria selects in order.
    fn criteria(&self) -> [&str; 5] {
        [&self.c1, &self.c2, &self.c3, &self.c4, &self.c5]
    }

    /// Is `code` chosen in criteria select `i` (0-based)?
    pub fn chosen(&self, i: usize, code: &str) -> bool {
        self.criteria().get(i).is_some_and(|c| *c == code)
    }

    /// The match settings typed, or the key of the first problem.
    fn match_settings(&self) -> std::result::Result<Settings, SettingsError> {
        let num = |s: &str, e: SettingsError| s.trim().parse::<u32>().map_err(|_| e);
        let warning = match self.turn_warning_seconds.trim() {
            "" => None,
            s => Some(num(s, SettingsError::TurnWarning)?),
        };
        let s = Settings {
            neutral_tanks: num(&self.neutral_tanks, SettingsError::NeutralTanks)?,
            match_minutes: num(&self.match_minutes, SettingsError::MatchMinutes)?,
            announce_at_minutes: num(&self.announce_at_minutes, SettingsError::Announce)?,
            chances_per_team: num(&self.chances_per_team, SettingsError::Chances)?,
            tank_cap: num(&self.tank_cap, SettingsError::TankCap)?,
            asia_del_nord_stacks: self.asia_del_nord_stacks.is_some(),
            turn_warning_seconds: warning,
            // Added to every match when its table opens (`tables::table_setup`).
            clock_checks: false,
        };
        check_match_settings(&s)?;
        Ok(s)
    }

    /// The ranking settings typed, or the first problem.
    fn ranking(&self) -> std::result::Result<TournamentSettings, SettingsError> {
        let mut criteria = Vec::new();
        for code in self.criteria() {
            match code.trim() {
                "" => {}
                c => criteria.push(Criterion::parse(c).ok_or(SettingsError::UnknownChoice)?),
            }
        }
        let points = |s: &str| {
            s.trim()
                .parse::<u32>()
                .map_err(|_| SettingsError::PointsRange)
        };
        // An empty box follows the win (loss) points.
        let optional = |s: &str| match s.trim() {
            "" => Ok(None),
            s => points(s).map(Some),
        };
        let bye_points = optional(&self.bye_points)?;
        let r = TournamentSettings {
            criteria,
            points: MatchPointsTable {
                win: points(&self.win)?,
                draw: points(&self.draw)?,
                loss: points(&self.loss)?,
            },
            forfeit: ForfeitAward {
                win: optional(&self.forfeit_win)?,
                loss: optional(&self.forfeit_loss)?,
            },
            bye: ByeAward {
                match_points: bye_points,
                team_score: self
                    .bye_score
                    .trim()
                    .parse()
                    .map_err(|_| SettingsError::ByeScore)?,
            },
            club_avoidance: ClubAvoidance::parse(self.club_avoidance.trim())
                .ok_or(SettingsError::UnknownChoice)?,
            second_confirmation: self.second_confirmation.is_some(),
        };
        r.check()?;
        Ok(r)
    }
}

/// A catalogue line as shown.
pub struct CatalogueLine {
    /// Group label.
    pub triple: String,
    /// Continent name.
    pub continent: String,
    /// Strips, each as "A → B → C".
    pub strips: Vec<String>,
    /// The objective as JSON: the remove form sends it back.
    pub json: String,
}

#[derive(Template)]
#[template(path = "tournaments/settings.html")]
pub(super) struct SettingsPage {
    pub v: Visitor,
    pub id: i64,
    pub f: SettingsForm,
    pub criteria: Vec<(&'static str, &'static str)>,
    pub avoidance: Vec<(&'static str, &'static str)>,
    pub catalogue: Vec<CatalogueLine>,
    pub continents: Vec<(String, String)>,
    pub territories: Vec<(String, String)>,
    /// An error at a form: ("settings" | "objectives", message).
    pub error: Option<(&'static str, String)>,
    pub saved: bool,
    /// Matches opened already keep their match settings.
    pub opened: bool,
}

impl SettingsPage {
    fn err(&self, form: &str) -> Option<&str> {
        crate::web::pages::form_error(&self.error, form)
    }
}

/// Builds the page; `form` re-shows what was typed, `error` says what was wrong.
pub(super) async fn settings_page(
    state: &AppState,
    v: Visitor,
    id: i64,
    form: Option<SettingsForm>,
    error: Option<(&'static str, String)>,
) -> Result<SettingsPage> {
    let t = load(&state.db, id).await?;
    let stored: Settings = serde_json::from_str(&t.row.match_settings)
        .map_err(|e| AppError::Internal(format!("tournament {id} match settings: {e}")))?;
    let items: Vec<CatalogueItem> = serde_json::from_str(&t.row.objectives)
        .map_err(|e| AppError::Internal(format!("tournament {id} objectives: {e}")))?;
    let lang = v.lang;
    let map = Map::risiko();
    let catalogue = items
        .iter()
        .map(|i| CatalogueLine {
            triple: i.triple.clone(),
            continent: map.continent_name(i.objective.continent, lang).to_string(),
            strips: i
                .objective
                .strips
                .iter()
                .map(|s| {
                    s.iter()
                        .map(|t| map.name(*t, lang))
                        .collect::<Vec<_>>()
                        .join(" → ")
                })
                .collect(),
            json: serde_json::to_string(&i.objective).unwrap_or_default(),
        })
        .collect();
    let opened = t.rounds.iter().any(|r| r.is_published());
    let f = form.unwrap_or_else(|| {
        SettingsForm::stored(
            &t.row.name,
            &t.row.held_on,
            &t.row.venue,
            &stored,
            &t.settings,
        )
    });
    let mut territories: Vec<(String, String)> = map
        .territory_ids()
        .map(|x| (map.territory(x).slug.clone(), map.name(x, lang).to_string()))
        .collect();
    territories.sort_by(|a, b| a.1.cmp(&b.1));
    Ok(SettingsPage {
        id,
        f,
        criteria: Criterion::ALL
            .iter()
            .map(|c| (c.code(), criterion_key(*c)))
            .collect(),
        avoidance: ClubAvoidance::ALL
            .iter()
            .map(|c| (c.code(), avoidance_key(*c)))
            .collect(),
        catalogue,
        continents: map
            .continents()
            .filter(|(c, _)| crate::engine::objective::objective_size(map, *c).is_some())
            .map(|(c, x)| (x.slug.clone(), map.continent_name(c, lang).to_string()))
            .collect(),
        territories,
        error,
        saved: false,
        opened,
        v,
    })
}

fn criterion_key(c: Criterion) -> &'static str {
    match c {
        Criterion::MatchPoints => "set.crit_match_points",
        Criterion::TotalScore => "set.crit_total_score",
        Criterion::ScoreDifference => "set.crit_score_difference",
        Criterion::Buchholz => "set.crit_buchholz",
        Criterion::BestMatch => "set.crit_best_match",
    }
}

fn avoidance_key(c: ClubAvoidance) -> &'static str {
    match c {
        ClubAvoidance::AllRounds => "set.club_all",
        ClubAvoidance::Round1Only => "set.club_round1",
        ClubAvoidance::Never => "set.club_never",
    }
}

/// `?saved=1` after a successful save.
#[derive(Deserialize)]
pub struct Saved {
    #[serde(default)]
    saved: Option<String>,
}

/// `GET /tournaments/{id}/settings`.
pub async fn show(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
    Query(q): Query<Saved>,
) -> Result<Response> {
    let mut page = settings_page(&state, v, id, None, None).await?;
    page.saved = q.saved.is_some();
    render_status(StatusCode::OK, &page)
}

/// Checks the whole form: details, match settings (bounds, then the engine opens a
/// trial table with them), ranking settings. The error is a translated sentence.
fn parse(
    v: &Visitor,
    f: &SettingsForm,
) -> std::result::Result<(String, String, String, Settings, TournamentSettings), String> {
    let details = CreateForm {
        name: f.name.clone(),
        held_on: f.held_on.clone(),
        venue: f.venue.clone(),
    };
    let (name, held_on, venue) = check(&details).map_err(|k| v.t(k).to_string())?;
    let m = f.match_settings().map_err(|e| v.t(e.key()).to_string())?;
    let trial = trial_table(&m);
    Game::new(&trial).map_err(|r| r.message(v.lang, &Names::of(&trial.players)))?;
    let r = f.ranking().map_err(|e| v.t(e.key()).to_string())?;
    Ok((name, held_on, venue, m, r))
}

/// `POST /tournaments/{id}/settings`: stores everything or nothing.
pub async fn save(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<SettingsForm>,
) -> Result<Response> {
    let (name, held_on, venue, m, r) = match parse(&v, &f) {
        Ok(x) => x,
        Err(message) => {
            let page = settings_page(&state, v, id, Some(f), Some(("settings", message))).await?;
            return render_status(StatusCode::UNPROCESSABLE_ENTITY, &page);
        }
    };
    let t = load(&state.db, id).await?;
    let json = |r: serde_json::Result<String>| r.map_err(|e| AppError::Internal(e.to_string()));
    let match_settings = json(serde_json::to_string(&m))?;
    let ranking = json(serde_json::to_string(&r))?;
    let details = db::tournaments::Details {
        name: &name,
        held_on: &held_on,
        venue: &venue,
        match_settings: &match_settings,
        ranking_settings: &ranking,
    };
    let mut changes = Vec::new();
    for (what, old, new) in [
        ("name", &t.row.name, details.name),
        ("date", &t.row.held_on, details.held_on),
        ("venue", &t.row.venue, details.venue),
        ("match", &t.row.match_settings, details.match_settings),
        ("ranking", &t.row.ranking_settings, details.ranking_settings),
    ] {
        if old != new {
            changes.push(format!("{what}: {new}"));
        }
    }
    if !changes.is_empty() {
        let update = db::settings::SettingsUpdate {
            details,
            changes: &changes.join("; "),
        };
        if !db::settings::update_settings(&state.db, id, &update, state.by(me.id)).await? {
            return Err(AppError::NotFound);
        }
    }
    Ok(Redirect::to(&format!("/tournaments/{id}/settings?saved=1")).into_response())
}
