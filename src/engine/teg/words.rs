//! The names of the game's things as the sentences say them: a player (by name, or by
//! place at the table when the log left it blank), a situation card, a colour, a kind of
//! pact, a phase. Every word is a message of the `engine_teg` area (the
//! cards' names are the board's, `teg-card-*`); nothing here knows a language.

use fluent_bundle::FluentValue;

use super::{PactKind, SituationCard};
use crate::engine::Lang;
use crate::i18n::{t, tf};

/// A message's arguments.
pub(super) type Args = Vec<(&'static str, FluentValue<'static>)>;

/// The message `key` in `lang` with its arguments.
pub(super) fn say(lang: Lang, key: &str, args: &Args) -> String {
    tf(lang, key, args)
}

/// The player at `seat` of `names`, or their place at the table ("Giocatore 1") when the
/// name is missing or blank: sentences name players, never seat numbers.
pub(super) fn player(names: &[String], seat: u8, lang: Lang) -> String {
    names
        .get(usize::from(seat))
        .filter(|n| !n.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| place(usize::from(seat), lang))
}

/// A place at the table counted from 1 ("Giocatore 1" for seat 0).
pub(super) fn place(seat: usize, lang: Lang) -> String {
    tf(
        lang,
        "teg.word.player",
        &[("n", FluentValue::from(seat + 1))],
    )
}

/// A situation card's printed name ("Vento a favore"), never its log id.
pub(super) fn card_name(card: SituationCard, lang: Lang) -> String {
    tf(lang, &format!("teg.card.{}", card.id()), &[])
}

/// A colour of the board's six ("rosso" for `rojo`); an unknown id reads as written.
pub(super) fn colour_name(colour: &str, lang: Lang) -> String {
    tf(
        lang,
        "teg.word.colour",
        &[("colour", FluentValue::from(colour.to_string()))],
    )
}

/// A kind of pact as a name ("Patto di frontiera").
pub(super) fn pact_name(kind: PactKind, lang: Lang) -> String {
    tf(
        lang,
        "teg.word.pact",
        &[("kind", FluentValue::from(kind.id()))],
    )
}

/// A phase code as words for a referee.
pub fn phase_words(code: &str, lang: Lang) -> &'static str {
    t(
        lang,
        match code {
            "placement" => "teg.word.phase.placement",
            "situation" => "teg.word.phase.situation",
            "crisis_rolls" => "teg.word.phase.crisis_rolls",
            "extra_reinforcements" => "teg.word.phase.extra_reinforcements",
            "incorporation" => "teg.word.phase.incorporation",
            "attack" => "teg.word.phase.attack",
            "occupy" => "teg.word.phase.occupy",
            "regroup" => "teg.word.phase.regroup",
            "cards" => "teg.word.phase.cards",
            _ => "teg.word.phase.finished",
        },
    )
}

/// Why a zone, an aggression pact or a zone penalty is invalid, from its reason code.
pub(super) fn reason(code: &str, lang: Lang) -> String {
    tf(
        lang,
        "teg.word.reason",
        &[("reason", FluentValue::from(code.to_string()))],
    )
}
