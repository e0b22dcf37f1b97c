//! The digital draft: the referee deals the packets from a seed, gets one private link
//! per seat (shown once, with a QR code; dealing again is refused once a pick is in,
//! but new links can be made), and each player picks on their own phone. A link shows
//! only that seat's packet; the referee sees who has picked, never what.

use super::draft_cards::{Card, ContinentCount, card, continent_counts};
use crate::accounts::token::{random_token, token_hash};
use crate::db;
use crate::engine::any::AnyAction;
use crate::engine::risiko2v2::Phase;
use crate::engine::{Action, Draft, Map, Names, deal_packets};
use crate::web::console::answer::render_denied;
use crate::web::console::denied::{Denied, Outcome};
use crate::web::console::posted::Fields;
use crate::web::console::recording::{self, Submission};
use crate::web::console::{Recording, load};
use crate::web::pages::{render, render_status};
use crate::web::session::Visitor;
use crate::web::{AppError, AppState, Result};
use askama::Template;
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

/// How to deal: a fresh deal from a seed (random if none), or new links only.
pub enum Deal {
    /// Deal the packets from this seed (a random one if `None`).
    Packets(Option<u64>),
    /// Keep the packets, replace the four links.
    Relink,
}

/// Deals the digital draft (or replaces its links) and returns each seat's private
/// link (name, URL), which exist only in this answer: only their hashes are stored.
///
/// # Errors
/// [`Denied`]: relinking without a digital draft, dealing after the first entry, or the
/// engine refusing the setup.
pub async fn deal_links(
    state: &AppState,
    v: &Visitor,
    l: &crate::web::console::Loaded,
    deal: Deal,
) -> Outcome<Vec<(String, String)>> {
    let id = l.row.id;
    let (log2v2, _) = l.only_2v2()?;
    match deal {
        Deal::Relink => {
            if !matches!(log2v2.draft, Draft::Digital { .. }) {
                return Err(Denied::key(
                    v,
                    StatusCode::CONFLICT,
                    "no_digital_draft",
                    "console.err.no_digital",
                ));
            }
        }
        Deal::Packets(seed) => {
            let seed = seed.unwrap_or_else(|| rand::rngs::OsRng.next_u64());
            let mut log = log2v2.clone();
            log.draft = Draft::Digital {
                packets: deal_packets(seed).to_vec(),
                seed: Some(seed),
            };
            if let Err(r) = crate::engine::Game::new(&log) {
                return Err(Denied::engine(v, &r, &Names::of(&log.players)));
            }
            if !db::matches::update_setup(&state.db, id, &log.to_json()).await? {
                return Err(Denied::key(
                    v,
                    StatusCode::CONFLICT,
                    "started",
                    "console.err.started",
                ));
            }
        }
    }
    let tokens: [String; 4] = std::array::from_fn(|_| random_token());
    let hashes: [String; 4] = std::array::from_fn(|i| token_hash(&tokens[i]));
    db::matches::set_draft_links(&state.db, id, &hashes, state.now_unix()).await?;
    Ok(log2v2
        .players
        .iter()
        .zip(&tokens)
        .map(|(p, t)| {
            (
                p.name.clone(),
                format!("{}/draft/{t}", state.config.base_url),
            )
        })
        .collect())
}

/// `POST /console/m/{id}/draft/digital`: `seed` (optional; random if empty), or
/// `relink=1` to replace the four links of a draft already dealt.
pub async fn deal(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    f: Fields,
) -> Result<Response> {
    let l = load(&state, id).await?;
    let deal = if f.get("relink") == Some("1") {
        Deal::Relink
    } else {
        match f.get("seed").unwrap_or("") {
            "" => Deal::Packets(None),
            s => match s.parse::<u64>() {
                Ok(n) => Deal::Packets(Some(n)),
                Err(_) => {
                    let d = Denied::bad(&v, "console.err.number");
                    return render_denied(&state, v, &user, id, "digital", d, None).await;
                }
            },
        }
    };
    let links = match deal_links(&state, &v, &l, deal).await {
        Ok(links) => links,
        Err(d) => return render_denied(&state, v, &user, id, "digital", d, None).await,
    };
    let label = v.t("draft.qr").to_string();
    let links = links
        .into_iter()
        .map(|(name, url)| LinkView {
            qr: crate::web::qr::svg(&url, &format!("{label} {name}")),
            name,
            url,
        })
        .collect();
    render(&LinksPage { v, id, links })
}

/// What a private draft link shows its seat.
#[derive(serde::Serialize)]
pub struct SeatDraft {
    /// The seat.
    pub seat: u8,
    /// The player.
    pub name: String,
    /// Pass number, 1-based.
    pub pass: usize,
    /// Passes in all.
    pub passes: usize,
    /// Picked in this pass already.
    pub picked: bool,
    /// The draft is over.
    pub over: bool,
    /// The packet in front of the seat: (slug, name).
    pub packet: Vec<(String, String)>,
    /// Territories kept so far: (slug, name).
    pub mine: Vec<(String, String)>,
    /// The packet's cards with their continents.
    pub cards: Vec<Card>,
    /// The cards kept so far with their continents.
    pub kept: Vec<Card>,
    /// The seat's territories per continent so far.
    pub continents: Vec<ContinentCount>,
}

impl SeatDraft {
    /// Changes when this seat's page must change (a new pass, its own pick, the
    /// end): another seat's pick leaves it alone, so a choice being made is kept.
    pub fn version(&self) -> String {
        format!(
            "{}-{}-{}-{}",
            self.pass,
            self.picked,
            self.over,
            self.mine.len()
        )
    }
}

#[derive(Template)]
#[template(path = "draft/pick.html")]
struct PickPage {
    v: Visitor,
    token: String,
    d: SeatDraft,
    key: String,
    error: Option<String>,
}

/// The match and seat of a private link.
///
/// # Errors
/// 404 for an unknown (or replaced) link.
pub async fn seat_of(state: &AppState, token: &str) -> Result<(i64, u8)> {
    let (id, seat) = db::matches::draft_link(&state.db, &token_hash(token))
        .await?
        .ok_or(AppError::NotFound)?;
    Ok((id, u8::try_from(seat).unwrap_or(0)))
}

/// The draft as the seat of `token` sees it.
///
/// # Errors
/// 404 for an unknown link.
pub async fn seat_draft(
    state: &AppState,
    lang: crate::web::i18n::Lang,
    token: &str,
) -> Result<SeatDraft> {
    let (id, seat) = seat_of(state, token).await?;
    let l = load(state, id).await?;
    let g = l.only_2v2()?.1.ok_or(AppError::NotFound)?;
    let map = Map::risiko();
    let pair = |t: &crate::engine::TerritoryId| {
        (
            map.territory(*t).slug.clone(),
            map.name(*t, lang).to_string(),
        )
    };
    let (pass, passes) = g.draft_pass().unwrap_or((0, 0));
    Ok(SeatDraft {
        seat,
        name: super::view::seat_name(g, seat),
        pass: pass + 1,
        passes,
        picked: g.draft_has_picked(seat),
        over: g.phase() != Phase::Draft,
        packet: g.draft_packet_for(seat).iter().map(pair).collect(),
        mine: crate::engine::map::members(g.territories_of(seat))
            .map(|t| pair(&t))
            .collect(),
        cards: g
            .draft_packet_for(seat)
            .iter()
            .map(|t| card(map, *t, lang))
            .collect(),
        kept: crate::engine::map::members(g.territories_of(seat))
            .map(|t| card(map, t, lang))
            .collect(),
        continents: continent_counts(map, g.territories_of(seat), lang),
    })
}

async fn pick_page(
    state: &AppState,
    v: Visitor,
    token: String,
    error: Option<String>,
    status: StatusCode,
) -> Result<Response> {
    let d = seat_draft(state, v.lang, &token).await?;
    let page = PickPage {
        d,
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

/// Keeps one card (`slug`) for the seat of `token`.
///
/// # Errors
/// [`Denied`]: an unknown territory, the engine's refusal, a signed match.
pub async fn pick_with(
    state: &AppState,
    v: &Visitor,
    token: &str,
    slug: &str,
    key: Option<&str>,
) -> Outcome<()> {
    let (id, seat) = seat_of(state, token).await?;
    let Some(territory) = Map::risiko().by_slug(slug) else {
        return Err(Denied::bad(v, "console.err.choose"));
    };
    // A match with draft links is a 2 vs 2 one: its turns are this console's.
    recording::record(
        state,
        Submission {
            match_id: id,
            action: Some(AnyAction::Risiko2v2(Action::DraftPick { seat, territory })),
            expected: None,
            key,
            reason: None,
            by: None,
            via: "draft_link",
            single_undo: true,
        },
        |_| &super::Risiko2v2Console,
    )
    .await
    .map(|_| ())
    .map_err(|e| Denied::record(v, e))
}

/// `POST /draft/{token}`: keeps one card (`territory`).
pub async fn pick(
    State(state): State<AppState>,
    v: Visitor,
    Path(token): Path<String>,
    f: Fields,
) -> Result<Response> {
    let slug = f.get("territory").unwrap_or("");
    match pick_with(&state, &v, &token, slug, f.key()).await {
        Ok(()) => Ok(Redirect::to(&format!("/draft/{token}")).into_response()),
        Err(Denied::App(e)) => Err(e),
        Err(Denied::Shown {
            status, message, ..
        }) => pick_page(&state, v, token, Some(message), status).await,
    }
}
