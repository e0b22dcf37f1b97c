//! The draft's cost breakdown as a sentence in the visitor's language, from the
//! fields of [`SeatingReport`]: "2 repeated pairs, all unavoidable; 0 same-club
//! pairs; optimal: exhaustive search".

use crate::tournament::seating::{Proof, SeatingReport, Term};
use crate::web::i18n::{Lang, t};

fn term_key(term: Term) -> &'static str {
    match term {
        Term::Repeats => "ind.term.repeats",
        Term::Winners => "ind.term.winners",
        Term::OddTable => "ind.term.odd_table",
        Term::Clubs => "ind.term.clubs",
        Term::Regions => "ind.term.regions",
    }
}

/// The sentence.
pub fn sentence(report: &SeatingReport, lang: Lang) -> String {
    let mut parts: Vec<String> = report
        .terms
        .iter()
        .map(|r| {
            let mut s = format!("{} {}", r.count, t(lang, term_key(r.term)));
            if r.previous_round > 0 {
                s.push_str(
                    &t(lang, "ind.report.previous").replace("{n}", &r.previous_round.to_string()),
                );
            }
            if r.unavoidable {
                s.push_str(t(lang, "ind.report.unavoidable"));
            }
            s
        })
        .collect();
    let proof = match report.proof {
        Proof::ZeroCost => "ind.proof.zero",
        Proof::Exhaustive { .. } => "ind.proof.exhaustive",
        Proof::LocalMinimum => "ind.proof.local",
        Proof::Edited => "ind.proof.edited",
    };
    parts.push(t(lang, proof).to_string());
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::seating::TermReport;

    #[test]
    fn says_each_term_and_the_proof_in_both_languages() {
        let report = SeatingReport {
            terms: vec![TermReport {
                term: Term::Repeats,
                count: 2,
                previous_round: 1,
                cost: 6,
                unavoidable: true,
            }],
            proof: Proof::Exhaustive {
                search_found_it: true,
            },
        };
        assert_eq!(
            sentence(&report, Lang::En),
            "2 repeated pairs (1 from the previous round), all unavoidable; optimal: exhaustive search"
        );
        assert!(sentence(&report, Lang::It).starts_with("2 coppie ripetute"));
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
        for proof in [Proof::ZeroCost, Proof::LocalMinimum, Proof::Edited] {
            let report = SeatingReport {
                terms: terms
                    .iter()
                    .map(|&term| TermReport {
                        term,
                        count: 1,
                        previous_round: 1,
                        cost: 1,
                        unavoidable: true,
                    })
                    .collect(),
                proof,
            };
            for lang in [Lang::It, Lang::En] {
                let s = sentence(&report, lang);
                assert!(!s.contains("ind."), "a key left untranslated: {s}");
            }
        }
    }
}
