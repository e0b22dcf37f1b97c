//! What a signed-off result's page shows above its scores, in both formats (the
//! team match page and the individual table's result page): where the result
//! stands, who signed and who confirmed it, whether this visitor may confirm, and
//! when each correction below it was made.

use super::manage::state_key;
use crate::db::corrections::Signoff;

/// The sign-off of a result as its page shows it.
pub struct ResultHead {
    /// Translation key of the result's state.
    pub status: &'static str,
    pub signed_by: String,
    pub confirmed_by: String,
    /// The visitor may give the second confirmation (they did not sign).
    pub can_confirm: bool,
    /// Signed and not reopened: the corrections apply.
    pub signed: bool,
    /// The tournament asks for a second confirmation of signed results.
    pub confirmation: bool,
}

impl ResultHead {
    /// The head of `s` as the account `me` (0 for nobody) sees it, in a tournament
    /// that asks (`confirmation`) or not for a second confirmation.
    pub fn new(s: &Signoff, me: i64, confirmation: bool) -> Self {
        ResultHead {
            status: state_key(s),
            signed_by: s.signed_by_name.clone().unwrap_or_default(),
            confirmed_by: s.confirmed_by_name.clone().unwrap_or_default(),
            can_confirm: s.state().may_confirm(me).is_ok(),
            signed: s.status == "signed",
            confirmation,
        }
    }
}

/// When a correction was made, as its line shows it: "2026-03-14 21:05" (UTC).
pub fn made_at(unix: i64) -> String {
    chrono::DateTime::from_timestamp(unix, 0)
        .map(|d| d.format("%Y-%m-%d %H:%M").to_string())
        .unwrap_or_default()
}
