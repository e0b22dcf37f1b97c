//! T.E.G. La Revancha in the registry, on its own 72-country board.

use super::{Attack, RulesetAction, RulesetGame, RulesetLog};
use crate::engine::ruleset::RulesetId;
use crate::engine::teg::{self, Action, Game, TegLog};

impl RulesetLog for TegLog {
    type Action = Action;
    type Game = Game;
    registered!(log Teg);
    registered!(read on its board);
    registered!(replay_game by teg);
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::TegRevancha;
    registered!(action Teg);
    registered!(server_time of Clock);
}

impl RulesetGame for Game {
    type Action = Action;
    registered!(game Teg);
    registered!(play by teg);
    registered!(say by describe);

    /// An attack names its defender where the country is a condominium.
    fn attack_of(&self, action: &Action) -> Option<Attack> {
        let Action::Attack {
            seat,
            from,
            to,
            against,
            ..
        } = action
        else {
            return None;
        };
        Some(Attack {
            attacker: *seat,
            from: *from,
            to: *to,
            against: *against,
        })
    }
}
