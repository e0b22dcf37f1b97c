//! Counted nouns in the right number, for the sentences of every ruleset: "1 carta" /
//! "2 carte", "1 ejército" / "2 ejércitos". Spanish and Italian nouns here agree only in
//! number (the gender is the noun's own), so one helper serves every language.

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

/// "1 ejército" / "3 ejércitos": the pieces of every ruleset, in Spanish.
pub fn ejercitos(n: impl Into<u64>) -> String {
    count(n, "ejército", "ejércitos")
}

/// "1 carta" / "3 cartas": RisiKo!'s and Risk's cards in Spanish (T.E.G.'s are
/// "tarjetas", its own word).
pub fn cartas(n: impl Into<u64>) -> String {
    count(n, "carta", "cartas")
}

/// "1 dado" / "3 dados".
pub fn dados(n: impl Into<u64>) -> String {
    count(n, "dado", "dados")
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
