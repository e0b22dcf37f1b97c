//! The sticky bar at the top of the console: the table, the round, whose turn (name and
//! colour), the phase and the next step in words. Every ruleset's panel sits under it;
//! the next step comes from the ruleset's own phase and what its choices offer (the
//! 2 vs 2 console, which reads its own game, fills its own bar on its page).

use super::round_word::round_key;
use super::view_any::hex;
use crate::engine::table::Table;
use crate::web::i18n::{Lang, t, tf};

/// What the bar shows.
pub struct Bar {
    /// Round (0 before the first one).
    pub round: u32,
    /// What a round is called at this table ("Giro"; Risk 2210 A.D. counts years).
    pub round_word: &'static str,
    /// Whose turn, with the swatch colour; none in the draft and after the end.
    pub turn: Option<(String, &'static str)>,
    /// The phase, in the visitor's language.
    pub phase: &'static str,
    /// The next step, as a sentence.
    pub next: String,
}

/// The bar for a game of any ruleset, from the shared surface: whose turn by name and
/// colour, the phase in the ruleset's words, and the next step from what the seat to
/// act may do now ([`Table::choices`]); `mods`: its ruleset places MODs where the
/// others place armies ([`super::ruleset::Console::places_mods`]).
pub fn bar_any(table: &dyn Table, lang: Lang, signed: bool, mods: bool) -> Bar {
    let seats = table.seats();
    let player = table
        .to_act()
        .and_then(|seat| seats.iter().find(|s| s.seat == seat));
    let who = player.map_or_else(String::new, |p| p.name.clone());
    Bar {
        round: table.round(),
        round_word: t(lang, round_key(table)),
        turn: player.map(|p| (p.name.clone(), hex(&p.colour, p.seat))),
        phase: table.phase_words(lang),
        next: next_any(table, lang, &who, signed, mods),
    }
}

fn next_any(table: &dyn Table, lang: Lang, who: &str, signed: bool, mods: bool) -> String {
    let fill = |key: &str| t(lang, key).replace("{who}", who);
    if table.finished() {
        return fill(if signed {
            "next.signed"
        } else {
            "next.finished"
        });
    }
    let c = table.choices();
    if let Some(o) = c.occupy {
        return t(lang, "next.occupy")
            .replace("{min}", &o.min.to_string())
            .replace("{max}", &o.max.to_string())
            .replace("{where}", table.map().name(o.to, lang));
    }
    if c.trade_required {
        return fill("next.trade");
    }
    if !c.claim.is_empty() {
        return fill("next.claim");
    }
    let n = c.place_armies + c.place_bonus.map_or(0, |(_, n)| n);
    if n > 0 {
        let key = if mods {
            "next.place_mods"
        } else {
            "next.place_armies"
        };
        return placing(lang, key, who, n);
    }
    // The steps that are not a fight: the ruleset's own phase says what comes next.
    if let Some(key) = phase_step(table.phase_code()) {
        return fill(key);
    }
    // A fighting phase: only what the choices offer (no attack left, or the move done).
    if !c.attacks.is_empty() {
        fill("next.play_any")
    } else if !c.moves.is_empty() {
        fill("next.move_or_end")
    } else if c.end_turn {
        fill("next.end_only")
    } else {
        tf(
            lang,
            "next.phase",
            &[
                ("who", who.into()),
                ("phase", table.phase_words(lang).into()),
            ],
        )
    }
}

/// The next step's sentence of a phase that has one of its own (its phase code, the
/// same in every ruleset that has it): the steps that are not a fight, and Risk 2210
/// A.D.'s fighting phases, whose choices list no attack or move.
fn phase_step(code: &str) -> Option<&'static str> {
    Some(match code {
        // T.E.G.: the round's situation card, the crisis dice.
        "situation" => "next.situation",
        "crisis_rolls" => "next.crisis_rolls",
        // Risk 2210 A.D.: the first pieces, the year's bids, the buying steps.
        "pieces" => "next.pieces",
        "bidding" => "next.bidding",
        "commanders" => "next.commanders",
        "buy_cards" => "next.buy_cards",
        "play_cards" => "next.play_cards",
        // Its choices list no attack or move (its panel has its own forms): the phase
        // says what may come.
        "invasions" => "next.play_any",
        "fortify" => "next.move_or_end",
        // RisiKo! torneo: the roll that may end the match.
        "sdadata" => "next.sdadata",
        _ => return None,
    })
}

/// "Ana places 1 army / 3 armies": the number picks the sentence's form in each language.
pub fn placing(lang: Lang, key: &str, who: &str, n: u32) -> String {
    tf(lang, key, &[("who", who.into()), ("n", n.into())])
}
