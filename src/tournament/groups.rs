//! Clubs and family groups as every rule on them reads a name: trimmed and
//! case-blind, so "Roma Nord" and "roma nord " are one club; a blank or missing name
//! is no group; the first spelling met names the group. Club avoidance (team and
//! individual seating), family groups, the club championship's field and the club
//! standings all group through here, so they cannot disagree on who is together.

use std::collections::BTreeMap;

/// The case-blind key of a club's or family group's name, with its trimmed
/// spelling; `None` when the name is missing or blank.
#[must_use]
pub fn key(name: Option<&str>) -> Option<(String, &str)> {
    let name = name.map(str::trim).filter(|n| !n.is_empty())?;
    Some((name.to_lowercase(), name))
}

/// `items` grouped by the name `name` reads from each, in the order of the keys,
/// each group under the first spelling met; items with no name are in none.
pub fn grouped<T>(
    items: impl IntoIterator<Item = T>,
    name: impl Fn(&T) -> Option<&str>,
) -> Vec<(String, Vec<T>)> {
    let mut groups: BTreeMap<String, (String, Vec<T>)> = BTreeMap::new();
    for item in items {
        let Some((key, spelling)) = key(name(&item)).map(|(k, s)| (k, s.to_owned())) else {
            continue;
        };
        groups
            .entry(key)
            .or_insert_with(|| (spelling, Vec::new()))
            .1
            .push(item);
    }
    groups.into_values().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_club_whatever_its_case_and_spaces() {
        let clubs = [
            Some("Roma Nord"),
            Some(" roma nord "),
            None,
            Some("  "),
            Some("Ardea"),
        ];
        let groups = grouped(clubs, |c| *c);
        let shown: Vec<(&str, usize)> = groups.iter().map(|(n, g)| (n.as_str(), g.len())).collect();
        assert_eq!(shown, vec![("Ardea", 1), ("Roma Nord", 2)]);
        assert_eq!(
            key(Some(" Roma Nord")),
            Some(("roma nord".to_string(), "Roma Nord"))
        );
        assert_eq!(key(Some(" ")), None);
        assert_eq!(key(None), None);
    }
}
