//! What every ruleset's refusals share, without knowing any ruleset: who the players are
//! for the referee's sentences ([`Names`]), and the one JSON shape an API sends for a
//! refusal ([`detail`]): `{"code": "...", ...its data, "message_it", "message_en", "message_es"}`.
//!
//! Each ruleset keeps its own refusal enum, codes and sentences in its folder (its
//! `refusal.rs`); a generic layer meets them only as a [`super::table::Objection`], built
//! here by [`objection`]. This module sits above [`super::table`]: it builds the table's
//! [`Objection`] and [`Said`] (whose JSON keys, [`message_key`], are the table's), and the
//! table never imports it.

mod count;
mod names;
mod setting_rules;

use serde::Serialize;
use serde_json::Value;

use super::Lang;
use super::table::{Objection, Said, message_key};

pub use count::{cartas, count, dados, ejercitos};
pub use names::{Names, ordinal};
pub use setting_rules::{invalid_setting, setting_rule};

/// A refusal's JSON detail: its serialized code and data, plus the three sentences
/// (`message_it`, `message_en`, `message_es`; Spanish was added beside the first two, so
/// a reader of the older pair finds it unchanged).
pub fn detail(refusal: &impl Serialize, message: impl Fn(Lang) -> String) -> Value {
    let mut v = serde_json::to_value(refusal).unwrap_or(Value::Null);
    if let Value::Object(m) = &mut v {
        for lang in Lang::ALL {
            m.insert(message_key(lang).into(), message(lang).into());
        }
    }
    v
}

/// A ruleset's refusal as the ruleset-agnostic [`Objection`]: its stable `code` and the
/// sentence `message` says in each language (naming the players, never seat numbers).
pub fn objection(
    code: &'static str,
    refusal: &impl Serialize,
    message: impl Fn(Lang) -> String,
) -> Objection {
    let said = Said::new(message);
    Objection {
        code,
        detail: detail(refusal, |lang| said.in_lang(lang).to_string()),
        said,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    #[serde(tag = "code", rename_all = "snake_case")]
    enum Toy {
        TooFar { steps: u32 },
    }

    #[test]
    fn detail_is_code_data_then_the_three_sentences() {
        // Any sentence in the three languages: here the engine's words for an attack.
        let words = |l| crate::engine::action_words::action_words("attack", l).to_string();
        let o = objection("too_far", &Toy::TooFar { steps: 3 }, words);
        assert_eq!(o.code, "too_far");
        assert_eq!(o.message(Lang::En), "an attack");
        assert_eq!(o.message(Lang::Es), "un ataque");
        assert_eq!(
            o.detail,
            serde_json::json!({
                "code": "too_far", "steps": 3,
                "message_it": "un attacco", "message_en": "an attack",
                "message_es": "un ataque",
            })
        );
    }
}
