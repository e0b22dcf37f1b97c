//! TEG Jr on the example board: the setup's checks, the seed's dice examples, placement
//! with bonuses and trades, conquest and the card, regrouping, elimination and the win.

use std::collections::BTreeMap;

use super::*;
use crate::engine::Lang;
use crate::engine::map::on_map;
use crate::engine::table::Table;

fn t(slug: &str) -> TerritoryId {
    example_map()
        .by_slug(slug)
        .unwrap_or_else(|| panic!("{slug}"))
}

/// Three players; countries dealt in map order round-robin, the spare two (the last
/// two) to seats 0 and 1, who roll highest.
fn log3() -> TegJrLog {
    let map = example_map();
    let owners: BTreeMap<TerritoryId, Seat> = map
        .territory_ids()
        .map(|c| {
            (
                c,
                if c.index() < 30 {
                    (c.index() % 3) as u8
                } else {
                    (c.index() - 30) as u8
                },
            )
        })
        .collect();
    TegJrLog {
        format: 1,
        ruleset: RULESET.into(),
        map: EXAMPLE.into(),
        map_hash: String::new(),
        settings: Settings::default(),
        players: ["Lucía", "Tomás", "Emma"]
            .iter()
            .enumerate()
            .map(|(i, n)| Player {
                seat: i as u8,
                name: (*n).into(),
                colour: ["verde", "rojo", "azul"][i].into(),
            })
            .collect(),
        objectives: (0..3).map(|s| (s, Objective::Total(30))).collect(),
        deal: Deal {
            owners,
            leftover_rolls: [(0, 6), (1, 5), (2, 2)].into_iter().collect(),
        },
        first_seat: 0,
        actions: Vec::new(),
    }
}

/// Places every due army of the seat to act on its first country.
fn place_all(g: &mut Game) {
    let seat = g.to_act().unwrap();
    let (free, bonuses) = g.allowance();
    let mut armies = BTreeMap::new();
    let first = example_map()
        .territory_ids()
        .find(|c| g.owner(*c) == seat)
        .unwrap();
    armies.insert(first, free);
    for (c, b) in bonuses {
        let inside = example_map()
            .territory_ids()
            .find(|x| g.owner(*x) == seat && example_map().territory(*x).continent == c)
            .unwrap();
        *armies.entry(inside).or_default() += b;
    }
    g.apply_mut(&Action::Place { seat, armies }).unwrap();
}

#[test]
fn the_example_board_keeps_the_seeds_facts() {
    let m = example_map();
    assert_eq!(m.territory_count(), 32);
    assert!(m.adjacent(t("argentina"), t("brasil")));
    assert!(!m.adjacent(t("argentina"), t("mexico")));
    assert!(m.adjacent(t("turquia"), t("egipto")));
    let bonus = |c: &str| m.continent(m.continent_by_slug(c).unwrap()).bonus;
    assert_eq!(
        [bonus("america_del_norte"), bonus("europa"), bonus("asia")],
        [4, 4, 4]
    );
    assert_eq!(
        [bonus("america_del_sur"), bonus("africa"), bonus("oceania")],
        [3, 3, 3]
    );
    assert!(
        m.name_it.contains("esempio"),
        "clearly labelled as an example"
    );
}

#[test]
fn the_deal_is_checked_share_by_share_and_by_the_dice() {
    let g = Game::new(&log3()).unwrap();
    assert_eq!(
        (g.countries(0), g.countries(1), g.countries(2)),
        (11, 11, 10)
    );
    assert_eq!(g.pile(), 32);
    let mut tie = log3();
    tie.deal.leftover_rolls = [(0, 6), (1, 4), (2, 4)].into_iter().collect();
    assert_eq!(
        Game::new(&tie),
        Err(Refusal::LeftoverRolls),
        "a tie for the second spare re-rolls"
    );
    let mut wrong = log3();
    wrong.deal.leftover_rolls = [(0, 6), (1, 2), (2, 5)].into_iter().collect();
    assert_eq!(
        Game::new(&wrong),
        Err(Refusal::DealShare {
            seat: 1,
            has: 11,
            should: 10
        })
    );
    let mut missing = log3();
    missing.deal.owners.remove(&t("brasil"));
    assert_eq!(
        Game::new(&missing),
        Err(Refusal::DealIncomplete {
            country: t("brasil")
        })
    );
    let mut two = log3();
    two.players.pop();
    two.deal.leftover_rolls.clear();
    for (i, c) in example_map().territory_ids().enumerate() {
        two.deal.owners.insert(c, (i % 2) as u8);
    }
    assert_eq!(
        Game::new(&two),
        Err(Refusal::Objectives),
        "no secret objective with two"
    );
    let mut board = log3();
    board.map = "teg-jr-circolo".into();
    assert!(matches!(
        Game::new(&board),
        Err(Refusal::MapNotValidated { .. })
    ));
}

#[test]
fn an_objective_the_deal_fulfils_is_replaced_before_round_one() {
    let mut log = log3();
    log.objectives.insert(1, Objective::Total(11));
    let mut g = Game::new(&log).unwrap();
    assert_eq!((g.to_act(), g.phase()), (Some(1), Phase::Objectives));
    // Neither play nor a card the deal fulfils too gets past the seat still to exchange.
    let place = Action::Place {
        seat: 0,
        armies: BTreeMap::new(),
    };
    let still = Action::ReplaceObjective {
        seat: 1,
        objective: Objective::Total(5),
    };
    for refused in [place, still] {
        assert_eq!(
            g.apply_mut(&refused),
            Err(Refusal::ObjectiveAlreadyMet { seat: 1 })
        );
    }
    let ok = Action::ReplaceObjective {
        seat: 1,
        objective: Objective::Total(20),
    };
    g.apply_mut(&ok).unwrap();
    assert_eq!((g.to_act(), g.phase()), (Some(0), Phase::Place));
}

#[test]
fn the_seeds_dice_examples_and_ties_to_the_defender() {
    assert_eq!(
        losses_from_faces(&[6, 3, 2], &[5, 3, 4]),
        Losses {
            attacker: 2,
            defender: 1
        }
    );
    assert_eq!(
        losses_from_faces(&[6, 3, 1], &[5, 4]),
        Losses {
            attacker: 1,
            defender: 1
        }
    );
    assert_eq!(
        losses_from_faces(&[4], &[4, 4, 4]),
        Losses {
            attacker: 1,
            defender: 0
        }
    );
}

#[test]
fn round_one_places_six_then_the_attack_round_and_four_a_round_after() {
    let mut g = Game::new(&log3()).unwrap();
    assert_eq!(g.allowance(), (6, vec![]));
    let five = Action::Place {
        seat: 0,
        armies: [(t("alaska"), 5)].into_iter().collect(),
    };
    assert_eq!(
        g.apply_mut(&five),
        Err(Refusal::Allowance { due: 6, placed: 5 })
    );
    let theirs = Action::Place {
        seat: 0,
        armies: [(t("canada"), 6)].into_iter().collect(),
    };
    assert_eq!(
        g.apply_mut(&theirs),
        Err(Refusal::NotYourCountry {
            country: t("canada")
        })
    );
    for _ in 0..3 {
        place_all(&mut g);
    }
    assert_eq!(
        (g.phase(), g.to_act(), g.round()),
        (Phase::Attack, Some(0), 1)
    );
    for s in 0..3 {
        g.apply_mut(&Action::EndTurn { seat: s }).unwrap();
    }
    assert_eq!(
        (g.phase(), g.to_act(), g.round()),
        (Phase::Place, Some(0), 2)
    );
    assert_eq!(g.allowance().0, 4);
}

#[test]
fn an_attack_conquers_moves_in_and_takes_one_card_at_the_end() {
    let mut g = Game::new(&log3()).unwrap();
    // alaska (seat 0) has 7 after round 1; canada (seat 1) keeps 1.
    for (seat, on) in [(0, "alaska"), (1, "nueva_guinea"), (2, "australia")] {
        g.apply_mut(&Action::Place {
            seat,
            armies: [(t(on), 6)].into_iter().collect(),
        })
        .unwrap();
    }
    let (a, c) = (t("alaska"), t("canada"));
    assert_eq!(
        (g.owner(a), g.owner(c), g.armies(a), g.armies(c)),
        (0, 1, 7, 1)
    );
    let wrong = Action::Attack {
        seat: 0,
        from: a,
        to: c,
        dice: Some(Dice {
            attacker: vec![6, 5],
            defender: vec![1],
        }),
        losses: None,
    };
    assert_eq!(g.apply_mut(&wrong), Err(Refusal::WrongDiceCount));
    let bad = Action::Attack {
        seat: 0,
        from: a,
        to: c,
        dice: None,
        losses: Some(Losses {
            attacker: 1,
            defender: 1,
        }),
    };
    assert_eq!(g.apply_mut(&bad), Err(Refusal::LossesInconsistent));
    let far = Action::Attack {
        seat: 0,
        from: a,
        to: t("argentina"),
        dice: None,
        losses: Some(Losses {
            attacker: 0,
            defender: 1,
        }),
    };
    assert!(matches!(
        g.apply_mut(&far),
        Err(Refusal::NotAdjacent { .. } | Refusal::OwnCountry { .. })
    ));
    let hit = Action::Attack {
        seat: 0,
        from: a,
        to: c,
        dice: Some(Dice {
            attacker: vec![6, 2, 2],
            defender: vec![5],
        }),
        losses: None,
    };
    g.apply_mut(&hit).unwrap();
    assert_eq!(g.phase(), Phase::Occupy { from: a, to: c });
    assert_eq!(
        g.apply_mut(&Action::EndTurn { seat: 0 }),
        Err(Refusal::WrongPhase { kind: "end_turn" })
    );
    assert_eq!(
        g.apply_mut(&Action::Occupy { seat: 0, armies: 7 }),
        Err(Refusal::OccupyOutOfRange { min: 1, max: 6 })
    );
    g.apply_mut(&Action::Occupy { seat: 0, armies: 3 }).unwrap();
    assert_eq!((g.armies(a), g.armies(c), g.owner(c)), (4, 3, 0));
    g.apply_mut(&Action::Regroup {
        seat: 0,
        from: c,
        to: a,
        armies: 2,
    })
    .unwrap();
    let after = Action::Attack {
        seat: 0,
        from: a,
        to: t("california"),
        dice: None,
        losses: Some(Losses {
            attacker: 0,
            defender: 1,
        }),
    };
    assert_eq!(g.apply_mut(&after), Err(Refusal::StageOver));
    // The 2 that arrived in alaska stay there (regroup_chain = forbidden).
    assert_eq!(g.movable(a), 4);
    g.apply_mut(&Action::EndTurn { seat: 0 }).unwrap();
    assert_eq!((g.cards(0), g.pile()), (1, 31));
}

#[test]
fn two_cards_trade_for_four_once_a_turn_and_bonuses_go_in_their_continent() {
    let mut log = log3();
    // Seat 0 holds all of Oceanía (the last four countries of the file).
    let oceania: Vec<TerritoryId> = ["indonesia", "australia", "nueva_zelanda", "nueva_guinea"]
        .map(t)
        .to_vec();
    let swap: Vec<TerritoryId> = example_map()
        .territory_ids()
        .filter(|c| log.deal.owners[c] == 0 && !oceania.contains(c))
        .collect();
    for (o, s) in oceania.iter().zip(swap) {
        let prev = log.deal.owners[o];
        log.deal.owners.insert(*o, 0);
        log.deal.owners.insert(s, prev);
    }
    let mut g = Game::new(&log).unwrap();
    for _ in 0..3 {
        place_all(&mut g);
    }
    for s in 0..3 {
        g.apply_mut(&Action::EndTurn { seat: s }).unwrap();
    }
    let oc = example_map().continent_by_slug("oceania").unwrap();
    assert_eq!(g.allowance(), (4, vec![(oc, 3)]));
    assert_eq!(
        g.apply_mut(&Action::Trade { seat: 0 }),
        Err(Refusal::TradeNeedsTwoCards)
    );
    g.cards[0] = 2;
    g.apply_mut(&Action::Trade { seat: 0 }).unwrap();
    assert_eq!(
        g.apply_mut(&Action::Trade { seat: 0 }),
        Err(Refusal::OneTradePerTurn)
    );
    assert_eq!(g.allowance(), (8, vec![(oc, 3)]));
    let outside = example_map()
        .territory_ids()
        .find(|c| g.owner(*c) == 0 && !oceania.contains(c))
        .unwrap();
    let elsewhere = Action::Place {
        seat: 0,
        armies: [(outside, 9), (oceania[0], 2)].into_iter().collect(),
    };
    let refused = g.apply_mut(&elsewhere).unwrap_err();
    assert!(matches!(refused, Refusal::ContinentArmiesElsewhere { .. }));
    let names = ["Ana".to_string(), "Beto".to_string(), "Caro".to_string()];
    assert_eq!(
        refused.sentence(Lang::It, example_map(), &names),
        "Gli eserciti del bonus di Oceania vanno in quel continente."
    );
    assert_eq!(
        refused.sentence(Lang::Es, example_map(), &names),
        "Los ejércitos del bonus de Oceanía van en ese continente."
    );
    assert_eq!(
        Refusal::Allowance { due: 1, placed: 3 }.sentence(Lang::Es, example_map(), &names),
        "Hay que poner 1 ejército, no 3."
    );
    assert_eq!(
        Refusal::DealShare {
            seat: 2,
            has: 1,
            should: 10
        }
        .sentence(Lang::Es, example_map(), &names),
        "Caro tiene 1 país, debería tener 10."
    );
    // A seat without a name is counted from 1 in Spanish.
    assert_eq!(
        Refusal::NotYourTurn { seat: 3 }.sentence(Lang::Es, example_map(), &names),
        "No es el turno de Jugador 4."
    );
    place_all(&mut g);
    assert_eq!(g.pile(), 34, "traded cards go under the pile");
}

#[test]
fn a_player_holding_the_common_objective_wins_at_once() {
    let mut log = log3();
    log.players.pop();
    log.objectives.clear();
    log.deal.leftover_rolls.clear();
    log.settings.common_objective = [17, 14, 12];
    for (i, c) in example_map().territory_ids().enumerate() {
        log.deal.owners.insert(c, (i % 2) as u8);
    }
    let mut g = Game::new(&log).unwrap();
    for _ in 0..2 {
        place_all(&mut g);
    }
    let (from, to) = example_map()
        .territory_ids()
        .filter(|f| g.owner(*f) == 0 && g.armies(*f) > 1)
        .find_map(|f| {
            example_map()
                .neighbours(f)
                .find(|n| g.owner(*n) == 1 && g.armies(*n) == 1)
                .map(|n| (f, n))
        })
        .unwrap();
    let hit = Action::Attack {
        seat: 0,
        from,
        to,
        dice: None,
        losses: Some(Losses {
            attacker: 0,
            defender: 1,
        }),
    };
    g.apply_mut(&hit).unwrap();
    g.apply_mut(&Action::Occupy { seat: 0, armies: 1 }).unwrap();
    assert_eq!((g.phase(), g.winner()), (Phase::Finished, Some(0)));
    assert!(g.finished());
    let r = g.result();
    assert_eq!(
        (r.seats[0].seat, r.seats[0].place, r.seats[0].score),
        (0, 1, 6.0)
    );
    assert_eq!(
        g.apply_mut(&Action::EndTurn { seat: 1 }),
        Err(Refusal::Finished)
    );
}

#[test]
fn a_log_round_trips_through_json_on_its_board() {
    let mut log = log3();
    log.actions.push(Action::Place {
        seat: 0,
        armies: [(t("alaska"), 6)].into_iter().collect(),
    });
    let json = on_map(example_map(), || serde_json::to_string(&log)).unwrap();
    assert!(json.contains("\"alaska\":6"));
    let back: TegJrLog = on_map(example_map(), || serde_json::from_str(&json)).unwrap();
    assert_eq!(back, log);
    assert!(replay(&back).is_ok());
}

#[test]
fn the_example_board_fits_the_picture_with_room_to_tap() {
    // The rule of every shipped map (docs/MAPS.md, "The board picture").
    let m = example_map();
    assert_eq!((m.width, m.height), (1000, 600));
    let ids: Vec<TerritoryId> = m.territory_ids().collect();
    for &a in &ids {
        let p = m.territory(a);
        assert!(
            p.x >= 19 && p.x <= 981 && p.y >= 19 && p.y <= 550,
            "{}",
            p.slug
        );
        for &b in ids.iter().filter(|b| b.index() > a.index()) {
            let q = m.territory(b);
            let dist = (f64::from(p.x) - f64::from(q.x)).hypot(f64::from(p.y) - f64::from(q.y));
            assert!(dist >= 51.0, "{} – {}: {dist}", p.slug, q.slug);
        }
    }
}

/// Every TEG Jr refusal, history line and phase is a message in every language, every
/// argument filled in; a seat without a name is counted from 1 in every language.
#[test]
fn every_sentence_is_a_message_in_every_language() {
    let map = example_map();
    let [a, b] = [0, 1].map(|i| map.territory_ids().nth(i).expect("a country"));
    let c = map.continents().next().expect("a continent").0;
    let refusals = [
        Refusal::MapNotValidated { map: "club".into() },
        Refusal::Players,
        Refusal::DealIncomplete { country: a },
        Refusal::DealShare {
            seat: 0,
            has: 1,
            should: 10,
        },
        Refusal::LeftoverRolls,
        Refusal::Objectives,
        Refusal::FirstSeat,
        Refusal::ObjectiveAlreadyMet { seat: 1 },
        Refusal::NotYourTurn { seat: 1 },
        Refusal::WrongPhase { kind: "trade" },
        Refusal::NotYourCountry { country: a },
        Refusal::OwnCountry { country: a },
        Refusal::NotAdjacent { from: a, to: b },
        Refusal::TooFewArmies { country: a },
        Refusal::WrongDiceCount,
        Refusal::LossesInconsistent,
        Refusal::ThrowForm,
        Refusal::OccupyOutOfRange { min: 1, max: 3 },
        Refusal::StageOver,
        Refusal::Allowance { due: 1, placed: 3 },
        Refusal::ContinentArmiesElsewhere { continent: c },
        Refusal::OneTradePerTurn,
        Refusal::TradeNeedsTwoCards,
        Refusal::NothingToDeclare { seat: 0 },
        Refusal::Finished,
    ];
    let names = ["Ana".to_string(), String::new()];
    let actions = [
        Action::ReplaceObjective {
            seat: 0,
            objective: Objective::Total(20),
        },
        Action::Trade { seat: 0 },
        Action::Place {
            seat: 0,
            armies: [(a, 2), (b, 1)].into_iter().collect(),
        },
        Action::Attack {
            seat: 0,
            from: a,
            to: b,
            dice: None,
            losses: None,
        },
        Action::Occupy { seat: 0, armies: 2 },
        Action::Regroup {
            seat: 0,
            from: a,
            to: b,
            armies: 1,
        },
        Action::EndTurn { seat: 0 },
        Action::DeclareObjective { seat: 0 },
        Action::EndMatch {
            reason: String::new(),
        },
        Action::EndMatch {
            reason: "tempo".into(),
        },
    ];
    for lang in Lang::ALL {
        let sentences = refusals
            .iter()
            .map(|r| r.sentence(lang, map, &names))
            .chain(actions.iter().map(|x| describe(x, lang, map, &names)));
        for s in sentences {
            assert!(!s.starts_with("jr.") && !s.contains('{'), "{lang:?}: {s}");
        }
    }
    let unnamed = Refusal::NotYourTurn { seat: 1 };
    assert_eq!(
        unnamed.sentence(Lang::It, map, &names),
        "Non è il turno di Giocatore 2."
    );
    assert_eq!(
        unnamed.sentence(Lang::En, map, &names),
        "It is not Player 2's turn."
    );
    let place = describe(&actions[2], Lang::It, map, &names);
    assert!(place.starts_with("Ana colloca: "), "{place}");
}
