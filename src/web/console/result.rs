//! The result sentence: what the last action did to the table, read aloud by the
//! referee ("Luca perde 3, Sofia perde 2"; "Sofia conquista Cina: sposta da 3 a 15
//! carri"; "2 carri su Ucraina"). Built from the engine's states before and after the
//! action, so it says what happened, not what was asked. The 2 vs 2 console, which
//! reads its own game, says its own on its page.

use crate::web::i18n::{Lang, t};

/// What a throw of T.E.G., TEG Jr or Risk 2210 cost each side, naming both players as
/// the 2 vs 2 sentence does ("Ana pierde 2, Beto pierde 1"): read from the games before
/// and after it, so it says what happened whatever form the throw was entered in (faces,
/// losses, commanders' d8). `None` for any other action.
pub fn throw_losses(
    before: &crate::engine::any::AnyGame,
    after: &crate::engine::any::AnyGame,
    action: &crate::engine::any::AnyAction,
    lang: Lang,
) -> Option<String> {
    use crate::engine::seat::Owner;
    use crate::engine::table::Table;
    let route = before.throw_route(action)?;
    let seats = before.seats();
    let name = |o: Owner| match o {
        Owner::Seat(s) => seats
            .iter()
            .find(|x| x.seat == s)
            .map_or_else(|| "?".to_string(), |x| x.name.clone()),
        Owner::Neutral => t(lang, "result.neutral").to_string(),
    };
    let lost_a = before
        .armies(route.from)
        .saturating_sub(after.armies(route.from));
    let lost_d = if after.owner(route.to) == before.owner(route.to) {
        before
            .armies(route.to)
            .saturating_sub(after.armies(route.to))
    } else {
        before.armies(route.to)
    };
    Some(
        t(lang, "result.losses")
            .replace("{att}", &name(Owner::Seat(route.attacker)))
            .replace("{a}", &lost_a.to_string())
            .replace("{def}", &name(route.defender))
            .replace("{d}", &lost_d.to_string()),
    )
}

/// The result sentence of a ruleset other than 2 vs 2: a throw says who lost what
/// ([`throw_losses`], from the game before the last action), anything else the last
/// action's sentence (`said`).
pub fn any_sentence(
    game: &crate::engine::any::AnyGame,
    log: &crate::engine::any::AnyLog,
    said: &str,
    lang: Lang,
) -> String {
    let thrown = log.last_action().and_then(|a| {
        // Only a throw pays for a second replay (without the last action).
        if !matches!(a.kind(), "attack" | "throw") {
            return None;
        }
        let before = crate::engine::any::AnyGame::replay(&log.without_last()?).ok()?;
        let losses = throw_losses(&before, game, &a, lang)?;
        Some(format!("{said}: {losses}"))
    });
    thrown.unwrap_or_else(|| said.to_string())
}
