//! One player across every event (issue 30): who a newcomer might already be.
//!
//! Each event registers its own players by name. To rank a person over many
//! events, an instance keeps one person record that every entry points to. A
//! registration is never matched silently: these are suggestions the organizer
//! confirms or ignores, best first, each with the reasons that made it.
//!
//! The same national id is the same person, and two different national ids are
//! two people whatever their names. Otherwise names are compared as a club's
//! secretary would: case, accents, extra spaces and the order of the words set
//! aside ("ROSSI Mario" is "Mario Rossi"), then by Jaro–Winkler similarity
//! (from `strsim`), which forgives the typing slips of a registration desk
//! ("Mario Rosi"); the same club makes a similar name likelier.

use serde::{Deserialize, Serialize};

/// A person as an instance knows them.
pub type PersonId = i64;

/// Someone already on record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Known {
    /// Their record.
    pub person: PersonId,
    /// Their name.
    pub name: String,
    /// Their club, when known.
    pub club: Option<String>,
    /// Their national (federation) id, when known.
    pub national_id: Option<String>,
}

/// Why a suggestion was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// The same national id.
    NationalId,
    /// The same name, words and accents aside.
    SameName,
    /// A name a slip away.
    SimilarName,
    /// The same club.
    SameClub,
}

/// A person the newcomer might be.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Suggestion {
    /// The person.
    pub person: PersonId,
    /// How likely, 0–100.
    pub score: u32,
    /// What made it, strongest first.
    pub reasons: Vec<Reason>,
}

/// Names this similar or more (Jaro–Winkler, after [`normal_name`]) are
/// suggested: "Mario Rosi" for "Mario Rossi" (0.98), not "Maria Bianchi".
const SIMILAR: f64 = 0.9;

/// At most this many suggestions: a registration desk reads them all.
const MOST: usize = 5;

/// A name as compared: lower case, accents off, words sorted, single spaces.
#[must_use]
pub fn normal_name(name: &str) -> String {
    let plain: String = name
        .chars()
        .flat_map(char::to_lowercase)
        .map(unaccented)
        .collect();
    let mut words: Vec<&str> = plain.split_whitespace().collect();
    words.sort_unstable();
    words.join(" ")
}

/// The letter without its accent, for the letters of Italian, Spanish and
/// French names; others as they are.
fn unaccented(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ä' | 'ã' => 'a',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ò' | 'ó' | 'ô' | 'ö' | 'õ' => 'o',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'ñ' => 'n',
        'ç' => 'c',
        '\'' | '’' | '`' => ' ',
        other => other,
    }
}

fn normal_club(club: Option<&str>) -> Option<String> {
    club.map(normal_name).filter(|c| !c.is_empty())
}

/// Who a newcomer (`name`, `club`, `national_id`) might be among `known`, best
/// first (then by record number), at most five.
#[must_use]
pub fn suggest(
    name: &str,
    club: Option<&str>,
    national_id: Option<&str>,
    known: &[Known],
) -> Vec<Suggestion> {
    let name = normal_name(name);
    let club = normal_club(club);
    let id = national_id.map(str::trim).filter(|i| !i.is_empty());
    let mut found: Vec<Suggestion> = known
        .iter()
        .filter_map(|k| {
            let their_id = k
                .national_id
                .as_deref()
                .map(str::trim)
                .filter(|i| !i.is_empty());
            match (id, their_id) {
                (Some(a), Some(b)) if a.eq_ignore_ascii_case(b) => {
                    return Some(Suggestion {
                        person: k.person,
                        score: 100,
                        reasons: vec![Reason::NationalId],
                    });
                }
                // Two federation ids: two people, however alike the names.
                (Some(_), Some(_)) => return None,
                _ => {}
            }
            let theirs = normal_name(&k.name);
            let similarity = strsim::jaro_winkler(&name, &theirs);
            let mut reasons = if name == theirs {
                vec![Reason::SameName]
            } else if similarity >= SIMILAR {
                vec![Reason::SimilarName]
            } else {
                return None;
            };
            // 95 for the same name, down to 80 at the similarity threshold.
            let mut score = if name == theirs {
                95
            } else {
                80 + ((similarity - SIMILAR) / (1.0 - SIMILAR) * 14.0).round() as u32
            };
            if club.is_some() && club == normal_club(k.club.as_deref()) {
                reasons.push(Reason::SameClub);
                score = (score + 4).min(99);
            }
            Some(Suggestion {
                person: k.person,
                score,
                reasons,
            })
        })
        .collect();
    found.sort_by(|a, b| b.score.cmp(&a.score).then(a.person.cmp(&b.person)));
    found.truncate(MOST);
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known(person: PersonId, name: &str, club: Option<&str>, id: Option<&str>) -> Known {
        Known {
            person,
            name: name.into(),
            club: club.map(Into::into),
            national_id: id.map(Into::into),
        }
    }

    fn field() -> Vec<Known> {
        vec![
            known(1, "Mario Rossi", Some("RCU Barletta"), None),
            known(2, "Maria Bianchi", Some("Lupi"), None),
            known(3, "Niccolò D'Amico", None, Some("IT-0042")),
            known(4, "Mario Rossi", Some("Tana dei Goblin"), Some("IT-0007")),
        ]
    }

    #[test]
    fn the_same_name_in_another_order_and_case_is_suggested_with_the_club_first() {
        let s = suggest("ROSSI mario", Some("rcu barletta"), None, &field());
        let people: Vec<PersonId> = s.iter().map(|x| x.person).collect();
        assert_eq!(people, vec![1, 4]);
        assert_eq!(s[0].reasons, vec![Reason::SameName, Reason::SameClub]);
        assert_eq!((s[0].score, s[1].score), (99, 95));
    }

    #[test]
    fn a_slip_at_the_desk_is_still_suggested_a_different_person_is_not() {
        let s = suggest("Mario Rosi", None, None, &field());
        assert_eq!(s.iter().map(|x| x.person).collect::<Vec<_>>(), vec![1, 4]);
        assert_eq!(s[0].reasons, vec![Reason::SimilarName]);
        assert!(s[0].score >= 80 && s[0].score < 95);
        assert!(suggest("Luca Verdi", None, None, &field()).is_empty());
    }

    #[test]
    fn accents_and_apostrophes_are_set_aside() {
        let s = suggest("Niccolo D Amico", None, None, &field());
        assert_eq!(s[0].person, 3);
        assert_eq!(s[0].reasons, vec![Reason::SameName]);
        assert_eq!(normal_name("  Niccolò   D'Amico "), "amico d niccolo");
    }

    #[test]
    fn a_national_id_decides() {
        // The same id under another spelling of the name is the same person.
        let s = suggest("N. Damico", None, Some("it-0042"), &field());
        assert_eq!(s[0].person, 3);
        assert_eq!(
            (s[0].score, s[0].reasons.clone()),
            (100, vec![Reason::NationalId])
        );
        // Another id is another person, however alike the names.
        let s = suggest("Mario Rossi", None, Some("IT-0099"), &field());
        assert_eq!(s.iter().map(|x| x.person).collect::<Vec<_>>(), vec![1]);
    }

    #[test]
    fn at_most_five_are_suggested() {
        let many: Vec<Known> = (1..=9).map(|i| known(i, "Anna Neri", None, None)).collect();
        let s = suggest("Anna Neri", None, None, &many);
        assert_eq!(
            s.iter().map(|x| x.person).collect::<Vec<_>>(),
            vec![1, 2, 3, 4, 5]
        );
    }
}
