//! Every T.E.G. refusal has a message of its own in every language (`teg-refusal-CODE`),
//! the Spanish one distinct: one example of each variant (checked against the declared
//! codes, so a new variant fails here until it has one).

use super::super::{Refusal, SituationCard, objection};
use crate::engine::Lang;
use crate::engine::map::Map;

/// One example of every variant, in the order they are declared.
#[allow(clippy::too_many_lines)]
fn every_refusal() -> Vec<Refusal> {
    use Refusal::*;
    let map = Map::teg_revancha();
    let t = |s: &str| map.by_slug(s).expect("country");
    let c = map.continent_by_slug("america_del_sur").expect("continent");
    let (arg, bra) = (t("argentina"), t("brasil"));
    vec![
        MatchFinished,
        UnknownSeat { seat: 1 },
        SeatEliminated { seat: 1 },
        WrongRuleset {
            // Any id but its own: a log of another game.
            ruleset: "scacchi".into(),
        },
        WrongMap {
            map: "risiko".into(),
        },
        SeatCount { seats: 7 },
        SeatOrder { seat: 2 },
        BadColour {
            colour: "violeta".into(),
        },
        DealIncomplete { country: arg },
        DealShare {
            seat: 0,
            countries: 1,
            share: 12,
        },
        BorderNotDisputed { from: arg, to: bra },
        ObjectiveSeat { seat: "9".into() },
        ObjectiveCount {
            seat: 0,
            count: 0,
            expected: 1,
        },
        ObjectiveUnavailable {
            objective: "occ_20".into(),
        },
        NotNow { action: "attack" },
        NotYourTurn { seat: 1, turn: 0 },
        RestColourMissing,
        SituationUsedUp {
            card: SituationCard::Nieve,
        },
        RollsIncomplete { seat: 1 },
        BadDieValue { value: 7 },
        StageOver { action: "attack" },
        TradeRequired { seat: 0 },
        UnplacedArmies { seat: 0, armies: 1 },
        OccupyPending,
        Clock {
            fault: "not_started",
        },
        ZeroAmount { country: arg },
        NotYourCountry {
            seat: 1,
            country: arg,
        },
        Blockaded { country: arg },
        WrongQuota {
            seat: 0,
            placed: 4,
            due: 1,
        },
        OverAllowance {
            seat: 0,
            placed: 1,
            due: 0,
        },
        TooFewArmies {
            country: arg,
            armies: 1,
            needed: 2,
        },
        SituationForbids {
            seat: 1,
            card: SituationCard::Descanso,
        },
        OwnTarget { country: bra },
        PactForbids {
            pact: 0,
            seat: 0,
            other: 1,
        },
        NotAdjacent {
            from: arg,
            to: t("espana"),
        },
        ThrowForm,
        WrongDiceCount {
            side: "defender",
            dice: 4,
            min: 1,
            max: 3,
        },
        LossesInconsistent {
            attacker: 2,
            defender: 2,
            pairs: 3,
        },
        OccupyOutOfRange { armies: 4, max: 3 },
        MissileOutOfRange {
            from: arg,
            to: t("espana"),
        },
        NoMissile { country: arg },
        MissileTargetTooWeak {
            country: bra,
            armies: 1,
            damage: 3,
        },
        MissileOutgunned {
            from: arg,
            to: bra,
            mine: 1,
            theirs: 1,
        },
        MissileOverfliesPact {
            pact: 1,
            from: arg,
            to: bra,
        },
        RegroupTooMany {
            country: arg,
            armies: 3,
            missiles: 1,
            free_armies: 1,
            free_missiles: 0,
        },
        PactInvalid {
            reason: "same_seat",
        },
        PactOutOfTurn {
            parties: [1, 2],
            turn: 0,
        },
        UnknownPact { pact: 4 },
        NotAParty { seat: 0, pact: 1 },
        PactAlreadyBroken { pact: 1 },
        OneTradePerRound { seat: 0 },
        CardNotHeld {
            seat: 0,
            country: arg,
        },
        FiguresConflict { country: arg },
        FiguresInvalid { country: arg },
        FiguresUnknown { country: arg },
        ContinentCardNotHeld {
            seat: 0,
            continent: c,
        },
        TradeNotASet,
        TradeNotMinimal,
        CardNotDue {
            seat: 0,
            conquests: 1,
            needed: 2,
        },
        CrisisNoCard { seat: 1 },
        HandFull { seat: 0 },
        CardUnavailable {
            country: arg,
            holder: 1,
        },
        ContinentNotHeld {
            seat: 0,
            continent: c,
        },
        ContinentCardUsed {
            seat: 0,
            continent: c,
        },
        ContinentCardNotEarned {
            seat: 0,
            continent: c,
        },
        BonusNotDue {
            seat: 0,
            country: arg,
        },
        AgainstMissing { country: arg },
        AgainstNotThere {
            country: arg,
            seat: 1,
        },
        CondominiumFromInside { country: arg },
        CondominiumNoMissiles { country: bra },
        JointAttackPending {
            pact: 2,
            seat: 1,
            country: bra,
        },
        AggressionInvalid {
            reason: "same_party",
        },
        ZoneForbids {
            pact: 1,
            country: arg,
            what: "place",
        },
        ZoneInvalid {
            reason: "zone_has_one_army",
        },
        ZoneBreachPending {
            pact: 1,
            offender: 2,
        },
        ZoneBreachInvalid {
            reason: "card_to_take",
        },
        ZonePenaltyNoCard { seat: 2 },
        LeftoverRolls { seat: 3 },
    ]
}

fn names() -> Vec<String> {
    vec!["Ana".into(), "Beto".into(), "Caro".into()]
}

#[test]
fn every_refusal_has_its_own_spanish_sentence() {
    let all = every_refusal();
    // Every code once: a new variant fails here until it has its example.
    let codes: Vec<&str> = all.iter().map(Refusal::code).collect();
    assert_eq!(codes, Refusal::CODES, "every variant once, in order");
    for r in &all {
        let key = format!("teg.refusal.{}", r.code());
        assert!(crate::i18n::has_key(&key), "{key} in it, en and es");
        let o = objection(r, &names());
        let es = o.message(Lang::Es);
        assert!(!es.trim().is_empty(), "{r:?}");
        assert!(
            es != o.message(Lang::It) && es != o.message(Lang::En),
            "{r:?}: {es}"
        );
        assert!(!es.contains('{'), "{r:?}: {es}");
        assert_eq!(o.detail["message_es"], es, "{r:?}");
    }
}

#[test]
fn spanish_sentences_name_players_and_countries_and_agree_in_number() {
    let map = Map::teg_revancha();
    let arg = map.by_slug("argentina").expect("argentina");
    let say = |r: Refusal| objection(&r, &names()).message(Lang::Es).to_string();
    assert_eq!(
        say(Refusal::NotYourTurn { seat: 1, turn: 0 }),
        "No es el turno de Beto: le toca a Ana"
    );
    assert_eq!(
        say(Refusal::UnplacedArmies { seat: 2, armies: 1 }),
        "A Caro todavía le queda 1 ejército por colocar"
    );
    assert_eq!(
        say(Refusal::UnplacedArmies { seat: 2, armies: 3 }),
        "A Caro todavía le quedan 3 ejércitos por colocar"
    );
    assert_eq!(
        say(Refusal::TooFewArmies {
            country: arg,
            armies: 1,
            needed: 2
        }),
        "Argentina tiene 1 ejército, hacen falta al menos 2"
    );
    assert_eq!(
        say(Refusal::TooFewArmies {
            country: arg,
            armies: 3,
            needed: 4
        }),
        "Argentina tiene 3 ejércitos, hacen falta al menos 4"
    );
    assert_eq!(
        say(Refusal::CardNotDue {
            seat: 0,
            conquests: 1,
            needed: 2
        }),
        "Ana conquistó 1 país en este turno, hacen falta 2 para una tarjeta (y una sola por turno)"
    );
    // A seat without a name is counted from 1, never the zero-based seat.
    let o = objection(&Refusal::HandFull { seat: 3 }, &names());
    assert_eq!(
        o.message(Lang::Es),
        "Jugador 4 ya tiene 5 tarjetas: primero canjeá"
    );
}

#[test]
fn teg_not_now_and_stage_over_name_the_action() {
    use crate::engine::action_words::tests::{names, reads, says_words};
    use crate::engine::teg::{Refusal, objection};
    // The refusal, its code and action, and words one of its sentences must say.
    let cases = [
        (
            Refusal::NotNow {
                action: "occupy_condominium",
            },
            ("not_now", "occupy_condominium"),
            Some((Lang::Es, "la ocupación de un condominio")),
        ),
        (
            Refusal::NotNow { action: "time_up" },
            ("not_now", "time_up"),
            None,
        ),
        (
            Refusal::StageOver {
                action: "incorporation",
            },
            ("stage_over", "incorporation"),
            Some((Lang::It, "l'incorporazione")),
        ),
    ];
    for (refusal, (code, action), words) in cases {
        let o = objection(&refusal, &names());
        says_words(&o, code, action);
        if let Some((lang, words)) = words {
            reads(&o, lang, words);
        }
    }
}
