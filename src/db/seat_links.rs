//! A match's private per-seat links: a player's draft link (2 vs 2) and a RisiKo!
//! torneo player's objective link. Both keep one row per seat with only the token's
//! hash, are replaced all at once (old links stop working) and are found by the hash,
//! so one piece of code serves both tables.

use super::{Db, DbResult, WriteTx};

/// Which per-seat link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SeatLink {
    /// A player's draft link (`draft_links`).
    Draft,
    /// A player's objective link (`objective_links`).
    Objective,
}

/// Runs `sqlx::query!` on the link's own table: the SQL is written once with the
/// table name between `$before` and `$after`, as `own_table!` (in `format.rs`) does
/// for the two tournament kinds (each arm has its own record type, so `$then` is
/// spelt in both).
macro_rules! link_table {
    ($link:expr, $before:literal, $after:literal $(, $arg:expr)* ; $($then:tt)*) => {
        match $link {
            SeatLink::Draft => sqlx::query!($before + "draft_links" + $after $(, $arg)*) $($then)*,
            SeatLink::Objective => {
                sqlx::query!($before + "objective_links" + $after $(, $arg)*) $($then)*
            }
        }
    };
}

impl SeatLink {
    /// Replaces a match's links inside the caller's transaction, seat by seat
    /// (`hashes[seat]`).
    ///
    /// # Errors
    /// [`super::DbError`] on storage failure.
    pub(super) async fn replace_tx(
        self,
        tx: &mut WriteTx,
        match_id: i64,
        hashes: &[String],
        now: i64,
    ) -> DbResult<()> {
        link_table!(self, "DELETE FROM ", " WHERE match_id = ?", match_id;
            .execute(&mut **tx).await?);
        for (seat, hash) in (0i64..).zip(hashes) {
            link_table!(
                self,
                "INSERT INTO ",
                " (match_id, seat, token_hash, created_at) VALUES (?, ?, ?, ?)",
                match_id,
                seat,
                hash,
                now;
                .execute(&mut **tx).await?
            );
        }
        Ok(())
    }

    /// Replaces a match's links in a transaction of its own.
    ///
    /// # Errors
    /// [`super::DbError`] on storage failure; nothing is changed then.
    pub(super) async fn replace(
        self,
        db: &Db,
        match_id: i64,
        hashes: &[String],
        now: i64,
    ) -> DbResult<()> {
        let mut tx = db.begin_write().await?;
        self.replace_tx(&mut tx, match_id, hashes, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The match and seat a link's hash belongs to.
    ///
    /// # Errors
    /// [`super::DbError`] on storage failure.
    pub(super) async fn find(self, db: &Db, token_hash: &str) -> DbResult<Option<(i64, i64)>> {
        Ok(link_table!(
            self,
            "SELECT match_id, seat FROM ",
            " WHERE token_hash = ?",
            token_hash;
            .fetch_optional(db.pool()).await?.map(|r| (r.match_id, r.seat))
        ))
    }
}
