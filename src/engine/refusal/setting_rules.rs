//! Why a setting was refused, in the referee's words: a setup refused for a setting
//! names the setting's key (as the log writes it, so the organizer finds it) and the
//! rule it broke in the referee's language, never an English phrase in an Italian or
//! Spanish sentence.

use crate::engine::Lang;
use crate::i18n::{t_known, tf};

/// The broken `rule` in `lang` ("almeno 1"); an unknown rule reads as nothing, so the
/// sentence still names the setting.
pub fn setting_rule(rule: &str, lang: Lang) -> &'static str {
    t_known(lang, &format!("engine.setting.{rule}")).unwrap_or("")
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
    fn a_rule_reads_in_the_referees_words() {
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
