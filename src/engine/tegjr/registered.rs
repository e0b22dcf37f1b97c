//! TEG Jr in the registry: a match is played on the board its log names (a club's own,
//! checked on this instance), so its log and actions say which board their ids are on.

use chrono::{DateTime, Utc};
use serde_json::Value;

use crate::engine::Lang;
use crate::engine::log_file::{LogError, at};
use crate::engine::map::{Map, on_map, set_board};
use crate::engine::rulebook::{
    Attack, ClubBoards, Ruleset, RulesetAction, RulesetGame, RulesetLog, Tournaments, registered,
    stop,
};
use crate::engine::table::{Objection, ReplayStop, Table};
use crate::engine::tegjr::{self, Action, Game, TegJrLog};

/// TEG Jr, on the board chosen when the match is created (its shipped example board
/// otherwise).
pub static RULESET_DESCRIPTOR: Ruleset = {
    use tegjr::{BOARD_NEEDS, EXAMPLE, RULESET, bring_board, example_map};
    Ruleset::new(RULESET, EXAMPLE, 2..=4, Tournaments::Neither).on_club_boards(ClubBoards {
        needs: BOARD_NEEDS,
        example: example_map,
        bring: bring_board,
    })
};

impl RulesetLog for TegJrLog {
    type Action = Action;
    type Game = Game;
    registered!(log);

    /// A download carries its club board: checked here, but the board must be on this
    /// instance already (the command line brings it first).
    fn read(_text: &str, value: &Value) -> Result<TegJrLog, LogError> {
        let v = tegjr::without_board(value)?;
        let map = tegjr::map_of_value(&v).ok_or_else(|| {
            at(
                "map",
                "this board is not checked on this instance: upload it on the boards page first",
            )
        })?;
        on_map(map, || TegJrLog::from_value(&v))
    }

    fn board(&self) -> &'static Map {
        tegjr::map_of(&self.map, &self.map_hash).unwrap_or_else(tegjr::example_map)
    }

    /// A match on a club's board carries that board, so that it replays where the
    /// board was never uploaded.
    fn download(&self) -> String {
        tegjr::download(self)
    }

    fn replay_game(&self) -> Result<Game, ReplayStop> {
        let names = self.objection_names();
        let map = self.board();
        tegjr::replay(self).map_err(|f| stop(f, |r| tegjr::objection(r, map, &names)))
    }
}

impl RulesetAction for Action {
    const RULESET: &'static Ruleset = &RULESET_DESCRIPTOR;
    registered!(action);

    /// TEG Jr keeps no clock: no action carries a server time.
    fn server_time(&mut self) -> Option<&mut DateTime<Utc>> {
        None
    }

    /// The board the caller holding the game or the log has set; the example board
    /// otherwise.
    fn board() -> &'static Map {
        set_board().unwrap_or_else(tegjr::example_map)
    }
}

impl RulesetGame for Game {
    type Action = Action;

    fn play(&mut self, action: &Action) -> Result<(), Objection> {
        self.apply_mut(action)
            .map_err(|r| tegjr::objection(&r, Table::map(self), &self.names()))
    }

    fn say(&self, action: &Action, lang: Lang, names: &[String]) -> String {
        tegjr::describe(action, lang, Table::map(self), names)
    }

    fn attack_of(&self, action: &Action) -> Option<Attack> {
        let Action::Attack { seat, from, to, .. } = action else {
            return None;
        };
        Some(Attack {
            attacker: *seat,
            from: *from,
            to: *to,
            against: None,
        })
    }
}
