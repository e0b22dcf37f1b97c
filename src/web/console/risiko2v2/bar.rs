//! The 2 vs 2 bar: the round, whose turn, the phase and the next step, read from the
//! 2 vs 2 game (its draft, its supplementary turns, the objective's declaration).

use crate::engine::Game;
use crate::engine::risiko2v2::Phase;
use crate::web::console::bar::{Bar, placing};
use crate::web::console::view_any::hex;
use crate::web::i18n::{Lang, t};

/// The bar for a game (`signed`: the result is signed off).
pub fn bar(g: &Game, lang: Lang, signed: bool) -> Bar {
    let seat = g.current_seat();
    let player = g.players().get(usize::from(seat));
    let who = player.map_or_else(String::new, |p| p.name.clone());
    let phase = g.phase();
    let over = matches!(phase, Phase::Draft | Phase::Finished);
    Bar {
        round: g.round(),
        round_word: t(lang, "console.round"),
        turn: (!over)
            .then(|| player.map(|p| (p.name.clone(), hex(&p.colour, p.seat))))
            .flatten(),
        phase: phase.name(lang),
        next: next_step(g, lang, &who, signed),
    }
}

fn next_step(g: &Game, lang: Lang, who: &str, signed: bool) -> String {
    let fill = |key: &str| t(lang, key).replace("{who}", who);
    match g.phase() {
        Phase::Draft => fill("next.draft"),
        Phase::Finished if signed => fill("next.signed"),
        Phase::Finished => fill("next.finished"),
        _ if g.in_supplementary() => fill("next.supplementary"),
        _ => {
            if let Some(p) = g.pending_occupation() {
                return t(lang, "next.occupy")
                    .replace("{min}", &p.min.to_string())
                    .replace("{max}", &p.max.to_string())
                    .replace("{where}", g.map().name(p.to, lang));
            }
            if g.declaration_due() {
                return fill("next.declare");
            }
            let n = g.placement_allowance();
            if n > 0 {
                return placing(lang, "next.place", who, n);
            }
            fill("next.play")
        }
    }
}
