//! The referee's sentences for each classic refusal: one Fluent message per refusal code
//! (`classic-refusal-<code>` in `engine_classic.ftl`, in it, en and es), whose arguments
//! name players (never seat numbers), territories by their name in the reader's language,
//! and counts already agreeing in number ("1 armata", "2 armate") from the count
//! messages below. RisiKo! torneo reads its sentences with the same helpers.

use std::collections::BTreeMap;

use fluent_bundle::FluentValue;

use super::action::Card;
use super::refusal::Refusal;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::seat::{Owner, Seat};
use crate::i18n::{t, tf, tn};

/// A message's named arguments.
pub(crate) type Args = Vec<(&'static str, FluentValue<'static>)>;

/// `args![who = name, n = 3]`: a message's named arguments, each turned into a Fluent
/// value (strings as text, numbers as numbers for the plural selectors).
macro_rules! args {
    ($($name:ident = $value:expr),* $(,)?) => {
        vec![$((stringify!($name), ::fluent_bundle::FluentValue::from($value))),*]
    };
}
pub(crate) use args;

/// `n` armies in the right number: "1 armata", "2 armate".
pub(crate) fn armies(lang: Lang, n: u32) -> String {
    tn(lang, "classic-count-armies", n)
}

/// `n` cards in the right number.
pub(crate) fn cards(lang: Lang, n: u32) -> String {
    tn(lang, "classic-count-cards", n)
}

/// `n` dice in the right number.
pub(crate) fn dice(lang: Lang, n: u32) -> String {
    tn(lang, "classic-count-dice", n)
}

/// A card as the table calls it: its territory, or the jolly.
pub(crate) fn card_name(card: &Card, lang: Lang) -> String {
    match card {
        Card::Territory(id) => Map::risiko().name(*id, lang).to_string(),
        Card::Jolly => t(lang, "classic-card-jolly").to_string(),
    }
}

/// Renders message `key` with its arguments.
pub(crate) fn say(lang: Lang, key: &str, args: &Args) -> String {
    tf(lang, key, args)
}

/// Die faces as the table calls them out: "6-3-3".
pub(crate) fn faces(v: &[u32]) -> String {
    v.iter().map(u32::to_string).collect::<Vec<_>>().join("-")
}

/// Territories with their armies: "Alaska 2, Alberta 1" (names in `lang`).
pub(crate) fn tank_list(tanks: &BTreeMap<TerritoryId, u32>, lang: Lang) -> String {
    let map = Map::risiko();
    tanks
        .iter()
        .map(|(id, n)| format!("{} {n}", map.name(*id, lang)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Traded cards, comma-separated.
pub(crate) fn card_list(cards: &[Card], lang: Lang) -> String {
    cards
        .iter()
        .map(|c| card_name(c, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Refusal {
    /// The sentence a referee reads out; `names` are the players in seat order.
    pub fn message(&self, lang: Lang, names: &[String]) -> String {
        use Refusal::*;
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let who = |s: &Seat| {
            names
                .get(usize::from(*s))
                .cloned()
                .unwrap_or_else(|| crate::i18n::t(lang, "classic-unknown-player").to_string())
        };
        let holder = |o: &Owner| match o {
            Owner::Seat(s) => who(s),
            Owner::Neutral => crate::i18n::t(lang, "classic-the-neutral").to_string(),
        };
        let args: Args = match self {
            InvalidSetting { name, rule } => {
                return crate::engine::refusal::invalid_setting(name, rule, lang);
            }
            PlayerCount { count } => args![count = *count],
            SeatOrder { index, seat } => args![position = index + 1, seat = *seat],
            SetupMissing | SetupForm | MatchFinished | ZeroTanks | ReinforcementOver | NotASet
            | BonusUsed | ThrowForm | AttackAfterMove | NothingToOccupy | MoveDone
            | ClockStarted | ClockNotStarted | ClockStartEarly | ClockNotRunning
            | ClockNotPaused | ClockBackwards | LastRoundAnnounced | LastRoundNotTimed
            | EndMatchReason => args![],
            SetupIncomplete { territory }
            | SetupDuplicate { territory }
            | NeutralNotAllowed { territory }
            | SetupEmptyTerritory { territory }
            | NotNeutral { territory }
            | SymbolNeeded { territory }
            | SymbolNotTraded { territory }
            | BonusNotOnCard { territory }
            | BonusNotOwned { territory }
            | AttackOwnTerritory { territory }
            | OccupyFirst { territory } => args![territory = t(territory)],
            SetupTerritoryCount {
                owner,
                count,
                expected,
            } => args![
                who = holder(owner),
                territories = tn(lang, "classic-count-territories", *count),
                expected = *expected
            ],
            SetupArmies {
                owner,
                count,
                expected,
            } => args![
                who = holder(owner),
                armies = armies(lang, *count),
                expected = *expected
            ],
            PickFirst { seat } | SeatEliminated { seat } | NoArmiesLeft { seat } => {
                args![who = who(seat)]
            }
            UnknownSeat { seat } => args![seat = *seat],
            NotYourTurn { seat, current } => args![who = who(seat), current = who(current)],
            NotNow { action, phase } => args![
                action = action_words(action, lang),
                phase = super::phase_words(phase, lang)
            ],
            TerritoryTaken { territory, owner } => {
                args![territory = t(territory), who = holder(owner)]
            }
            PlacementOneArmy { got } => args![got = *got],
            PlacementTwoPlusOne { own, neutral } => args![own = *own, neutral = *neutral],
            NotYourTerritory { seat, territory } => {
                args![territory = t(territory), who = who(seat)]
            }
            OverEntitlement { allowed, got } => args![armies = armies(lang, *allowed), got = *got],
            BonusOnlyThere { territory, bonus } => {
                args![armies = armies(lang, *bonus), territory = t(territory)]
            }
            ReinforcementsUnplaced { left } => args![armies = armies(lang, *left)],
            ForcedTradePending { cards: n }
            | EliminationTradePending { cards: n }
            | TradeStop { cards: n } => args![cards = cards(lang, *n)],
            TradeThreeCards { got } => args![got = *got],
            NotEnoughCards { have } => args![cards = cards(lang, *have)],
            CardTwice { card } | CardInDeck { card } => args![card = card_name(card, lang)],
            SymbolUnknown { symbol } => args![symbol = symbol.clone()],
            SymbolContradicts {
                territory,
                symbol,
                known,
            } => args![
                territory = t(territory),
                known = known.clone(),
                symbol = symbol.clone()
            ],
            AttackNotAdjacent { from, to } | MoveNotAdjacent { from, to } => {
                args![from = t(from), to = t(to)]
            }
            AttackerNeedsTwoArmies { from } => args![from = t(from)],
            AttackerDice { dice } | DefenderDice { dice } => args![dice = *dice],
            TooManyAttackerDice {
                from,
                armies: a,
                dice: d,
            } => args![
                from = t(from),
                armies = armies(lang, *a),
                most = dice(lang, a.saturating_sub(1).min(3)),
                dice = *d
            ],
            TooManyDefenderDice {
                to,
                armies: a,
                dice: d,
            } => args![
                to = t(to),
                armies = armies(lang, *a),
                most = dice(lang, (*a).min(2)),
                dice = *d
            ],
            BadDieFace { face } => args![face = *face],
            LossesInconsistent { dice: d, losses: l } => args![
                attacker = d[0],
                defender = d[1],
                total = d[0].min(d[1]),
                lost_attacker = l[0],
                lost_defender = l[1]
            ],
            DiceEntryForm { allowed } => args![allowed = *allowed],
            OccupationTooSmall {
                territory,
                min,
                got,
            } => args![
                territory = t(territory),
                armies = armies(lang, *min),
                got = *got
            ],
            OccupationLeavesNone { from, max, got } | MoveLeavesNone { from, max, got } => {
                args![from = t(from), armies = armies(lang, *max), got = *got]
            }
            LastRoundEarly { minutes } => args![minutes = *minutes],
        };
        say(lang, &format!("classic-refusal-{}", self.code()), &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_in_number() {
        assert_eq!(cards(Lang::It, 1), "1 carta");
        assert_eq!(cards(Lang::It, 2), "2 carte");
        assert_eq!(armies(Lang::Es, 0), "0 ejércitos");
        let names = vec!["Anna".to_string(), "Bruno".to_string()];
        let r = Refusal::NotYourTurn {
            seat: 1,
            current: 0,
        };
        assert_eq!(
            r.message(Lang::It, &names),
            "Non è il turno di Bruno: è il turno di Anna"
        );
        let r = Refusal::ForcedTradePending { cards: 5 };
        assert!(r.message(Lang::It, &names).contains("5 carte"));
    }

    #[test]
    fn spanish_sentences_name_players_and_agree_in_number() {
        let names = vec!["Ana".to_string(), "Bruno".to_string()];
        let r = Refusal::NotYourTurn {
            seat: 1,
            current: 0,
        };
        assert_eq!(
            r.message(Lang::Es, &names),
            "No es el turno de Bruno: es el turno de Ana"
        );
        assert_eq!(
            Refusal::ForcedTradePending { cards: 5 }.message(Lang::Es, &names),
            "Con 5 cartas en la mano al empezar el turno, primero hay que canjear al menos un trío"
        );
        assert_eq!(
            Refusal::ReinforcementsUnplaced { left: 1 }.message(Lang::Es, &names),
            "Primero hay que colocar los ejércitos que quedan: 1 ejército"
        );
        let brasil = Map::risiko().by_slug("brasile").expect("brasile");
        assert_eq!(
            Refusal::TooManyDefenderDice {
                to: brasil,
                armies: 1,
                dice: 2
            }
            .message(Lang::Es, &names),
            "Brasil tiene 1 ejército: se defiende con 1 dado como máximo (no 2)"
        );
    }
}
