//! Printing table cards with the players' private draft links. Only a link's hash is
//! stored, so a card can show a link only by making a new one: every link of the
//! round's digital drafts is replaced at once, and the change is in the audit log.

use super::tournaments::audit;
use super::{Db, DbResult};

/// The new link hashes of one match, seat by seat.
pub type NewLinks = (i64, [String; 4]);

/// Replaces the draft links of `links`' matches (old links stop working), in one
/// transaction, and records it in the tournament's audit log.
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is changed then.
pub async fn replace_draft_links(
    db: &Db,
    tournament: i64,
    round_no: i64,
    links: &[NewLinks],
    by: i64,
    now: i64,
) -> DbResult<()> {
    let mut tx = db.begin_write().await?;
    for (match_id, hashes) in links {
        sqlx::query!("DELETE FROM draft_links WHERE match_id = ?", match_id)
            .execute(&mut *tx)
            .await?;
        for (seat, hash) in (0i64..).zip(hashes) {
            sqlx::query!(
                "INSERT INTO draft_links (match_id, seat, token_hash, created_at) VALUES (?, ?, ?, ?)",
                match_id,
                seat,
                hash,
                now
            )
            .execute(&mut *tx)
            .await?;
        }
    }
    let detail = format!("round {round_no}: {} tables", links.len());
    audit(
        &mut tx,
        tournament,
        Some(by),
        now,
        "round.draft_links",
        &detail,
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
