//! Club standings: each club's players aggregated; and the campionato a squadre
//! (the clubs' team championship, issue 29), where each club fields a team and
//! counts its best games.

use crate::tournament::groups;

use serde::{Deserialize, Serialize};

use super::points::Points;
use super::standings::{GameResult, IndividualStanding};
use crate::tournament::PlayerId;
use crate::tournament::seating::Entrant;

/// One club's row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClubStanding {
    /// Rank from 1; equal total and wins share it.
    pub rank: u32,
    /// The club as first registered (clubs are matched trimmed and case-blind).
    pub club: String,
    /// The club's players, best first.
    pub players: Vec<PlayerId>,
    /// Sum of the counted players' totals.
    pub total: Points,
    /// Players whose totals count (the best `counted`, or all).
    pub counted: u32,
    /// Tables won by the counted players.
    pub wins: u32,
    /// Games played by the counted players.
    pub games: u32,
}

/// The players of each club, in club order (trimmed, case-blind; the spelling of
/// the first player listed names it), best first. Players without a club are left
/// out.
fn clubs_of(players: &[IndividualStanding]) -> Vec<(String, Vec<&IndividualStanding>)> {
    groups::grouped(players, |p| p.club.as_deref())
        .into_iter()
        .map(|(club, mut members)| {
            members.sort_by(|a, b| b.total.cmp(&a.total).then(a.rank.cmp(&b.rank)));
            (club, members)
        })
        .collect()
}

/// Sorts `rows` by `key` (greater first), then club name, and numbers them: rows
/// with an equal key share a rank.
fn rank_by<T, K: Ord>(
    rows: &mut [T],
    key: impl Fn(&T) -> K,
    club: impl Fn(&T) -> &str,
    mut set: impl FnMut(&mut T, u32),
) {
    rows.sort_by(|a, b| key(b).cmp(&key(a)).then_with(|| club(a).cmp(club(b))));
    let mut rank = 0;
    for i in 0..rows.len() {
        if i == 0 || key(&rows[i]) != key(&rows[i - 1]) {
            rank = u32::try_from(i + 1).unwrap_or(u32::MAX);
        }
        set(&mut rows[i], rank);
    }
}

/// Club standings from the individual ones: each club's best `counted` players
/// (all when `None`), ranked by total, then wins, then name. Players without a
/// club are left out.
#[must_use]
pub fn club_standings(players: &[IndividualStanding], counted: Option<usize>) -> Vec<ClubStanding> {
    let mut rows: Vec<ClubStanding> = clubs_of(players)
        .into_iter()
        .map(|(club, members)| {
            let best = &members[..counted.unwrap_or(members.len()).min(members.len())];
            ClubStanding {
                rank: 0,
                club,
                players: members.iter().map(|m| m.player).collect(),
                total: best.iter().map(|m| m.total).sum(),
                counted: u32::try_from(best.len()).unwrap_or(u32::MAX),
                wins: best.iter().map(|m| m.wins).sum(),
                games: best.iter().map(|m| m.games).sum(),
            }
        })
        .collect();
    rank_by(
        &mut rows,
        |r| (r.total, r.wins),
        |r| &r.club,
        |r, n| r.rank = n,
    );
    rows
}

/// The campionato a squadre's settings, chosen at creation: each club fields
/// `players_per_club` players, and its team counts its best `games_counted` games
/// (the issue's "best 9 of 12": 4 players × 3 rounds). Stored under
/// [`TeamChampionship::KEY`] in the tournament's seating settings, absent for
/// every other tournament, so tournaments and archives stored before it read and
/// replay exactly as they did. A championship is seated with clubs apart at
/// tables of 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamChampionship {
    /// Players each club fields.
    #[serde(default = "default_players_per_club")]
    pub players_per_club: u32,
    /// Games each team counts: its best.
    #[serde(default = "default_games_counted")]
    pub games_counted: u32,
}

const fn default_players_per_club() -> u32 {
    4
}

const fn default_games_counted() -> u32 {
    9
}

impl Default for TeamChampionship {
    fn default() -> Self {
        Self {
            players_per_club: default_players_per_club(),
            games_counted: default_games_counted(),
        }
    }
}

/// Most players a club may field: three tables' worth of a large club, far more
/// than any championship plays with.
pub const MOST_PLAYERS_PER_CLUB: u32 = 12;

/// Why a championship's field cannot be seated, in names (the web words it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldError {
    /// A player plays for no club.
    NoClub {
        /// The player.
        player: String,
    },
    /// A club fields more (or, in the first round, fewer) players than the
    /// championship's number.
    TeamSize {
        /// The club.
        club: String,
        /// Its active players' names.
        players: Vec<String>,
        /// Players each club fields.
        fielded: u32,
    },
    /// Fewer than four clubs: no table of four different clubs.
    TooFewClubs {
        /// The clubs there are.
        clubs: Vec<String>,
    },
}

impl TeamChampionship {
    /// The key it is stored under in the seating settings.
    pub const KEY: &'static str = "team_championship";

    /// The championship of a tournament whose stored seating settings are
    /// `seating`; `None` for any other tournament.
    #[must_use]
    pub fn of_settings(seating: &serde_json::Value) -> Option<Self> {
        serde_json::from_value(seating.get(Self::KEY)?.clone()).ok()
    }

    /// As [`Self::of_settings`], from the stored JSON text.
    #[must_use]
    pub fn of_stored(seating: &str) -> Option<Self> {
        Self::of_settings(&serde_json::from_str(seating).ok()?)
    }

    /// Writes it into seating settings (a JSON object).
    pub fn store_in(&self, seating: &mut serde_json::Value) {
        if let (Some(map), Ok(me)) = (seating.as_object_mut(), serde_json::to_value(self)) {
            map.insert(Self::KEY.to_owned(), me);
        }
    }

    /// Are the numbers sensible for `rounds` rounds? A club fields 1 to
    /// [`MOST_PLAYERS_PER_CLUB`] players, and counts 1 to all of its games
    /// (players × rounds).
    #[must_use]
    pub fn fits(&self, rounds: u32) -> bool {
        (1..=MOST_PLAYERS_PER_CLUB).contains(&self.players_per_club)
            && (1..=self.players_per_club.saturating_mul(rounds)).contains(&self.games_counted)
    }

    /// Can the `active` players (those to be seated this round) play round `round`?
    /// Every player plays for a club; at least four clubs; no club with more than
    /// `players_per_club` players, and in round 1 every club with exactly that
    /// many. A club left with fewer after a withdrawal plays on: its team counts
    /// the best of the games its players played.
    ///
    /// # Errors
    /// The first [`FieldError`] found, clubs in name order.
    pub fn check_field(&self, active: &[Entrant], round: u32) -> Result<(), FieldError> {
        if let Some(e) = active
            .iter()
            .find(|e| groups::key(e.club.as_deref()).is_none())
        {
            return Err(FieldError::NoClub {
                player: e.name.clone(),
            });
        }
        let clubs = groups::grouped(active, |e| e.club.as_deref());
        let fielded = usize::try_from(self.players_per_club).unwrap_or(usize::MAX);
        for (club, players) in &clubs {
            if players.len() > fielded || (round <= 1 && players.len() < fielded) {
                return Err(FieldError::TeamSize {
                    club: club.clone(),
                    players: players.iter().map(|e| e.name.clone()).collect(),
                    fielded: self.players_per_club,
                });
            }
        }
        if clubs.len() < 4 {
            return Err(FieldError::TooFewClubs {
                clubs: clubs.into_iter().map(|(club, _)| club).collect(),
            });
        }
        Ok(())
    }
}

/// One team's row of the championship.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TeamStanding {
    /// Rank from 1; teams equal on total, every game's total and wins share it.
    pub rank: u32,
    /// The club.
    pub club: String,
    /// Its players, best first.
    pub players: Vec<PlayerId>,
    /// The sum of its best `counted` games: what ranks it.
    pub total: Points,
    /// Games counted: the championship's number, or every game when fewer.
    pub counted: u32,
    /// Games its players played.
    pub games: u32,
    /// The sum of every game (the first tie-break).
    pub all_games: Points,
    /// Tables its players won, every game (the second tie-break).
    pub wins: u32,
    /// Every game's points, best first: the first `counted` count.
    pub scores: Vec<Points>,
}

impl TeamStanding {
    /// The games left out of the total, best first.
    #[must_use]
    pub fn discarded(&self) -> &[Points] {
        self.scores
            .get(usize::try_from(self.counted).unwrap_or(usize::MAX)..)
            .unwrap_or(&[])
    }
}

/// The championship's team standings: each club's best `counted` of its
/// players' `games` (the formula's points, corrections included), ranked by
/// that total, then the total of every game, then tables won; equal on all
/// three, teams share the rank (listed by name). Games of players without a
/// club are left out.
#[must_use]
pub fn team_standings(
    players: &[IndividualStanding],
    games: &[GameResult],
    counted: u32,
) -> Vec<TeamStanding> {
    let take = usize::try_from(counted).unwrap_or(usize::MAX);
    let mut rows: Vec<TeamStanding> = clubs_of(players)
        .into_iter()
        .map(|(club, members)| {
            let theirs: Vec<&GameResult> = games
                .iter()
                .filter(|g| members.iter().any(|m| m.player == g.player))
                .collect();
            let mut scores: Vec<Points> = theirs.iter().map(|g| g.points).collect();
            scores.sort_by(|a, b| b.cmp(a));
            let n = scores.len().min(take);
            TeamStanding {
                rank: 0,
                club,
                players: members.iter().map(|m| m.player).collect(),
                total: scores[..n].iter().copied().sum(),
                counted: u32::try_from(n).unwrap_or(u32::MAX),
                games: u32::try_from(scores.len()).unwrap_or(u32::MAX),
                all_games: scores.iter().copied().sum(),
                wins: u32::try_from(theirs.iter().filter(|g| g.place == 1).count())
                    .unwrap_or(u32::MAX),
                scores,
            }
        })
        .collect();
    rank_by(
        &mut rows,
        |r| (r.total, r.all_games, r.wins),
        |r| &r.club,
        |r, n| r.rank = n,
    );
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::individual::{Competitor, individual_standings};

    /// Four players of `club` (ids from `first`), each with three games of
    /// (points, place), player by player.
    fn team(
        club: &str,
        first: i64,
        games: [[(i64, u32); 3]; 4],
    ) -> (Vec<Competitor>, Vec<GameResult>) {
        let mut players = Vec::new();
        let mut results = Vec::new();
        for (id, theirs) in (first..).zip(games) {
            players.push(Competitor {
                player: PlayerId(id),
                name: format!("{club} {id}"),
                club: Some(club.to_owned()),
                dropped: false,
            });
            for (round, (points, place)) in (1..).zip(theirs) {
                results.push(GameResult {
                    round,
                    player: PlayerId(id),
                    points: Points::whole(points),
                    place,
                    table_points: 0.0,
                    territories: 0.0,
                });
            }
        }
        (players, results)
    }

    #[test]
    fn teams_count_their_best_nine_of_twelve_then_every_game_then_wins() {
        // Alfa: 10 9 8 7 6 5 4 3 2 | 1 0 0 → 54 counted, 55 in all, 2 wins.
        let alfa = [
            [(10, 1), (8, 2), (6, 2)],
            [(9, 1), (7, 2), (5, 2)],
            [(4, 3), (3, 3), (2, 3)],
            [(1, 4), (0, 4), (0, 4)],
        ];
        // Delta and Eta: Alfa's points with one win: equal to each other.
        let mut delta = alfa;
        delta[1][0].1 = 2;
        // Gamma: nine 6s and three 1s → 54 counted, 57 in all: ahead of Alfa.
        let gamma = [
            [(6, 2), (6, 2), (6, 2)],
            [(6, 2), (6, 2), (6, 2)],
            [(6, 2), (6, 2), (6, 2)],
            [(1, 4), (1, 4), (1, 4)],
        ];
        // Beta: twelve 5s → 45 counted, 60 in all: the most in all, last counted.
        let beta = [[(5, 2); 3]; 4];
        let (mut players, mut games) = (Vec::new(), Vec::new());
        for (i, (club, t)) in [
            ("Alfa", alfa),
            ("Beta", beta),
            ("Delta", delta),
            ("Eta", delta),
            ("Gamma", gamma),
        ]
        .into_iter()
        .enumerate()
        {
            let (p, g) = team(club, 1 + 4 * i64::try_from(i).unwrap(), t);
            players.extend(p);
            games.extend(g);
        }
        let rows = individual_standings(&players, &games, &[]);
        let teams = team_standings(&rows, &games, 9);
        let got: Vec<(u32, &str, Points, Points, u32, u32)> = teams
            .iter()
            .map(|t| {
                (
                    t.rank,
                    t.club.as_str(),
                    t.total,
                    t.all_games,
                    t.wins,
                    t.counted,
                )
            })
            .collect();
        let w = Points::whole;
        assert_eq!(
            got,
            vec![
                (1, "Gamma", w(54), w(57), 0, 9),
                (2, "Alfa", w(54), w(55), 2, 9),
                (3, "Delta", w(54), w(55), 1, 9),
                (3, "Eta", w(54), w(55), 1, 9),
                (5, "Beta", w(45), w(60), 0, 9),
            ]
        );
        assert_eq!(teams[1].games, 12);
        assert_eq!(teams[1].discarded(), &[w(1), w(0), w(0)]);
        assert_eq!(teams[1].players.len(), 4);
        // Every game counted when the setting is 12; fewer games than that count
        // every one.
        assert_eq!(team_standings(&rows, &games, 12)[0].club, "Beta");
        assert_eq!(team_standings(&rows, &games[..3], 9)[0].counted, 3);
    }

    #[test]
    fn club_standings_still_count_the_best_players() {
        let (players, games) = team(
            "Alfa",
            1,
            [[(3, 1); 3], [(2, 2); 3], [(1, 3); 3], [(0, 4); 3]],
        );
        let rows = individual_standings(&players, &games, &[]);
        let clubs = club_standings(&rows, Some(2));
        assert_eq!(
            (clubs[0].total, clubs[0].counted, clubs[0].wins),
            (Points::whole(15), 2, 3)
        );
    }

    fn entrant(id: i64, name: &str, club: Option<&str>) -> Entrant {
        Entrant {
            player: PlayerId(id),
            name: name.into(),
            club: club.map(Into::into),
            region: None,
            family: None,
        }
    }

    fn field(clubs: &[(&str, usize)]) -> Vec<Entrant> {
        let mut out = Vec::new();
        for (club, n) in clubs {
            for k in 0..*n {
                let id = i64::try_from(out.len()).unwrap();
                out.push(entrant(id, &format!("{club} {k}"), Some(club)));
            }
        }
        out
    }

    #[test]
    fn the_field_must_fit_the_championship() {
        let c = TeamChampionship::default();
        let eight = [
            ("A", 4),
            ("B", 4),
            ("C", 4),
            ("D", 4),
            ("E", 4),
            ("F", 4),
            ("G", 4),
            ("H", 4),
        ];
        assert_eq!(c.check_field(&field(&eight), 1), Ok(()));
        // Clubs are matched trimmed and case-blind.
        let mut spelled = field(&eight);
        spelled[1].club = Some(" a ".into());
        assert_eq!(c.check_field(&spelled, 1), Ok(()));
        // A club short of its team in round 1 is refused; after a withdrawal it plays on.
        let short = field(&[("A", 3), ("B", 4), ("C", 4), ("D", 4)]);
        assert_eq!(
            c.check_field(&short, 1),
            Err(FieldError::TeamSize {
                club: "A".into(),
                players: vec!["A 0".into(), "A 1".into(), "A 2".into()],
                fielded: 4
            })
        );
        assert_eq!(c.check_field(&short, 2), Ok(()));
        // A club with more than its team, in any round.
        let long = field(&[("A", 4), ("B", 5), ("C", 4), ("D", 4)]);
        assert!(matches!(
            c.check_field(&long, 2),
            Err(FieldError::TeamSize { club, .. }) if club == "B"
        ));
        // Three clubs cannot fill a table of four clubs.
        assert_eq!(
            c.check_field(&field(&[("A", 4), ("B", 4), ("C", 4)]), 1),
            Err(FieldError::TooFewClubs {
                clubs: vec!["A".into(), "B".into(), "C".into()]
            })
        );
        // Everyone plays for a club.
        let mut lone = field(&eight);
        lone.push(entrant(99, "Zeno", None));
        assert_eq!(
            c.check_field(&lone, 1),
            Err(FieldError::NoClub {
                player: "Zeno".into()
            })
        );
    }

    #[test]
    fn the_settings_are_stored_beside_the_seating_and_only_for_a_championship() {
        let mut seating = serde_json::json!({ "table_size": 4, "clubs_apart": true });
        assert_eq!(TeamChampionship::of_settings(&seating), None);
        assert_eq!(TeamChampionship::of_stored(r#"{"table_size":4}"#), None);
        let c = TeamChampionship {
            players_per_club: 3,
            games_counted: 7,
        };
        c.store_in(&mut seating);
        assert_eq!(
            seating.to_string(),
            r#"{"clubs_apart":true,"table_size":4,"team_championship":{"games_counted":7,"players_per_club":3}}"#
        );
        assert_eq!(TeamChampionship::of_stored(&seating.to_string()), Some(c));
        // The seating reads its own settings past the key.
        let s: crate::tournament::seating::SeatingSettings =
            serde_json::from_value(seating).unwrap();
        assert!(s.clubs_apart);
        assert_eq!(
            TeamChampionship::of_stored(r#"{"table_size":4,"team_championship":{}}"#),
            Some(TeamChampionship::default())
        );
        assert!(TeamChampionship::default().fits(3));
        assert!(!TeamChampionship::default().fits(2), "9 of 8 games");
        assert!(
            !TeamChampionship {
                players_per_club: 0,
                games_counted: 1
            }
            .fits(3)
        );
    }
}
