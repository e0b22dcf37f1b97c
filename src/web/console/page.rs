//! The match page of every ruleset: the bar, the last action and its result, the board,
//! the ruleset's panel, the clock, undo, "Perché no?", the referees, the public link
//! with its QR code and the sign-off. A ruleset's part is read from the shared surface
//! and its console's panel; a ruleset that draws its own (the 2 vs 2 one: setup, draft,
//! turn forms, score, players) overrides [`super::ruleset::Console::page`].

use super::bar::Bar;
use super::denied::{Denied, Outcome};
use super::face::{Face, answer};
use super::penalty::{CapHint, CapRow};
use super::players::EditRow;
use super::score::ScoreView;
use super::timing::{self, ClockView};
use super::view::{PlayerLine, TurnView};
use super::view_any;
use super::{Loaded, Recording, board, load, prepare};
use crate::accounts::Role;
use crate::accounts::token::random_token;
use crate::web::pages::render_status;
use crate::web::session::{CurrentUser, Visitor};
use crate::web::{AppState, Result};
use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// What the page shows besides the match itself.
#[derive(Default)]
pub struct Extras {
    /// (form, message): an error shown at that form.
    pub error: Option<(String, String)>,
    /// A translation key of a notice.
    pub notice: Option<&'static str>,
    /// The physical draft as submitted (slug → value), shown again after an error.
    pub physical: Option<Vec<(String, String)>>,
    /// The cap penalty's hint, after *Calcola*.
    pub cap_hint: Option<CapHint>,
    /// The fields of a refused action form, as posted: the form shows them again
    /// (see `MatchPage::typed`).
    pub posted: Vec<(String, String)>,
    /// The engine's answer to "Perché no?" (nothing recorded).
    pub why: Option<String>,
    /// The sign-off asks "are you sure?" (the no-JS confirm step).
    pub sign_confirm: bool,
}

impl Extras {
    /// Something to show beyond the match itself (a redirect would lose it).
    pub fn shows_something(&self) -> bool {
        self.cap_hint.is_some() || self.why.is_some() || self.sign_confirm
    }
}

/// Draft progress as the referee sees it: who picked, never what (virtual seats are
/// public, so their packets show). The page shows it for a ruleset with a draft (the 2 vs
/// 2 one fills it).
pub struct DraftSeat {
    /// Name.
    pub name: String,
    /// Picked in this pass.
    pub picked: bool,
    /// Virtual: the packet in front of it, public.
    pub public_packet: Vec<String>,
}

#[derive(Template)]
#[template(path = "console/match.html", blocks = ["live"])]
pub struct MatchPage {
    pub(super) v: Visitor,
    pub(super) id: i64,
    pub(super) label: String,
    pub(super) status: String,
    pub(super) public_url: String,
    pub(super) public_qr: String,
    pub(super) public_token: String,
    pub(super) expected: i64,
    pub(super) key: String,
    pub(super) organizer: bool,
    pub(super) setup: Option<prepare::SetupView>,
    pub(super) referees: Vec<(i64, String)>,
    pub(super) candidates: Vec<view_any::Opt>,
    pub(super) players: Vec<PlayerLine>,
    pub(super) edit_rows: Vec<EditRow>,
    pub(super) colours_fixed: bool,
    pub(super) colours: [&'static str; 6],
    pub(super) draft: Option<(usize, usize, Vec<DraftSeat>)>,
    pub(super) turn: Option<TurnView>,
    pub(super) clock: Option<ClockView>,
    pub(super) score: Option<ScoreView>,
    pub(super) board: String,
    pub(super) error: Option<(String, String)>,
    pub(super) notice: Option<&'static str>,
    pub(super) can_undo: bool,
    pub(super) last_action: String,
    pub(super) cap_hint: Option<CapHint>,
    pub(super) cap_rows: Vec<CapRow>,
    pub(super) bar: Option<Bar>,
    pub(super) result: String,
    pub(super) undo_what: String,
    pub(super) undo_presets: [&'static str; 3],
    pub(super) why: Option<String>,
    pub(super) territories: Vec<view_any::Opt>,
    pub(super) announce_text: String,
    pub(super) sign_confirm: bool,
    pub(super) posted: Vec<(String, String)>,
    /// The match's ruleset id.
    pub(super) ruleset: &'static str,
    /// The ruleset's page draws its own forms instead of a panel (the panels' styles
    /// and scripts are not loaded).
    pub(super) draws_own_forms: bool,
    /// Another ruleset's panel: the HTML of its current step's forms.
    pub(super) panel: String,
    /// What the ruleset shows under the bar on every page ([`super::ruleset::Console::banner`]).
    pub(super) banner: String,
    /// Why the panel's last form was refused (its sentence), shown above it.
    pub(super) panel_error: Option<String>,
    /// The seats under the board, for any ruleset but 2 vs 2 (which has `players`).
    pub(super) seats: Vec<super::skeleton::SeatLine>,
    /// The table's result cards (another ruleset than 2 vs 2, which has `score`).
    pub(super) results: Vec<super::skeleton::ResultCard>,
    /// The match is over (any ruleset).
    pub(super) over: bool,
    /// A setup still to be entered (a classic final setup or two players' piles).
    pub(super) setup_pending: bool,
    /// The form to enter that setup.
    pub(super) board_setup: Option<super::board_setup::BoardSetupView>,
}

/// Forms the page's skeleton answers itself; any other refused form is the panel's.
const SKELETON_FORMS: [&str; 7] = [
    "undo",
    "sign",
    "clock",
    "players",
    "referees",
    "why",
    "end_match",
];

impl MatchPage {
    /// What was typed in field `name` of `form` when that form was refused, so the
    /// form shows it again instead of its default.
    fn typed(&self, form: &str, name: &str) -> Option<&str> {
        self.err(form)?;
        self.posted
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    fn err(&self, form: &str) -> Option<&str> {
        self.error
            .as_ref()
            .filter(|(f, _)| f == form)
            .map(|(_, m)| m.as_str())
    }

    /// No teams to forfeit for (the end-match form of a ruleset without teams).
    fn no_teams(&self) -> Option<&[String]> {
        None
    }

    /// The "more actions" section opens when one of its forms has something to say.
    fn more_open(&self) -> bool {
        self.cap_hint.is_some()
            || self.why.is_some()
            || ["renounce_bonus", "cap_violation", "end_match", "why"]
                .iter()
                .any(|f| self.err(f).is_some())
    }
}

/// Renders the match page, or for [`Face::Fragment`] only its live part (bar, result,
/// panel, board): what the console's script swaps in after an action or a change at
/// the table.
///
/// # Errors
/// A failure to read the referees or the catalogue.
pub async fn render_face(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    l: Loaded,
    x: Extras,
    status: StatusCode,
    face: Face,
) -> Result<Response> {
    let page = build(state, v, user, l, x).await?;
    match face {
        Face::Page => render_status(status, &page),
        Face::Fragment => {
            let html = page
                .as_live()
                .render()
                .map_err(|e| crate::web::AppError::Internal(e.to_string()))?;
            let headers = [(axum::http::header::CACHE_CONTROL, "no-store")];
            Ok((status, headers, axum::response::Html(html)).into_response())
        }
    }
}

async fn build(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    l: Loaded,
    x: Extras,
) -> Result<MatchPage> {
    let organizer = user.role == Role::Organizer;
    let (referees, candidates) = super::referees::referee_lists(state, l.row.id, organizer).await?;
    let public_url = format!("{}/t/{}", state.config.base_url, l.row.public_token);
    let mut page = MatchPage {
        referees,
        candidates,
        id: l.row.id,
        label: super::view_any::label_words(v.lang, &l.row.label),
        status: l.row.status.clone(),
        public_qr: crate::web::qr::svg(&public_url, v.t("console.public_qr")),
        public_url,
        public_token: l.row.public_token.clone(),
        expected: l.count(),
        key: random_token(),
        organizer,
        setup: None,
        players: Vec::new(),
        edit_rows: Vec::new(),
        colours_fixed: !l.entries.is_empty(),
        colours: super::setup::COLOURS,
        draft: None,
        turn: None,
        clock: None,
        score: None,
        board: String::new(),
        error: x.error,
        notice: x.notice,
        can_undo: false,
        last_action: String::new(),
        cap_rows: super::penalty::rows(x.cap_hint.as_ref()),
        cap_hint: x.cap_hint,
        bar: None,
        result: String::new(),
        undo_what: String::new(),
        undo_presets: ["undo.typo", "undo.contested", "undo.mistap"],
        why: x.why,
        territories: view_any::all_territories(crate::engine::Map::risiko(), v.lang),
        announce_text: String::new(),
        sign_confirm: x.sign_confirm,
        posted: x.posted,
        ruleset: "",
        draws_own_forms: false,
        panel: String::new(),
        banner: String::new(),
        panel_error: None,
        seats: Vec::new(),
        results: Vec::new(),
        over: false,
        setup_pending: false,
        board_setup: None,
        v,
    };
    let posted = x.physical.as_deref();
    super::registry::of_log(&l.log)
        .page(state, &mut page, &l, organizer, posted)
        .await?;
    Ok(page)
}

/// The skeleton and panel of a ruleset, read through the shared surface only (the
/// default of [`super::ruleset::Console::page`]).
pub fn any_ruleset(state: &AppState, page: &mut MatchPage, l: &Loaded, organizer: bool) {
    use crate::engine::table::Table;
    page.ruleset = l.game.as_ref().map_or("", |g| g.ruleset());
    page.setup_pending = !l.log.ready();
    let Some(g) = &l.game else { return };
    let lang = page.v.lang;
    page.territories = view_any::all_territories(g.map(), lang);
    let last = l.log.last_action();
    let ring = last
        .as_ref()
        .map(|a| board::touched_json(g.map(), &a.to_json()))
        .unwrap_or_default();
    page.board = board::svg(g, lang, &ring, false);
    page.seats = super::skeleton::seats(g);
    page.last_action = super::skeleton::last_sentence(g, &l.log, lang);
    page.result = super::result::any_sentence(g, &l.log, &page.last_action, lang);
    page.can_undo = last.is_some()
        && (organizer || l.entries.last().is_some_and(|e| e.kind != "undo"))
        && l.row.status != "signed";
    if page.can_undo {
        page.undo_what.clone_from(&page.last_action);
    }
    page.bar = Some(super::bar::bar_any(g, lang, l.row.status == "signed"));
    page.banner = super::registry::of_game(g)
        .banner(g, lang)
        .unwrap_or_default();
    page.over = g.finished();
    if page.over {
        page.results = super::skeleton::results(g, lang);
        // Every objective is shown once the match is over.
        for (card, line) in page
            .results
            .iter_mut()
            .zip(super::registry::of_game(g).revealed(g, lang))
        {
            card.lines.insert(0, line);
        }
    }
    if super::registry::of_game(g).lives_after_end() || !page.over {
        // The posted fields are a refused form's, to show again; after a success the
        // fresh panel starts from the engine's choices.
        let posted: &[(String, String)] = if page.error.is_some() {
            &page.posted
        } else {
            &[]
        };
        let (lang, expected, id, csrf) = (lang, page.expected, page.id, &page.v.csrf);
        page.panel = super::registry::of_game(g)
            .panel(super::ruleset::Asked::new(
                g, lang, expected, id, posted, csrf,
            ))
            .unwrap_or_else(|| {
                // No console panel for this ruleset yet: say where its actions go.
                let api = format!("/api/v1/matches/{id}/actions");
                format!(
                    "<p class=\"notice\" role=\"status\">{}</p>",
                    // A fixed sentence and a number: nothing to escape.
                    page.v.t("console.err.no_panel").replace("{api}", &api)
                )
            });
        page.panel_error = page
            .error
            .as_ref()
            .filter(|(form, _)| !SKELETON_FORMS.contains(&form.as_str()))
            .map(|(_, m)| m.clone());
    }
    let clock = timing::clock(g, l.turn_start.as_ref(), state.clock.now());
    let call = super::registry::of_game(g)
        .call_due()
        .unwrap_or(super::round_word::words(g).call_due);
    let minutes = fluent_bundle::FluentValue::from(clock.announce_minutes);
    let last = fluent_bundle::FluentValue::from(clock.call_last);
    page.announce_text = crate::web::i18n::tf(page.v.lang, call, &[("min", minutes), ("n", last)]);
    page.clock = Some(clock);
}

/// The page again with `d`'s message at `form` (or the internal error passed on).
///
/// # Errors
/// The internal error, or a failure to reload the match.
pub async fn render_denied(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    id: i64,
    form: &str,
    d: Denied,
    physical: Option<Vec<(String, String)>>,
) -> Result<Response> {
    let x = Extras {
        physical,
        ..Extras::default()
    };
    answer(state, v, user, id, form, Err(d), Face::Page, x).await
}

/// Answers a console form: back to the match page when it worked, else the page again
/// with the reason above the form.
///
/// # Errors
/// As [`render_denied`].
pub async fn answer_form(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    id: i64,
    form: &str,
    outcome: Outcome<()>,
) -> Result<Response> {
    let x = Extras::default();
    answer(state, v, user, id, form, outcome, Face::Page, x).await
}

/// `GET /console/m/{id}` (with `?fragment=1` or `HX-Request`, only its live part).
pub async fn show(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    face: Face,
) -> Result<Response> {
    let l = load(&state, id).await?;
    render_face(&state, v, &user, l, Extras::default(), StatusCode::OK, face).await
}
