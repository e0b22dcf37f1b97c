//! Individual tournaments' results (issue #15): a table's result turned into
//! ranking points by a [`Formula`] that is data, individual standings with every
//! tie-break value, club standings and season standings (best K of N).
//!
//! Pure, like the rest of `tournament`. See `docs/INDIVIDUAL.md`.

mod best_of;
mod club;
mod correction;
mod formula;
mod outcome;
mod points;
mod roster;
mod season;
mod standings;
#[cfg(test)]
mod tests;

pub use club::{
    ClubStanding, FieldError, MOST_PLAYERS_PER_CLUB, TeamChampionship, TeamStanding,
    club_standings, team_standings,
};
pub use correction::{BadPoints, Correction, MAX_CORRECTION, apply_corrections, parse_points};
pub use formula::Formula;
pub use outcome::{SeatOutcome, TableOutcome};
pub use points::Points;
pub use roster::{BadRow, MAX_LEN, NewPlayer, family_group, parse_players_csv};
pub use season::{SeasonResult, SeasonStanding, season_standings};
pub use standings::{
    Competitor, Discards, GameResult, IndividualStanding, Tiebreak, discards, individual_standings,
    standings_after_discards,
};

/// Is `ruleset` one an individual tournament's tables may be played in? The registry
/// answers ([`crate::engine::rulebook::Ruleset::plays_individual_tournaments`]): the
/// creation form offers these, and the archive import takes only these.
#[must_use]
pub fn plays(ruleset: &str) -> bool {
    crate::engine::RulesetId::parse(ruleset)
        .is_some_and(|id| id.ruleset().plays_individual_tournaments())
}

/// Score one table: each seat's [`GameResult`] for `round` under `formula`.
#[must_use]
pub fn score_table(formula: &Formula, table: &TableOutcome, round: u32) -> Vec<GameResult> {
    formula
        .points(table)
        .into_iter()
        .zip(&table.seats)
        .map(|(points, s)| GameResult {
            round,
            player: s.player,
            points: points + Points::from_f64(s.tournament_penalty),
            place: s.place,
            table_points: s.table_points,
            territories: s.territories,
        })
        .collect()
}
