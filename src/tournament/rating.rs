//! A skill rating beside the circuit's points (issue 30).
//!
//! Points reward results as a federation chooses to; a rating estimates how
//! strong a player is from whom they beat. Risiko and T.E.G. tables are
//! free-for-all games of three to six, so the rating is Weng–Lin's Bayesian
//! approximation (the model behind OpenSkill), which rates a whole table's
//! order at once, from the `skillratings` crate: each player has a rating and
//! an uncertainty that shrinks as they play. A 2 vs 2 table rates its two
//! sides, each side's two players moving together.
//!
//! Ratings are kept per pool (the caller passes the ruleset's code): a strong
//! T.E.G. player is not thereby a strong Risk 2210 player. Games are rated in
//! the order given, which the caller makes chronological, so the same games
//! always give the same ratings.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use super::circuit::CircuitPlayer;

/// One side of a table: a player, or a 2 vs 2 team, and its place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatedSide {
    /// The side's players.
    pub players: Vec<CircuitPlayer>,
    /// Its place at the table, from 1; equal places are a shared result.
    pub place: u32,
}

/// One finished table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatedGame<P> {
    /// The pool it is rated in (a ruleset's code).
    pub pool: P,
    /// Its sides.
    pub sides: Vec<RatedSide>,
}

/// A player's rating in one pool.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The estimate (25 for a newcomer).
    pub rating: f64,
    /// Its standard deviation (25/3 for a newcomer), smaller with each game.
    pub uncertainty: f64,
    /// Games rated.
    pub games: u32,
}

impl Rating {
    /// The rating the player is almost surely above (rating − 3 × uncertainty):
    /// what a ranking by rating sorts on, so that one lucky evening does not
    /// top it.
    #[must_use]
    pub fn conservative(&self) -> f64 {
        self.rating - 3.0 * self.uncertainty
    }
}

impl Default for Rating {
    fn default() -> Self {
        let start = WengLinRating::new();
        Rating {
            rating: start.rating,
            uncertainty: start.uncertainty,
            games: 0,
        }
    }
}

/// Rates `games` in order and returns every player's rating in every pool they
/// played in. A game with fewer than two sides, or a side without players,
/// changes nothing.
#[must_use]
pub fn rate<P: Ord + Clone>(games: &[RatedGame<P>]) -> BTreeMap<(P, CircuitPlayer), Rating> {
    let config = WengLinConfig::new();
    let mut ratings: BTreeMap<(P, CircuitPlayer), Rating> = BTreeMap::new();
    for game in games {
        if game.sides.len() < 2 || game.sides.iter().any(|s| s.players.is_empty()) {
            continue;
        }
        let before: Vec<Vec<WengLinRating>> = game
            .sides
            .iter()
            .map(|side| {
                side.players
                    .iter()
                    .map(|p| {
                        let r = ratings
                            .get(&(game.pool.clone(), *p))
                            .copied()
                            .unwrap_or_default();
                        WengLinRating {
                            rating: r.rating,
                            uncertainty: r.uncertainty,
                        }
                    })
                    .collect()
            })
            .collect();
        let table: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(&game.sides)
            .map(|(team, side)| {
                let place = usize::try_from(side.place).unwrap_or(usize::MAX);
                (team.as_slice(), MultiTeamOutcome::new(place))
            })
            .collect();
        let after = weng_lin_multi_team(&table, &config);
        for (side, team) in game.sides.iter().zip(after) {
            for (player, new) in side.players.iter().zip(team) {
                let entry = ratings.entry((game.pool.clone(), *player)).or_default();
                entry.rating = new.rating;
                entry.uncertainty = new.uncertainty;
                entry.games += 1;
            }
        }
    }
    ratings
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solo(player: CircuitPlayer, place: u32) -> RatedSide {
        RatedSide {
            players: vec![player],
            place,
        }
    }

    fn table(pool: &'static str, sides: Vec<RatedSide>) -> RatedGame<&'static str> {
        RatedGame { pool, sides }
    }

    #[test]
    fn the_winner_of_a_table_gains_and_the_last_loses() {
        let r = rate(&[table(
            "risiko",
            vec![solo(1, 1), solo(2, 2), solo(3, 3), solo(4, 4)],
        )]);
        let start = Rating::default();
        let of = |p| r[&("risiko", p)];
        assert!(of(1).rating > of(2).rating);
        assert!(of(2).rating > of(3).rating);
        assert!(of(3).rating > of(4).rating);
        assert!(of(1).rating > start.rating && of(4).rating < start.rating);
        assert!(
            of(1).uncertainty < start.uncertainty,
            "a game makes it surer"
        );
        assert_eq!(of(1).games, 1);
    }

    #[test]
    fn a_shared_place_moves_equal_players_equally() {
        let r = rate(&[table("teg", vec![solo(1, 1), solo(2, 1), solo(3, 3)])]);
        let (a, b) = (r[&("teg", 1)], r[&("teg", 2)]);
        assert!((a.rating - b.rating).abs() < 1e-9);
        assert!(a.rating > r[&("teg", 3)].rating);
    }

    #[test]
    fn a_2v2_team_moves_together() {
        let pair = |a, b, place| RatedSide {
            players: vec![a, b],
            place,
        };
        let r = rate(&[table("2v2", vec![pair(1, 2, 1), pair(3, 4, 2)])]);
        assert!((r[&("2v2", 1)].rating - r[&("2v2", 2)].rating).abs() < 1e-9);
        assert!(r[&("2v2", 1)].rating > r[&("2v2", 3)].rating);
    }

    #[test]
    fn pools_are_rated_apart_and_in_order() {
        let games = vec![
            table("risiko", vec![solo(1, 1), solo(2, 2), solo(3, 3)]),
            table("teg", vec![solo(1, 3), solo(2, 2), solo(3, 1)]),
            table("risiko", vec![solo(1, 1), solo(2, 2), solo(3, 3)]),
        ];
        let r = rate(&games);
        assert_eq!(r[&("risiko", 1)].games, 2);
        assert_eq!(r[&("teg", 1)].games, 1);
        assert!(r[&("risiko", 1)].rating > r[&("risiko", 3)].rating);
        assert!(r[&("teg", 3)].rating > r[&("teg", 1)].rating);
        assert_eq!(rate(&games), r, "the same games give the same ratings");
    }

    #[test]
    fn a_steady_winner_ends_above_a_player_who_won_once() {
        let mut games = Vec::new();
        for _ in 0..6 {
            games.push(table(
                "risiko",
                vec![solo(1, 1), solo(2, 2), solo(3, 3), solo(4, 4)],
            ));
        }
        games.push(table(
            "risiko",
            vec![solo(5, 1), solo(1, 2), solo(2, 3), solo(3, 4)],
        ));
        let r = rate(&games);
        assert!(r[&("risiko", 1)].conservative() > r[&("risiko", 5)].conservative());
    }

    #[test]
    fn an_incomplete_table_changes_nothing() {
        let r = rate(&[
            table("risiko", vec![solo(1, 1)]),
            table(
                "risiko",
                vec![
                    solo(1, 1),
                    RatedSide {
                        players: Vec::new(),
                        place: 2,
                    },
                ],
            ),
        ]);
        assert!(r.is_empty());
    }
}
