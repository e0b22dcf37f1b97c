//! Which console panel a ruleset has: the one place the match page and the action
//! route meet the per-ruleset panels. Each ruleset other than 2 vs 2 (whose console is
//! the original page) adds one arm to each function here and nothing elsewhere.

use super::{classic, risk2210, teg, tegjr, torneo};
use crate::engine::any::{AnyAction, AnyGame};
use crate::web::i18n::Lang;

/// The panel's forms for the game's current step, or `None` for a ruleset with no panel.
pub fn panel(
    game: &AnyGame,
    lang: Lang,
    expected: i64,
    match_id: i64,
    posted: &[(String, String)],
    csrf: &str,
) -> Option<String> {
    Some(match game {
        AnyGame::Torneo(_) => torneo::panel(game, lang, expected, match_id, posted, csrf),
        AnyGame::Classic(_) => classic::panel(game, lang, expected, match_id, posted, csrf),
        AnyGame::TegJr(_) => tegjr::panel(game, lang, expected, match_id, posted, csrf),
        AnyGame::Risk2210(_) => risk2210::panel(game, lang, expected, match_id, posted, csrf),
        AnyGame::Teg(_) => teg::panel(game, lang, expected, match_id, posted, csrf),
        _ => return None,
    })
}

/// Does the panel still show once the match is over? (Torneo's does, while objectives
/// are left to reveal; Risk 2210's shows the score and the end-of-game cards.)
pub fn lives_after_end(game: &AnyGame) -> bool {
    // TEG Jr's shows who won and how (and the standings) once over; Risk 2210's the score.
    matches!(
        game,
        AnyGame::Torneo(_) | AnyGame::TegJr(_) | AnyGame::Risk2210(_)
    )
}

/// The action a panel's posted form means, or a key of the sentence saying what is
/// missing; `None` when no panel reads this form (a ruleset with no panel, or the
/// skeleton's clock buttons, which the caller reads).
pub fn action(
    fields: &[(String, String)],
    game: &AnyGame,
    referee: &str,
) -> Option<Result<AnyAction, &'static str>> {
    let get = |k: &str| fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
    Some(match game {
        // The torneo panel's forms, and its recovery minutes (a clock event with the
        // referee's name and reason, which the shared clock buttons do not carry).
        AnyGame::Torneo(_) if get("type") != Some("clock") || get("event") == Some("recovery") => {
            torneo::action(fields, game, referee)
        }
        _ if get("type") == Some("clock") => return None,
        AnyGame::Torneo(_) => return None,
        AnyGame::Classic(_) => classic::action(fields, game),
        AnyGame::TegJr(_) => tegjr::action(fields, game),
        AnyGame::Risk2210(_) => risk2210::action(fields, game),
        AnyGame::Teg(_) => teg::action(fields, game),
        _ => return None,
    })
}

/// What a ruleset shows at the top of every console page, under the bar (T.E.G.: the
/// round's situation card); `None` for a ruleset with nothing there.
pub fn banner(game: &AnyGame, lang: Lang) -> Option<String> {
    match game {
        AnyGame::Teg(_) => teg::banner(game, lang),
        _ => None,
    }
}
