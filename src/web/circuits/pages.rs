//! The circuit pages: the list, the public standings with every value that made
//! them, and the organizer's page of rules and events.

use askama::Template;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;

use super::load::{Circuit, EventKind, circuit};
use crate::db::{self, circuits::CircuitRow};
use crate::tournament::circuit::{EventPoints, EventType, RulesError, Window};
use crate::tournament::individual::Points;
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, Visitor};
use crate::web::tournaments::inputs::Seen;
use crate::web::{AppState, Result};

/// What one event gave one player, as a cell shows it.
pub struct Cell {
    /// The parts and the total.
    pub points: EventPoints,
    /// Among the best K.
    pub counted: bool,
    /// The event's name and type, for the sum written out.
    pub event: (String, String),
}

/// A row of the public standings.
pub struct Line {
    /// Rank.
    pub rank: u32,
    /// The person (their page's id).
    pub person: i64,
    /// Name.
    pub name: String,
    /// Club, or empty.
    pub club: String,
    /// Total.
    pub total: Points,
    /// One cell per event in the window, in the events' order.
    pub cells: Vec<Option<Cell>>,
}

/// An event type as the pages show it: every number as text.
pub struct TypeView {
    /// Name.
    pub name: String,
    /// Points by place, space-separated.
    pub by_place: String,
    /// Winner, finalist, semifinalist.
    pub reach: [String; 3],
    /// Per game, per score point, multiplier.
    pub per_game: String,
    /// Per score point.
    pub per_score: String,
    /// Multiplier.
    pub multiplier: String,
}

impl TypeView {
    /// The type's numbers as the form shows them.
    pub fn of(t: &EventType) -> Self {
        TypeView {
            name: t.name.clone(),
            by_place: t
                .by_place
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            reach: [
                t.by_reach.winner.to_string(),
                t.by_reach.finalist.to_string(),
                t.by_reach.semifinalist.to_string(),
            ],
            per_game: t.per_game.to_string(),
            per_score: t.per_score.to_string(),
            multiplier: t.multiplier.to_string(),
        }
    }
}

/// The rules' error as a sentence, naming what to fix.
pub fn rules_sentence(v: &Visitor, e: &RulesError) -> String {
    use fluent_bundle::FluentValue;
    let named = |key: &str, name: &str| {
        crate::i18n::tf(v.lang, key, &[("name", FluentValue::from(name.to_owned()))])
    };
    match e {
        RulesError::NoTypes => v.t("circuits.err.no_types").to_owned(),
        RulesError::UnnamedType => v.t("circuits.err.unnamed").to_owned(),
        RulesError::SameName(n) => named("circuits.err.same_name", n),
        RulesError::Multiplier(n) => named("circuits.err.multiplier", n),
        RulesError::NegativePoints(n) => named("circuits.err.negative", n),
        RulesError::BestOfZero => v.t("circuits.err.best_zero").to_owned(),
        RulesError::UnknownType { event, event_type } => crate::i18n::tf(
            v.lang,
            "circuits.err.unknown_type",
            &[
                ("event", FluentValue::from(event.clone())),
                ("type", FluentValue::from(event_type.clone())),
            ],
        ),
    }
}

/// The window in words.
pub fn window_words(v: &Visitor, w: Window) -> String {
    use fluent_bundle::FluentValue;
    match w {
        Window::Always => v.t("circuits.window.always").to_owned(),
        Window::Year { year } => crate::i18n::tf(
            v.lang,
            "circuits.window.year_of",
            &[("year", FluentValue::from(year.to_string()))],
        ),
        Window::Rolling { ending } => crate::i18n::tf(
            v.lang,
            "circuits.window.rolling_to",
            &[("ending", FluentValue::from(ending.to_string()))],
        ),
    }
}

#[derive(Template)]
#[template(path = "circuits/list.html")]
struct ListPage {
    v: Visitor,
    circuits: Vec<CircuitRow>,
    error: Option<String>,
}

/// `GET /circuits`: every circuit; organizers also get the creation form.
pub async fn list(State(state): State<AppState>, v: Visitor) -> Result<Response> {
    render(&ListPage {
        circuits: db::circuits::list(&state.db).await?,
        v,
        error: None,
    })
}

/// The list again with a refusal.
pub async fn list_refused(state: &AppState, v: Visitor, error: String) -> Result<Response> {
    let page = ListPage {
        circuits: db::circuits::list(&state.db).await?,
        v,
        error: Some(error),
    };
    render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
}

/// The standings' rows with a cell per event in the window.
pub fn lines(c: &Circuit) -> Vec<Line> {
    let shown: Vec<&super::load::EventInfo> = c.events.iter().filter(|e| e.counts).collect();
    c.rows
        .iter()
        .map(|r| {
            let p = c.people.get(&r.player).cloned().unwrap_or_default();
            let cells = shown
                .iter()
                .map(|ev| {
                    let find = |list: &[EventPoints], counted| {
                        list.iter().find(|e| e.event == ev.key).map(|e| Cell {
                            points: e.clone(),
                            counted,
                            event: (ev.name.clone(), ev.event_type.clone()),
                        })
                    };
                    find(&r.counted, true).or_else(|| find(&r.discarded, false))
                })
                .collect();
            Line {
                rank: r.rank,
                person: r.player,
                name: p.name,
                club: p.club.unwrap_or_default(),
                total: r.total,
                cells,
            }
        })
        .collect()
}

#[derive(Template)]
#[template(path = "circuits/show.html")]
struct ShowPage {
    v: Visitor,
    c: Circuit,
    lines: Vec<Line>,
    types: Vec<TypeView>,
    window: String,
    problem: Option<String>,
}

/// `GET /circuits/{id}`: the standings, each event's points and which count.
pub async fn show(Seen { v, t: c }: Seen<Circuit>) -> Result<Response> {
    render(&ShowPage {
        lines: lines(&c),
        types: c.rules.types.iter().map(TypeView::of).collect(),
        window: window_words(&v, c.rules.window),
        problem: c.problem.as_ref().map(|e| rules_sentence(&v, e)),
        c,
        v,
    })
}

#[derive(Template)]
#[template(path = "circuits/manage.html")]
pub(super) struct ManagePage {
    pub v: Visitor,
    pub c: Circuit,
    pub types: Vec<TypeView>,
    /// The events the form offers, kind by kind: (kind, [(field, name)]).
    pub offered: Vec<(EventKind, Vec<(String, String)>)>,
    pub error: Option<String>,
    /// The window's fields as the form shows them: kind, year, ending.
    pub window: (&'static str, String, String),
    pub best_of: String,
    /// The new type's empty form.
    pub blank: TypeView,
}

/// Every event of the club the form offers, kind by kind: individual
/// tournaments, seasons, team tournaments, each as (form field, name).
async fn offered(state: &AppState) -> Result<Vec<(EventKind, Vec<(String, String)>)>> {
    let mut out = Vec::new();
    for kind in EventKind::ALL {
        let named: Vec<(i64, String)> = match kind {
            EventKind::Individual => db::individual::list(&state.db)
                .await?
                .into_iter()
                .map(|t| (t.id, t.name))
                .collect(),
            EventKind::Season => db::seasons::list(&state.db)
                .await?
                .into_iter()
                .map(|t| (t.id, t.name))
                .collect(),
            EventKind::Team => db::tournaments::list(&state.db)
                .await?
                .into_iter()
                .map(|t| (t.id, t.name))
                .collect(),
        };
        let fields = named
            .into_iter()
            .map(|(id, name)| (kind.field(id), name))
            .collect();
        out.push((kind, fields));
    }
    Ok(out)
}

/// The organizer's page of circuit `id`, with `error` shown.
pub(super) async fn manage_page(
    state: &AppState,
    v: Visitor,
    id: i64,
    error: Option<String>,
) -> Result<ManagePage> {
    let c = circuit(state, id).await?;
    let window = match c.rules.window {
        Window::Always => ("always", String::new(), String::new()),
        Window::Year { year } => ("year", year.to_string(), String::new()),
        Window::Rolling { ending } => ("rolling", String::new(), ending.to_string()),
    };
    Ok(ManagePage {
        types: c.rules.types.iter().map(TypeView::of).collect(),
        offered: offered(state).await?,
        best_of: c.rules.best_of.map(|k| k.to_string()).unwrap_or_default(),
        window,
        c,
        v,
        error,
        blank: TypeView {
            name: String::new(),
            by_place: String::new(),
            reach: [String::new(), String::new(), String::new()],
            per_game: String::new(),
            per_score: String::new(),
            multiplier: "1".into(),
        },
    })
}

/// `GET /circuits/{id}/manage`: rules and events, for organizers.
pub async fn manage(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    render(&manage_page(&state, v, id, None).await?)
}
