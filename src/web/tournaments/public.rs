//! Public tournament pages: home, the current round's pairings, and the standings.
//! Nothing here needs a login. Only what is published shows: a draft round never
//! does, an unpublished tournament is visible to organizers only, and the public
//! standings count only rounds whose results are public (organizers see everything,
//! with a note saying so).

use super::inputs::{Loaded, load};
use super::scoreboard::{PlayerLine, StandingLine, scoreboard};
use crate::db::{self, Db, rounds::RoundRow};
use crate::web::i18n::{Lang, Tr};
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;
use std::sync::{Arc, OnceLock};

/// The current round: the latest published one (a newer draft is not public).
pub(super) fn current_round(t: &Loaded) -> Option<&RoundRow> {
    t.rounds.iter().rev().find(|r| r.is_published())
}

/// A table of a published round as the public sees it.
#[derive(Clone)]
pub struct PairingLine {
    /// Table number (0 for the bye).
    pub table_no: i64,
    /// First team and its players.
    pub team_a: String,
    /// "Anna · Bruno".
    pub players_a: String,
    /// Second team (None for the bye).
    pub team_b: Option<String>,
    /// Its players.
    pub players_b: String,
    /// Token of the table's public live page, once its match is open.
    pub token: Option<String>,
}

/// The tables of a round with players and live-page links, table order, bye last.
///
/// # Errors
/// Storage errors.
pub(super) async fn pairing_lines(
    db: &Db,
    t: &Loaded,
    round: &RoundRow,
) -> Result<Vec<PairingLine>> {
    let mut out = Vec::new();
    for x in db::rounds::tables(db, round.id).await? {
        let token = match x.match_id {
            Some(m) => db::matches::get(db, m).await?.map(|m| m.public_token),
            None => None,
        };
        out.push(PairingLine {
            table_no: x.table_no,
            players_a: t.players_of(x.team_a),
            team_a: x.team_a_name,
            players_b: x.team_b.map(|b| t.players_of(b)).unwrap_or_default(),
            team_b: x.team_b_name,
            token,
        });
    }
    Ok(out)
}

/// A published round in the home page's list.
pub struct RoundLink {
    number: i64,
    tables: usize,
    results_public: bool,
}

/// What the home, pairings and projector pages show of a tournament beside the
/// standings, kept until the next write (see [`super::cached`]).
pub(super) struct Front {
    name: String,
    held_on: String,
    venue: String,
    /// Whether the public may see it.
    pub published: bool,
    teams: usize,
    /// The current round's number.
    pub current: Option<i64>,
    /// The current round's tables.
    pub pairings: Vec<PairingLine>,
    /// Every published round, newest first.
    rounds: Vec<RoundLink>,
}

/// The tournament's [`Front`] as the visitor may see it.
///
/// # Errors
/// [`AppError::NotFound`] for an unknown or (to the public) unpublished tournament;
/// storage errors.
pub(super) async fn front_of(state: &AppState, v: &Visitor, id: i64) -> Result<Arc<Front>> {
    let f = state
        .tournament_cache
        .page(&state.db, ("front", id, false), || async {
            let t = load(&state.db, id).await?;
            let current = current_round(&t);
            let pairings = match current {
                Some(r) => pairing_lines(&state.db, &t, r).await?,
                None => Vec::new(),
            };
            let mut rounds = Vec::new();
            for r in t.rounds.iter().rev().filter(|r| r.is_published()) {
                rounds.push(RoundLink {
                    number: r.number,
                    tables: db::rounds::tables(&state.db, r.id).await?.len(),
                    results_public: r.results_public,
                });
            }
            Ok(Front {
                teams: t.teams.len(),
                current: current.map(|r| r.number),
                published: t.row.published,
                name: t.row.name,
                held_on: t.row.held_on,
                venue: t.row.venue,
                pairings,
                rounds,
            })
        })
        .await?;
    if !f.published && !v.is_organizer() {
        return Err(AppError::NotFound);
    }
    Ok(f)
}

#[derive(Template)]
#[template(path = "tournaments/home.html")]
struct HomePage<'a> {
    v: Visitor,
    id: i64,
    nav: &'static str,
    name: &'a str,
    held_on: &'a str,
    venue: &'a str,
    teams: usize,
    current: Option<i64>,
    pairings: &'a [PairingLine],
    rounds: &'a [RoundLink],
}

/// `GET /tournaments/{id}`: the tournament's public home: the current round's
/// pairings and every published round, newest first.
pub async fn home(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    let f = front_of(&state, &v, id).await?;
    render(&HomePage {
        v,
        id,
        nav: "home",
        teams: f.teams,
        current: f.current,
        name: &f.name,
        held_on: &f.held_on,
        venue: &f.venue,
        pairings: &f.pairings,
        rounds: &f.rounds,
    })
}

#[derive(Template)]
#[template(path = "tournaments/pairings.html")]
struct PairingsPage<'a> {
    v: Visitor,
    id: i64,
    nav: &'static str,
    name: &'a str,
    current: Option<i64>,
    pairings: &'a [PairingLine],
}

/// `GET /tournaments/{id}/pairings`: the current round's tables, each with a link
/// to its live board.
pub async fn pairings(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    let f = front_of(&state, &v, id).await?;
    render(&PairingsPage {
        v,
        id,
        nav: "pairings",
        current: f.current,
        name: &f.name,
        pairings: &f.pairings,
    })
}

#[derive(Template)]
#[template(path = "tournaments/standings.html")]
struct StandingsPage<'a> {
    v: Visitor,
    id: i64,
    nav: &'static str,
    name: &'a str,
    /// The tables, rendered in the visitor's language (see [`Standings::tables`]).
    tables: &'a str,
}

#[derive(Template)]
#[template(path = "tournaments/_standings_tables.html")]
struct StandingsTables<'a> {
    v: Tr,
    teams: &'a [StandingLine],
    players: &'a [PlayerLine],
    /// Score adjustments the standings include, with their reasons.
    adjustments: &'a [super::scoreboard::AdjustmentNote],
    /// Forfeits the standings count, each said in a sentence.
    forfeits: &'a [super::scoreboard::ForfeitNote],
    /// Hidden rounds counted here (organizers only; the public never sees them).
    hidden_included: &'a [i64],
}

/// The standings for one audience, kept between requests until the next write
/// (see [`super::cached`]): everything on the page but the visitor's own parts.
pub(super) struct Standings {
    /// The tournament's name.
    pub name: String,
    /// Whether the public may see it.
    pub published: bool,
    /// Both standings.
    pub board: super::scoreboard::Scoreboard,
    /// The adjustments they include.
    pub adjustments: Vec<super::scoreboard::AdjustmentNote>,
    /// Whether this is the organizers' view (with the hidden rounds counted).
    organizers: bool,
    /// The tables as HTML, per language, rendered on first need: two hundred teams
    /// and four hundred players are most of the page's work.
    html: [OnceLock<String>; 2],
}

impl Standings {
    /// The standings' tables in `lang`.
    ///
    /// # Errors
    /// A template error.
    fn tables(&self, lang: Lang) -> Result<&str> {
        let slot = &self.html[usize::from(lang == Lang::En)];
        if let Some(html) = slot.get() {
            return Ok(html);
        }
        let html = StandingsTables {
            v: Tr(lang),
            teams: &self.board.teams,
            players: &self.board.players,
            adjustments: &self.adjustments,
            forfeits: &self.board.forfeits,
            hidden_included: if self.organizers {
                &self.board.hidden_rounds
            } else {
                &[]
            },
        }
        .render()?;
        Ok(slot.get_or_init(|| html))
    }
}

/// The standings of a tournament, kept until the next write; `public_only` leaves
/// out the rounds whose results are hidden (the public's and the projector's view).
/// The caller checks the tournament is visible to its visitor.
///
/// # Errors
/// [`AppError::NotFound`] for an unknown tournament; storage errors.
pub(super) async fn standings_of(
    state: &AppState,
    id: i64,
    public_only: bool,
) -> Result<Arc<Standings>> {
    let key = ("standings", id, public_only);
    state
        .tournament_cache
        .page(&state.db, key, || async {
            let t = load(&state.db, id).await?;
            let board = scoreboard(state, &t, public_only).await?;
            let adjustments =
                super::scoreboard::adjustment_notes(&state.db, &t, public_only).await?;
            Ok(Standings {
                name: t.row.name,
                published: t.row.published,
                board,
                adjustments,
                organizers: !public_only,
                html: Default::default(),
            })
        })
        .await
}

/// `GET /tournaments/{id}/standings`: team and individual standings from the
/// results that count; the public sees only rounds whose results are public.
pub async fn standings(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    let organizer = v.is_organizer();
    let s = standings_of(&state, id, !organizer).await?;
    if !s.published && !organizer {
        return Err(AppError::NotFound);
    }
    let tables = s.tables(v.lang)?;
    render(&StandingsPage {
        v,
        id,
        nav: "standings",
        name: &s.name,
        tables,
    })
}
