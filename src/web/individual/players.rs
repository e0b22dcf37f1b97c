//! Registering players: one by the form (late entries too), many by CSV with a
//! preview naming every bad row (nothing stored until confirmed, and a file with a
//! bad row cannot be confirmed), dropping or bringing back a player between
//! rounds (a dropped player is left out of the next seating), and setting a
//! player's family group (never seated with another of the group).

use super::manage::refuse;
use super::{AppState, by, load};
use crate::db::{self, DbError, individual::PlayerChange};
use crate::tournament::individual::{BadRow, NewPlayer, family_group, parse_players_csv};
use crate::web::pages::render_status;
use crate::web::session::{CurrentUser, Organizer, Visitor};
use crate::web::{AppError, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

fn back(id: i64) -> Response {
    Redirect::to(&format!("/individual/{id}/manage#players")).into_response()
}

/// The single-player form.
#[derive(Deserialize)]
pub struct PlayerForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    club: String,
    #[serde(default)]
    region: String,
    #[serde(default)]
    family: String,
}

/// `POST /individual/{id}/players`: registers one player.
pub async fn add(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<PlayerForm>,
) -> Result<Response> {
    load(&state, id).await?;
    let p = match NewPlayer::parse(&f.name, &f.club, &f.region)
        .and_then(|p| p.with_family(&f.family))
    {
        Ok(p) => p,
        Err(key) => return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, key).await,
    };
    match db::individual::add_players(&state.db, id, &[p], by(&state, &me)).await {
        Ok(()) => Ok(back(id)),
        Err(DbError::Duplicate(_)) => {
            refuse(
                &state,
                v,
                id,
                StatusCode::UNPROCESSABLE_ENTITY,
                "ind.err.taken",
            )
            .await
        }
        Err(e) => Err(e.into()),
    }
}

/// The CSV form.
#[derive(Deserialize)]
pub struct CsvForm {
    #[serde(default)]
    csv: String,
}

#[derive(Template)]
#[template(path = "individual/preview.html")]
struct PreviewPage {
    v: Visitor,
    id: i64,
    csv: String,
    good: Vec<NewPlayer>,
    bad: Vec<BadRow>,
}

impl PreviewPage {
    /// The file `csv` read against the names tournament `id` already has.
    async fn read(state: &AppState, v: Visitor, id: i64, csv: String) -> Result<Self> {
        let taken: Vec<String> = db::individual::players(&state.db, id)
            .await?
            .into_iter()
            .map(|p| p.name)
            .collect();
        let (good, bad) = parse_players_csv(&csv, &taken);
        Ok(PreviewPage {
            v,
            id,
            csv,
            good,
            bad,
        })
    }

    /// Whether the file can be stored: some players and no bad row.
    fn storable(&self) -> bool {
        self.bad.is_empty() && !self.good.is_empty()
    }

    /// The preview, 422 when the file cannot be stored: what the preview answers,
    /// and what the confirmation answers to a file it refuses.
    fn answer(&self) -> Result<Response> {
        let status = if self.storable() {
            StatusCode::OK
        } else {
            StatusCode::UNPROCESSABLE_ENTITY
        };
        render_status(status, self)
    }
}

/// `POST /individual/{id}/import`: the preview; stores nothing.
pub async fn preview(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<CsvForm>,
) -> Result<Response> {
    load(&state, id).await?;
    PreviewPage::read(&state, v, id, f.csv).await?.answer()
}

/// `POST /individual/{id}/import/confirm`: stores the previewed players, all or
/// none; a file with any bad row is refused again.
pub async fn confirm(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<CsvForm>,
) -> Result<Response> {
    load(&state, id).await?;
    let page = PreviewPage::read(&state, v, id, f.csv).await?;
    if !page.storable() {
        return page.answer();
    }
    match db::individual::add_players(&state.db, id, &page.good, by(&state, &me)).await {
        Ok(()) => Ok(back(id)),
        Err(DbError::Duplicate(_)) => {
            refuse(&state, page.v, id, StatusCode::CONFLICT, "ind.err.taken").await
        }
        Err(e) => Err(e.into()),
    }
}

/// The family group form of a registered player.
#[derive(Deserialize)]
pub struct FamilyForm {
    #[serde(default)]
    family: String,
}

/// `POST /individual/{id}/players/{player}/family`: sets the player's family group
/// (empty: none). It counts from the next seating; a round already drafted keeps
/// its tables until seated again.
pub async fn family(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, player)): Path<(i64, i64)>,
    Form(f): Form<FamilyForm>,
) -> Result<Response> {
    load(&state, id).await?;
    let family = match family_group(&f.family) {
        Ok(family) => family,
        Err(key) => return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, key).await,
    };
    let by = by(&state, &me);
    let change = PlayerChange::Family(family.as_deref());
    if db::individual::set_player(&state.db, id, player, change, by).await? {
        Ok(back(id))
    } else {
        Err(AppError::NotFound)
    }
}

async fn set_dropped(
    state: &AppState,
    me: &CurrentUser,
    id: i64,
    player: i64,
    dropped: bool,
) -> Result<Response> {
    load(state, id).await?;
    let change = PlayerChange::Dropped(dropped);
    if db::individual::set_player(&state.db, id, player, change, by(state, me)).await? {
        Ok(back(id))
    } else {
        Err(AppError::NotFound)
    }
}

/// `POST /individual/{id}/players/{player}/drop`: left out of the next seatings.
pub async fn drop(
    State(state): State<AppState>,
    Organizer(_, me): Organizer,
    Path((id, player)): Path<(i64, i64)>,
) -> Result<Response> {
    set_dropped(&state, &me, id, player, true).await
}

/// `POST /individual/{id}/players/{player}/return`: seated again from the next round.
pub async fn undrop(
    State(state): State<AppState>,
    Organizer(_, me): Organizer,
    Path((id, player)): Path<(i64, i64)>,
) -> Result<Response> {
    set_dropped(&state, &me, id, player, false).await
}
