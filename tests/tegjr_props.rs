//! Random legal TEG Jr games on the example board: a player picks among what the engine
//! offers (`Table::choices`) with random dice, for every player count and round mode.
//! Every offered action is accepted, a refused one changes nothing, the armies and
//! countries stay consistent, and the recorded log replays to the same game.

#[path = "scenarios/tegjr_player.rs"]
mod tegjr_player;

use arbitro::engine::Lang;
use arbitro::engine::any::{AnyAction, AnyGame, AnyLog};
use arbitro::engine::table::Table;
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;
use tegjr_player::{new_log, pick};

fn play(players: usize, combined: bool, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let text = new_log(players, combined, &mut rng).to_string();
    let mut log = AnyLog::parse(&text).unwrap();
    let mut g = AnyGame::replay(&log).unwrap();
    for _ in 0..1500 {
        if g.finished() {
            break;
        }
        let v = pick(&g, &mut rng);
        let a = AnyAction::from_json("teg-jr", &v).unwrap();
        let before = g.clone();
        match g.apply_mut(&a) {
            Ok(()) => log.push(a).unwrap(),
            Err(o) => {
                // Only a random placement may miss a continent's bonus.
                assert_eq!(
                    o.code,
                    "continent_armies_elsewhere",
                    "{v}: {}",
                    o.message(Lang::En)
                );
                assert_eq!(g, before, "a refused action changes nothing");
            }
        }
        let map = g.map();
        for t in map.territory_ids() {
            let occupying = g.phase_code() == "occupy";
            assert!(g.armies(t) >= 1 || occupying, "a country keeps an army");
        }
    }
    assert_eq!(
        AnyGame::replay(&log).unwrap(),
        g,
        "the log replays to the same game"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_legal_games_stay_consistent(players in 2usize..=4, combined in any::<bool>(), seed in any::<u64>()) {
        play(players, combined, seed);
    }
}
