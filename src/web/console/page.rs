//! The match page: setup while nothing is recorded, then the draft's progress, the
//! turn with its forms, and the score; plus the handlers that record from it.

use super::forms::{self, Fields};
use super::record::{self, RecordError, Submission};
use super::view::{self, ClockView, PlayerLine, TurnView};
use super::{Loaded, board, load, may_record, prepare};
use crate::accounts::Role;
use crate::db;
use crate::engine::risiko2v2::Phase;
use crate::engine::{Action, Game};
use crate::web::pages::render_status;
use crate::web::session::{CurrentUser, SignedIn, Visitor, random_token};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};

/// A score line.
pub struct ScoreLine {
    /// Player.
    pub name: String,
    /// Team.
    pub team: String,
    /// Parts.
    pub territories: u32,
    /// Strip-linked.
    pub strip: u32,
    /// Continents.
    pub continents: u32,
    /// Objective bonus.
    pub objective_bonus: u32,
    /// Sum.
    pub total: u32,
}

/// The score block.
pub struct ScoreView {
    /// Per player.
    pub players: Vec<ScoreLine>,
    /// Teams best first with their totals.
    pub teams: Vec<(String, u32)>,
    /// Level.
    pub draw: bool,
}

/// The score of a game.
pub fn score(g: &Game) -> ScoreView {
    let s = g.score();
    ScoreView {
        players: s
            .players
            .iter()
            .map(|(seat, p)| ScoreLine {
                name: g
                    .players()
                    .get(usize::from(*seat))
                    .map(|p| p.name.clone())
                    .unwrap_or_default(),
                team: p.team.clone(),
                territories: p.territories,
                strip: p.strip,
                continents: p.continents,
                objective_bonus: p.objective_bonus,
                total: p.total,
            })
            .collect(),
        teams: s
            .ranking
            .iter()
            .map(|t| (t.clone(), s.teams.get(t).copied().unwrap_or(0)))
            .collect(),
        draw: s.draw,
    }
}

/// What the page shows besides the match itself.
#[derive(Default)]
pub struct Extras {
    /// (form, message): an error shown at that form.
    pub error: Option<(String, String)>,
    /// A translation key of a notice.
    pub notice: Option<&'static str>,
    /// The physical draft as submitted (slug → value), shown again after an error.
    pub physical: Option<Vec<(String, String)>>,
}

/// Draft progress as the referee sees it: who picked, never what (virtual seats are
/// public, so their packets show).
pub struct DraftSeat {
    /// Name.
    pub name: String,
    /// Picked in this pass.
    pub picked: bool,
    /// Virtual: the packet in front of it, public.
    pub public_packet: Vec<String>,
}

#[derive(Template)]
#[template(path = "console/match.html")]
struct MatchPage {
    v: Visitor,
    id: i64,
    label: String,
    status: String,
    public_url: String,
    expected: i64,
    key: String,
    organizer: bool,
    setup: Option<prepare::SetupView>,
    referees: Vec<(i64, String)>,
    candidates: Vec<view::Opt>,
    players: Vec<PlayerLine>,
    draft: Option<(usize, usize, Vec<DraftSeat>)>,
    turn: Option<TurnView>,
    clock: Option<ClockView>,
    score: Option<ScoreView>,
    board: String,
    error: Option<(String, String)>,
    notice: Option<&'static str>,
    can_undo: bool,
    last_action: String,
}

impl MatchPage {
    fn err(&self, form: &str) -> Option<&str> {
        self.error
            .as_ref()
            .filter(|(f, _)| f == form)
            .map(|(_, m)| m.as_str())
    }
}

/// Renders the match page.
pub async fn render_match(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    l: Loaded,
    x: Extras,
    status: StatusCode,
) -> Result<Response> {
    let organizer = user.role == Role::Organizer;
    let setup = if l.entries.is_empty() {
        Some(prepare::setup_view(&v, &l, x.physical.as_deref()))
    } else {
        None
    };
    let (referees, candidates) = prepare::referee_lists(state, l.row.id, organizer).await?;
    let now = state.clock.now();
    let mut page = MatchPage {
        referees,
        candidates,
        id: l.row.id,
        label: l.row.label.clone(),
        status: l.row.status.clone(),
        public_url: format!("{}/t/{}", state.config.base_url, l.row.public_token),
        expected: l.count(),
        key: random_token(),
        organizer,
        setup,
        players: Vec::new(),
        draft: None,
        turn: None,
        clock: None,
        score: None,
        board: String::new(),
        error: x.error,
        notice: x.notice,
        can_undo: false,
        last_action: String::new(),
        v,
    };
    if let Some(g) = &l.game {
        let in_draft = g.phase() == Phase::Draft;
        let last = l.log.actions.last();
        let ring = last.map(board::touched).unwrap_or_default();
        page.board = board::svg(g, page.v.lang, &ring, in_draft);
        page.players = view::players(g);
        page.can_undo = !l.log.actions.is_empty()
            && (organizer || l.entries.last().is_some_and(|e| e.kind != "undo"))
            && l.row.status != "signed";
        page.last_action = last
            .map(|a| super::history::describe(a, g, page.v.lang, in_draft))
            .unwrap_or_default();
        if in_draft {
            page.draft = g.draft_pass().map(|(pass, passes)| {
                let seats = g
                    .players()
                    .iter()
                    .map(|p| DraftSeat {
                        name: p.name.clone(),
                        picked: g.draft_has_picked(p.seat),
                        public_packet: if p.is_virtual {
                            g.draft_packet_for(p.seat)
                                .iter()
                                .map(|t| g.map().name(*t, view::elang(page.v.lang)).to_string())
                                .collect()
                        } else {
                            Vec::new()
                        },
                    })
                    .collect();
                (pass + 1, passes, seats)
            });
        } else if g.finished() {
            page.score = Some(score(g));
        } else {
            page.turn = Some(view::turn(g, page.v.lang));
        }
        if g.round() >= 1 || g.clock_started() {
            page.clock = Some(view::clock(g, now));
        }
    }
    render_status(status, &page)
}

/// `GET /console/m/{id}`.
pub async fn show(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let l = load(&state, id).await?;
    render_match(&state, v, &user, l, Extras::default(), StatusCode::OK).await
}

/// Answers a recording attempt: back to the page, or the page again with the reason.
pub async fn answer(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    id: i64,
    form: String,
    outcome: std::result::Result<record::Recorded, RecordError>,
) -> Result<Response> {
    let lang = view::elang(v.lang);
    let (status, message) = match outcome {
        Ok(_) => return Ok(Redirect::to(&format!("/console/m/{id}")).into_response()),
        Err(RecordError::NotFound) => return Err(AppError::NotFound),
        Err(RecordError::Db(e)) => return Err(e.into()),
        Err(RecordError::Corrupt(m)) => return Err(AppError::Internal(m)),
        Err(RecordError::Refused(r)) => (StatusCode::UNPROCESSABLE_ENTITY, r.message(lang)),
        Err(RecordError::Stale { .. }) => (StatusCode::CONFLICT, v.t("console.err.stale").into()),
        Err(RecordError::Locked) => (StatusCode::CONFLICT, v.t("console.err.locked").into()),
        Err(RecordError::NotReady) => (StatusCode::CONFLICT, v.t("console.err.not_ready").into()),
        Err(RecordError::NothingToUndo) => (
            StatusCode::UNPROCESSABLE_ENTITY,
            v.t("console.err.nothing").into(),
        ),
        Err(RecordError::UndoLimit) => {
            (StatusCode::FORBIDDEN, v.t("console.err.undo_limit").into())
        }
    };
    let l = load(state, id).await?;
    let x = Extras {
        error: Some((form, message)),
        ..Extras::default()
    };
    render_match(state, v, user, l, x, status).await
}

/// `POST /console/m/{id}/act`: records one action from a console form.
pub async fn act(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let f = Fields(pairs);
    let form = forms::form_of(&f);
    let action: Action = match forms::action(&f, state.clock.now()) {
        Ok(a) => a,
        Err(key) => {
            let l = load(&state, id).await?;
            let x = Extras {
                error: Some((form, v.t(key).to_string())),
                ..Extras::default()
            };
            return render_match(&state, v, &user, l, x, StatusCode::BAD_REQUEST).await;
        }
    };
    let reason = match &action {
        Action::EndMatch { reason } => Some(reason.clone()),
        _ => None,
    };
    let outcome = record::record(
        &state,
        Submission {
            match_id: id,
            action: Some(action),
            expected: Some(f.expected().unwrap_or(-1)),
            key: f.key(),
            reason: reason.as_deref(),
            by: Some(user.id),
            via: "console",
            single_undo: false,
        },
    )
    .await;
    answer(&state, v, &user, id, form, outcome).await
}

/// `POST /console/m/{id}/undo`: cancels the latest effective action, with a reason.
pub async fn undo(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let f = Fields(pairs);
    let reason = f.get("reason").unwrap_or("").to_string();
    if reason.is_empty() || reason.chars().count() > 500 {
        let l = load(&state, id).await?;
        let x = Extras {
            error: Some(("undo".into(), v.t("console.err.reason").to_string())),
            ..Extras::default()
        };
        return render_match(&state, v, &user, l, x, StatusCode::BAD_REQUEST).await;
    }
    let outcome = record::record(
        &state,
        Submission {
            match_id: id,
            action: None,
            expected: Some(f.expected().unwrap_or(-1)),
            key: f.key(),
            reason: Some(&reason),
            by: Some(user.id),
            via: "console",
            single_undo: user.role != Role::Organizer,
        },
    )
    .await;
    answer(&state, v, &user, id, "undo".into(), outcome).await
}

/// `POST /console/m/{id}/sign`: the referee signs the finished result; it is locked.
pub async fn sign(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    if db::matches::sign(&state.db, id, user.id, state.now_unix()).await? {
        let n = db::matches::entries(&state.db, id).await?.len();
        state.live.publish(id, i64::try_from(n).unwrap_or(0));
        return Ok(Redirect::to(&format!("/console/m/{id}")).into_response());
    }
    let l = load(&state, id).await?;
    let x = Extras {
        error: Some(("sign".into(), v.t("console.err.not_finished").to_string())),
        ..Extras::default()
    };
    render_match(&state, v, &user, l, x, StatusCode::CONFLICT).await
}
