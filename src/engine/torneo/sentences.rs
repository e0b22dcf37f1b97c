//! The referee's sentence for each tournament refusal: one Fluent message per refusal
//! code (`torneo-refusal-<code>` in `engine_torneo.ftl`, in it, en and es), or classic's
//! message where the words are the same in every language. Players by name (never by
//! seat number), territories and continents by their name in the reader's language,
//! counts agreeing in number through classic's count messages.

use super::refusal::Refusal;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::classic::sentences::{Args, args, armies, card_name, cards, dice, say};
use crate::engine::map::Map;
use crate::engine::seat::Seat;

impl Refusal {
    /// The sentence a referee reads out; `names` are the players in seat order.
    pub fn message(&self, lang: Lang, names: &[String]) -> String {
        use Refusal::*;
        let map = Map::risiko();
        let t = |id: &crate::engine::map::TerritoryId| map.name(*id, lang).to_string();
        let who = |s: &Seat| {
            names
                .get(usize::from(*s))
                .filter(|n| !n.trim().is_empty())
                .cloned()
                .unwrap_or_else(|| crate::engine::refusal::ordinal(usize::from(*s), lang))
        };
        let args: Args = match self {
            InvalidSetting { name, rule } => {
                return crate::engine::refusal::invalid_setting(name, rule, lang);
            }
            // The same words as classic's, in every language.
            MatchFinished => return say(lang, "classic-refusal-match_finished", &args![]),
            PlayerCount { count } => args![count = *count],
            SeatOrder { index, seat } => {
                args![position = index + 1, seat = usize::from(*seat) + 1]
            }
            ObjectivePoints { objective, points } => {
                args![objective = objective.clone(), points = *points]
            }
            ObjectiveDuplicateTerritory {
                objective,
                territory,
            } => args![objective = objective.clone(), territory = t(territory)],
            UnknownObjective { objective } => args![objective = objective.clone()],
            ObjectiveTaken { objective, holder } => {
                args![objective = objective.clone(), who = who(holder)]
            }
            ObjectivesTwice
            | SdadataNotExpected
            | ZeroTanks
            | ReinforcementsAfterAttack
            | MoveNotAtEnd
            | InvalidSet
            | ThrowForm
            | NothingToOccupy
            | MoveAlreadyDone
            | ClockAtMissing
            | ClockBackwards
            | ClockStarted
            | ClockNotStarted
            | ClockNotRunning
            | ClockNotPaused
            | RecoveryForm
            | TimeUpCalled
            | PenaltyForm
            | EndMatchReason => args![],
            DistributionIncomplete { territory }
            | OccupyFirst { territory }
            | AttackOwnTerritory { territory }
            | CapRemovalEmpties { territory } => args![territory = t(territory)],
            DistributionCount {
                seat,
                count,
                expected,
            } => args![who = who(seat), count = *count, expected = *expected],
            ContinentShareExceeded {
                seat,
                continent,
                count,
                limit,
            } => args![
                who = who(seat),
                count = *count,
                continent = map.continent_name(*continent, lang).to_string(),
                limit = *limit
            ],
            UnknownSeat { seat } => args![seat = usize::from(*seat) + 1],
            SeatEliminated { seat }
            | SdadataMissing { seat }
            | ObjectiveKnown { seat }
            | ObjectiveSecret { seat } => args![who = who(seat)],
            NotYourTurn { current, .. } => args![who = who(current)],
            NotNow { action, phase } => args![
                action = action_words(action, lang),
                phase = phase_words(phase, lang)
            ],
            NotYourTerritory { seat, territory } => {
                args![territory = t(territory), who = who(seat)]
            }
            // The armies the rule asks for, and the number the log gave.
            PlacementThree { expected: n, got }
            | OverEntitlement { allowed: n, got }
            | OccupationTooSmall { min: n, got }
            | OccupationLeavesNone { max: n, got }
            | CapRemovalWrong { expected: n, got } => args![armies = armies(lang, *n), got = *got],
            OverTankCap {
                cap,
                on_board,
                room,
            } => args![on_board = *on_board, cap = *cap, room = *room],
            BonusOnlyThere { territory, bonus } => {
                args![armies = armies(lang, *bonus), territory = t(territory)]
            }
            ReinforcementsUnplaced { left } => args![left = *left],
            TradeThreeCards { got } => args![got = *got],
            NotEnoughCards { have } => args![cards = cards(lang, *have)],
            CardTwice { card } | CardAlreadyDiscarded { card } => {
                args![card = card_name(card, lang)]
            }
            TooManySets { limit } => args![limit = *limit],
            NotAdjacent { from, to } => args![from = t(from), to = t(to)],
            AttackerNeedsTwoArmies { from } => args![from = t(from)],
            BadDieFace { face } => args![face = *face],
            DefenderDiceNotMax {
                to,
                armies: a,
                expected,
                got,
            } => args![
                armies = armies(lang, *a),
                to = t(to),
                dice = dice(lang, *expected),
                got = *got
            ],
            AttackerDiceTooMany {
                from,
                armies: a,
                dice: d,
            } => args![
                from = t(from),
                armies = armies(lang, *a),
                most = a.saturating_sub(1).min(3),
                dice = *d
            ],
            AttackerDiceBelowDefender { dice: d, defender } => {
                args![defender = *defender, dice = *d]
            }
            LossesInconsistent {
                defender_dice,
                attacker,
                defender,
            } => args![
                attacker = *attacker,
                defender = *defender,
                defender_dice = *defender_dice
            ],
            EliminationTooEarly {
                territory,
                from_round,
                ..
            } => args![territory = t(territory), from_round = *from_round],
            GarrisonBelowTwo {
                territory,
                left,
                min,
            } => args![
                territory = t(territory),
                armies = armies(lang, *min),
                left = *left
            ],
            MoveLeavesNone { from, max, got } => {
                args![from = t(from), armies = armies(lang, *max), got = *got]
            }
            RisikoNotComplete { objective, missing } => {
                args![objective = objective.clone(), territory = t(missing)]
            }
            ObjectiveMismatch { seat, objective } => {
                args![who = who(seat), objective = objective.clone()]
            }
            TimeUpEarly { minutes } => args![minutes = *minutes],
            CapCountWrong {
                seat,
                counted,
                found,
            } => args![who = who(seat), counted = *counted, found = *found],
            CapNotExceeded { found, cap } => args![found = *found, cap = *cap],
            CapRemovedByWrong {
                index, expected, ..
            } => args![
                army = index + 1,
                who = expected.as_ref().map_or_else(String::new, who)
            ],
        };
        say(lang, &format!("torneo-refusal-{}", self.code()), &args)
    }
}

/// A phase code (as a refusal carries it) in the referee's words; an unknown code is
/// shown as it is rather than lost.
pub(super) fn phase_words(code: &str, lang: Lang) -> String {
    super::Phase::from_code(code).map_or_else(|| code.to_string(), |p| p.words(lang).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_sentences_name_players_and_agree_in_number() {
        let names = vec!["Ana".to_string(), "Bruno".to_string(), "Carla".to_string()];
        assert_eq!(
            Refusal::NotYourTurn {
                seat: 0,
                current: 2
            }
            .message(Lang::Es, &names),
            "Le toca a Carla"
        );
        assert_eq!(
            Refusal::CapRemovalWrong {
                expected: 1,
                got: 3
            }
            .message(Lang::Es, &names),
            "Hay que sacar 1 ejército, no 3"
        );
        assert_eq!(
            Refusal::NotEnoughCards { have: 2 }.message(Lang::Es, &names),
            "En la mano hay solo 2 cartas"
        );
    }

    /// Classic's `not_now` and the tournament's (which adds the phase) name the action
    /// in words.
    #[test]
    fn not_now_names_the_action_and_the_phase() {
        use crate::engine::action_words::tests::{names, reads, says_words};
        use crate::engine::classic;
        let classic_end = classic::Refusal::NotNow {
            action: "end_turn",
            phase: "claim",
        };
        let torneo_declare = Refusal::NotNow {
            action: "declare_risiko",
            phase: "placement",
        };
        let cases = [
            (
                classic::objection(&classic_end, &names()),
                "end_turn",
                ["la fine del turno", "el fin del turno"],
            ),
            (
                crate::engine::torneo::objection(&torneo_declare, &names()),
                "declare_risiko",
                ["piazzamento iniziale", "colocación inicial"],
            ),
        ];
        for (o, action, [it, es]) in cases {
            says_words(&o, "not_now", action);
            reads(&o, Lang::It, it);
            reads(&o, Lang::Es, es);
        }
    }
}
