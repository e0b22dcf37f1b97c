//! Printing table cards with the players' private draft links. Only a link's hash is
//! stored, so a card can show a link only by making a new one: every link of the
//! round's digital drafts is replaced at once, and the change is in the audit log.

use super::format::{By, Format};
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
    by: By,
) -> DbResult<()> {
    let mut tx = db.begin_write().await?;
    for (match_id, hashes) in links {
        super::matches::replace_draft_links(&mut tx, *match_id, hashes, by.at).await?;
    }
    let detail = format!("round {round_no}: {} tables", links.len());
    Format::Team
        .commit_audited(tx, tournament, by, "round.draft_links", &detail)
        .await?;
    Ok(())
}
