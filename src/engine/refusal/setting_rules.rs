//! Why a setting was refused, in the referee's words: a setup refused for a setting
//! names the setting's key (as the log writes it, so the organizer finds it) and the
//! rule it broke in the referee's language, never an English phrase in an Italian or
//! Spanish sentence.

use crate::engine::Lang;
use crate::i18n::{t, tf};

/// Every rule a setting can break, in rule order (a test keeps it sorted); its words are
/// the message `engine-setting-RULE`, so the key is written here whole and the words are
/// the catalogue's own, kept for the whole run.
macro_rules! rules {
    ($($rule:ident),* $(,)?) => {
        &[$((stringify!($rule), concat!("engine.setting.", stringify!($rule)))),*]
    };
}

/// `(rule, message key)`.
const RULES: &[(&str, &str)] = rules!(
    armies_below_territories,
    at_least_1,
    at_least_1_or_absent,
    at_least_3_or_absent,
    below_start_armies,
    board,
    bonus_placement,
    fewer_objectives_than_players,
    more_than_0,
    no_deal,
    one_per_place,
    round_limit_needed,
    two_dice,
    two_players_40,
);

/// The broken `rule` in `lang` ("almeno 1"); an unknown rule reads as nothing, so the
/// sentence still names the setting.
pub fn setting_rule(rule: &str, lang: Lang) -> &'static str {
    RULES
        .binary_search_by(|(r, _)| (*r).cmp(rule))
        .ok()
        .map_or("", |i| t(lang, RULES[i].1))
}

/// "Impostazione non valida: hand_limit (almeno 3, o assente per nessun limite)".
pub fn invalid_setting(name: &str, rule: &str, lang: Lang) -> String {
    match setting_rule(rule, lang) {
        "" => tf(lang, "engine.invalid_setting", &[("name", name.into())]),
        why => tf(
            lang,
            "engine.invalid_setting_why",
            &[("name", name.into()), ("why", why.into())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_and_says_words() {
        assert!(
            RULES.windows(2).all(|w| w[0].0 < w[1].0),
            "RULES out of order"
        );
        for (rule, key) in RULES {
            for lang in Lang::ALL {
                assert_ne!(t(lang, key), *key, "{rule} has no words in {lang:?}");
            }
        }
        assert_eq!(
            invalid_setting("hand_limit", "at_least_3_or_absent", Lang::It),
            "Impostazione non valida: hand_limit (almeno 3, o assente per nessun limite)"
        );
        assert_eq!(
            invalid_setting("match_minutes", "more_than_0", Lang::Es),
            "Configuración no válida: match_minutes (más de 0)"
        );
        assert_eq!(setting_rule("nope", Lang::En), "");
    }
}
