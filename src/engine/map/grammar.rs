//! Italian grammatical gender and number of a territory's or continent's name, so the
//! referee's sentences agree with it ("Cina è già tua", "Stati Uniti Orientali sono già
//! tuoi"). English needs none of it. Kept in the map data (`gender = "f"` and so on).

use serde::{Deserialize, Serialize};

/// The gender and number of an Italian name (`m`, `f`, `mp`, `fp` in the map file).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
pub enum Gender {
    /// Masculine singular ("il Brasile"), the default.
    #[default]
    #[serde(rename = "m")]
    Masculine,
    /// Feminine singular ("la Cina").
    #[serde(rename = "f")]
    Feminine,
    /// Masculine plural ("gli Urali").
    #[serde(rename = "mp")]
    MasculinePlural,
    /// Feminine plural.
    #[serde(rename = "fp")]
    FemininePlural,
}

impl Gender {
    /// True for the plural forms.
    pub fn plural(self) -> bool {
        matches!(self, Gender::MasculinePlural | Gender::FemininePlural)
    }

    /// One of four word forms: masculine, feminine, masculine plural, feminine plural.
    pub fn pick<'a>(self, m: &'a str, f: &'a str, mp: &'a str, fp: &'a str) -> &'a str {
        match self {
            Gender::Masculine => m,
            Gender::Feminine => f,
            Gender::MasculinePlural => mp,
            Gender::FemininePlural => fp,
        }
    }

    /// A verb in the third person: singular or plural ("è"/"sono", "ha"/"hanno").
    pub fn verb<'a>(self, singular: &'a str, plural: &'a str) -> &'a str {
        if self.plural() { plural } else { singular }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_agree_with_the_name() {
        assert_eq!(Gender::Feminine.pick("tuo", "tua", "tuoi", "tue"), "tua");
        assert_eq!(Gender::MasculinePlural.verb("è", "sono"), "sono");
        assert_eq!(Gender::default(), Gender::Masculine);
    }
}
