//! Pairing a round: the seeded draw order, the cost of every possible table, and
//! one optimal matching over them.
//!
//! Round 1 is the same computation with every team tied: the seed shuffles them,
//! and the matching pairs neighbours in that random order while keeping clubs
//! apart. Later rounds order teams by the standings (seed-shuffling only teams
//! equal on every criterion) and pair them Monrad-style: 1st with 2nd, 3rd with
//! 4th, unless a rematch, a club clash or the bye says otherwise — see
//! [`cost`](super::cost) for the priorities.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::cost::{Penalty, Scale};
use super::error::TournamentError;
use super::ledger::{Ledger, team_index};
use super::matching::min_cost_perfect_matching;
use super::notes::PairingNote;
use super::result::MatchResult;
use super::seed::{DrawRng, Seed};
use super::settings::TournamentSettings;
use super::standings::{TeamStanding, standings_with_ledger};
use super::team::{Team, TeamId};

/// A proposed round: the draft the organizer reviews, and the record that
/// reproduces it (same inputs and `seed` give this exact value).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// The round paired, from 1.
    pub round: u32,
    /// The seed the draw used; store it with the round.
    pub seed: Seed,
    /// Active teams in pairing order (standings order, ties drawn by the seed).
    pub order: Vec<TeamId>,
    /// Tables numbered from 1 in pairing order (table 1 holds the top team).
    pub tables: Vec<Table>,
    /// The bye, when the number of active teams is odd.
    pub bye: Option<Bye>,
}

/// One table of the pairing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Table number from 1.
    pub number: u32,
    /// The two teams, higher in pairing order first. Seating is drawn elsewhere.
    pub teams: [TeamId; 2],
    /// Why this table is unusual, if it is.
    pub notes: Vec<PairingNote>,
}

/// The team without an opponent this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bye {
    /// The team.
    pub team: TeamId,
    /// It already had a bye: forced, every active team has had one.
    pub repeat: bool,
}

/// Pair `round` (from 1) for the active teams, given the results that count so far.
///
/// Guarantees, in priority order: no team gets a second bye while another active
/// team has had none; the fewest rematches possible (none when a rematch-free
/// pairing exists); then the fewest same-club tables (when the settings' club
/// avoidance applies to `round`); the bye to the lowest team in pairing order
/// among those; then teams as close in match points, and then in order, as possible.
///
/// # Errors
/// Results that do not fit the teams (see [`TournamentError`]), or far too many
/// teams for the costs.
pub fn pair_round(
    teams: &[Team],
    results: &[MatchResult],
    settings: &TournamentSettings,
    round: u32,
    seed: Seed,
) -> Result<Pairing, TournamentError> {
    let (standings, ledger) = standings_with_ledger(teams, results, settings)?;
    let index = team_index(teams)?;
    let order: Vec<usize> = draw_order(&standings, seed)
        .iter()
        .filter_map(|id| index.get(id).copied())
        .collect();
    let context = Context::new(
        teams,
        &ledger,
        &order,
        settings.club_avoidance.applies_in(round),
    );

    let n = order.len();
    let vertices = n + n % 2;
    let scale = Scale::new(vertices)?;
    let mut cost = vec![0i128; vertices * vertices];
    for a in 0..n {
        for b in a + 1..n {
            cost[a * vertices + b] = scale.cost(context.table_penalty(a, b));
        }
        if n % 2 == 1 {
            cost[a * vertices + n] = scale.cost(context.bye_penalty(a));
        }
    }
    let mate = min_cost_perfect_matching(&cost, vertices)?;

    let mut tables = Vec::with_capacity(n / 2);
    let mut bye = None;
    for (a, &b) in mate.iter().enumerate().take(n) {
        if b == n {
            bye = Some(Bye {
                team: teams[order[a]].id,
                repeat: ledger.tallies[order[a]].byes > 0,
            });
        } else if a < b {
            tables.push(Table {
                number: u32::try_from(tables.len() + 1).unwrap_or(u32::MAX),
                teams: [teams[order[a]].id, teams[order[b]].id],
                notes: context.notes(a, b),
            });
        }
    }
    Ok(Pairing {
        round,
        seed,
        order: order.iter().map(|&t| teams[t].id).collect(),
        tables,
        bye,
    })
}

/// Active teams in standings order, each run of teams sharing a rank shuffled by
/// the seed (in round 1 that is everybody: the random draw).
fn draw_order(standings: &[TeamStanding], seed: Seed) -> Vec<TeamId> {
    let mut rng = DrawRng::new(seed);
    let active: Vec<&TeamStanding> = standings.iter().filter(|s| !s.dropped).collect();
    let mut order = Vec::with_capacity(active.len());
    for block in active.chunk_by(|a, b| a.rank == b.rank) {
        let mut ids: Vec<TeamId> = block.iter().map(|s| s.team).collect();
        rng.shuffle(&mut ids);
        order.extend(ids);
    }
    order
}

/// What the penalties of a table are computed from; positions index the order.
struct Context<'a> {
    teams: &'a [Team],
    ledger: &'a Ledger,
    /// Team index (into `teams`) at each pairing position.
    order: &'a [usize],
    /// Match-point group (0 = top) at each pairing position.
    group: Vec<u64>,
    /// Normalised club at each pairing position.
    club: Vec<Option<String>>,
    /// Rounds in which two team indices met, keyed low index first.
    met: HashMap<(usize, usize), Vec<u32>>,
    avoid_clubs: bool,
}

impl<'a> Context<'a> {
    fn new(teams: &'a [Team], ledger: &'a Ledger, order: &'a [usize], avoid_clubs: bool) -> Self {
        let points = |t: usize| ledger.tallies[t].match_points;
        let mut levels: Vec<i64> = order.iter().map(|&t| points(t)).collect();
        levels.sort_unstable_by(|a, b| b.cmp(a));
        levels.dedup();
        let group = order
            .iter()
            .map(|&t| levels.iter().position(|&p| p == points(t)).unwrap_or(0) as u64)
            .collect();
        let mut met: HashMap<(usize, usize), Vec<u32>> = HashMap::new();
        for (t, tally) in ledger.tallies.iter().enumerate() {
            for &(opponent, round) in &tally.meetings {
                if t < opponent {
                    met.entry((t, opponent)).or_default().push(round);
                }
            }
        }
        for rounds in met.values_mut() {
            rounds.sort_unstable();
        }
        Self {
            teams,
            ledger,
            order,
            group,
            club: order.iter().map(|&t| teams[t].club_key()).collect(),
            met,
            avoid_clubs,
        }
    }

    fn met(&self, a: usize, b: usize) -> Option<&Vec<u32>> {
        let (x, y) = (self.order[a], self.order[b]);
        self.met.get(&(x.min(y), x.max(y)))
    }

    fn same_club(&self, a: usize, b: usize) -> bool {
        self.club[a].is_some() && self.club[a] == self.club[b]
    }

    fn table_penalty(&self, a: usize, b: usize) -> Penalty {
        let gap = self.group[a].abs_diff(self.group[b]);
        let distance = (a.abs_diff(b)) as u64;
        Penalty {
            rematch: u64::from(self.met(a, b).is_some()),
            club_clash: u64::from(self.avoid_clubs && self.same_club(a, b)),
            group_gap: gap * gap,
            order_gap: distance * distance,
            ..Penalty::default()
        }
    }

    fn bye_penalty(&self, a: usize) -> Penalty {
        Penalty {
            repeat_bye: u64::from(self.ledger.tallies[self.order[a]].byes > 0),
            bye_rank: (self.order.len() - 1 - a) as u64,
            ..Penalty::default()
        }
    }

    fn notes(&self, a: usize, b: usize) -> Vec<PairingNote> {
        let mut notes = Vec::new();
        if let Some(rounds) = self.met(a, b) {
            notes.push(PairingNote::Rematch {
                rounds: rounds.clone(),
            });
        }
        if self.same_club(a, b) {
            let club = self.teams[self.order[a]]
                .club
                .as_deref()
                .unwrap_or_default();
            notes.push(PairingNote::SameClub {
                club: club.trim().to_owned(),
                forced: self.avoid_clubs,
            });
        }
        let points = |p: usize| self.ledger.tallies[self.order[p]].match_points;
        if points(a) != points(b) {
            notes.push(PairingNote::PointsGap {
                higher: points(a).max(points(b)),
                lower: points(a).min(points(b)),
            });
        }
        notes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(pairing: &Pairing) -> Vec<[i64; 2]> {
        pairing
            .tables
            .iter()
            .map(|t| [t.teams[0].0, t.teams[1].0])
            .collect()
    }

    #[test]
    fn swiss_pairs_neighbours_and_gives_the_bye_to_the_last() {
        let teams: Vec<Team> = (1..=5).map(|i| Team::new(i, format!("T{i}"))).collect();
        // After round 1: 1 > 2 > 3 > 4 by total score; 5 had the bye (2 points, 0 score).
        let results = vec![
            MatchResult::played(1, (1, 50), (4, 10)),
            MatchResult::played(1, (2, 40), (3, 20)),
            MatchResult::bye(1, 5),
        ];
        let p = pair_round(&teams, &results, &TournamentSettings::default(), 2, Seed(1)).unwrap();
        // Order: 1 (2 pts, 50), 2 (2, 40), 5 (2, 0), 3 (0, 20), 4 (0, 10).
        assert_eq!(p.order, [1, 2, 5, 3, 4].map(TeamId));
        // 4 is last without a bye; 1-2 and 5-3 (a float, noted).
        assert_eq!(
            p.bye,
            Some(Bye {
                team: TeamId(4),
                repeat: false
            })
        );
        assert_eq!(ids(&p), vec![[1, 2], [5, 3]]);
        assert_eq!(
            p.tables[1].notes,
            vec![PairingNote::PointsGap {
                higher: 2,
                lower: 0
            }]
        );
    }

    #[test]
    fn forced_rematch_is_explained() {
        let teams: Vec<Team> = (1..=2).map(|i| Team::new(i, format!("T{i}"))).collect();
        let results = vec![MatchResult::played(1, (1, 30), (2, 30))];
        let p = pair_round(&teams, &results, &TournamentSettings::default(), 2, Seed(9)).unwrap();
        assert_eq!(
            p.tables[0].notes,
            vec![PairingNote::Rematch { rounds: vec![1] }]
        );
    }

    #[test]
    fn dropped_teams_are_not_paired() {
        let mut teams: Vec<Team> = (1..=4).map(|i| Team::new(i, format!("T{i}"))).collect();
        teams[0].dropped = true;
        let p = pair_round(&teams, &[], &TournamentSettings::default(), 1, Seed(3)).unwrap();
        assert_eq!(p.tables.len(), 1);
        assert!(p.bye.is_some());
        assert!(!p.order.contains(&TeamId(1)));
    }
}
