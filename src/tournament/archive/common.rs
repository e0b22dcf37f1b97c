//! What the two archive formats read alike: the envelope (a JSON object naming its
//! format and version), a match's recorded entries folded to the actions that count,
//! and a second confirmation held to the rule that let it be given. Each format's
//! `check` says in its own words what is wrong (a team archive with a [`Problem`],
//! an individual one with a message key), so these return what went wrong and leave
//! the wording to the caller.
//!
//! [`Problem`]: super::Problem

use serde_json::Value;

use super::{ConfirmationEntry, EntryRecord};
use crate::tournament::{ConfirmError, ResultState};

/// Why a text is not an archive of the expected format and version.
#[derive(Debug)]
pub(crate) enum EnvelopeFault {
    /// Not JSON at all.
    NotJson(serde_json::Error),
    /// JSON, but not an object.
    NotObject,
    /// An object whose `format` is another (or missing): what it holds.
    Format(Option<Value>),
    /// The right format, but not the version this build reads: what `version` holds.
    Version(Option<Value>),
}

/// Reads `text` as JSON and checks its `format` and `version`, before the fields
/// are read strictly.
///
/// # Errors
/// The first of [`EnvelopeFault`] that applies.
pub(crate) fn open(text: &str, format: &str, version: u64) -> Result<Value, EnvelopeFault> {
    let value: Value = serde_json::from_str(text).map_err(EnvelopeFault::NotJson)?;
    let Value::Object(top) = &value else {
        return Err(EnvelopeFault::NotObject);
    };
    if top.get("format").and_then(Value::as_str) != Some(format) {
        return Err(EnvelopeFault::Format(top.get("format").cloned()));
    }
    if top.get("version").and_then(Value::as_u64) != Some(version) {
        return Err(EnvelopeFault::Version(top.get("version").cloned()));
    }
    Ok(value)
}

/// What is wrong with one recorded entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EntryFault {
    /// Its `seq` is not its place (from 1).
    Seq,
    /// An undo with no action left to take back.
    UndoesNothing,
    /// An `action` entry without an action, an `undo` with one, or another kind.
    Kind,
}

/// A match's entries as [`fold_entries`] read them.
pub(crate) struct Folded<A> {
    /// Each entry's action as read (none for an undo), in the entries' order.
    pub read: Vec<Option<A>>,
    /// The actions that count once the undos took theirs back, in order.
    pub counting: Vec<A>,
}

/// Folds a match's recorded entries in order, as the console recorded them: each at
/// its place, an `action` entry carrying an action (read by `read`, with the entry's
/// index, as soon as it is met), an `undo` none and taking back the last action that
/// still counts.
///
/// # Errors
/// What `read` returns, or what `fault` makes of the first entry that does not fit
/// (given its index, the entry and the fault).
pub(crate) fn fold_entries<'a, V, A: Clone, E>(
    entries: &'a [EntryRecord<V>],
    mut read: impl FnMut(usize, &'a V) -> Result<A, E>,
    fault: impl Fn(usize, &EntryRecord<V>, EntryFault) -> E,
) -> Result<Folded<A>, E> {
    let mut folded = Folded {
        read: Vec::with_capacity(entries.len()),
        counting: Vec::new(),
    };
    for (i, e) in entries.iter().enumerate() {
        if usize::try_from(e.seq).ok() != Some(i + 1) {
            return Err(fault(i, e, EntryFault::Seq));
        }
        let action = match (e.kind.as_str(), &e.action) {
            ("action", Some(v)) => {
                let a = read(i, v)?;
                folded.counting.push(a.clone());
                Some(a)
            }
            ("undo", None) => {
                if folded.counting.pop().is_none() {
                    return Err(fault(i, e, EntryFault::UndoesNothing));
                }
                None
            }
            _ => return Err(fault(i, e, EntryFault::Kind)),
        };
        folded.read.push(action);
    }
    Ok(folded)
}

impl<V> EntryRecord<V> {
    /// The same entry carrying `action` (its action read another way).
    pub(crate) fn with_action<A>(self, action: Option<A>) -> EntryRecord<A> {
        EntryRecord {
            seq: self.seq,
            kind: self.kind,
            action,
            reason: self.reason,
            by: self.by,
            via: self.via,
            at: self.at,
        }
    }
}

/// Whether a second confirmation fits its match: only a signed match is confirmed,
/// and never by its signer (the rule compares accounts; in a file an account is its
/// username, compared case-blind).
///
/// # Errors
/// The rule's [`ConfirmError`].
pub(crate) fn may_confirm(
    c: &ConfirmationEntry,
    status: &str,
    signed_by: Option<&str>,
) -> Result<(), ConfirmError> {
    const SIGNER: i64 = 0;
    const OTHER: i64 = 1;
    let state = if status == "signed" {
        ResultState::Signed {
            by: signed_by.map(|_| SIGNER),
        }
    } else {
        ResultState::Open
    };
    let who = if signed_by.is_some_and(|s| s.eq_ignore_ascii_case(&c.by)) {
        SIGNER
    } else {
        OTHER
    };
    state.may_confirm(who)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn entry(seq: i64, kind: &str, action: Option<i64>) -> EntryRecord<i64> {
        EntryRecord {
            seq,
            kind: kind.into(),
            action,
            reason: None,
            by: None,
            via: "console".into(),
            at: 0,
        }
    }

    fn fold(entries: &[EntryRecord<i64>]) -> Result<Folded<i64>, (usize, EntryFault)> {
        fold_entries(entries, |_, a| Ok(*a), |i, _, f| (i, f))
    }

    #[test]
    fn undos_take_back_the_last_action_that_still_counts() {
        let entries = [
            entry(1, "action", Some(10)),
            entry(2, "action", Some(20)),
            entry(3, "undo", None),
            entry(4, "action", Some(30)),
        ];
        let folded = fold(&entries).unwrap();
        assert_eq!(folded.counting, [10, 30]);
        assert_eq!(folded.read, [Some(10), Some(20), None, Some(30)]);
    }

    #[test]
    fn an_entry_out_of_place_or_of_the_wrong_kind_is_named_by_its_index() {
        let out_of_place = [entry(1, "action", Some(1)), entry(3, "action", Some(2))];
        assert_eq!(fold(&out_of_place).err(), Some((1, EntryFault::Seq)));
        let nothing_to_undo = [entry(1, "undo", None)];
        assert_eq!(
            fold(&nothing_to_undo).err(),
            Some((0, EntryFault::UndoesNothing))
        );
        for bad in [
            entry(1, "action", None),
            entry(1, "undo", Some(1)),
            entry(1, "pass", None),
        ] {
            assert_eq!(fold(&[bad]).err(), Some((0, EntryFault::Kind)));
        }
    }

    #[test]
    fn the_envelope_names_what_it_lacks() {
        let open = |v: &str| open(v, "arbitro-x", 1);
        assert!(matches!(open("{"), Err(EnvelopeFault::NotJson(_))));
        assert!(matches!(open("[1]"), Err(EnvelopeFault::NotObject)));
        assert!(matches!(
            open(r#"{"format": "other", "version": 1}"#),
            Err(EnvelopeFault::Format(Some(f))) if f == json!("other")
        ));
        assert!(matches!(
            open(r#"{"format": "arbitro-x", "version": "1"}"#),
            Err(EnvelopeFault::Version(Some(v))) if v == json!("1")
        ));
        assert!(matches!(
            open(r#"{"format": "arbitro-x"}"#),
            Err(EnvelopeFault::Version(None))
        ));
        assert!(open(r#"{"format": "arbitro-x", "version": 1, "more": 2}"#).is_ok());
    }

    #[test]
    fn a_confirmation_is_a_signed_matchs_and_not_its_signers() {
        let by = |name: &str| ConfirmationEntry {
            by: name.into(),
            at: 0,
        };
        assert_eq!(
            may_confirm(&by("Ref"), "finished", None),
            Err(ConfirmError::NotSigned)
        );
        assert_eq!(
            may_confirm(&by("ORG"), "signed", Some("org")),
            Err(ConfirmError::OwnSignature),
            "usernames compare case-blind"
        );
        assert_eq!(may_confirm(&by("Ref"), "signed", Some("org")), Ok(()));
        assert_eq!(may_confirm(&by("Ref"), "signed", None), Ok(()));
    }
}
