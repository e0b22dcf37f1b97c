//! Individual standings: every player's total and every tie-break value, ranked
//! by the tournament's order of tie-breaks.

use std::cmp::Ordering;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::points::Points;
use crate::tournament::PlayerId;

/// One player's result of one game, as a formula scored it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    /// The round (or, in a season, the game number).
    pub round: u32,
    /// The player.
    pub player: PlayerId,
    /// Ranking points.
    pub points: Points,
    /// Place at the table.
    pub place: u32,
    /// Table points P (raw, before the formula).
    pub table_points: f64,
    /// Territories at the end (classic), else 0.
    #[serde(default)]
    pub territories: f64,
}

/// A registered player as the standings list them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Competitor {
    /// Database id.
    pub player: PlayerId,
    /// Name (the display tie-break).
    pub name: String,
    /// Club, if any.
    #[serde(default)]
    pub club: Option<String>,
    /// Dropped: listed with the results so far.
    #[serde(default)]
    pub dropped: bool,
}

/// A tie-break after the total, named as the regulations name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tiebreak {
    /// More tables won.
    Wins,
    /// Best single game.
    BestGame,
    /// Best game, then second best, and so on.
    SortedScores,
    /// Round scores compared in time order (round 1 first).
    RoundScores,
    /// More raw table points in total.
    TablePoints,
    /// More territories at the ends of matches (classic).
    Territories,
    /// Better single place.
    BestPlace,
    /// Standing after the previous round, recursively.
    PreviousStandings,
}

/// One row of the individual standings, with every tie-break value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IndividualStanding {
    /// Rank from 1; players equal on the total and every tie-break share it.
    pub rank: u32,
    /// The player.
    pub player: PlayerId,
    /// Name.
    pub name: String,
    /// Club.
    pub club: Option<String>,
    /// Dropped.
    pub dropped: bool,
    /// Total ranking points.
    pub total: Points,
    /// Games played.
    pub games: u32,
    /// Tables won (1st place).
    pub wins: u32,
    /// Best single game (`None` before the first).
    pub best_game: Option<Points>,
    /// Every game's points, best first.
    pub sorted_scores: Vec<Points>,
    /// Points per round, round order.
    pub round_scores: Vec<(u32, Points)>,
    /// Raw table points in total.
    pub table_points: f64,
    /// Territories in total.
    pub territories: f64,
    /// Best place (`None` before the first game).
    pub best_place: Option<u32>,
    /// Totals after each earlier round, latest first (the previous standing).
    pub previous_totals: Vec<Points>,
    /// The qualifying results discarded ("turno di scarto"), by round: left out of
    /// every figure above; `None` points = absent. Empty without discards, and
    /// then not written, so stored and exported standings read as before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discarded: Vec<(u32, Option<Points>)>,
}

impl IndividualStanding {
    /// `Greater` when `self` ranks ahead of `other` on `t`.
    fn compare(&self, other: &Self, t: Tiebreak) -> Ordering {
        match t {
            Tiebreak::Wins => self.wins.cmp(&other.wins),
            Tiebreak::BestGame => self.best_game.cmp(&other.best_game),
            Tiebreak::SortedScores => self.sorted_scores.cmp(&other.sorted_scores),
            Tiebreak::RoundScores => {
                let a = self.round_scores.iter().map(|r| r.1);
                a.cmp(other.round_scores.iter().map(|r| r.1))
            }
            Tiebreak::TablePoints => self.table_points.total_cmp(&other.table_points),
            Tiebreak::Territories => self.territories.total_cmp(&other.territories),
            // A lower place is better; no game ranks below any.
            Tiebreak::BestPlace => other
                .best_place
                .unwrap_or(u32::MAX)
                .cmp(&self.best_place.unwrap_or(u32::MAX)),
            Tiebreak::PreviousStandings => self.previous_totals.cmp(&other.previous_totals),
        }
    }

    fn ahead(&self, other: &Self, tiebreaks: &[Tiebreak]) -> Ordering {
        tiebreaks
            .iter()
            .fold(self.total.cmp(&other.total), |o, &t| {
                o.then_with(|| self.compare(other, t))
            })
    }
}

/// Individual standings of every competitor, best first: total, then `tiebreaks`
/// in order; full ties share a rank and are listed by name, then id.
/// Results of players not listed are ignored.
#[must_use]
pub fn individual_standings(
    competitors: &[Competitor],
    results: &[GameResult],
    tiebreaks: &[Tiebreak],
) -> Vec<IndividualStanding> {
    let mut by_player: BTreeMap<PlayerId, Vec<&GameResult>> = BTreeMap::new();
    for r in results {
        by_player.entry(r.player).or_default().push(r);
    }
    let rounds: Vec<u32> = {
        let mut r: Vec<u32> = results.iter().map(|r| r.round).collect();
        r.sort_unstable();
        r.dedup();
        r
    };
    let mut rows: Vec<IndividualStanding> = competitors
        .iter()
        .map(|c| {
            let games = by_player.get(&c.player).cloned().unwrap_or_default();
            row(c, &games, &rounds)
        })
        .collect();
    rows.sort_by(|a, b| {
        b.ahead(a, tiebreaks)
            .then_with(|| a.name.cmp(&b.name))
            .then_with(|| a.player.cmp(&b.player))
    });
    for i in 0..rows.len() {
        rows[i].rank = if i > 0 && rows[i].ahead(&rows[i - 1], tiebreaks) == Ordering::Equal {
            rows[i - 1].rank
        } else {
            u32::try_from(i + 1).unwrap_or(u32::MAX)
        };
    }
    rows
}

fn row(c: &Competitor, games: &[&GameResult], rounds: &[u32]) -> IndividualStanding {
    let mut round_scores: BTreeMap<u32, Points> = BTreeMap::new();
    for g in games {
        *round_scores.entry(g.round).or_default() += g.points;
    }
    let mut sorted_scores: Vec<Points> = games.iter().map(|g| g.points).collect();
    sorted_scores.sort_unstable_by(|a, b| b.cmp(a));
    // Totals after each round but the last, latest first.
    let previous_totals = rounds
        .iter()
        .rev()
        .skip(1)
        .map(|&r| {
            games
                .iter()
                .filter(|g| g.round <= r)
                .map(|g| g.points)
                .sum()
        })
        .collect();
    IndividualStanding {
        rank: 0,
        player: c.player,
        name: c.name.clone(),
        club: c.club.clone(),
        dropped: c.dropped,
        total: games.iter().map(|g| g.points).sum(),
        games: u32::try_from(games.len()).unwrap_or(u32::MAX),
        wins: u32::try_from(games.iter().filter(|g| g.place == 1).count()).unwrap_or(u32::MAX),
        best_game: sorted_scores.first().copied(),
        sorted_scores,
        round_scores: round_scores.into_iter().collect(),
        table_points: games.iter().map(|g| g.table_points).sum(),
        territories: games.iter().map(|g| g.territories).sum(),
        best_place: games.iter().map(|g| g.place).min(),
        previous_totals,
        discarded: Vec::new(),
    }
}

/// One player's discarded qualifying results: (round, points), `None` = absent.
pub type Discards = BTreeMap<PlayerId, Vec<(u32, Option<Points>)>>;

/// The "turno di scarto": each competitor's `worst` lowest results among the
/// qualifying `rounds` held, an absence (a round they did not play, before a late
/// entry too) counting first as the worst. It is the season's best K of N
/// ([`super::best_of::keep_best`]) with K = rounds held − `worst`, at least 1:
/// nothing is discarded before the second round, and one result always counts.
/// `results` may hold other rounds' games: only `rounds` are read.
#[must_use]
pub fn discards(
    competitors: &[Competitor],
    results: &[GameResult],
    rounds: &[u32],
    worst: u32,
) -> Discards {
    let mut out = Discards::new();
    let held = rounds.len();
    if worst == 0 || held < 2 {
        return out;
    }
    let keep = held.saturating_sub(worst as usize).max(1);
    for c in competitors {
        let theirs = results.iter().filter(|g| g.player == c.player);
        let all =
            super::best_of::results_at(rounds.iter().copied(), theirs.map(|g| (g.round, g.points)));
        let (_, discarded) = super::best_of::keep_best(&all, keep);
        if !discarded.is_empty() {
            out.insert(c.player, discarded);
        }
    }
    out
}

/// [`individual_standings`] after the discards: a discarded game counts for
/// nothing (total, games, wins, tie-breaks), and each row lists its discards.
#[must_use]
pub fn standings_after_discards(
    competitors: &[Competitor],
    results: &[GameResult],
    tiebreaks: &[Tiebreak],
    discards: &Discards,
) -> Vec<IndividualStanding> {
    let gone = |g: &GameResult| {
        discards
            .get(&g.player)
            .is_some_and(|d| d.iter().any(|x| x.0 == g.round))
    };
    let kept: Vec<GameResult> = results.iter().filter(|g| !gone(g)).cloned().collect();
    let mut rows = individual_standings(competitors, &kept, tiebreaks);
    for r in &mut rows {
        if let Some(d) = discards.get(&r.player) {
            r.discarded.clone_from(d);
        }
    }
    rows
}
