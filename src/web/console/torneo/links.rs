//! Each player's private objective link: the referee makes one per seat (shown once,
//! with a QR code each, passed round the table as the draft links are), and the link
//! shows that player their own secret objective — its territories, their points and
//! which the player holds now — and nothing of anyone else's. Only the tokens' hashes
//! are stored; making the links again replaces them all.

use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;

use super::objective_title;
use crate::accounts::token::{random_token, token_hash};
use crate::db;
use crate::engine::any::AnyGame;
use crate::engine::map::members;
use crate::engine::torneo::objectives;
use crate::web::console::draft::LinkView;
use crate::web::console::{load, may_record};
use crate::web::pages::render;
use crate::web::session::{SignedIn, Visitor};
use crate::web::{AppError, AppState, Result};

#[derive(Template)]
#[template(path = "torneo/links.html")]
struct LinksPage {
    v: Visitor,
    id: i64,
    links: Vec<LinkView>,
}

/// What a player's link shows them.
#[derive(Template)]
#[template(path = "torneo/objective.html")]
struct ObjectivePage {
    v: Visitor,
    name: String,
    /// The objective's name; `None` while the app does not know it (kept on paper).
    title: Option<String>,
    /// Its territories: name, points, held now.
    territories: Vec<(String, u32, bool)>,
    /// Points of it held now.
    held: u32,
    over: bool,
}

/// `POST /console/m/{id}/objective-links`: makes every seat's link (old ones stop
/// working) and shows them, one at a time, to pass round the table.
///
/// # Errors
/// 404 for no such match or one that is not a torneo match; storage failures.
pub async fn make(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let l = load(&state, id).await?;
    let Some(AnyGame::Torneo(g)) = &l.game else {
        return Err(AppError::NotFound);
    };
    let names = g.names();
    let tokens: Vec<String> = names.iter().map(|_| random_token()).collect();
    let hashes: Vec<String> = tokens.iter().map(|t| token_hash(t)).collect();
    db::objective_links::replace(&state.db, id, &hashes, state.now_unix()).await?;
    let label = v.t("torneo.links_qr").to_string();
    let links = names
        .into_iter()
        .zip(tokens)
        .map(|(name, t)| {
            let url = format!("{}/objective/{t}", state.config.base_url);
            LinkView {
                qr: crate::web::qr::svg(&url, &format!("{label} {name}")),
                name,
                url,
            }
        })
        .collect();
    render(&LinksPage { v, id, links })
}

/// `GET /objective/{token}`: the player's own objective (no login: the link is the key).
///
/// # Errors
/// 404 for an unknown (or replaced) link.
pub async fn show(
    State(state): State<AppState>,
    v: Visitor,
    Path(token): Path<String>,
) -> Result<Response> {
    let (id, seat) = db::objective_links::find(&state.db, &token_hash(&token))
        .await?
        .ok_or(AppError::NotFound)?;
    let l = load(&state, id).await?;
    let Some(AnyGame::Torneo(g)) = &l.game else {
        return Err(AppError::NotFound);
    };
    let seat = u8::try_from(seat).map_err(|_| AppError::NotFound)?;
    let map = g.map();
    let objective = g
        .objective(seat)
        .and_then(|id| g.catalogue().find(id))
        .and_then(|i| g.catalogue().get(i));
    let mut held = 0;
    let territories = objective.map_or_else(Vec::new, |o| {
        members(o.territories)
            .map(|t| {
                let points = objectives::territory_points(t);
                let mine = g.owner(t) == Some(crate::engine::Owner::Seat(seat));
                held += if mine { points } else { 0 };
                (map.name(t, v.lang).to_string(), points, mine)
            })
            .collect()
    });
    let page = ObjectivePage {
        name: g
            .names()
            .get(usize::from(seat))
            .cloned()
            .unwrap_or_default(),
        title: objective.map(|o| objective_title(v.lang, &o.id)),
        territories,
        held,
        over: g.finished(),
        v,
    };
    render(&page)
}
