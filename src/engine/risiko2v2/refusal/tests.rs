//! The refusal codes, their data and the referee's sentences (names, agreement).

use super::*;
use crate::engine::map::Map;

#[test]
fn code_matches_serialized_tag_and_detail_names_the_territory() {
    let brasile = Map::risiko().by_slug("brasile").expect("brasile");
    let r = Refusal::TooFewToAttack {
        from: brasile,
        tanks: 2,
        max: 1,
    };
    assert_eq!(r.code(), "too_few_to_attack");
    let none = Names::default();
    assert_eq!(r.detail(&none)["code"], "too_few_to_attack");
    assert_eq!(r.detail(&none)["from"], "brasile");
    let turn = Refusal::NotYourTurn {
        seat: 1,
        current: 3,
    };
    assert_eq!(turn.detail(&names())["seat"], 1, "the data keeps the seat");
    // The JSON detail carries the Spanish sentence beside the other two.
    let d = Refusal::MatchFinished.detail(&names());
    assert_eq!(d["message_es"], "La partida terminó");
    assert_eq!(d["message_it"], "La partita è finita");
}

fn names() -> Names {
    use crate::engine::log::Player;
    let players: Vec<Player> = ["Anna", "Bruno", "Carla", "Dario"]
        .iter()
        .zip(0u8..)
        .map(|(name, seat)| Player {
            seat,
            name: (*name).into(),
            team: if seat % 2 == 0 { "A" } else { "B" }.into(),
            colour: "blu".into(),
            is_virtual: false,
            person: None,
        })
        .collect();
    Names::of(&players)
}

/// Sentences name the players (never a 0-based seat), say the territory in the
/// referee's language and agree with it and with the numbers, in every language.
#[test]
fn sentences_name_players_and_agree_in_every_language() {
    use Lang::{En, Es, It};
    use Refusal::*;
    let map = Map::risiko();
    let t = |slug: &str| map.by_slug(slug).expect(slug);
    let few = |slug: &str, tanks, max| TooFewToAttack {
        from: t(slug),
        tanks,
        max,
    };
    let own = |slug: &str| OwnTerritory { territory: t(slug) };
    let taken = ObjectiveTaken { seat: 2, other: 0 };
    let cards = |have, need| NotEnoughCards { have, need };
    let quota = PlacementQuota {
        expected: 1,
        got: 2,
    };
    let early = |minutes, elapsed| AnnounceEarly { minutes, elapsed };
    let not_now = NotNow {
        action: "attack".into(),
        phase: Phase::InitialPlacement,
    };
    let turn = |seat, current| NotYourTurn { seat, current };
    // Each refusal and language, then what it says, in the same order.
    let cases: [(Refusal, Lang); 24] = [
        (few("brasile", 2, 1), It),
        (few("brasile", 2, 1), En),
        (few("brasile", 2, 1), Es),
        (few("brasile", 1, 0), Es),
        (few("urali", 1, 0), It),
        (few("cina", 1, 0), It),
        (taken.clone(), It),
        (taken.clone(), En),
        (taken.clone(), Es),
        (turn(1, 3), It),
        (turn(1, 0), Es),
        (own("europa_meridionale"), It),
        (own("brasile"), It),
        (own("stati_uniti_orientali"), It),
        (own("cina"), Es),
        (cards(0, 3), It),
        (cards(0, 1), En),
        (cards(1, 3), Es),
        (quota, It),
        (early(1, 0), It),
        (early(90, 1), En),
        (not_now.clone(), It),
        (not_now.clone(), En),
        (not_now, Es),
    ];
    let said: [&str; 24] = [
        "Brasile ha 2 carri: può attaccare con al massimo 1",
        "Brazil has 2 tanks: it can attack with at most 1",
        "Brasil tiene 2 ejércitos: puede atacar con 1 como máximo",
        "Brasil tiene 1 ejército: no puede atacar",
        "Urali hanno 1 carro: non possono attaccare",
        "Cina ha 1 carro: non può attaccare",
        "Carla ha lo stesso obiettivo di Anna",
        "Carla has the same objective as Anna",
        "Carla tiene el mismo objetivo que Anna",
        "Non è il turno di Bruno: tocca a Dario",
        "No es el turno de Bruno: le toca a Anna",
        "Europa Meridionale è già tua",
        "Brasile è già tuo",
        "Stati Uniti Orientali sono già tuoi",
        "China ya te pertenece",
        "Servono 3 carte, il giocatore ne ha 0",
        "1 card needed, the player holds 0",
        "Hacen falta 3 cartas, el jugador tiene 1",
        "In questo turno di piazzamento va messo esattamente 1 carro, non 2",
        "Il terzultimo giro si annuncia dopo 1 minuto di cronometro in moto (pause escluse): ne sono passati 0",
        "The third-to-last round is called after 90 minutes of running clock (pauses excluded): 1 gone",
        "Ora non si può registrare un attacco (fase: piazzamento iniziale)",
        "It is not possible to record an attack now (phase: initial placement)",
        "Ahora no se puede registrar un ataque (fase: colocación inicial)",
    ];
    for ((refusal, lang), said) in cases.into_iter().zip(said) {
        assert_eq!(
            refusal.message(lang, &names()),
            said,
            "{refusal:?} in {lang:?}"
        );
    }
    // No names (a broken setup): 1-based ordinals.
    assert_eq!(
        taken.message(It, &Names::default()),
        "Giocatore 3 ha lo stesso obiettivo di Giocatore 1"
    );
    assert_eq!(
        taken.message(Es, &Names::default()),
        "Jugador 3 tiene el mismo objetivo que Jugador 1"
    );
}

#[test]
fn not_now_says_the_action_in_words() {
    // The codes with an underscore read as words too, and the code stays the code.
    let r = Refusal::NotNow {
        action: "end_turn".into(),
        phase: Phase::InitialPlacement,
    };
    for lang in Lang::ALL {
        let s = r.message(lang, &names());
        assert!(!s.contains('_') && !s.contains("end_turn"), "{lang:?}: {s}");
    }
    assert_eq!(r.code(), "not_now");
}

/// Every refusal of the 2 vs 2, with sample data.
fn every_refusal() -> Vec<Refusal> {
    use Refusal::*;
    let map = Map::risiko();
    let [t, u] = ["cina", "urali"].map(|s| map.by_slug(s).expect(s));
    let c = map.continent_by_slug("asia").expect("asia");
    vec![
        UnknownRuleset {
            ruleset: "x".into(),
        },
        PlayerCount { count: 3 },
        SeatOrder { index: 1, seat: 2 },
        TeamsNotAlternating,
        VirtualSeat { seat: 1 },
        InvalidSetting {
            name: "hand_limit".into(),
        },
        DraftIncomplete { territory: t },
        DraftSeatCount { seat: 1, count: 9 },
        DraftNeutralCount { count: 3 },
        PacketSizes {
            sizes: vec![10, 11],
        },
        PacketDuplicate { territory: t },
        PacketSeedMismatch { seed: u64::MAX },
        UnknownSeat { seat: 7 },
        ObjectiveContinent { continent: c },
        ObjectiveNoStrip,
        ObjectiveStripEmpty { strip: 0 },
        ObjectiveStripStart {
            territory: t,
            continent: c,
        },
        ObjectiveStripGap { from: t, to: u },
        ObjectiveStripInside { territory: u },
        ObjectiveTaken { seat: 0, other: 1 },
        MatchFinished,
        SeatEliminated { seat: 1 },
        NotYourTurn {
            seat: 1,
            current: 2,
        },
        NotNow {
            action: "end_turn".into(),
            phase: super::Phase::Occupy,
        },
        AlreadyPicked { seat: 0 },
        NotInPacket {
            seat: 0,
            territory: t,
        },
        PlacementQuota {
            expected: 3,
            got: 1,
        },
        NotYourTerritory {
            seat: 0,
            territory: u,
        },
        ZeroTanks,
        OverAllowance { allowed: 1, got: 2 },
        CapExceeded {
            cap: 120,
            on_board: 118,
            can_place: 2,
        },
        DeclareFirst,
        AlreadyDeclared,
        TradeAfterDeclare,
        NoTradesYet { round: 2 },
        ZeroSets,
        NotEnoughCards { have: 2, need: 3 },
        ReinforcementOver,
        NotAdjacent { from: u, to: t },
        OwnTerritory { territory: u },
        AttackTanks { tanks: 4 },
        TooFewToAttack {
            from: t,
            tanks: 1,
            max: 0,
        },
        TeammateDefended {
            territory: t,
            tanks: 2,
        },
        TeammateTruce {
            territory: t,
            holder: 2,
            continent: c,
        },
        CannotHold {
            from: t,
            to: u,
            tanks: 3,
            needed: 4,
        },
        GarrisonLock {
            territory: u,
            tanks: 3,
            max: 0,
        },
        OccupyFirst { territory: t },
        NothingToOccupy,
        OccupyRange {
            territory: t,
            min: 1,
            max: 3,
            got: 4,
        },
        MoveDone,
        MoveTooMany {
            from: t,
            tanks: 2,
            max: 1,
        },
        AlreadyRenounced { seat: 0 },
        NoViolation {
            found: 100,
            cap: 120,
        },
        CapRemovalTotal {
            expected: 4,
            got: 2,
        },
        CapRemovalTooMany {
            territory: t,
            tanks: 2,
            got: 2,
        },
        CapRemovalReinforced { needed: 2, got: 1 },
        ClockStarted,
        ClockNotStarted,
        ClockNotRunning,
        ClockNotPaused,
        ClockBackwards,
        AlreadyAnnounced,
        ClockStartEarly,
        AnnounceEarly {
            minutes: 90,
            elapsed: 1,
        },
        UnknownTeam { team: "C".into() },
        ChoiceFirst { seat: 3 },
        NoChances { team: "A".into() },
    ]
}

/// Each code is a message of its own in every language, every argument filled in: a
/// sentence that came back as its key, or with a variable left, fails here.
#[test]
fn every_refusal_is_a_message_in_every_language() {
    let all = every_refusal();
    let codes: std::collections::BTreeSet<_> = all.iter().map(Refusal::code).collect();
    assert_eq!(codes.len(), all.len(), "one sample per code");
    for r in &all {
        for lang in Lang::ALL {
            let s = r.message(lang, &names());
            assert!(!s.starts_with("r2v2"), "{} has no message: {s}", r.code());
            assert!(!s.contains('{') && !s.contains('$'), "{}: {s}", r.code());
        }
    }
    let seed = Refusal::PacketSeedMismatch { seed: u64::MAX };
    assert!(
        seed.message(Lang::En, &names())
            .ends_with("seed 18446744073709551615 deals"),
        "a seed keeps every digit"
    );
    let gap = Refusal::ObjectiveStripGap {
        from: Map::risiko().by_slug("urali").expect("urali"),
        to: Map::risiko().by_slug("cina").expect("cina"),
    };
    assert_eq!(
        gap.message(Lang::It, &names()),
        "Striscia interrotta: Urali non confinano con Cina"
    );
}
