//! The one list of the rulesets Arbitro referees: one line a ruleset. The engine's
//! registry ([`crate::engine::ruleset`]: `RulesetId`, `RulesetId::ALL`, the `AnyLog`,
//! `AnyAction` and `AnyGame` variants and their dispatch, the ruleset's module) and the
//! console's ([`crate::web::console::registry`]: the ruleset's console, and its module) are
//! both written from it, so a new ruleset is added here once, with its engine folder
//! (`src/engine/<folder>/`), its console folder (`src/web/console/<folder>/`), its map
//! file and its docs page; the compiler then asks for everything else in those folders.
//!
//! A line reads `Id / Variant: folder, Log, Console;`:
//! - `Id`, its [`crate::engine::RulesetId`] variant;
//! - `Variant`, its variant of `AnyLog`, `AnyAction` and `AnyGame`;
//! - `folder`, the name of its engine folder and of its console folder;
//! - `Log`, its log type, as its engine folder exports it (the folder states
//!   `RULESET_DESCRIPTOR` and implements the rulebook's traits on it);
//! - `Console`, its console, as its console folder exports it.
//!
//! The order is the registry's: `RulesetId::ALL`'s, which the tests iterate. The list
//! names no path, so the engine reads it without importing the web layer.

/// Hands the list to the macro `$then` (the engine's and the console's registry
/// writers), which takes its lines as they are written here.
macro_rules! every_ruleset {
    ($then:ident) => {
        $then! {
            Risiko2v2     / Risiko2v2: risiko2v2, MatchLog,   Risiko2v2Console;
            RisikoClassic / Classic:   classic,   ClassicLog, ClassicConsole;
            RisikoTorneo  / Torneo:    torneo,    TorneoLog,  TorneoConsole;
            TegRevancha   / Teg:       teg,       TegLog,     TegConsole;
            Risk2210      / Risk2210:  risk2210,  R2210Log,   Risk2210Console;
            TegJr         / TegJr:     tegjr,     TegJrLog,   TegJrConsole;
        }
    };
}
pub(crate) use every_ruleset;
