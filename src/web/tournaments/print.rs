//! Printable pages for the organizer: a round's pairings with large table numbers,
//! one card per table (teams, seats, QR codes of the public table page and, on
//! request, of fresh private draft links), and the standings. They are ordinary pages
//! on screen; `static/print.css` (media print) strips the chrome and sets the paper
//! layout.
//!
//! All are organizer-only: the pairings and cards show drafts and private links, and
//! the printed standings count every signed result, including rounds whose results
//! the organizer keeps hidden from the public pages.

use super::inputs::{Loaded, Managed, load};
use super::scoreboard::{PlayerLine, StandingLine, scoreboard};
use crate::accounts::token::{random_token, token_hash};
use crate::db::{self, rounds::RoundRow, rounds::TableRow, tournaments::TeamRow};
use crate::engine::Draft;
use crate::engine::risiko2v2::Phase;
use crate::web::console;
use crate::web::pages::render;
use crate::web::qr;
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;

fn round_of(t: &Loaded, number: i64) -> Result<&RoundRow> {
    t.rounds
        .iter()
        .find(|r| r.number == number)
        .ok_or(AppError::NotFound)
}

fn players(teams: &[TeamRow], id: Option<i64>) -> String {
    id.and_then(|id| teams.iter().find(|t| t.id == id))
        .map(|t| {
            [t.player1.clone(), t.player2.clone()]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" · ")
        })
        .unwrap_or_default()
}

/// A table of the printed pairing.
pub struct PairingLine {
    table_no: i64,
    team_a: String,
    players_a: String,
    team_b: Option<String>,
    players_b: String,
    referees: String,
}

#[derive(Template)]
#[template(path = "tournaments/print/pairings.html")]
struct PairingsPage {
    v: Visitor,
    id: i64,
    name: String,
    number: i64,
    draft: bool,
    tables: Vec<PairingLine>,
}

async fn referees_of(state: &AppState, table: &TableRow) -> Result<String> {
    let names: Vec<String> = match table.match_id {
        Some(m) => db::match_referees::referees(&state.db, m)
            .await?
            .into_iter()
            .map(|(_, n)| n)
            .collect(),
        None => db::transfer::table_referees(&state.db, table.id).await?,
    };
    Ok(names.join(", "))
}

/// `GET /tournaments/{id}/print/pairings/{round}` (round number).
pub async fn pairings(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path((id, number)): Path<(i64, i64)>,
) -> Result<Response> {
    let t = load(&state.db, id).await?;
    let round = round_of(&t, number)?;
    let mut tables = Vec::new();
    for x in db::rounds::tables(&state.db, round.id).await? {
        tables.push(PairingLine {
            referees: referees_of(&state, &x).await?,
            players_a: players(&t.teams, Some(x.team_a)),
            players_b: players(&t.teams, x.team_b),
            table_no: x.table_no,
            team_a: x.team_a_name,
            team_b: x.team_b_name,
        });
    }
    render(&PairingsPage {
        v,
        id,
        number,
        draft: !round.is_published(),
        name: t.row.name.clone(),
        tables,
    })
}

/// A seat on a table card.
pub struct SeatLine {
    seat: u8,
    name: String,
    team: String,
    colour: String,
    /// QR code and URL of a fresh private draft link.
    draft: Option<(String, String)>,
}

/// One table card.
pub struct Card {
    table_no: i64,
    team_a: String,
    team_b: String,
    seats: Vec<SeatLine>,
    /// Players by team while the table has no match yet (a draft round).
    players_a: String,
    players_b: String,
    /// QR code and URL of the public table page.
    table: Option<(String, String)>,
    /// The match has a digital draft still open (its links can be printed).
    digital: bool,
}

#[derive(Template)]
#[template(path = "tournaments/print/cards.html")]
struct CardsPage {
    v: Visitor,
    id: i64,
    name: String,
    number: i64,
    cards: Vec<Card>,
    digital: usize,
    relinked: bool,
}

/// Builds the cards; with `relink`, every open digital draft gets four new links,
/// stored before the page shows them.
async fn cards_page(
    state: &AppState,
    v: Visitor,
    me: i64,
    id: i64,
    number: i64,
    relink: bool,
) -> Result<Response> {
    let t = load(&state.db, id).await?;
    let round = round_of(&t, number)?;
    let base = &state.config.base_url;
    let mut cards = Vec::new();
    let mut new_links = Vec::new();
    for x in db::rounds::tables(&state.db, round.id).await? {
        let Some(team_b) = x.team_b_name.clone() else {
            continue;
        };
        let mut card = Card {
            table_no: x.table_no,
            players_a: players(&t.teams, Some(x.team_a)),
            players_b: players(&t.teams, x.team_b),
            team_a: x.team_a_name.clone(),
            team_b,
            seats: Vec::new(),
            table: None,
            digital: false,
        };
        if let Some(m) = x.match_id {
            let l = console::load(state, m).await?;
            let url = format!("{base}/t/{}", l.row.public_token);
            card.table = Some((
                qr::svg(&url, &format!("{} {}", card.team_a, card.table_no)),
                url,
            ));
            let (log, game) = l.only_2v2()?;
            card.digital = matches!(log.draft, Draft::Digital { .. })
                && game.is_some_and(|g| g.phase() == Phase::Draft);
            let tokens: Option<[String; 4]> =
                (relink && card.digital).then(|| std::array::from_fn(|_| random_token()));
            for p in &log.players {
                let draft = tokens
                    .as_ref()
                    .and_then(|tk| tk.get(usize::from(p.seat)))
                    .map(|tk| {
                        let url = format!("{base}/draft/{tk}");
                        (qr::svg(&url, &p.name), url)
                    });
                card.seats.push(SeatLine {
                    seat: p.seat,
                    name: p.name.clone(),
                    team: p.team.clone(),
                    colour: crate::web::i18n::colour_name(v.lang, &p.colour),
                    draft,
                });
            }
            if let Some(tk) = tokens {
                new_links.push((m, tk.map(|x| token_hash(&x))));
            }
        }
        cards.push(card);
    }
    if !new_links.is_empty() {
        db::cards::replace_draft_links(&state.db, id, number, &new_links, state.by(me)).await?;
    }
    render(&CardsPage {
        v,
        id,
        number,
        name: t.row.name.clone(),
        digital: cards.iter().filter(|c| c.digital).count(),
        relinked: !new_links.is_empty(),
        cards,
    })
}

/// `GET /tournaments/{id}/print/cards/{round}`: table cards with the public page's QR.
pub async fn cards(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, number)): Path<(i64, i64)>,
) -> Result<Response> {
    cards_page(&state, v, me.id, id, number, false).await
}

/// `POST /tournaments/{id}/print/cards/{round}`: the same cards with new private draft
/// links for every table whose digital draft is still open (old links stop working).
pub async fn cards_with_links(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, number)): Path<(i64, i64)>,
) -> Result<Response> {
    cards_page(&state, v, me.id, id, number, true).await
}

/// A team line of the printed standings: the scoreboard's, with the team's players.
pub struct TeamLine {
    line: StandingLine,
    players: String,
}

#[derive(Template)]
#[template(path = "tournaments/print/standings.html")]
struct StandingsPage {
    v: Visitor,
    id: i64,
    name: String,
    held_on: String,
    rounds: usize,
    hidden: bool,
    teams: Vec<TeamLine>,
    players: Vec<PlayerLine>,
}

/// `GET /tournaments/{id}/print/standings`: team and individual standings over every
/// signed result.
pub async fn standings(
    State(state): State<AppState>,
    Managed { v, t, .. }: Managed,
) -> Result<Response> {
    let id = t.row.id;
    let board = scoreboard(&state, &t, false).await?;
    let teams = board
        .teams
        .into_iter()
        .map(|line| TeamLine {
            players: players(&t.teams, Some(line.team)),
            line,
        })
        .collect();
    let players = board.players;
    let published: Vec<&RoundRow> = t.rounds.iter().filter(|r| r.is_published()).collect();
    render(&StandingsPage {
        v,
        id,
        rounds: published.len(),
        hidden: published.iter().any(|r| !r.results_public),
        name: t.row.name.clone(),
        held_on: t.row.held_on.clone(),
        teams,
        players,
    })
}
