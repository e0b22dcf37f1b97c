//! The RisiKo! individual tournament match in the registry.

use chrono::{DateTime, Utc};

use super::{RulesetAction, RulesetGame, RulesetLog};
use crate::engine::ruleset::RulesetId;
use crate::engine::torneo::{self, Action, Distribution, Game, TorneoLog};

impl RulesetLog for TorneoLog {
    type Action = Action;
    type Game = Game;
    registered!(log Torneo);
    registered!(read on its board);
    registered!(replay_game by torneo);

    /// A deal made at the table is stored empty until it is entered (the console's
    /// "dealt at the table"); otherwise the deal is in the log.
    fn ready(&self) -> bool {
        !matches!(
            &self.distribution,
            Distribution::Entered { owners } if owners.is_empty()
        )
    }
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::RisikoTorneo;
    registered!(action Torneo);

    /// A torneo clock event is recorded as the console sent it: its `at` is optional
    /// (a recovery has none), and the registry has never stamped it.
    fn server_time(&mut self) -> Option<&mut DateTime<Utc>> {
        None
    }
}

impl RulesetGame for Game {
    type Action = Action;
    registered!(game Torneo);
    registered!(play by torneo);
    registered!(say by describe);
}
