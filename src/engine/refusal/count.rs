//! Counted nouns in the right number, for the sentences of every ruleset: "1 carta" /
//! "2 carte", "1 ejército" / "2 ejércitos". The nouns are messages (`engine-armies`,
//! `engine-cards`, `engine-dice`) whose plural lives in the `.ftl`; [`count`] still
//! serves a caller that brings its own two words.

use crate::engine::Lang;
use crate::i18n::tn;

/// `n` and the noun in the right number: `count(1, "carta", "carte")` is "1 carta",
/// `count(0, "ejército", "ejércitos")` is "0 ejércitos" (zero is plural in all three).
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "1 ejército" / "3 ejércitos": the pieces of every ruleset, in Spanish (the message
/// `engine-armies`).
pub fn ejercitos(n: impl Into<u64>) -> String {
    tn(Lang::Es, "engine.armies", n.into())
}

/// "1 carta" / "3 cartas": RisiKo!'s and Risk's cards in Spanish (T.E.G.'s are
/// "tarjetas", its own word; the message `engine-cards`).
pub fn cartas(n: impl Into<u64>) -> String {
    tn(Lang::Es, "engine.cards", n.into())
}

/// "1 dado" / "3 dados" (the message `engine-dice`).
pub fn dados(n: impl Into<u64>) -> String {
    tn(Lang::Es, "engine.dice", n.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_counts_agree_in_number_and_zero_is_plural() {
        assert_eq!(ejercitos(1u32), "1 ejército");
        assert_eq!(ejercitos(2u32), "2 ejércitos");
        assert_eq!(ejercitos(0u32), "0 ejércitos");
        assert_eq!(cartas(1u32), "1 carta");
        assert_eq!(cartas(5u32), "5 cartas");
        assert_eq!(dados(3u8), "3 dados");
        assert_eq!(count(1u32, "tarjeta", "tarjetas"), "1 tarjeta");
    }
}
