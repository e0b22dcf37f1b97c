//! How many tables of which size a field needs: the nominal size N and the
//! odd-field policy (tables of N−1, of N+1, or N−1 completed by a ghost seat).

use serde::{Deserialize, Serialize};

use super::SeatingError;

/// What to do with a field that is not a multiple of the nominal table size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OddField {
    /// As many full tables as possible, the rest at tables of N−1 ("4, else 3").
    Smaller,
    /// As many full tables as possible, the rest at tables of N+1 ("4, else 5",
    /// what most Italian events use; the default).
    #[default]
    Larger,
    /// Tables of N−1 completed by a fictitious player who never moves and scores a
    /// set value ("col morto"). Seated like [`OddField::Smaller`]; the table record
    /// carries the ghost.
    Ghost,
}

/// Smallest and largest nominal table size accepted (T.E.G. plays up to 6; 2 and
/// 7 are left to 1 vs 1 and odd club variants, which seat differently).
pub const TABLE_SIZES: std::ops::RangeInclusive<usize> = 3..=6;

/// The table sizes for `players` players, largest first.
///
/// # Errors
/// [`SeatingError::TableSize`] for a nominal size outside [`TABLE_SIZES`];
/// [`SeatingError::FieldDoesNotFit`] when no mix of N and the policy's other size
/// adds up to the field (e.g. 5 players at tables of 4 and 3, or 6 at 4 and 5).
pub fn table_sizes(
    players: usize,
    nominal: usize,
    odd: OddField,
) -> Result<Vec<usize>, SeatingError> {
    if !TABLE_SIZES.contains(&nominal) {
        return Err(SeatingError::TableSize(nominal));
    }
    let misfit = || SeatingError::FieldDoesNotFit {
        players,
        table_size: nominal,
        odd_field: odd,
    };
    if players == 0 {
        return Err(misfit());
    }
    let (full, other, other_size) = match odd {
        OddField::Smaller | OddField::Ghost => {
            let tables = players.div_ceil(nominal);
            let short = tables * nominal - players;
            if short > tables {
                return Err(misfit());
            }
            (tables - short, short, nominal - 1)
        }
        OddField::Larger => {
            let tables = players / nominal;
            let long = players - tables * nominal;
            if long > tables || tables == 0 {
                return Err(misfit());
            }
            (tables - long, long, nominal + 1)
        }
    };
    let mut sizes = vec![nominal; full];
    sizes.extend(std::iter::repeat_n(other_size, other));
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    Ok(sizes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gestione_torneo_table_rules() {
        // "4, else 5": n mod 4 tables of 5; impossible for 6, 7, 11.
        assert_eq!(
            table_sizes(23, 4, OddField::Larger).unwrap(),
            vec![5, 5, 5, 4, 4]
        );
        for n in [1, 2, 3, 6, 7, 11] {
            assert!(table_sizes(n, 4, OddField::Larger).is_err(), "{n}");
        }
        // "4, else 3": 4 − (n mod 4) tables of 3; impossible for 5 (and 1, 2).
        assert_eq!(
            table_sizes(23, 4, OddField::Smaller).unwrap(),
            vec![4, 4, 4, 4, 4, 3]
        );
        assert_eq!(table_sizes(3, 4, OddField::Smaller).unwrap(), vec![3]);
        assert_eq!(table_sizes(10, 4, OddField::Ghost).unwrap(), vec![4, 3, 3]);
        for n in [1, 2, 5] {
            assert!(table_sizes(n, 4, OddField::Smaller).is_err(), "{n}");
        }
        assert_eq!(table_sizes(16, 4, OddField::Larger).unwrap(), vec![4; 4]);
        assert_eq!(
            table_sizes(16, 7, OddField::Larger),
            Err(SeatingError::TableSize(7))
        );
    }

    #[test]
    fn sizes_always_add_up_to_the_field() {
        for nominal in TABLE_SIZES {
            for odd in [OddField::Smaller, OddField::Larger, OddField::Ghost] {
                for n in 1..200 {
                    if let Ok(sizes) = table_sizes(n, nominal, odd) {
                        assert_eq!(sizes.iter().sum::<usize>(), n);
                        let other = if odd == OddField::Larger {
                            nominal + 1
                        } else {
                            nominal - 1
                        };
                        assert!(sizes.iter().all(|&s| s == nominal || s == other));
                    }
                }
            }
        }
    }
}
