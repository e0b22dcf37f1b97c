//! Classic Risiko in the registry.

use super::{RulesetAction, RulesetGame, RulesetLog};
use crate::engine::classic::{self, Action, ClassicLog, Game, Setup};
use crate::engine::ruleset::RulesetId;

impl RulesetLog for ClassicLog {
    type Action = Action;
    type Game = Game;
    registered!(log Classic);
    registered!(read on its board);
    registered!(replay_game by classic);

    /// Ready as soon as it is created when its claims are recorded as actions or its
    /// piles dealt; a final setup or two players' piles still to be entered are stored
    /// empty, as the 2 vs 2 physical draft is.
    fn ready(&self) -> bool {
        match &self.setup {
            Some(Setup::Final { owners, .. }) => !owners.is_empty(),
            Some(Setup::Piles { piles }) => !piles.is_empty(),
            Some(Setup::Dealt { .. }) | None => true,
        }
    }
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::RisikoClassic;
    registered!(action Classic);
    registered!(server_time of Clock);
}

impl RulesetGame for Game {
    type Action = Action;
    registered!(game Classic);
    registered!(play by classic);
    registered!(say by describe);
}
