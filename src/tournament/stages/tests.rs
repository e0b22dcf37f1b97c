//! Band seating, finals and the event ranking.

use std::collections::BTreeSet;

use super::*;
use crate::tournament::individual::{Competitor, GameResult, Points, individual_standings};

fn field(n: i64) -> Vec<PlayerId> {
    (1..=n).map(PlayerId).collect()
}

fn ids(numbers: &[i64]) -> Vec<PlayerId> {
    numbers.iter().copied().map(PlayerId).collect()
}

fn master(t: u32, d: u32, g: u32) -> StageSettings {
    StageSettings {
        semifinal_tables: t,
        direct_finalists: d,
        finals: g,
        ..StageSettings::default()
    }
}

/// The places (1-based positions in `order`) seated at each table.
fn places(draw: &SemifinalDraw) -> Vec<Vec<i64>> {
    draw.tables
        .iter()
        .map(|t| t.players.iter().map(|p| p.0).collect())
        .collect()
}

#[test]
fn sixteen_players_one_from_each_band_of_four() {
    let d = seat_semifinal(&field(16), &master(4, 0, 1), 4).unwrap();
    assert_eq!(
        places(&d),
        vec![
            vec![1, 8, 9, 16],
            vec![2, 7, 10, 15],
            vec![3, 6, 11, 14],
            vec![4, 5, 12, 13]
        ]
    );
    for t in &d.tables {
        for (band, p) in t.players.iter().enumerate() {
            let band_of = (p.0 - 1) / 4;
            assert_eq!(band_of, band as i64, "table {} band {band}", t.number);
        }
        assert_eq!(t.players.iter().map(|p| p.0).sum::<i64>(), 34);
    }
    assert_eq!(d.direct, vec![Vec::<PlayerId>::new()]);
}

#[test]
fn twenty_players_take_the_top_sixteen() {
    let d = seat_semifinal(&field(20), &master(4, 0, 1), 4).unwrap();
    let seated: BTreeSet<i64> = d
        .tables
        .iter()
        .flat_map(|t| t.players.iter().map(|p| p.0))
        .collect();
    assert_eq!(seated, (1..=16).collect());
}

#[test]
fn the_first_goes_straight_to_the_final_and_places_two_to_thirteen_play_three_tables() {
    let d = seat_semifinal(&field(20), &master(3, 1, 1), 4).unwrap();
    assert_eq!(d.direct, vec![vec![PlayerId(1)]]);
    assert_eq!(
        places(&d),
        vec![vec![2, 7, 8, 13], vec![3, 6, 9, 12], vec![4, 5, 10, 11]]
    );
}

#[test]
fn a_field_too_small_for_the_bands_is_refused() {
    let e = seat_semifinal(&field(15), &master(4, 0, 1), 4).unwrap_err();
    assert_eq!(
        e,
        StageError::NotEnoughPlayers {
            needed: 16,
            have: 15
        }
    );
    assert!(e.to_string().contains("16 players"));
}

#[test]
fn tables_of_five_make_five_bands() {
    // 13 players, tables of 5, the 1st direct and two semifinal tables: 11 take part.
    let d = seat_semifinal(&field(13), &master(2, 1, 1), 5).unwrap();
    assert_eq!(d.direct, vec![vec![PlayerId(1)]]);
    assert_eq!(places(&d), vec![vec![2, 5, 6, 9, 10], vec![3, 4, 7, 8, 11]]);
    assert_eq!(
        seat_semifinal(&field(13), &master(2, 0, 1), 5).unwrap_err(),
        StageError::FinalSize(2)
    );
    let e = seat_semifinal(&field(13), &master(3, 0, 1), 5).unwrap_err();
    assert_eq!(
        e,
        StageError::NotEnoughPlayers {
            needed: 15,
            have: 13
        }
    );
}

#[test]
fn two_parallel_finals_deal_the_standings_alternately() {
    let d = seat_semifinal(&field(40), &master(4, 0, 2), 4).unwrap();
    assert_eq!(d.tables.len(), 8);
    // Group 1 holds the odd places 1..31, group 2 the even ones 2..32.
    for t in &d.tables {
        let odd = t.group == 1;
        assert!(t.players.iter().all(|p| (p.0 % 2 == 1) == odd), "{t:?}");
    }
    assert_eq!(d.tables[0].players, ids(&[1, 15, 17, 31]));
    assert_eq!(d.tables[4].number, 5);
    assert_eq!(d.tables[4].players[0], PlayerId(2));
}

#[test]
fn bad_settings_are_refused() {
    assert_eq!(master(2, 0, 1).check(4), Err(StageError::FinalSize(2)));
    assert_eq!(master(4, 3, 1).check(4), Err(StageError::FinalSize(7)));
    assert_eq!(master(4, 0, 9).check(4), Err(StageError::Finals(9)));
    assert_eq!(StageSettings::default().check(4), Ok(()));
    let none: StageSettings = serde_json::from_str("{}").unwrap();
    assert!(!none.has_final());
    assert_eq!(none.finals, 1);
    let e = seat_semifinal(&field(16), &none, 4).unwrap_err();
    assert_eq!(e, StageError::NoStage(Stage::Semifinal));
}

fn semis(tables: &[(u32, &[i64])]) -> Vec<SemifinalResult> {
    tables
        .iter()
        .map(|(g, f)| SemifinalResult {
            group: *g,
            finishing: f.iter().copied().map(PlayerId).collect(),
        })
        .collect()
}

#[test]
fn the_final_seats_the_semifinal_winners() {
    let s = master(4, 0, 1);
    let r = semis(&[
        (1, &[8, 1, 9, 16]),
        (1, &[2, 7, 10, 15]),
        (1, &[14, 3, 6, 11]),
        (1, &[5, 4, 12, 13]),
    ]);
    let f = seat_final(&s, 4, &field(16), &[vec![]], &r, &BTreeSet::new()).unwrap();
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].players, ids(&[8, 2, 14, 5]));
}

#[test]
fn a_withdrawn_winner_is_replaced_from_the_same_semifinal() {
    let s = master(3, 1, 1);
    let r = semis(&[
        (1, &[7, 2, 8, 13]),
        (1, &[3, 6, 9, 12]),
        (1, &[4, 5, 10, 11]),
    ]);
    let dropped: BTreeSet<PlayerId> = [PlayerId(7)].into();
    let f = seat_final(&s, 4, &field(20), &[vec![PlayerId(1)]], &r, &dropped).unwrap();
    assert_eq!(f[0].players, ids(&[1, 2, 3, 4]));
    // The direct finalist withdraws: the best 2nd (qualifying rank) comes in.
    let dropped: BTreeSet<PlayerId> = [PlayerId(1)].into();
    let f = seat_final(&s, 4, &field(20), &[vec![PlayerId(1)]], &r, &dropped).unwrap();
    assert_eq!(f[0].players, ids(&[7, 3, 4, 2]));
}

#[test]
fn a_final_without_semifinal_takes_the_top_of_the_standings() {
    let s = master(0, 4, 1);
    let dropped: BTreeSet<PlayerId> = [PlayerId(2)].into();
    let f = seat_final(&s, 4, &field(10), &[], &[], &dropped).unwrap();
    assert_eq!(f[0].players, ids(&[1, 3, 4, 5]));
    let e = seat_final(&StageSettings::default(), 4, &field(10), &[], &[], &dropped);
    assert_eq!(e, Err(StageError::NoStage(Stage::Final)));
}

#[test]
fn too_many_withdrawals_leave_a_final_too_small() {
    let s = master(3, 0, 1);
    let r = semis(&[(1, &[1, 2, 3]), (1, &[4, 5, 6]), (1, &[7, 8, 9])]);
    let dropped: BTreeSet<PlayerId> = field(8).into_iter().collect();
    let e = seat_final(&s, 3, &field(9), &[vec![]], &r, &dropped).unwrap_err();
    assert_eq!(e, StageError::FinalTooSmall { group: 1, seats: 1 });
}

fn game(round: u32, player: i64, points: i64, place: u32) -> GameResult {
    GameResult {
        round,
        player: PlayerId(player),
        points: Points(points),
        place,
        table_points: 0.0,
        territories: 0.0,
    }
}

/// Players 1 to `n`, named `{prefix}1`, `{prefix}2`, …
fn competitors(n: i64, prefix: &str) -> Vec<Competitor> {
    (1..=n)
        .map(|i| Competitor {
            player: PlayerId(i),
            name: format!("{prefix}{i}"),
            club: None,
            dropped: false,
        })
        .collect()
}

/// A seat of final `group`: the player, their place and points there.
fn final_seat(group: u32, player: i64, place: u32, points: i64) -> FinalSeat {
    FinalSeat {
        group,
        player: PlayerId(player),
        place,
        points: Points(points),
    }
}

#[test]
fn the_event_ranking_puts_finalists_first_by_their_final_place() {
    let comps = competitors(6, "P");
    // Before the final: 1 leads, 6 last; 5 beat 4 on points.
    let results = vec![
        game(1, 1, 60, 1),
        game(1, 2, 50, 2),
        game(1, 3, 40, 3),
        game(1, 4, 10, 4),
        game(1, 5, 30, 1),
        game(1, 6, 5, 2),
    ];
    let before = individual_standings(&comps, &results, &[]);
    let finals = vec![
        final_seat(1, 3, 1, 90),
        final_seat(1, 1, 2, 20),
        final_seat(1, 4, 3, 10),
    ];
    let semi: BTreeSet<PlayerId> = field(6).into_iter().collect();
    let r = event_ranking(&before, &finals, &semi);
    let order: Vec<i64> = r.iter().map(|p| p.player.0).collect();
    assert_eq!(order, vec![3, 1, 4, 2, 5, 6]);
    assert_eq!(
        r.iter().map(|p| p.rank).collect::<Vec<_>>(),
        vec![1, 2, 3, 4, 5, 6]
    );
    assert_eq!(r[0].reached, Reached::Final { group: 1, place: 1 });
    assert_eq!(r[3].reached, Reached::Semifinal);
}

#[test]
fn parallel_finals_interleave_by_place_then_points() {
    let comps = competitors(4, "P");
    let before = individual_standings(&comps, &[], &[]);
    let finals = vec![
        final_seat(1, 1, 1, 50),
        final_seat(1, 2, 2, 30),
        final_seat(2, 3, 1, 70),
        final_seat(2, 4, 2, 30),
    ];
    let r = event_ranking(&before, &finals, &BTreeSet::new());
    let order: Vec<(i64, u32)> = r.iter().map(|p| (p.player.0, p.rank)).collect();
    // Equal 2nd places on equal points share the rank.
    assert_eq!(order, vec![(3, 1), (1, 2), (2, 3), (4, 3)]);
}

/// Best games by player number.
fn best(games: &[(i64, i64)]) -> std::collections::BTreeMap<PlayerId, Points> {
    games
        .iter()
        .map(|&(p, g)| (PlayerId(p), Points::from_f64(g as f64)))
        .collect()
}

#[test]
fn ripescaggio_gives_the_last_seat_to_the_best_single_game_below_it() {
    // 13 players, the 1st direct, 2–13 at three tables: places 1–12 qualify,
    // the 13th place is the ripescaggio's.
    let s = StageSettings {
        ripescaggio: true,
        ..master(3, 1, 1)
    };
    // Place 14 (player 14) has the best game below place 12 (7 points), ahead of
    // 13's 6 and 16's 7: the tie of 14 and 16 goes to the better rank.
    let games = best(&[(12, 9), (13, 6), (14, 7), (15, 2), (16, 7)]);
    let (order, picked) = ripescaggio(&field(16), &games, &s, 4).unwrap();
    assert_eq!(picked, PlayerId(14));
    let want: Vec<i64> = (1..=12).chain([14, 13, 15, 16]).collect();
    assert_eq!(order.iter().map(|p| p.0).collect::<Vec<_>>(), want);
    // The picked player sits in the last band: table 1 of the snake (band 4 deals
    // its best to table 3 going back: 11, 12, 14 → tables 3, 2, 1).
    let d = seat_semifinal(&order, &s, 4).unwrap();
    assert_eq!(d.direct, vec![vec![PlayerId(1)]]);
    assert_eq!(places(&d)[0], vec![2, 7, 8, 14]);
    // The last qualified by rank competes too: a better game keeps their place.
    let games = best(&[(13, 8), (14, 7)]);
    let (order, picked) = ripescaggio(&field(16), &games, &s, 4).unwrap();
    assert_eq!(picked, PlayerId(13));
    assert_eq!(order, field(16));
}

#[test]
fn ripescaggio_is_refused_where_it_cannot_be_held() {
    let s = StageSettings {
        ripescaggio: true,
        ..master(3, 1, 1)
    };
    // No game below the qualified places.
    assert_eq!(
        ripescaggio(&field(14), &best(&[(1, 9)]), &s, 4),
        Err(StageError::NoRipescaggio)
    );
    assert_eq!(
        ripescaggio(&field(12), &best(&[(12, 9)]), &s, 4),
        Err(StageError::NotEnoughPlayers {
            needed: 13,
            have: 12
        })
    );
    // Without a semifinal there is no seat to give.
    let s = StageSettings {
        ripescaggio: true,
        ..master(0, 4, 1)
    };
    assert_eq!(s.check(4), Err(StageError::RipescaggioWithoutSemifinal));
}

#[test]
fn discards_leave_one_result_and_settings_stored_before_read_the_same() {
    let s = StageSettings {
        discard_worst: 1,
        ..master(3, 1, 1)
    };
    assert_eq!(s.check_discards(5), Ok(()));
    assert_eq!(
        s.check_discards(1),
        Err(StageError::TooManyDiscards {
            worst: 1,
            rounds: 1
        })
    );
    // Defaults are not written: the stored settings of every earlier event.
    let old = master(4, 0, 1);
    assert_eq!(
        serde_json::to_string(&old).unwrap(),
        r#"{"semifinal_tables":4,"direct_finalists":0,"finals":1}"#
    );
    let back: StageSettings = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back, s);
}

#[test]
fn the_excluded_are_the_active_players_out_of_the_semifinal_and_rank_apart() {
    let order = field(8);
    let semi: BTreeSet<PlayerId> = [2, 3, 4, 5].into_iter().map(PlayerId).collect();
    let direct = vec![vec![PlayerId(1)]];
    let dropped: BTreeSet<PlayerId> = [PlayerId(7)].into();
    assert_eq!(excluded(&order, &semi, &direct, &dropped), ids(&[6, 8]));
    // Its ranking counts its own games only, of those who played them, with its
    // formula's tie-breaks.
    let games = [
        game(4, 8, Points::whole(4).0, 1),
        game(4, 6, Points::whole(1).0, 2),
    ];
    let all = competitors(8, "G");
    let ranked = consolation_ranking(
        &all,
        &games,
        &crate::tournament::individual::Formula::default(),
    );
    let names: Vec<&str> = ranked.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["G8", "G6"]);
    // Without a semifinal there is no one to be out of it.
    let s = StageSettings {
        consolation: Some(Consolation::default()),
        ..master(0, 4, 1)
    };
    assert_eq!(s.check(4), Err(StageError::ConsolationWithoutSemifinal));
    let s = StageSettings {
        consolation: Some(Consolation::default()),
        ..master(3, 1, 1)
    };
    assert_eq!(s.check(4), Ok(()));
    // Its tables sit in the semifinal's round, one group past the finals'.
    assert_eq!(s.consolation_group(), Some(2));
    assert_eq!(master(3, 1, 1).consolation_group(), None);
    let json = serde_json::to_string(&s).unwrap();
    assert!(
        json.contains(r#""consolation":{"formula":{"kind":"place_points""#),
        "{json}"
    );
    assert_eq!(serde_json::from_str::<StageSettings>(&json).unwrap(), s);
}
