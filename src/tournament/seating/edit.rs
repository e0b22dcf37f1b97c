//! The organizer's hand edits of a draft: swap two players, move one player to
//! another table, renumber the tables. The rule every edit keeps lives here, not in
//! the handlers: the table sizes stay the mix [`table_sizes`] gives the field (so
//! a move only goes from a larger table to one seat smaller, and the two tables
//! trade sizes, as the local search's own moves do). After an edit the web layer
//! recounts the report with [`super::evaluate`] (`Proof::Edited`).

use super::{OddField, SeatedTable, SeatingSettings, table_sizes};
use crate::tournament::PlayerId;

/// Why an edit was refused; nothing was changed. `key()` gives the translation
/// key, whose sentence the web layer fills with the names and sizes carried here.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// The player is not seated in this draft.
    #[error("player {0:?} is not seated in this draft: choose a seated player")]
    NotSeated(PlayerId),
    /// No table of that number.
    #[error("there is no table {0}: choose one of the draft's tables")]
    NoSuchTable(u32),
    /// Both players (or the player and the table) are the same.
    #[error("that changes nothing: choose two different players, or another table")]
    Nothing,
    /// The move would leave table sizes the field may not have.
    #[error(
        "moving {player:?} leaves a table of {from} and a table of {to}; this field sits at tables of {allowed:?}: swap two players instead"
    )]
    Sizes {
        /// Who would move.
        player: PlayerId,
        /// The size the left table would have.
        from: usize,
        /// The size the receiving table would have.
        to: usize,
        /// The sizes the field sits at (largest first).
        allowed: Vec<usize>,
    },
    /// The new numbers are not every table once, numbered from 1 with no gap.
    #[error("give every table of the draft a new number from 1 to the number of tables, each once")]
    NotAnOrder,
}

impl EditError {
    /// The translation key of the sentence.
    #[must_use]
    pub fn key(&self) -> &'static str {
        match self {
            Self::NotSeated(_) => "ind.err.not_seated",
            Self::NoSuchTable(_) => "ind.err.no_table",
            Self::Nothing => "ind.err.nothing",
            Self::Sizes { .. } => "ind.err.move_sizes",
            Self::NotAnOrder => "ind.err.order",
        }
    }
}

/// (table index, seat index) of `p`.
fn find(tables: &[SeatedTable], p: PlayerId) -> Result<(usize, usize), EditError> {
    tables
        .iter()
        .enumerate()
        .find_map(|(t, x)| Some((t, x.players.iter().position(|&q| q == p)?)))
        .ok_or(EditError::NotSeated(p))
}

/// Swaps two players' seats, at one table or two (sizes never change).
///
/// # Errors
/// [`EditError::NotSeated`], or [`EditError::Nothing`] for the same player twice.
pub fn swap(tables: &mut [SeatedTable], a: PlayerId, b: PlayerId) -> Result<(), EditError> {
    let (ta, sa) = find(tables, a)?;
    let (tb, sb) = find(tables, b)?;
    if a == b {
        return Err(EditError::Nothing);
    }
    tables[ta].players[sa] = b;
    tables[tb].players[sb] = a;
    Ok(())
}

/// Moves `player` to the last seat of table number `to`, if the sizes stay the
/// field's mix; a ghost seat then completes whichever tables are short of N.
///
/// # Errors
/// See [`EditError`].
pub fn move_player(
    tables: &mut [SeatedTable],
    player: PlayerId,
    to: u32,
    settings: &SeatingSettings,
) -> Result<(), EditError> {
    let (from, seat) = find(tables, player)?;
    let dest = tables
        .iter()
        .position(|t| t.number == to)
        .ok_or(EditError::NoSuchTable(to))?;
    if dest == from {
        return Err(EditError::Nothing);
    }
    let field: usize = tables.iter().map(|t| t.players.len()).sum();
    let allowed = table_sizes(field, settings.table_size, settings.odd_field).unwrap_or_default();
    let mut after: Vec<usize> = tables.iter().map(|t| t.players.len()).collect();
    after[from] -= 1;
    after[dest] += 1;
    let (left, got) = (after[from], after[dest]);
    after.sort_unstable_by(|a, b| b.cmp(a));
    if after != allowed {
        let mut sizes = allowed;
        sizes.dedup();
        return Err(EditError::Sizes {
            player,
            from: left,
            to: got,
            allowed: sizes,
        });
    }
    let p = tables[from].players.remove(seat);
    tables[dest].players.push(p);
    let ghost = settings.odd_field == OddField::Ghost;
    for t in tables.iter_mut() {
        t.ghost = ghost && t.players.len() < settings.table_size;
    }
    Ok(())
}

/// Renumbers the tables: `to` gives each current number its new one, `(old, new)`.
/// Every table must be named once and the new numbers must be 1 to the number of
/// tables, each once; the tables come back sorted by their new number.
///
/// # Errors
/// [`EditError::NotAnOrder`] otherwise; nothing is changed then.
pub fn renumber(tables: &mut [SeatedTable], to: &[(u32, u32)]) -> Result<(), EditError> {
    let mut have: Vec<u32> = tables.iter().map(|t| t.number).collect();
    let mut old: Vec<u32> = to.iter().map(|&(o, _)| o).collect();
    let mut new: Vec<u32> = to.iter().map(|&(_, n)| n).collect();
    have.sort_unstable();
    old.sort_unstable();
    new.sort_unstable();
    let count = u32::try_from(tables.len()).unwrap_or(u32::MAX);
    if have != old || new != (1..=count).collect::<Vec<_>>() {
        return Err(EditError::NotAnOrder);
    }
    for t in tables.iter_mut() {
        if let Some(&(_, n)) = to.iter().find(|&&(o, _)| o == t.number) {
            t.number = n;
        }
    }
    tables.sort_by_key(|t| t.number);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(sizes: &[usize]) -> Vec<SeatedTable> {
        let mut next = 0;
        sizes
            .iter()
            .zip(1..)
            .map(|(&n, number)| SeatedTable {
                number,
                players: (0..n)
                    .map(|_| {
                        next += 1;
                        PlayerId(next)
                    })
                    .collect(),
                ghost: false,
            })
            .collect()
    }

    fn sizes(t: &[SeatedTable]) -> Vec<usize> {
        t.iter().map(|x| x.players.len()).collect()
    }

    #[test]
    fn a_move_keeps_the_fields_table_sizes() {
        // 23 players at tables of 4, else 5: 5, 5, 5, 4, 4.
        let mut t = draft(&[5, 5, 5, 4, 4]);
        let settings = SeatingSettings::default();
        // From a 5 to a 4: the tables trade sizes.
        move_player(&mut t, PlayerId(1), 4, &settings).unwrap();
        assert_eq!(sizes(&t), [4, 5, 5, 5, 4]);
        assert_eq!(t[3].players.last(), Some(&PlayerId(1)));
        // From a 4 to a 5 would make a 3 and a 6: refused, nothing changed.
        let before = t.clone();
        let e = move_player(&mut t, PlayerId(2), 2, &settings).unwrap_err();
        assert_eq!(
            e,
            EditError::Sizes {
                player: PlayerId(2),
                from: 3,
                to: 6,
                allowed: vec![5, 4]
            }
        );
        assert_eq!(t, before);
        assert_eq!(
            move_player(&mut t, PlayerId(99), 1, &settings),
            Err(EditError::NotSeated(PlayerId(99)))
        );
        assert_eq!(
            move_player(&mut t, PlayerId(2), 9, &settings),
            Err(EditError::NoSuchTable(9))
        );
        assert_eq!(
            move_player(&mut t, PlayerId(2), 1, &settings),
            Err(EditError::Nothing)
        );
    }

    #[test]
    fn a_move_between_ghost_tables_moves_the_ghost_too() {
        // 10 at tables of 4 with a ghost: 4, 3 + ghost, 3 + ghost.
        let settings = SeatingSettings {
            odd_field: OddField::Ghost,
            ..SeatingSettings::default()
        };
        let mut t = draft(&[4, 3, 3]);
        t[1].ghost = true;
        t[2].ghost = true;
        move_player(&mut t, PlayerId(1), 2, &settings).unwrap();
        assert_eq!(sizes(&t), [3, 4, 3]);
        assert_eq!(
            t.iter().map(|x| x.ghost).collect::<Vec<_>>(),
            [true, false, true]
        );
    }

    #[test]
    fn swap_and_renumber() {
        let mut t = draft(&[4, 4]);
        swap(&mut t, PlayerId(1), PlayerId(8)).unwrap();
        assert_eq!(t[0].players[0], PlayerId(8));
        assert_eq!(t[1].players[3], PlayerId(1));
        assert_eq!(
            swap(&mut t, PlayerId(1), PlayerId(1)),
            Err(EditError::Nothing)
        );
        renumber(&mut t, &[(1, 2), (2, 1)]).unwrap();
        assert_eq!(t[0].players[0], PlayerId(5), "old table 2 is table 1 now");
        assert_eq!(t[0].number, 1);
        let before = t.clone();
        for bad in [
            &[(1, 1), (2, 1)][..],
            &[(1, 1)],
            &[(1, 1), (2, 3)],
            &[(1, 2), (1, 1)],
        ] {
            assert_eq!(renumber(&mut t, bad), Err(EditError::NotAnOrder), "{bad:?}");
            assert_eq!(t, before);
        }
    }
}
