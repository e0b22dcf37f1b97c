//! Unit tests of the pieces; whole matches are in `tests/risk2210_scenarios.rs`.

use super::combat::resolve;
use super::*;

#[test]
fn ties_go_to_the_defender_and_d8s_sort_with_d6s() {
    let a = Faces {
        d8: vec![7],
        d6: vec![5, 2],
    };
    let d = Faces {
        d8: vec![],
        d6: vec![6, 1],
    };
    let l = resolve(&a, &d);
    assert_eq!((l.attacker, l.defender), (0, 2));
    let tie = resolve(
        &Faces {
            d8: vec![],
            d6: vec![4],
        },
        &Faces {
            d8: vec![4],
            d6: vec![],
        },
    );
    assert_eq!((tie.attacker, tie.defender), (1, 0));
}

#[test]
fn starting_mods_follow_the_player_count() {
    assert_eq!(
        [2, 3, 4, 5].map(setup::starting_mods),
        [30, 35, 30, 25]
    );
}
