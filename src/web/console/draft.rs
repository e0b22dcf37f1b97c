//! The digital draft: the referee deals the packets from a seed, gets one private link
//! per seat (shown once, with a QR code; dealing again is refused once a pick is in,
//! but new links can be made), and each player picks on their own phone. A link shows
//! only that seat's packet; the referee sees who has picked, never what.

use super::forms::Fields;
use super::page::{Extras, render_match};
use super::record::{self, RecordError, Submission};
use super::view::elang;
use super::{load, may_record};
use crate::db;
use crate::engine::risiko2v2::Phase;
use crate::engine::{Action, Draft, Map, deal_packets};
use crate::web::pages::{render, render_status};
use crate::web::session::{SignedIn, Visitor, random_token, token_hash};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use rand::RngCore;

/// A seat's private link.
pub struct LinkView {
    /// Player.
    pub name: String,
    /// The URL.
    pub url: String,
    /// Its QR code as SVG markup.
    pub qr: String,
}

#[derive(Template)]
#[template(path = "draft/links.html")]
struct LinksPage {
    v: Visitor,
    id: i64,
    links: Vec<LinkView>,
}

/// `POST /console/m/{id}/draft/digital`: `seed` (optional; random if empty), or
/// `relink=1` to replace the four links of a draft already dealt.
pub async fn deal(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let f = Fields(pairs);
    let l = load(&state, id).await?;
    let relink = f.get("relink") == Some("1");
    if relink {
        if !matches!(l.log.draft, Draft::Digital { .. }) {
            return Err(AppError::BadRequest("console.err.choose"));
        }
    } else {
        let seed = match f.get("seed").unwrap_or("") {
            "" => rand::rngs::OsRng.next_u64(),
            s => s
                .parse::<u64>()
                .map_err(|_| AppError::BadRequest("console.err.number"))?,
        };
        let mut log = l.log.clone();
        log.draft = Draft::Digital {
            packets: deal_packets(seed).to_vec(),
            seed: Some(seed),
        };
        if let Err(r) = crate::engine::Game::new(&log) {
            let x = Extras {
                error: Some(("digital".into(), r.message(elang(v.lang)))),
                ..Extras::default()
            };
            return render_match(&state, v, &user, l, x, StatusCode::UNPROCESSABLE_ENTITY).await;
        }
        if !db::matches::update_setup(&state.db, id, &log.to_json()).await? {
            return Err(AppError::BadRequest("console.err.started"));
        }
    }
    let tokens: [String; 4] = std::array::from_fn(|_| random_token());
    let hashes: [String; 4] = std::array::from_fn(|i| token_hash(&tokens[i]));
    db::matches::set_draft_links(&state.db, id, &hashes, state.now_unix()).await?;
    let links = l
        .log
        .players
        .iter()
        .zip(&tokens)
        .map(|(p, t)| {
            let url = format!("{}/draft/{t}", state.config.base_url);
            LinkView {
                name: p.name.clone(),
                qr: crate::web::qr::svg(&url, 160),
                url,
            }
        })
        .collect();
    render(&LinksPage { v, id, links })
}

#[derive(Template)]
#[template(path = "draft/pick.html")]
struct PickPage {
    v: Visitor,
    token: String,
    name: String,
    pass: usize,
    passes: usize,
    picked: bool,
    over: bool,
    packet: Vec<(String, String)>,
    mine: Vec<String>,
    key: String,
    error: Option<String>,
}

async fn seat_of(state: &AppState, token: &str) -> Result<(i64, u8)> {
    let (id, seat) = db::matches::draft_link(&state.db, &token_hash(token))
        .await?
        .ok_or(AppError::NotFound)?;
    Ok((id, u8::try_from(seat).unwrap_or(0)))
}

async fn pick_page(
    state: &AppState,
    v: Visitor,
    token: String,
    error: Option<String>,
    status: StatusCode,
) -> Result<Response> {
    let (id, seat) = seat_of(state, &token).await?;
    let l = load(state, id).await?;
    let g = l.game.ok_or(AppError::NotFound)?;
    let lang = elang(v.lang);
    let map = Map::risiko();
    let name = |t: &crate::engine::TerritoryId| map.name(*t, lang).to_string();
    let (pass, passes) = g.draft_pass().unwrap_or((0, 0));
    let page = PickPage {
        name: g
            .players()
            .get(usize::from(seat))
            .map(|p| p.name.clone())
            .unwrap_or_default(),
        pass: pass + 1,
        passes,
        picked: g.draft_has_picked(seat),
        over: g.phase() != Phase::Draft,
        packet: g
            .draft_packet_for(seat)
            .iter()
            .map(|t| (map.territory(*t).slug.clone(), name(t)))
            .collect(),
        mine: crate::engine::map::members(g.territories_of(seat))
            .map(|t| name(&t))
            .collect(),
        key: random_token(),
        token,
        error,
        v,
    };
    render_status(status, &page)
}

/// `GET /draft/{token}`: the seat's packet (no login: the link is the key).
pub async fn show(
    State(state): State<AppState>,
    v: Visitor,
    Path(token): Path<String>,
) -> Result<Response> {
    pick_page(&state, v, token, None, StatusCode::OK).await
}

/// `POST /draft/{token}`: keeps one card (`territory`).
pub async fn pick(
    State(state): State<AppState>,
    v: Visitor,
    Path(token): Path<String>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let (id, seat) = seat_of(&state, &token).await?;
    let f = Fields(pairs);
    let Some(territory) = f.get("territory").and_then(|s| Map::risiko().by_slug(s)) else {
        let msg = v.t("console.err.choose").to_string();
        return pick_page(&state, v, token, Some(msg), StatusCode::BAD_REQUEST).await;
    };
    let outcome = record::record(
        &state,
        Submission {
            match_id: id,
            action: Some(Action::DraftPick { seat, territory }),
            expected: None,
            key: f.key(),
            reason: None,
            by: None,
            via: "draft_link",
            single_undo: true,
        },
    )
    .await;
    let msg = match outcome {
        Ok(_) => return Ok(Redirect::to(&format!("/draft/{token}")).into_response()),
        Err(RecordError::Refused(r)) => r.message(elang(v.lang)),
        Err(RecordError::Locked) => v.t("console.err.locked").to_string(),
        Err(RecordError::Db(e)) => return Err(e.into()),
        Err(_) => return Err(AppError::NotFound),
    };
    pick_page(
        &state,
        v,
        token,
        Some(msg),
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await
}
