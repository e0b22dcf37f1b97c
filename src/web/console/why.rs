//! "Perché no?": the referee picks any move, even one the forms filter out (territories
//! not adjacent, a teammate with 2+ tanks, a truce, the cap), and reads out the engine's
//! answer. A dry run of the engine's `apply` on a copy of the game: nothing recorded.
//! A ruleset that asks it in its own forms' words overrides [`super::ruleset::Console::why`];
//! the form's route is [`super::act::why`].

use super::posted::Fields;
use crate::engine::any::{AnyAction, AnyGame};
use crate::engine::table::Table;
use crate::web::i18n::t;
use serde_json::json;

/// The "Perché no?" question for any ruleset, as the log JSON of `docs/MATCH-LOG.md`
/// for the seat to act: `claim` of `to`, `place` of `n` on `to`, an `attack` of `n`
/// dice from `from` to `to` (one defender die, the defender losing it: the question is
/// whether that throw may be made at all), `occupy` with `n`, a `move` of `n`, the
/// `end_turn` (`pass`). The answer is a dry run of [`AnyGame::apply`]: nothing recorded.
///
/// # Errors
/// The translation key of a malformed question.
pub fn ask_any(
    g: &AnyGame,
    f: &Fields,
    lang: crate::web::i18n::Lang,
) -> std::result::Result<String, &'static str> {
    let seat = g.to_act().ok_or("console.err.not_ready")?;
    let n: u32 = f
        .get("n")
        .unwrap_or("")
        .parse()
        .map_err(|_| "console.err.number")?;
    let (from, to) = (f.get("from").unwrap_or(""), f.get("to").unwrap_or(""));
    let json = match f.get("kind").unwrap_or("") {
        "claim" => json!({"type": "claim", "seat": seat, "territory": to}),
        "place" => json!({"type": "place", "seat": seat, "tanks": {to: n}}),
        "attack" => json!({"type": "attack", "seat": seat, "from": from, "to": to,
                           "dice": [n, 1], "losses": [0, 1]}),
        "occupy" => json!({"type": "occupy", "seat": seat, "tanks": n}),
        "move" => json!({"type": "move", "seat": seat, "from": from, "to": to, "tanks": n}),
        "pass" => json!({"type": "end_turn", "seat": seat}),
        _ => return Err("console.err.choose"),
    };
    let action = AnyAction::from_json(g.ruleset(), &json).map_err(|_| "console.err.choose")?;
    Ok(match g.apply(&action) {
        Ok(_) => t(lang, "why.ok").to_string(),
        Err(o) => o.message(lang).to_string(),
    })
}
