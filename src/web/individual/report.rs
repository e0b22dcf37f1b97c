//! The draft's cost breakdown as a sentence in the visitor's language, from the
//! fields of [`SeatingReport`]: "2 pairs meet again; cost 6, the least possible;
//! 0 same-club pairs; proven optimal: complete search". Repeated pairs and their
//! cost are said apart (a pair that met twice costs 4).

use fluent_bundle::FluentValue;

use crate::tournament::seating::{Proof, SeatingError, SeatingReport, Term, TermReport};
use crate::web::i18n::{Lang, t, tf, tn};

fn term_key(term: Term) -> &'static str {
    match term {
        Term::Repeats => "ind.term.repeats",
        Term::Winners => "ind.term.winners",
        Term::OddTable => "ind.term.odd_table",
        Term::Clubs => "ind.term.clubs",
        Term::Regions => "ind.term.regions",
    }
}

/// One term: its count, the pairs from the previous round, and for repeated pairs
/// their cost (said only when some pair meets again).
fn term(r: &TermReport, lang: Lang) -> String {
    let repeats = r.term == Term::Repeats && r.count > 0;
    let mut s = if repeats {
        tf(
            lang,
            "ind.report.repeat_pairs",
            &[("pairs", FluentValue::from(r.count))],
        )
    } else {
        tn(lang, term_key(r.term), r.count)
    };
    if r.previous_round > 0 {
        s.push_str(&tf(
            lang,
            "ind.report.previous",
            &[("n", FluentValue::from(r.previous_round))],
        ));
    }
    if repeats {
        s.push_str(&tf(
            lang,
            "ind.report.repeat_cost",
            &[("cost", FluentValue::from(r.cost))],
        ));
        if r.unavoidable {
            s.push_str(t(lang, "ind.report.least"));
        }
    } else if r.unavoidable {
        // Agreeing with the count: "1 coppia …, inevitabile", "3 giocatori …, tutti".
        s.push_str(t(
            lang,
            match (r.count, r.term) {
                (1, _) => "ind.report.unavoidable_one",
                (_, Term::OddTable) => "ind.report.unavoidable_players",
                _ => "ind.report.unavoidable",
            },
        ));
    }
    s
}

/// The sentence.
pub fn sentence(report: &SeatingReport, lang: Lang) -> String {
    let mut parts: Vec<String> = report.terms.iter().map(|r| term(r, lang)).collect();
    let proof = match report.proof {
        Proof::ZeroCost => t(lang, "ind.proof.zero").to_string(),
        Proof::Exhaustive { .. } => t(lang, "ind.proof.exhaustive").to_string(),
        Proof::LowerBound => t(lang, "ind.proof.bound").to_string(),
        Proof::Search { .. } => t(lang, "ind.proof.search").to_string(),
        Proof::Gap {
            gap_percent,
            time_budget_ms,
        } => tf(
            lang,
            "ind.proof.gap",
            &[
                ("gap", FluentValue::from(gap_percent)),
                // Whole seconds print bare ("1 s"); a fraction keeps its digits.
                ("seconds", FluentValue::from(time_budget_ms as f64 / 1000.0)),
            ],
        ),
        Proof::LocalMinimum => t(lang, "ind.proof.local").to_string(),
        Proof::Edited => t(lang, "ind.proof.edited").to_string(),
    };
    parts.push(proof);
    let mut s = parts.join("; ");
    if report.next_round_kept_open {
        s.push_str(t(lang, "ind.proof.kept_open"));
    }
    s
}

/// A refusal that names what to change (the club or family group too large for
/// the tables, the family group that cannot be kept apart with the clubs); `None`
/// for the refusals said by a plain key.
pub fn refusal(e: &SeatingError, lang: Lang) -> Option<String> {
    match e {
        SeatingError::ClubLargerThanTables {
            club,
            players,
            tables,
        } => Some(tf(
            lang,
            "ind.err.club_larger_than_tables",
            &[
                ("club", FluentValue::from(club.as_str())),
                ("players", FluentValue::from(*players)),
                ("tables", FluentValue::from(*tables)),
            ],
        )),
        SeatingError::FamilyLargerThanTables {
            family,
            players,
            tables,
        } => Some(tf(
            lang,
            "ind.err.family_larger_than_tables",
            &[
                ("family", FluentValue::from(family.as_str())),
                ("names", FluentValue::from(players.join(", "))),
                ("players", FluentValue::from(players.len())),
                ("tables", FluentValue::from(*tables)),
            ],
        )),
        SeatingError::FamilyNotApart { family, players } => Some(tf(
            lang,
            "ind.err.family_not_apart",
            &[
                ("family", FluentValue::from(family.as_str())),
                ("names", FluentValue::from(players.join(", "))),
            ],
        )),
        SeatingError::TableSize(_)
        | SeatingError::FieldDoesNotFit { .. }
        | SeatingError::DuplicatePlayer(_)
        | SeatingError::DuplicateTerm(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::seating::TermReport;

    /// A report of one term's line under `proof`, the next round not kept open.
    fn one_term(line: TermReport, proof: Proof) -> SeatingReport {
        SeatingReport {
            terms: vec![line],
            proof,
            next_round_kept_open: false,
        }
    }

    /// Asserts the report's sentence in each language.
    fn says(report: &SeatingReport, sentences: &[(Lang, &str)]) {
        for (lang, want) in sentences {
            assert_eq!(sentence(report, *lang), *want, "{lang:?}");
        }
    }

    /// A term's line: its count, the pairs from the previous round, its cost.
    fn line(
        term: Term,
        count: u64,
        previous_round: u64,
        cost: u64,
        unavoidable: bool,
    ) -> TermReport {
        TermReport {
            term,
            count,
            previous_round,
            cost,
            unavoidable,
        }
    }

    #[test]
    fn says_each_term_and_the_proof_in_both_languages() {
        let proof = Proof::Exhaustive {
            search_found_it: true,
        };
        let report = one_term(line(Term::Repeats, 2, 1, 6, true), proof);
        says(
            &report,
            &[
                (
                    Lang::En,
                    "2 pairs meet again (1 from the previous round); cost 6, the least possible; proven optimal: exhaustive search",
                ),
                (
                    Lang::It,
                    "2 coppie si rincontrano (1 dal turno prima); costo 6, il minimo possibile; ottimo dimostrato: ricerca esaustiva",
                ),
                (
                    Lang::Es,
                    "2 parejas se reencuentran (1 de la ronda anterior); costo 6, el mínimo posible; óptimo demostrado: búsqueda exhaustiva",
                ),
            ],
        );
    }

    #[test]
    fn one_pair_is_said_in_the_singular() {
        let report = one_term(line(Term::Clubs, 1, 0, 1, false), Proof::ZeroCost);
        let said = |lang| sentence(&report, lang);
        assert!(
            said(Lang::It).starts_with("1 coppia dello stesso club;"),
            "{}",
            said(Lang::It)
        );
        assert!(
            said(Lang::En).starts_with("1 same-club pair;"),
            "{}",
            said(Lang::En)
        );
        assert!(
            said(Lang::Es).starts_with("1 pareja del mismo club;"),
            "{}",
            said(Lang::Es)
        );
    }

    #[test]
    fn unavoidable_agrees_with_the_count() {
        let said = |term, count, lang| {
            sentence(
                &one_term(line(term, count, 0, count, true), Proof::LowerBound),
                lang,
            )
        };
        assert!(
            said(Term::Clubs, 1, Lang::It).starts_with("1 coppia dello stesso club, inevitabile;")
        );
        assert!(
            said(Term::Clubs, 2, Lang::It)
                .starts_with("2 coppie dello stesso club, tutte inevitabili;")
        );
        assert!(said(Term::OddTable, 3, Lang::It).contains("tavolo dispari, tutti inevitabili;"));
        assert!(said(Term::Clubs, 1, Lang::En).starts_with("1 same-club pair, unavoidable;"));
        assert!(said(Term::OddTable, 3, Lang::Es).contains(", todos inevitables;"));
    }

    #[test]
    fn every_term_and_proof_has_its_words() {
        let terms = [
            Term::Repeats,
            Term::Winners,
            Term::OddTable,
            Term::Clubs,
            Term::Regions,
        ];
        for proof in [
            Proof::ZeroCost,
            Proof::LocalMinimum,
            Proof::Edited,
            Proof::LowerBound,
            Proof::Search {
                search_found_it: false,
            },
            Proof::Gap {
                gap_percent: 3,
                time_budget_ms: 1000,
            },
        ] {
            let report = SeatingReport {
                terms: terms
                    .iter()
                    .map(|&term| line(term, 1, 1, 1, true))
                    .collect(),
                proof,
                next_round_kept_open: true,
            };
            for lang in [Lang::It, Lang::En, Lang::Es] {
                let s = sentence(&report, lang);
                assert!(!s.contains("ind."), "a key left untranslated: {s}");
                assert!(!s.contains("ind-"), "a key left untranslated: {s}");
            }
        }
    }

    #[test]
    fn a_club_too_large_for_clubs_apart_is_named_in_each_language() {
        let e = SeatingError::ClubLargerThanTables {
            club: "Tana del Drago".into(),
            players: 5,
            tables: 4,
        };
        let said = |lang| refusal(&e, lang).unwrap();
        assert_eq!(
            said(Lang::It),
            "Il club Tana del Drago ha 5 giocatori ma i tavoli sono 4: con i club separati due di loro sarebbero allo stesso tavolo. Togli i club separati o gioca a tavoli più piccoli."
        );
        assert_eq!(
            said(Lang::En),
            "The club Tana del Drago has 5 players but there are 4 tables: with clubs apart two of them would share a table. Turn clubs apart off or play at smaller tables."
        );
        assert!(said(Lang::Es).contains("Tana del Drago"));
        assert_eq!(refusal(&SeatingError::TableSize(9), Lang::It), None);
    }

    #[test]
    fn a_family_group_too_large_or_not_apart_is_named_with_its_players() {
        let e = SeatingError::FamilyLargerThanTables {
            family: "Rossi".into(),
            players: vec!["Anna".into(), "Bruno".into(), "Carla".into()],
            tables: 2,
        };
        let said = |e: &SeatingError, lang| refusal(e, lang).unwrap();
        assert_eq!(
            said(&e, Lang::It),
            "Il gruppo familiare Rossi (Anna, Bruno, Carla) ha 3 giocatori ma i tavoli sono 2: due di loro sarebbero allo stesso tavolo. Togli qualcuno dal gruppo o gioca a tavoli più piccoli."
        );
        assert_eq!(
            said(&e, Lang::En),
            "The family group Rossi (Anna, Bruno, Carla) has 3 players but there are 2 tables: two of them would share a table. Take someone out of the group or play at smaller tables."
        );
        assert!(said(&e, Lang::Es).contains("Rossi (Anna, Bruno, Carla)"));
        let e = SeatingError::FamilyNotApart {
            family: "Rossi".into(),
            players: vec!["Anna".into(), "Bruno".into()],
        };
        for lang in [Lang::It, Lang::En, Lang::Es] {
            assert!(said(&e, lang).contains("Rossi (Anna, Bruno)"), "{lang:?}");
        }
    }

    #[test]
    fn a_proof_under_the_look_ahead_says_so() {
        let proof = Proof::Search {
            search_found_it: false,
        };
        let report = SeatingReport {
            next_round_kept_open: true,
            ..one_term(line(Term::Winners, 2, 0, 2, true), proof)
        };
        says(
            &report,
            &[
                (
                    Lang::It,
                    "2 coppie di vincitori del turno prima, tutte inevitabili; ottimo dimostrato: ricerca completa, tra le disposizioni che lasciano il turno dopo senza coppie ripetute",
                ),
                (
                    Lang::En,
                    "2 pairs of last round's winners, all unavoidable; proven optimal: complete search, among the seatings that leave the next round free of repeated pairs",
                ),
            ],
        );
    }

    #[test]
    fn a_cut_search_says_its_gap_and_budget_and_no_repeat_says_no_cost() {
        let proof = Proof::Gap {
            gap_percent: 3,
            time_budget_ms: 1000,
        };
        let report = one_term(line(Term::Repeats, 0, 0, 0, false), proof);
        says(
            &report,
            &[
                (
                    Lang::It,
                    "0 coppie ripetute; entro il 3% dell'ottimo (esaurito il tempo massimo di 1 s)",
                ),
                (
                    Lang::En,
                    "0 repeated pairs; within 3% of the optimum (the 1 s time budget ran out)",
                ),
            ],
        );
    }
}
