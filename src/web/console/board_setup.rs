//! Entering a classic board set up at the table, at once: the final setup (each
//! territory's owner and armies, §2.6 b of the rules page) or, for two players, the
//! three piles dealt at the table (§8); or a torneo deal made with the cards at the
//! table (each territory's owner; the engine checks the counts and that nobody holds
//! more than half a continent, §2.3 of the torneo rules). The match was created with the setup "to be
//! entered" (stored empty); the engine checks what is entered (all 42 owned, each
//! seat's count, the starting armies, a 14/14/14 split) and says why not in its own
//! sentence. Nothing is stored then, and nothing can change once an entry exists.

use super::denied::{Denied, Outcome};
use super::page::render_denied;
use super::{Loaded, load, may_record};
use crate::db;
use crate::engine::any::{AnyGame, AnyLog};
use crate::engine::classic::Setup;
use crate::engine::map::Map;
use crate::engine::seat::Owner;
use crate::web::i18n::Lang;
use crate::web::session::{SignedIn, Visitor};
use crate::web::{AppState, Result};
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use std::collections::BTreeMap;

/// The form to enter the board: one row a territory.
pub struct BoardSetupView {
    /// `final` (owner and armies) or `piles` (which pile).
    pub mode: &'static str,
    /// The owner (or pile) choices: (value, label).
    pub owners: Vec<(String, String)>,
    /// Each territory: (slug, name, continent, owner chosen, armies typed).
    pub rows: Vec<(String, String, String, String, String)>,
}

/// The form for a classic match whose board is still to be entered; `posted` refills it
/// after a refusal.
pub fn view(l: &Loaded, lang: Lang, posted: &[(String, String)]) -> Option<BoardSetupView> {
    if let AnyLog::Torneo(log) = &l.log {
        // A torneo deal made at the table: each territory's owner only (one army each).
        if l.log.ready() {
            return None;
        }
        let owners = log
            .players
            .iter()
            .map(|p| (p.seat.to_string(), format!("{} ({})", p.name, p.colour)))
            .collect();
        return Some(rows("owners", owners, lang, posted));
    }
    let AnyLog::Classic(log) = &l.log else {
        return None;
    };
    let mode = match &log.setup {
        Some(Setup::Final { owners, .. }) if owners.is_empty() => "final",
        Some(Setup::Piles { piles }) if piles.is_empty() => "piles",
        _ => return None,
    };
    let mut owners: Vec<(String, String)> = log
        .players
        .iter()
        .map(|p| (p.seat.to_string(), format!("{} ({})", p.name, p.colour)))
        .collect();
    if log.players.len() == 2 {
        owners.push((
            "neutral".into(),
            crate::web::i18n::t(lang, "console.neutral").into(),
        ));
    }
    Some(rows(mode, owners, lang, posted))
}

/// One row a territory, the owner (and armies) kept from a refused post.
fn rows(
    mode: &'static str,
    owners: Vec<(String, String)>,
    lang: Lang,
    posted: &[(String, String)],
) -> BoardSetupView {
    let map = Map::risiko();
    let l10n = lang;
    let typed = |key: String| {
        posted
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let rows = map
        .territory_ids()
        .map(|t| {
            let ter = map.territory(t);
            (
                ter.slug.clone(),
                map.name(t, l10n).to_string(),
                map.continent_name(ter.continent, l10n).to_string(),
                typed(format!("o_{}", ter.slug)),
                typed(format!("n_{}", ter.slug)),
            )
        })
        .collect();
    BoardSetupView { mode, owners, rows }
}

/// The setup the form describes, or the translation key of what is malformed.
fn read(mode: &str, pairs: &[(String, String)]) -> std::result::Result<Setup, &'static str> {
    let map = Map::risiko();
    let mut owners = BTreeMap::new();
    let mut tanks = BTreeMap::new();
    let mut piles: BTreeMap<String, Vec<_>> = BTreeMap::new();
    for (k, v) in pairs {
        if let Some(slug) = k.strip_prefix("o_") {
            let t = map.by_slug(slug).ok_or("console.err.territory")?;
            match (mode, v.as_str()) {
                (_, "") => {}
                ("piles", pile @ ("0" | "1" | "neutral")) => {
                    piles.entry(pile.to_string()).or_default().push(t);
                }
                ("final", "neutral") => {
                    owners.insert(t, Owner::Neutral);
                }
                ("final", seat) => {
                    let seat = seat.parse().map_err(|_| "console.err.seat")?;
                    owners.insert(t, Owner::Seat(seat));
                }
                _ => return Err("console.err.seat"),
            }
        } else if let Some(slug) = k.strip_prefix("n_").filter(|_| !v.is_empty()) {
            let t = map.by_slug(slug).ok_or("console.err.territory")?;
            tanks.insert(t, v.trim().parse().map_err(|_| "console.err.number")?);
        }
    }
    Ok(match mode {
        "piles" => Setup::Piles { piles },
        _ => Setup::Final { owners, tanks },
    })
}

/// Checks the entered board with the engine and stores it.
///
/// # Errors
/// [`Denied`]: malformed rows (400), the engine's refusal (422), a match whose board is
/// not to be entered or already started (409).
pub async fn enter(
    state: &AppState,
    v: &Visitor,
    l: &Loaded,
    pairs: &[(String, String)],
) -> Outcome<()> {
    let started = || Denied::key(v, StatusCode::CONFLICT, "started", "console.err.started");
    let Some(form) = view(l, v.lang, &[]) else {
        return Err(started());
    };
    let next = match &l.log {
        AnyLog::Classic(log) => {
            let setup = read(form.mode, pairs).map_err(|key| Denied::bad(v, key))?;
            let mut next = log.clone();
            next.setup = Some(setup);
            AnyLog::Classic(next)
        }
        AnyLog::Torneo(log) => {
            let owners = match read("final", pairs).map_err(|key| Denied::bad(v, key))? {
                Setup::Final { owners, .. } => owners,
                _ => BTreeMap::new(),
            };
            let mut seats = BTreeMap::new();
            for (t, owner) in owners {
                let Owner::Seat(seat) = owner else {
                    return Err(Denied::bad(v, "console.err.seat"));
                };
                seats.insert(t, seat);
            }
            let mut next = log.clone();
            next.distribution = crate::engine::torneo::Distribution::Entered { owners: seats };
            AnyLog::Torneo(next)
        }
        // The other rulesets have no board entered at the table (`view` is None).
        AnyLog::Risiko2v2(_) | AnyLog::TegJr(_) | AnyLog::Risk2210(_) | AnyLog::Teg(_) => {
            return Err(started());
        }
    };
    if let Err(stop) = AnyGame::replay(&next) {
        return Err(Denied::objection(v, &stop.objection));
    }
    if !db::matches::update_setup(&state.db, l.row.id, &next.to_json_pretty()).await? {
        return Err(started());
    }
    Ok(())
}

/// `POST /console/m/{id}/board`: `o_{slug}` = seat, `neutral` or pile (`0`, `1`,
/// `neutral`), and for a final setup `n_{slug}` = armies.
pub async fn post(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let l = load(&state, id).await?;
    match enter(&state, &v, &l, &pairs).await {
        Ok(()) => Ok(Redirect::to(&format!("/console/m/{id}")).into_response()),
        Err(d) => render_denied(&state, v, &user, id, "board", d, Some(pairs)).await,
    }
}
