//! The 2 vs 2 match on the public table page: its teams, the secret draft, the team
//! score at the end (the page itself is [`crate::web::console::table`]).

use super::board;
use super::score::final_score;
use super::view;
use crate::engine::risiko2v2::Phase;
use crate::engine::{Game, MatchLog};
use crate::web::console::table::BoardFragment;

/// A 2 vs 2 match: its teams, the secret draft, the team score at the end.
pub(in crate::web::console) fn fill(f: &mut BoardFragment, log: &MatchLog, g: &Game) {
    let lang = f.v.lang;
    let in_draft = g.phase() == Phase::Draft;
    let ring = log.actions.last().map(board::touched).unwrap_or_default();
    f.round = g.round();
    f.phase = g.phase().name(lang);
    f.fin = final_score(g);
    // Once the match is over nobody is to move: no "turno di".
    if f.fin.is_none() && !matches!(g.phase(), Phase::Draft) {
        f.current = g
            .players()
            .get(usize::from(g.current_seat()))
            .map(|p| p.name.clone())
            .unwrap_or_default();
    }
    f.players = view::players(g);
    f.board = board::svg_2v2(g, lang, &ring, in_draft);
}
