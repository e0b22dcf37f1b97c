//! Recording one entry for a match of any ruleset (the console's forms, the API): the
//! match's console found through the registry, for the turn's timing, then
//! [`super::recording::record`], which does the recording.

use super::denied::RecordError;
use super::recording::{Recorded, Submission};

pub use super::recording::build_log;

/// Records one entry; see [`super::recording`].
///
/// # Errors
/// [`RecordError`]; nothing is stored then.
pub async fn record(
    state: &crate::web::AppState,
    s: Submission<'_>,
) -> Result<Recorded, RecordError> {
    super::recording::record(state, s, super::registry::console).await
}
