//! Replay is a fold, the same for every ruleset: build the game from its setup, apply
//! each action in order with the console's own apply, and stop at the first refusal
//! with its index (`tests/replay_props.rs` checks both paths agree, ruleset by ruleset). Each ruleset
//! declares its `ReplayFailure` (this one over its refusal type) and its `replay(log)` with
//! one `replay_log!` line.

/// A replay stopped: the setup (`index: None`) or the action at `index` was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("action {index:?} refused: {refusal}")]
pub struct ReplayFailure<R> {
    /// 0-based index of the refused action; `None` when the setup itself was refused.
    pub index: Option<usize>,
    /// Why.
    pub refusal: R,
}

/// Folds `actions` over the game `setup` built, with `apply`: the very function the
/// console applies one action with (or, in a ruleset whose `apply_mut` runs it on a
/// copy, that step), so a log replays exactly as it was recorded. The game is dropped at
/// the first refusal, so `apply` may leave it half changed then.
///
/// # Errors
/// The setup's refusal (`index: None`), or the first action's refusal with its index.
pub fn replay<G, A, R>(
    setup: Result<G, R>,
    actions: &[A],
    mut apply: impl FnMut(&mut G, &A) -> Result<(), R>,
) -> Result<G, ReplayFailure<R>> {
    let mut game = setup.map_err(|refusal| ReplayFailure {
        index: None,
        refusal,
    })?;
    for (i, action) in actions.iter().enumerate() {
        apply(&mut game, action).map_err(|refusal| ReplayFailure {
            index: Some(i),
            refusal,
        })?;
    }
    Ok(game)
}

/// Declares a ruleset's `ReplayFailure` (this one over its `Refusal`) and its
/// `replay(log)`: [`replay`] of the log's actions from `Game::new(log)` with `$apply`,
/// the function the console applies one action with. Every ruleset exposes this same
/// pair to the registry, so it is written once; expanded at the root of a ruleset's
/// module, beside its `Game` and `Refusal`.
macro_rules! replay_log {
    ($log:ty, $apply:path) => {
        /// A replay stopped: the setup (`index: None`) or the action at `index` was refused.
        pub type ReplayFailure = $crate::engine::fold::ReplayFailure<Refusal>;

        #[doc = concat!(
                    "Replays a whole log: a fold of [`",
                    stringify!($apply),
                    "`] over its actions from its setup.\n\n# Errors\nThe first refusal, with the \
             index of the action refused."
                )]
        pub fn replay(log: &$log) -> Result<Game, ReplayFailure> {
            $crate::engine::fold::replay(Game::new(log), &log.actions, $apply)
        }
    };
}
pub(crate) use replay_log;
