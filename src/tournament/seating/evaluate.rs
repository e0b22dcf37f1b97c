//! The cost breakdown of a seating as the organizer edited it (a swap in the
//! draft): the same terms and counts as [`super::seat_round`] reports, with no
//! claim of optimality unless every term is 0.

use std::collections::BTreeMap;

use super::cost::{Counts, Field, SLOTS, seating_cost, terms_only};
use super::report::{Proof, SeatingReport};
use super::{Entrant, PlayedTable, SeatingError, SeatingSettings, check};
use crate::tournament::PlayerId;

/// What `tables` (player ids; players not in `entrants` are ignored) cost in
/// round `round`, given the `history`.
///
/// # Errors
/// [`SeatingError::DuplicatePlayer`] or [`SeatingError::DuplicateTerm`].
pub fn evaluate(
    entrants: &[Entrant],
    history: &[PlayedTable],
    settings: &SeatingSettings,
    round: u32,
    tables: &[Vec<PlayerId>],
) -> Result<SeatingReport, SeatingError> {
    check(entrants, settings)?;
    let field = Field::new(entrants, history, settings, round > 1);
    let index: BTreeMap<PlayerId, usize> = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| (e.player, i))
        .collect();
    let tables: Vec<Vec<usize>> = tables
        .iter()
        .map(|t| t.iter().filter_map(|p| index.get(p).copied()).collect())
        .collect();
    let mut counts = Counts::default();
    for t in &tables {
        counts += field.table_counts(t);
    }
    let proof = if terms_only(seating_cost(&field, &tables)) == [0; SLOTS] {
        Proof::ZeroCost
    } else {
        Proof::Edited
    };
    Ok(SeatingReport::new(&settings.priorities, counts, proof))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::Seed;
    use crate::tournament::seating::{Term, seat_round};

    fn entrant(i: i64, club: &str) -> Entrant {
        Entrant {
            player: PlayerId(i),
            name: format!("P{i}"),
            club: Some(club.into()),
            region: None,
            family: None,
        }
    }

    #[test]
    fn counts_what_a_swap_puts_together_and_proves_nothing() {
        let field: Vec<Entrant> = (1..=8)
            .map(|i| entrant(i, if i <= 4 { "A" } else { "B" }))
            .collect();
        let settings = SeatingSettings::default();
        let s = seat_round(&field, &[], &settings, 1, Seed(3)).unwrap();
        let drawn: Vec<Vec<PlayerId>> = s.tables.iter().map(|t| t.players.clone()).collect();
        // As drawn, the evaluation agrees with the seating's own report.
        let same = evaluate(&field, &[], &settings, 1, &drawn).unwrap();
        let counted = |r: &SeatingReport| -> Vec<(u64, u64)> {
            r.terms.iter().map(|t| (t.count, t.cost)).collect()
        };
        assert_eq!(counted(&same), counted(&s.report));
        // All of club A at one table: six same-club pairs there, six at the other.
        let edited = vec![
            (1..=4).map(PlayerId).collect(),
            (5..=8).map(PlayerId).collect(),
        ];
        let r = evaluate(&field, &[], &settings, 1, &edited).unwrap();
        let clubs = r.terms.iter().find(|t| t.term == Term::Clubs).unwrap();
        assert_eq!(clubs.count, 12);
        assert!(!clubs.unavoidable);
        assert_eq!(r.proof, Proof::Edited);
    }
}
