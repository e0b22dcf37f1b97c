//! What a finished match produced, as the standings read it: the seats' names,
//! the result for the individual formulas, and a table played in pairs' team
//! score. Pure: the web layer stores it (`web::signed`, `db::match_results`), the
//! club's publish claims it and the federation hub checks a claim against it, so
//! all three read a log the same way.

use serde::{Deserialize, Serialize};

use crate::engine::any::AnyGame;
use crate::engine::table::TeamScore;
use crate::tournament::PlayerId;
use crate::tournament::individual::TableOutcome;

/// What a finished match produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Produced {
    /// The seats' names in seat order (an individual table matches its players by them).
    pub names: Vec<String>,
    /// The result for the individual formulas, each seat's `player` its seat number.
    pub outcome: TableOutcome,
    /// The team score, for a 2 vs 2 table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<TeamScore>,
}

impl Produced {
    /// What `game` produced, or `None` while it is not finished.
    ///
    /// # Errors
    /// A result naming a seat the table does not have (a corrupt game).
    pub fn of(game: &AnyGame) -> std::result::Result<Option<Produced>, String> {
        let table = game.table();
        if !table.finished() {
            return Ok(None);
        }
        let names: Vec<String> = table.seats().into_iter().map(|s| s.name).collect();
        let by_seat: Vec<PlayerId> = (0..names.len())
            .map(|i| PlayerId(i64::try_from(i).unwrap_or(i64::MAX)))
            .collect();
        let outcome = TableOutcome::from_result(&table.result(), &by_seat, false)
            .map_err(|seat| format!("result names seat {seat}"))?;
        let teams = table.team_score();
        Ok(Some(Produced {
            names,
            outcome,
            teams,
        }))
    }

    /// The outcome with each seat's player taken from `players` (by seat number;
    /// `PlayerId(0)` for a seat with no player) and the table's ghost flag.
    pub fn outcome_for(&self, players: &[PlayerId], ghost: bool) -> TableOutcome {
        let mut out = self.outcome.clone();
        for s in &mut out.seats {
            s.player = usize::try_from(s.player.0)
                .ok()
                .and_then(|i| players.get(i))
                .copied()
                .unwrap_or(PlayerId(0));
        }
        out.ghost = ghost;
        out
    }
}
