//! The 2 vs 2 match page: its board, teams, bar, result sentence, draft progress, turn
//! forms, clock and score, which it draws itself instead of a panel (the shared match
//! page, [`crate::web::console::page`], draws the rest).

use crate::engine::any::AnyGame;
use crate::engine::risiko2v2::Phase;
use crate::engine::{Game, MatchLog};
use crate::web::console::Loaded;
use crate::web::console::page::{DraftSeat, MatchPage};
use crate::web::console::ruleset::clock_at;
use crate::web::i18n::Lang;
use crate::web::{AppState, Result};

use super::bar::bar;
use super::board;
use super::score::score;
use super::{players, prepare, view};

/// Fills the page with a 2 vs 2 match: its setup forms while nothing is recorded (the
/// physical draft as `posted`, after a refusal), the players' edit rows, and the game
/// once the draft is in.
///
/// # Errors
/// A failure to read the objectives' catalogue.
pub(in crate::web::console) async fn fill(
    state: &AppState,
    page: &mut MatchPage,
    l: &Loaded,
    organizer: bool,
    posted: Option<&[(String, String)]>,
) -> Result<()> {
    let Some((log, game)) = l.risiko2v2() else {
        return Ok(());
    };
    if l.entries.is_empty() {
        let cat = prepare::catalogue(state, l.row.id).await?;
        page.setup = Some(prepare::setup_view(&page.v, log, &cat, posted));
    }
    page.edit_rows = players::rows(log);
    if let (Some(g), Some(any)) = (game, &l.game) {
        game_page(state, page, l, log, g, any, organizer);
    }
    Ok(())
}

/// The game's part of the page (`any`: the same game, for the shared clock).
fn game_page(
    state: &AppState,
    page: &mut MatchPage,
    l: &Loaded,
    log: &MatchLog,
    g: &Game,
    any: &AnyGame,
    organizer: bool,
) {
    let lang = page.v.lang;
    let in_draft = g.phase() == Phase::Draft;
    let last = log.actions.last();
    let ring = last.map(board::touched).unwrap_or_default();
    page.board = board::svg_2v2(g, lang, &ring, in_draft);
    page.players = view::players(g);
    page.can_undo = !log.actions.is_empty()
        && (organizer || l.entries.last().is_some_and(|e| e.kind != "undo"))
        && l.row.status != "signed";
    page.last_action = last
        .map(|a| super::history::sentence(a, g, lang, in_draft))
        .unwrap_or_default();
    page.bar = Some(bar(g, lang, l.row.status == "signed"));
    if page.can_undo {
        page.undo_what.clone_from(&page.last_action);
    }
    if let (Some(a), false) = (last, in_draft) {
        page.result = super::result::before_last(log)
            .map(|before| super::result::sentence(&before, g, a, lang))
            .unwrap_or_else(|| page.last_action.clone());
    }
    // The tournament's minutes, whatever they are (the regulation's 90 by default).
    let minutes = g.settings().announce_at_minutes;
    page.announce_text =
        crate::web::i18n::tf(lang, "console.announce_due_at", &[("min", minutes.into())]);
    if in_draft {
        page.draft = g
            .draft_pass()
            .map(|(pass, passes)| (pass + 1, passes, draft_seats(g, lang)));
    } else if g.finished() {
        page.score = Some(score(g));
    } else {
        page.turn = Some(view::turn(g, lang));
    }
    if !in_draft {
        page.clock = Some(clock_at(
            l.console,
            any,
            l.turn_start.as_ref(),
            state.clock.now(),
        ));
    }
}

fn draft_seats(g: &Game, lang: Lang) -> Vec<DraftSeat> {
    g.players()
        .iter()
        .map(|p| DraftSeat {
            name: p.name.clone(),
            picked: g.draft_has_picked(p.seat),
            public_packet: if p.is_virtual {
                g.draft_packet_for(p.seat)
                    .iter()
                    .map(|t| g.map().name(*t, lang).to_string())
                    .collect()
            } else {
                Vec::new()
            },
        })
        .collect()
}
