use super::*;
use crate::i18n::Lang;
use crate::tournament::individual::Formula;

const SERATA_XLSX: &[u8] = include_bytes!("../../../tests/fixtures/gestione/serata.xlsx");
const SERATA_XLS: &[u8] = include_bytes!("../../../tests/fixtures/gestione/serata.xls");
const SERATA_DUE: &[u8] = include_bytes!("../../../tests/fixtures/gestione/serata_due.xlsx");
const NO_PLAYERS: &[u8] = include_bytes!("../../../tests/fixtures/gestione/senza_iscritti.xlsx");
const BAD_SCORE: &[u8] = include_bytes!("../../../tests/fixtures/gestione/punteggio_errato.xlsx");
const UNKNOWN: &[u8] =
    include_bytes!("../../../tests/fixtures/gestione/giocatore_sconosciuto.xlsx");

fn clean(bytes: &[u8]) -> Event {
    let r = read_workbook(bytes);
    assert_eq!(r.problems, vec![], "a clean workbook has no problem");
    r.clean().cloned().expect("a clean event")
}

fn problem(sheet: &str, row: Option<u32>, what: What) -> Problem {
    Problem {
        sheet: sheet.into(),
        row,
        what,
    }
}

#[test]
fn gestione_reads_the_event_the_players_and_the_rounds() {
    let e = clean(SERATA_XLSX);
    assert_eq!(e.name, "Serata di primavera");
    assert_eq!(e.venue.as_deref(), Some("Barletta"));
    assert_eq!(e.kind.as_deref(), Some("Torneo Open"));
    assert_eq!(e.formula(), Formula::Open);
    assert_eq!(e.date(), NaiveDate::from_ymd_opt(2025, 3, 14));
    assert_eq!(e.dates.len(), 2);
    assert_eq!(e.players.len(), 9);
    let anna = e.player(1).unwrap();
    assert_eq!(anna.name, "Anna Rossi");
    assert_eq!(anna.club.as_deref(), Some("Tana delle Tigri"));
    assert_eq!(anna.national_id.as_deref(), Some("1001"));
    assert_eq!(anna.row, 4);
    assert_eq!(e.player(4).unwrap().national_id, None);
    assert_eq!(e.player(5).unwrap().club, None);
    assert_eq!(e.rounds.len(), 2);
    let r2 = &e.rounds[1];
    assert_eq!(r2.number, 2);
    assert_eq!(r2.tables.len(), 2);
    let t1 = &r2.tables[0];
    assert_eq!(t1.number, 1);
    let seats: Vec<(i64, f64, u32)> = t1
        .seats
        .iter()
        .map(|s| (s.player, s.score, s.place))
        .collect();
    // 20 and 20 share second place; the next is fourth.
    assert_eq!(
        seats,
        vec![(9, 62.0, 1), (1, 20.0, 2), (6, 20.0, 2), (3, 15.0, 4)]
    );
    assert_eq!(e.seated().len(), 9);
    let order: Vec<(u32, i64, f64)> = e
        .standings
        .iter()
        .map(|s| (s.place, s.player, s.total))
        .collect();
    assert_eq!(
        order,
        vec![
            (1, 2, 151.25),
            (2, 1, 142.5),
            (3, 6, 114.0),
            (4, 9, 112.0),
            (5, 4, 56.25),
            (6, 7, 51.25),
            (7, 3, 42.5),
            (8, 5, 28.75),
            (9, 8, 15.75)
        ]
    );
}

#[test]
fn gestione_reads_the_old_xls_as_the_xlsx() {
    assert_eq!(clean(SERATA_XLS), clean(SERATA_XLSX));
}

#[test]
fn gestione_a_ghost_seat_completes_a_table() {
    let e = clean(SERATA_DUE);
    let t = &e.rounds[1].tables[0];
    assert!(t.ghost);
    assert_eq!(t.seats.len(), 3);
    assert!(!e.rounds[0].tables[0].ghost);
}

fn sentences(bytes: &[u8]) -> Vec<String> {
    read_workbook(bytes)
        .problems
        .iter()
        .map(|p| p.sentence(Lang::En))
        .collect()
}

#[test]
fn gestione_a_missing_sheet_is_named() {
    let r = read_workbook(NO_PLAYERS);
    assert!(r.clean().is_none());
    assert_eq!(
        r.problems,
        vec![problem("Iscritti", None, What::MissingSheet)]
    );
    assert!(sentences(NO_PLAYERS)[0].contains("Iscritti"));
}

#[test]
fn gestione_a_score_that_is_a_word_is_named_with_its_row() {
    let r = read_workbook(BAD_SCORE);
    assert!(r.clean().is_none());
    assert_eq!(
        r.problems,
        vec![problem(
            "1° Turno",
            Some(4),
            What::BadScore {
                seat: 3,
                text: "dodici".into()
            }
        )]
    );
    let s = &sentences(BAD_SCORE)[0];
    assert!(
        s.contains("1° Turno") && s.contains('4') && s.contains("dodici"),
        "{s}"
    );
}

#[test]
fn gestione_an_unknown_player_is_named_with_its_row() {
    let r = read_workbook(UNKNOWN);
    assert_eq!(
        r.problems,
        vec![
            problem("2° Turno", Some(4), What::UnknownPlayer(42)),
            // The standings GestioneTorneo wrote list them too.
            problem("Classifica", Some(11), What::UnknownPlayer(42)),
        ]
    );
}

#[test]
fn gestione_a_file_that_is_no_workbook_is_one_problem() {
    for bytes in [
        &b""[..],
        b"Nome;Cognome\nAnna;Rossi\n",
        &SERATA_XLSX[..SERATA_XLSX.len() / 2],
    ] {
        let r = read_workbook(bytes);
        assert_eq!(r.event, None);
        assert_eq!(r.problems.len(), 1);
        assert_eq!(r.problems[0].what, What::NotAWorkbook);
    }
}

#[test]
fn gestione_places_share_equal_scores() {
    assert_eq!(places(&[58.0, 31.0, 31.0, 10.0]), vec![1, 2, 2, 4]);
    assert_eq!(places(&[]), Vec::<u32>::new());
    assert_eq!(places(&[0.0, 0.0]), vec![1, 1]);
}

#[test]
fn gestione_every_problem_has_a_sentence_in_every_language() {
    let every = [
        What::NotAWorkbook,
        What::MissingSheet,
        What::NoRounds,
        What::NoName,
        What::BadDate("x".into()),
        What::BadId("x".into()),
        What::DuplicateId(3),
        What::DuplicateName("Anna".into()),
        What::DuplicateNationalId("1001".into()),
        What::BadScore {
            seat: 2,
            text: "x".into(),
        },
        What::UnknownPlayer(4),
        What::SeatedTwice(4),
        What::NoTableHeader,
        What::EmptyTable,
        What::BadStanding("x".into()),
        What::NoStandingsColumns,
    ];
    for what in every {
        for lang in Lang::ALL {
            let p = problem("Iscritti", Some(7), what.clone());
            let s = p.sentence(lang);
            assert!(!s.contains("gestione-"), "{what:?} in {lang:?}: {s}");
            assert!(
                s.contains('7') && s.contains("Iscritti"),
                "{what:?} in {lang:?}: {s}"
            );
        }
    }
}

#[test]
fn gestione_the_fingerprint_is_the_events_not_the_files() {
    // The same event saved as .xls and as .xlsx is one event.
    assert_eq!(
        clean(SERATA_XLS).fingerprint(),
        clean(SERATA_XLSX).fingerprint()
    );
    assert_ne!(
        clean(SERATA_DUE).fingerprint(),
        clean(SERATA_XLSX).fingerprint()
    );
    assert_eq!(clean(SERATA_XLSX).fingerprint().len(), 64);
}

#[test]
fn gestione_the_type_names_the_formula() {
    let mut e = clean(SERATA_XLSX);
    for (kind, formula) in [
        ("Raduno Nazionale", Formula::Raduno),
        ("torneo master", Formula::Master),
        ("Campionato Nazionale", Formula::Nazionale),
        ("Amichevoli", Formula::Open),
    ] {
        e.kind = Some(kind.into());
        assert_eq!(e.formula(), formula, "{kind}");
    }
}
