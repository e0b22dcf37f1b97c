//! Why a setting was refused, in the referee's words: a setup refused for a setting
//! names the setting's key (as the log writes it, so the organizer finds it) and the
//! rule it broke in the referee's language, never an English phrase in an Italian or
//! Spanish sentence.

use crate::engine::Lang;

/// `(rule, Italian, English, Spanish)`, in rule order (a test keeps it sorted).
#[rustfmt::skip]
const RULES: &[(&str, &str, &str, &str)] = &[
    ("armies_below_territories", "meno dei territori che ogni giocatore riceve", "fewer than the territories each player receives", "menos que los territorios que recibe cada jugador"),
    ("at_least_1", "almeno 1", "at least 1", "al menos 1"),
    ("at_least_1_or_absent", "almeno 1, o assente per quanti se ne vuole", "at least 1, or absent for any number", "al menos 1, o ausente para cualquier cantidad"),
    ("at_least_3_or_absent", "almeno 3, o assente per nessun limite", "at least 3, or absent for no limit", "al menos 3, o ausente para ningún límite"),
    ("below_start_armies", "sotto le armate iniziali", "below the starting armies", "por debajo de los ejércitos iniciales"),
    ("board", "questo motore ha solo il tabellone «risiko»", "this engine ships only the «risiko» board", "este motor trae solo el tablero «risiko»"),
    ("bonus_placement", "«free» (dove si vuole) o «on_territory» (sul territorio della carta)", "«free» (anywhere) or «on_territory» (on the card's territory)", "«free» (donde se quiera) u «on_territory» (en el territorio de la carta)"),
    ("fewer_objectives_than_players", "meno obiettivi che giocatori", "fewer objectives than players", "menos objetivos que jugadores"),
    ("more_than_0", "più di 0", "more than 0", "más de 0"),
    ("no_deal", "nessuna distribuzione rispetta i limiti per continente", "no deal meets the continent limits", "ningún reparto respeta los límites por continente"),
    ("one_per_place", "per ogni numero di giocatori (da 2 a 6), un numero per posto", "for each table size (2 to 6), one number per place", "para cada tamaño de mesa (de 2 a 6), un número por puesto"),
    ("round_limit_needed", "la fine dopo un numero di giri lo richiede, almeno 1", "ending after a number of rounds needs it, at least 1", "el fin tras un número de rondas lo requiere, al menos 1"),
    ("two_dice", "due dadi: 2 ≤ primo ≤ massimo ≤ 12", "two dice: 2 ≤ first ≤ most ≤ 12", "dos dados: 2 ≤ primero ≤ máximo ≤ 12"),
    ("two_players_40", "in due si gioca con 40", "two players play with 40", "de a dos se juega con 40"),
];

/// The broken `rule` in `lang` ("almeno 1"); an unknown rule reads as nothing, so the
/// sentence still names the setting.
pub fn setting_rule(rule: &str, lang: Lang) -> &'static str {
    RULES
        .binary_search_by(|(r, ..)| (*r).cmp(rule))
        .ok()
        .map_or("", |i| match lang {
            Lang::It => RULES[i].1,
            Lang::En => RULES[i].2,
            Lang::Es => RULES[i].3,
        })
}

/// "Impostazione non valida: hand_limit (almeno 3, o assente per nessun limite)".
pub fn invalid_setting(name: &str, rule: &str, lang: Lang) -> String {
    let head = match lang {
        Lang::It => "Impostazione non valida",
        Lang::En => "Invalid setting",
        Lang::Es => "Configuración no válida",
    };
    match setting_rule(rule, lang) {
        "" => format!("{head}: {name}"),
        why => format!("{head}: {name} ({why})"),
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
