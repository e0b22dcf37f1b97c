//! Table slips of a round, for organizers to print: per table the round, the table
//! number, the seats in order with names and clubs, the referees, and the QR code of
//! the table's live board (`/t/<token>`). Phone-friendly on screen; on paper
//! `static/print.css` puts two slips on an A4 sheet, never splitting one.

use super::snapshot::{Audience, SeatView, Snapshot};
use crate::db;
use crate::web::pages::render;
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;

/// One table's slip.
pub struct Slip {
    number: i64,
    ghost: bool,
    seats: Vec<SeatView>,
    referees: Vec<String>,
    /// The board's QR code (SVG) and address, once the round is published.
    board: Option<(String, String)>,
}

#[derive(Template)]
#[template(path = "individual/slips.html")]
struct SlipsPage {
    v: Visitor,
    id: i64,
    name: String,
    number: i64,
    draft: bool,
    slips: Vec<Slip>,
}

/// `GET /individual/{id}/print/slips/{round}`: the slips of round `round` (its
/// number); a draft round's slips say so and have no board yet.
pub async fn slips(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path((id, number)): Path<(i64, i64)>,
) -> Result<Response> {
    let s = Snapshot::load(&state, id, Audience::Organizer).await?;
    let round = s
        .rounds
        .iter()
        .find(|r| r.number == number)
        .ok_or(AppError::NotFound)?;
    let mut out = Vec::new();
    for t in s.tables_of(number) {
        let (mut referees, mut board) = (Vec::new(), None);
        if let Some(m) = t.match_id {
            referees = db::match_referees::referees(&state.db, m)
                .await?
                .into_iter()
                .map(|(_, n)| n)
                .collect();
            if let Some(row) = db::matches::get(&state.db, m).await? {
                let url = format!("{}/t/{}", state.config.base_url, row.public_token);
                board = Some((crate::web::qr::svg(&url, v.t("exp.scan_table")), url));
            }
        }
        out.push(Slip {
            number: t.number,
            ghost: t.ghost,
            seats: s.seats(t)?,
            referees,
            board,
        });
    }
    render(&SlipsPage {
        draft: !round.published,
        name: s.l.row.name.clone(),
        v,
        id,
        number,
        slips: out,
    })
}
