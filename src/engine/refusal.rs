//! What every ruleset's refusals share, without knowing any ruleset: who the players are
//! for the referee's sentences ([`Names`]), and the one JSON shape an API sends for a
//! refusal ([`detail`]): `{"code": "...", ...its data, "message_it", "message_en"}`.
//!
//! Each ruleset keeps its own refusal enum, codes and sentences in its folder (the 2 vs 2
//! ones in `risiko2v2/refusal.rs`, classic's in `classic/refusal.rs`); a generic layer
//! meets them only as a [`super::table::Objection`], built here by [`objection`].

mod names;

use serde::Serialize;
use serde_json::Value;

use super::Lang;
use super::table::Objection;

pub use names::{Names, ordinal};

/// A refusal's JSON detail: its serialized code and data, plus both sentences
/// (`message_it`, `message_en`).
pub fn detail(refusal: &impl Serialize, message_it: &str, message_en: &str) -> Value {
    let mut v = serde_json::to_value(refusal).unwrap_or(Value::Null);
    if let Value::Object(m) = &mut v {
        m.insert("message_it".into(), message_it.into());
        m.insert("message_en".into(), message_en.into());
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
    let (message_it, message_en) = (message(Lang::It), message(Lang::En));
    Objection {
        code,
        detail: detail(refusal, &message_it, &message_en),
        message_it,
        message_en,
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
    fn detail_is_code_data_then_both_sentences() {
        let o = objection("too_far", &Toy::TooFar { steps: 3 }, |l| match l {
            Lang::It => "Troppo lontano".into(),
            Lang::En => "Too far".into(),
        });
        assert_eq!(o.code, "too_far");
        assert_eq!(o.message(Lang::En), "Too far");
        assert_eq!(
            o.detail,
            serde_json::json!({
                "code": "too_far", "steps": 3,
                "message_it": "Troppo lontano", "message_en": "Too far",
            })
        );
    }
}
