//! Every sentence of classic Risiko and RisiKo! torneo comes from a Fluent message: with
//! the pseudo-locale on (each message's own text accented and between `⟦` `⟧`), every
//! refusal, history line and phase word of the two rulesets, once its arguments (players,
//! territories, continents, numbers) are taken out, has no letter left outside the
//! brackets. A sentence still written in Rust would show its plain Italian words.

use arbitro::engine::classic::{self, Card};
use arbitro::engine::torneo;
use arbitro::engine::{ContinentId, Lang, Map, Owner, TerritoryId};
use std::collections::BTreeMap;

fn classic_refusals(n: u32) -> Vec<classic::Refusal> {
    use classic::Refusal::*;
    let t = TerritoryId((n * 7 % 42) as u8);
    let u = TerritoryId((n * 11 % 42 + 1) as u8);
    let s = n as u8;
    let card = if n.is_multiple_of(2) {
        Card::Jolly
    } else {
        Card::Territory(t)
    };
    let owner = if n == 2 {
        Owner::Neutral
    } else {
        Owner::Seat(s)
    };
    let mut v = vec![
        PlayerCount { count: n as usize },
        SeatOrder {
            index: n as usize,
            seat: s,
        },
        InvalidSetting {
            name: "hand_limit".into(),
            rule: "at_least_3_or_absent",
        },
        InvalidSetting {
            name: "x".into(),
            rule: "nope",
        },
        SetupMissing,
        SetupForm,
        SetupIncomplete { territory: t },
        SetupDuplicate { territory: t },
        NeutralNotAllowed { territory: t },
        SetupTerritoryCount {
            owner,
            count: n,
            expected: n + 3,
        },
        SetupArmies {
            owner,
            count: n,
            expected: n + 3,
        },
        SetupEmptyTerritory { territory: t },
        PickFirst { seat: s },
        MatchFinished,
        UnknownSeat { seat: s },
        SeatEliminated { seat: s },
        NotYourTurn {
            seat: s,
            current: (s + 1) % 4,
        },
        TerritoryTaken {
            territory: t,
            owner,
        },
        PlacementOneArmy { got: n },
        PlacementTwoPlusOne {
            own: n,
            neutral: n + 1,
        },
        NoArmiesLeft { seat: s },
        NotYourTerritory {
            seat: s,
            territory: t,
        },
        NotNeutral { territory: t },
        ZeroTanks,
        OverEntitlement {
            allowed: n,
            got: n + 1,
        },
        BonusOnlyThere {
            territory: t,
            bonus: n,
        },
        ReinforcementsUnplaced { left: n },
        ForcedTradePending { cards: n },
        EliminationTradePending { cards: n },
        ReinforcementOver,
        TradeThreeCards { got: n as usize },
        NotEnoughCards { have: n },
        CardTwice { card },
        CardInDeck { card },
        NotASet,
        SymbolNeeded { territory: t },
        SymbolUnknown {
            symbol: "Qx".into(),
        },
        SymbolContradicts {
            territory: t,
            symbol: "Qx".into(),
            known: "Qx".into(),
        },
        SymbolNotTraded { territory: t },
        BonusNotOnCard { territory: t },
        BonusNotOwned { territory: t },
        BonusUsed,
        TradeStop { cards: n },
        AttackNotAdjacent { from: t, to: u },
        AttackOwnTerritory { territory: t },
        AttackerNeedsTwoArmies { from: t },
        AttackerDice { dice: n },
        DefenderDice { dice: n },
        TooManyAttackerDice {
            from: t,
            armies: n,
            dice: n + 1,
        },
        TooManyDefenderDice {
            to: t,
            armies: n,
            dice: n + 1,
        },
        BadDieFace { face: n },
        LossesInconsistent {
            dice: [n, n + 1],
            losses: [n + 2, 1],
        },
        ThrowForm,
        DiceEntryForm { allowed: "faces" },
        AttackAfterMove,
        OccupyFirst { territory: t },
        NothingToOccupy,
        OccupationTooSmall {
            territory: t,
            min: n,
            got: n + 1,
        },
        OccupationLeavesNone {
            from: t,
            max: n,
            got: n + 1,
        },
        MoveDone,
        MoveNotAdjacent { from: t, to: u },
        MoveLeavesNone {
            from: t,
            max: n,
            got: n + 1,
        },
        ClockStarted,
        ClockNotStarted,
        ClockStartEarly,
        ClockNotRunning,
        ClockNotPaused,
        ClockBackwards,
        LastRoundAnnounced,
        LastRoundEarly { minutes: n },
        LastRoundNotTimed,
        EndMatchReason,
    ];
    for (a, p) in [
        ("end_turn", "claim"),
        ("attack", "setup_placement"),
        ("trade", "reinforce"),
        ("move", "attack"),
        ("occupy", "occupy"),
        ("claim", "elimination_trade"),
        ("xyz", "finished"),
    ] {
        v.push(NotNow {
            action: a,
            phase: p,
        });
    }
    v
}

fn torneo_refusals(n: u32) -> Vec<torneo::Refusal> {
    use torneo::Refusal::*;
    let t = TerritoryId((n * 7 % 42) as u8);
    let u = TerritoryId((n * 11 % 42 + 1) as u8);
    let s = n as u8;
    let card = if n.is_multiple_of(2) {
        Card::Jolly
    } else {
        Card::Territory(t)
    };
    let mut v = vec![
        PlayerCount { count: n as usize },
        SeatOrder {
            index: n as usize,
            seat: s,
        },
        InvalidSetting {
            name: "hand_limit".into(),
            rule: "at_least_3_or_absent",
        },
        ObjectivePoints {
            objective: "Qx".into(),
            points: n,
        },
        ObjectiveDuplicateTerritory {
            objective: "Qx".into(),
            territory: t,
        },
        UnknownObjective {
            objective: "Qx".into(),
        },
        ObjectiveTaken {
            objective: "Qx".into(),
            holder: s,
        },
        ObjectivesTwice,
        DistributionIncomplete { territory: t },
        DistributionCount {
            seat: s,
            count: n,
            expected: n + 1,
        },
        ContinentShareExceeded {
            seat: s,
            continent: ContinentId((n % 6) as u8),
            count: n,
            limit: n + 1,
        },
        MatchFinished,
        UnknownSeat { seat: s },
        SeatEliminated { seat: s },
        NotYourTurn {
            seat: s,
            current: (s + 1) % 4,
        },
        SdadataMissing { seat: s },
        SdadataNotExpected,
        OccupyFirst { territory: t },
        PlacementThree {
            expected: n,
            got: n + 1,
        },
        ZeroTanks,
        NotYourTerritory {
            seat: s,
            territory: t,
        },
        OverEntitlement {
            allowed: n,
            got: n + 1,
        },
        OverTankCap {
            cap: n + 1,
            on_board: n,
            room: n + 2,
        },
        BonusOnlyThere {
            territory: t,
            bonus: n,
        },
        ReinforcementsAfterAttack,
        ReinforcementsUnplaced { left: n },
        MoveNotAtEnd,
        TradeThreeCards { got: n as usize },
        NotEnoughCards { have: n },
        CardTwice { card },
        CardAlreadyDiscarded { card },
        InvalidSet,
        TooManySets { limit: n },
        AttackOwnTerritory { territory: t },
        NotAdjacent { from: t, to: u },
        AttackerNeedsTwoArmies { from: t },
        ThrowForm,
        BadDieFace { face: n },
        DefenderDiceNotMax {
            to: t,
            armies: n,
            expected: n,
            got: n + 1,
        },
        AttackerDiceTooMany {
            from: t,
            armies: n,
            dice: n + 1,
        },
        AttackerDiceBelowDefender {
            dice: n,
            defender: n + 1,
        },
        LossesInconsistent {
            defender_dice: n,
            attacker: n + 1,
            defender: n + 2,
        },
        EliminationTooEarly {
            territory: t,
            round: n,
            from_round: n + 1,
        },
        NothingToOccupy,
        OccupationTooSmall { min: n, got: n + 1 },
        OccupationLeavesNone { max: n, got: n + 1 },
        GarrisonBelowTwo {
            territory: t,
            left: n,
            min: n + 1,
        },
        MoveAlreadyDone,
        MoveLeavesNone {
            from: t,
            max: n,
            got: n + 1,
        },
        RisikoNotComplete {
            objective: "Qx".into(),
            missing: t,
        },
        ObjectiveMismatch {
            seat: s,
            objective: "Qx".into(),
        },
        ObjectiveKnown { seat: s },
        ObjectiveSecret { seat: s },
        ClockAtMissing,
        ClockBackwards,
        ClockStarted,
        ClockNotStarted,
        ClockNotRunning,
        ClockNotPaused,
        RecoveryForm,
        TimeUpEarly { minutes: n },
        TimeUpCalled,
        CapCountWrong {
            seat: s,
            counted: n,
            found: n + 1,
        },
        CapNotExceeded {
            found: n,
            cap: n + 1,
        },
        CapRemovalWrong {
            expected: n,
            got: n + 1,
        },
        CapRemovalEmpties { territory: t },
        CapRemovedByWrong {
            index: n as usize,
            expected: Some(s),
            got: None,
        },
        CapRemovedByWrong {
            index: n as usize,
            expected: None,
            got: Some(s),
        },
        PenaltyForm,
        EndMatchReason,
    ];
    for (a, p) in [
        ("end_turn", "placement"),
        ("attack", "reinforce"),
        ("trade", "attack"),
        ("move", "occupy"),
        ("sdadata", "sdadata"),
        ("xyz", "finished"),
        ("place", "bogus"),
    ] {
        v.push(NotNow {
            action: a,
            phase: p,
        });
    }
    v
}

fn classic_actions() -> Vec<classic::Action> {
    use classic::{Action::*, ClockEvent};
    let t = TerritoryId(3);
    let u = TerritoryId(4);
    let mut tanks = BTreeMap::new();
    tanks.insert(t, 1);
    let mut two = BTreeMap::new();
    two.insert(t, 2);
    two.insert(u, 3);
    vec![
        Claim {
            seat: 0,
            territory: t,
        },
        Place {
            seat: 1,
            tanks: tanks.clone(),
            neutral: BTreeMap::new(),
        },
        Place {
            seat: 1,
            tanks: two.clone(),
            neutral: tanks.clone(),
        },
        Trade {
            seat: 0,
            cards: vec![Card::Jolly, Card::Territory(t), Card::Territory(u)],
            bonus_territory: None,
            symbols: Default::default(),
        },
        Trade {
            seat: 0,
            cards: vec![Card::Jolly, Card::Territory(t), Card::Territory(u)],
            bonus_territory: Some(t),
            symbols: Default::default(),
        },
        Attack {
            seat: 0,
            from: t,
            to: u,
            attacker: Some(vec![6, 3, 3]),
            defender: Some(vec![5, 3]),
            dice: None,
            losses: None,
        },
        Attack {
            seat: 0,
            from: t,
            to: u,
            attacker: None,
            defender: None,
            dice: Some([1, 1]),
            losses: Some([1, 0]),
        },
        Attack {
            seat: 0,
            from: t,
            to: u,
            attacker: None,
            defender: None,
            dice: Some([3, 2]),
            losses: Some([0, 2]),
        },
        Attack {
            seat: 0,
            from: t,
            to: u,
            attacker: None,
            defender: None,
            dice: None,
            losses: None,
        },
        Occupy { seat: 0, tanks: 1 },
        Occupy { seat: 0, tanks: 3 },
        Move {
            seat: 0,
            from: t,
            to: u,
            tanks: 1,
        },
        Move {
            seat: 9,
            from: t,
            to: u,
            tanks: 0,
        },
        EndTurn { seat: 0 },
        Clock {
            event: ClockEvent::Start,
            at: chrono::Utc::now(),
        },
        Clock {
            event: ClockEvent::Pause,
            at: chrono::Utc::now(),
        },
        Clock {
            event: ClockEvent::Resume,
            at: chrono::Utc::now(),
        },
        Clock {
            event: ClockEvent::LastRound,
            at: chrono::Utc::now(),
        },
        EndMatch {
            reason: "Qx".into(),
        },
    ]
}

fn torneo_actions() -> Vec<torneo::Action> {
    use torneo::{Action::*, ClockEvent, Faces, Losses};
    let t = TerritoryId(3);
    let u = TerritoryId(4);
    let mut tanks = BTreeMap::new();
    tanks.insert(t, 1);
    let mut two = BTreeMap::new();
    two.insert(t, 2);
    two.insert(u, 3);
    let clock = |event, minutes, by: Option<&str>| Clock {
        event,
        at: None,
        minutes,
        by: by.map(String::from),
        reason: None,
    };
    vec![
        Place {
            seat: 1,
            tanks: tanks.clone(),
        },
        Place {
            seat: 7,
            tanks: two.clone(),
        },
        Trade {
            seat: 0,
            cards: vec![Card::Jolly, Card::Territory(t), Card::Territory(u)],
        },
        Attack {
            seat: 0,
            from: t,
            to: u,
            dice: Some(Faces {
                attacker: vec![6, 3, 3],
                defender: vec![5, 3],
            }),
            attacker_dice: None,
            losses: None,
        },
        Attack {
            seat: 0,
            from: t,
            to: u,
            dice: None,
            attacker_dice: Some(3),
            losses: Some(Losses {
                attacker: 1,
                defender: 2,
            }),
        },
        Attack {
            seat: 0,
            from: t,
            to: u,
            dice: None,
            attacker_dice: None,
            losses: None,
        },
        Occupy { seat: 0, tanks: 1 },
        Occupy { seat: 0, tanks: 4 },
        Move {
            seat: 0,
            from: t,
            to: u,
            tanks: 1,
        },
        Move {
            seat: 0,
            from: t,
            to: u,
            tanks: 2,
        },
        EndTurn { seat: 0 },
        EndTurn { seat: 6 },
        Sdadata {
            seat: 1,
            dice: [3, 4],
        },
        DeclareRisiko {
            seat: 0,
            objective: "Qx".into(),
        },
        RevealObjective {
            seat: 2,
            objective: "Qx".into(),
        },
        RevealObjective {
            seat: 5,
            objective: "Qx".into(),
        },
        ShowObjective { seat: 1 },
        clock(ClockEvent::Start, None, None),
        clock(ClockEvent::Pause, None, None),
        clock(ClockEvent::Resume, None, None),
        clock(ClockEvent::TimeUp, None, None),
        clock(ClockEvent::Recovery, Some(1), Some("Qx")),
        clock(ClockEvent::Recovery, Some(5), Some("Qx")),
        clock(ClockEvent::Recovery, None, None),
        CapViolation {
            seat: 0,
            found_on_board: 1,
            remove: tanks.clone(),
            removed_by: vec![],
        },
        CapViolation {
            seat: 0,
            found_on_board: 131,
            remove: two.clone(),
            removed_by: vec![],
        },
        Penalty {
            seat: 0,
            tournament_points: Some(-3),
            table_points: None,
            reason: "Qx".into(),
        },
        Penalty {
            seat: 0,
            tournament_points: None,
            table_points: Some(1),
            reason: "Qx".into(),
        },
        Penalty {
            seat: 0,
            tournament_points: None,
            table_points: None,
            reason: "Qx".into(),
        },
        EndMatch {
            reason: "Qx".into(),
            seat: Some(1),
        },
        EndMatch {
            reason: "Qx".into(),
            seat: None,
        },
        EndMatch {
            reason: "Qx".into(),
            seat: Some(8),
        },
    ]
}

/// The words of `sentence` that came from no message and are no argument.
fn leaked(sentence: &str, arguments: &[String]) -> String {
    let mut rest = String::new();
    let mut depth = 0;
    for c in sentence.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth -= 1,
            _ if depth == 0 => rest.push(c),
            _ => {}
        }
    }
    for a in arguments {
        rest = rest.replace(a.as_str(), " ");
    }
    rest.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn every_classic_and_torneo_sentence_is_a_message() {
    arbitro::i18n::pseudo_locale();
    let map = Map::risiko();
    let names: Vec<String> = ["Anna", "Bruno", "Carla"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    // The arguments a sentence may carry as they are, longest first so that a
    // territory's name goes before a shorter one inside it.
    let mut arguments: Vec<String> = names.clone();
    arguments.push("Qx".into());
    arguments.extend((0..42).map(|i| map.name(TerritoryId(i), Lang::It).to_string()));
    arguments.extend(
        map.continents()
            .map(|(id, _)| map.continent_name(id, Lang::It).to_string()),
    );
    // Words that other helpers own (the shared action words, settings and ordinals)
    // are checked where they are written, not here.
    for code in [
        "end_turn", "attack", "trade", "move", "occupy", "claim", "sdadata", "place", "xyz",
    ] {
        arguments.push(arbitro::engine::action_words::action_words(code, Lang::It).to_string());
    }
    for (name, rule) in [("hand_limit", "at_least_3_or_absent"), ("x", "nope")] {
        arguments.push(arbitro::engine::refusal::invalid_setting(
            name,
            rule,
            Lang::It,
        ));
    }
    arguments.extend((0..10).map(|i| arbitro::engine::refusal::ordinal(i, Lang::It)));
    // Codes a sentence quotes as they are: the dice-entry form a tournament allows, a
    // phase code no phase has (shown rather than lost), and a setting's key as the log
    // and the form name it (the shared settings sentence quotes it).
    arguments.extend(["faces", "bogus", "hand_limit", "x"].map(String::from));
    arguments.sort_by_key(|a| std::cmp::Reverse(a.chars().count()));

    let mut sentences = Vec::new();
    for n in [0, 1, 2, 5] {
        sentences.extend(
            classic_refusals(n)
                .iter()
                .map(|r| r.message(Lang::It, &names)),
        );
        sentences.extend(
            torneo_refusals(n)
                .iter()
                .map(|r| r.message(Lang::It, &names)),
        );
    }
    sentences.extend(
        classic_actions()
            .iter()
            .map(|a| a.describe(Lang::It, &names)),
    );
    sentences.extend(
        torneo_actions()
            .iter()
            .map(|a| a.describe(Lang::It, &names)),
    );
    sentences.extend(
        torneo::Phase::ALL
            .iter()
            .map(|p| p.words(Lang::It).to_string()),
    );
    let leaks: Vec<String> = sentences
        .iter()
        .filter(|s| !leaked(s, &arguments).is_empty())
        .cloned()
        .collect();
    assert!(sentences.len() > 600, "only {} sentences", sentences.len());
    assert!(leaks.is_empty(), "words outside a message: {leaks:#?}");
}
