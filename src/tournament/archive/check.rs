//! Reading an archive and checking every part of it before anything is stored:
//! the skeleton, the settings, the teams, each round's tables, and each match, whose
//! log is replayed through the engine and whose entries must fold to that log, whose
//! seats must be the table's teams and players, and whose confirmation, adjustments
//! and player edits must fit it.

mod corrections;
mod seats;

use crate::printable::has_control;
use std::collections::HashSet;

use chrono::NaiveDate;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::common::{self, EntryFault, EnvelopeFault};
use super::{
    Archive, ArchiveError, EntryRecord, FORMAT, MatchEntry, Problem, RoundEntry, TableEntry,
    TeamEntry, VERSION,
};
use crate::engine::objective::{Objective, validate_objective};
use crate::engine::{Action, Draft, Map, MatchLog, RulesetId, Settings, replay};
use crate::tournament::registration::NewTeam;
use crate::tournament::{Seed, TournamentSettings, check_match_settings};

/// The limits of the tournament form (`/tournaments`).
const MAX_TOURNAMENT_NAME: usize = 80;
const MAX_VENUE: usize = 120;

/// Reads and checks an archive; on success every log is known to replay and every
/// reference to resolve.
///
/// # Errors
/// The first problem found, with its round and table when it is inside one.
pub fn check(text: &str) -> Result<Archive, ArchiveError> {
    let value = common::open(text, FORMAT, VERSION).map_err(|fault| match fault {
        EnvelopeFault::NotJson(e) => ArchiveError::new(Problem::NotJson, e.to_string()),
        EnvelopeFault::NotObject => ArchiveError::new(Problem::NotArchive, "not a JSON object"),
        EnvelopeFault::Format(_) => ArchiveError::new(
            Problem::NotArchive,
            format!("`format` must be \"{FORMAT}\""),
        ),
        EnvelopeFault::Version(found) => match found.as_ref().and_then(Value::as_u64) {
            Some(v) => ArchiveError::new(Problem::Version(v), format!("version {v}")),
            None => ArchiveError::new(Problem::Shape, "`version` must be a whole number"),
        },
    })?;
    let raw: Archive<Value, Value> = serde_json::from_value(value)
        .map_err(|e| ArchiveError::new(Problem::Shape, e.to_string()))?;
    check_tournament(&raw)?;
    check_teams(&raw.teams)?;
    let mut rounds = Vec::with_capacity(raw.rounds.len());
    let last = raw.rounds.len();
    for (i, r) in raw.rounds.into_iter().enumerate() {
        let number = r.number;
        let round = check_round(r, i, i + 1 == last, &raw.teams).map_err(|e| {
            if e.round.is_none() {
                e.at(number, None)
            } else {
                e
            }
        })?;
        rounds.push(round);
    }
    Ok(Archive {
        format: raw.format,
        version: raw.version,
        generator: raw.generator,
        exported_at: raw.exported_at,
        tournament: raw.tournament,
        teams: raw.teams,
        rounds,
        audit: raw.audit,
    })
}

fn typed<T: DeserializeOwned>(v: &Value, problem: Problem, what: &str) -> Result<T, ArchiveError> {
    serde_json::from_value(v.clone())
        .map_err(|e| ArchiveError::new(problem, format!("{what}: {e}")))
}

fn check_tournament(a: &Archive<Value, Value>) -> Result<(), ArchiveError> {
    let t = &a.tournament;
    let bad = |d: &str| Err(ArchiveError::new(Problem::Tournament, d));
    if has_control(&t.name) || has_control(&t.venue) {
        return bad("`tournament.name` and `tournament.venue` must hold no control characters");
    }
    let name = t.name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() || name != t.name || name.chars().count() > MAX_TOURNAMENT_NAME {
        return bad("`tournament.name` must be 1 to 80 characters without stray spaces");
    }
    if NaiveDate::parse_from_str(&t.held_on, "%Y-%m-%d").is_err() {
        return bad("`tournament.held_on` must be a date YYYY-MM-DD");
    }
    if t.venue.chars().count() > MAX_VENUE {
        return bad("`tournament.venue` has more than 120 characters");
    }
    // A team tournament seats teams of two: the registry says which rulesets play it
    // (each descriptor answers, so a new ruleset is a decision, not a silent refusal).
    let plays =
        RulesetId::parse(&t.ruleset).is_some_and(|id| id.ruleset().plays_team_tournaments());
    if !plays {
        return bad("`tournament.ruleset` must be \"risiko-2v2\"");
    }
    // The bounds the settings page keeps: what it would refuse, the file may not bring.
    let settings = |what: &str, e: crate::tournament::SettingsError| {
        ArchiveError::new(Problem::Settings, format!("{what}: {e:?}"))
    };
    let engine = typed::<Settings>(
        &t.match_settings,
        Problem::Settings,
        "tournament.match_settings",
    )?;
    check_match_settings(&engine).map_err(|e| settings("tournament.match_settings", e))?;
    let ranking = typed::<TournamentSettings>(
        &t.ranking_settings,
        Problem::Settings,
        "tournament.ranking_settings",
    )?;
    ranking
        .check()
        .map_err(|e| settings("tournament.ranking_settings", e))?;
    let Value::Array(entries) = &t.objectives else {
        return Err(ArchiveError::new(
            Problem::Objectives,
            "`tournament.objectives` must be a list",
        ));
    };
    for (i, e) in entries.iter().enumerate() {
        let what = format!("tournament.objectives[{i}].objective");
        let o = e
            .get("objective")
            .ok_or_else(|| ArchiveError::new(Problem::Objectives, format!("{what} is missing")))?;
        let o: Objective = typed(o, Problem::Objectives, &what)?;
        validate_objective(Map::risiko(), &o)
            .map_err(|r| ArchiveError::new(Problem::Objectives, format!("{what}: {}", r.code())))?;
    }
    Ok(())
}

fn check_teams(teams: &[TeamEntry]) -> Result<(), ArchiveError> {
    let mut ids = HashSet::new();
    let mut names = HashSet::new();
    for t in teams {
        let bad = |d: String| Err(ArchiveError::new(Problem::Team, d));
        if !ids.insert(t.id) {
            return bad(format!("team id {} appears twice", t.id));
        }
        if !names.insert(t.name.to_lowercase()) {
            return bad(format!("team \"{}\" appears twice", t.name));
        }
        let (p1, p2) = match t.players.as_slice() {
            [p1] => (p1.as_str(), ""),
            [p1, p2] => (p1.as_str(), p2.as_str()),
            _ => return bad(format!("team \"{}\" must have one or two players", t.name)),
        };
        if t.solo != p2.is_empty() {
            return bad(format!(
                "team \"{}\": `solo` is true exactly when the team has one player",
                t.name
            ));
        }
        let club = t.club.as_deref().unwrap_or("");
        let parsed = NewTeam::parse(&t.name, p1, p2, club)
            .map_err(|e| ArchiveError::new(Problem::Team, format!("team \"{}\": {e:?}", t.name)))?;
        let same = parsed.name == t.name
            && parsed.player1 == p1
            && parsed.player2.as_deref().unwrap_or("") == p2
            && parsed.club == t.club;
        if !same {
            return bad(format!(
                "team \"{}\": names must be trimmed, with single spaces, and a club null rather than empty",
                t.name
            ));
        }
    }
    Ok(())
}

fn check_round(
    mut r: RoundEntry<Value, Value>,
    index: usize,
    is_last: bool,
    teams: &[TeamEntry],
) -> Result<RoundEntry, ArchiveError> {
    let bad = |d: String| Err(ArchiveError::new(Problem::Round, d));
    if usize::try_from(r.number).ok() != Some(index + 1) {
        return bad(format!(
            "rounds must be numbered 1, 2, 3…; found {}",
            r.number
        ));
    }
    let published = match r.status.as_str() {
        "published" => true,
        "draft" if is_last => false,
        "draft" => return bad("only the last round may be a draft".into()),
        s => return bad(format!("unknown round status \"{s}\"")),
    };
    if published != r.published_at.is_some() {
        return bad("`published_at` is set exactly when the round is published".into());
    }
    if r.seed.parse::<Seed>().is_err() {
        return bad(format!("seed \"{}\" is not 16 hex digits", r.seed));
    }
    let mut numbers = HashSet::new();
    let mut seated = HashSet::new();
    let given = std::mem::take(&mut r.tables);
    let mut tables = Vec::with_capacity(given.len());
    for t in given {
        let table_no = t.table_no;
        let fail = |e: ArchiveError| e.at(r.number, Some(table_no));
        if !numbers.insert(table_no) {
            return Err(fail(ArchiveError::new(
                Problem::Table,
                "table number used twice",
            )));
        }
        for id in [Some(t.team_a), t.team_b].into_iter().flatten() {
            if !seated.insert(id) {
                let d = format!("team {id} sits at two tables of the round");
                return Err(fail(ArchiveError::new(Problem::Table, d)));
            }
        }
        tables.push(check_table(t, published, teams).map_err(fail)?);
    }
    Ok(r.with_tables(tables))
}

fn team(teams: &[TeamEntry], id: i64) -> Result<&TeamEntry, ArchiveError> {
    teams
        .iter()
        .find(|t| t.id == id)
        .ok_or_else(|| ArchiveError::new(Problem::Table, format!("unknown team id {id}")))
}

fn check_table(
    t: TableEntry<Value, Value>,
    published: bool,
    teams: &[TeamEntry],
) -> Result<TableEntry, ArchiveError> {
    let bad = |d: &str| Err(ArchiveError::new(Problem::Table, d));
    let a = team(teams, t.team_a)?;
    let b = t.team_b.map(|b| team(teams, b)).transpose()?;
    if (t.table_no == 0) != b.is_none() || t.table_no < 0 {
        return bad("table 0 is the bye (one team); other tables have two teams");
    }
    if b.is_none() && !t.referees.is_empty() {
        return bad("the bye has no referees");
    }
    for (i, r) in t.referees.iter().enumerate() {
        if t.referees[..i].iter().any(|x| x.eq_ignore_ascii_case(r)) {
            return bad("a referee is listed twice at the table");
        }
    }
    let game = match (t.game, b) {
        (None, None) => None,
        (Some(_), None) => return bad("the bye has no match"),
        (None, Some(_)) if published => return bad("a table of a published round has a match"),
        (Some(_), Some(_)) if !published => return bad("a draft round has no matches yet"),
        (None, Some(_)) => None,
        (Some(m), Some(b)) => Some(check_match(m, [a, b])?),
    };
    Ok(TableEntry {
        table_no: t.table_no,
        team_a: t.team_a,
        team_b: t.team_b,
        notes: t.notes,
        referees: t.referees,
        game,
    })
}

/// A stored setup has a draft once the physical owners were entered or the packets
/// dealt; until then nothing can be recorded (the console's rule).
fn draft_ready(log: &MatchLog) -> bool {
    match &log.draft {
        Draft::Physical { owners } => !owners.is_empty(),
        Draft::Digital { .. } => true,
    }
}

fn check_match(
    m: MatchEntry<Value, Value>,
    teams: [&TeamEntry; 2],
) -> Result<MatchEntry, ArchiveError> {
    let log = MatchLog::parse(&m.log.to_string())
        .map_err(|e| ArchiveError::new(Problem::Log, e.to_string()))?;
    // The log's team labels are the names the teams had when the match was opened;
    // the seats say which registered team and player each seat is now.
    let seats = seats::seats(m.seats, &log, teams)?;
    let entries = check_entries(m.entries, &log)?;
    // The setup is checked even before the first entry (the console checks it when
    // the draft is entered); the actions only once there are some.
    let game = if draft_ready(&log) {
        let refused = |f: crate::engine::ReplayFailure| {
            let names = crate::engine::Names::of(&log.players);
            ArchiveError::new(Problem::Refused(f.index, Box::new((f.refusal, names))), "")
        };
        Some(replay(&log).map_err(refused)?)
    } else {
        None
    };
    let computed = match (&game, entries.is_empty()) {
        (_, true) => "setup",
        (Some(g), false) if g.finished() => "finished",
        (Some(_), false) => "playing",
        (None, false) => {
            return Err(ArchiveError::new(
                Problem::Entries,
                "entries recorded before the draft was entered",
            ));
        }
    };
    let status_ok = match m.status.as_str() {
        "signed" => computed == "finished" && m.signed_at.is_some(),
        s => s == computed && m.signed_at.is_none() && m.signed_by.is_none(),
    };
    if !status_ok {
        let d = format!(
            "status \"{}\" but the log says \"{computed}\" (a signed match is finished and has `signed_at`)",
            m.status
        );
        return Err(ArchiveError::new(Problem::Status, d));
    }
    corrections::confirmation(m.confirmation.as_ref(), &m.status, m.signed_by.as_deref())?;
    corrections::adjustments(&m.adjustments, &seats, teams)?;
    corrections::setup_changes(&m.setup_changes, &log)?;
    Ok(MatchEntry {
        label: m.label,
        status: m.status,
        created_by: m.created_by,
        created_at: m.created_at,
        signed_by: m.signed_by,
        signed_at: m.signed_at,
        referees: m.referees,
        log,
        entries,
        seats,
        confirmation: m.confirmation,
        adjustments: m.adjustments,
        setup_changes: m.setup_changes,
    })
}

fn check_entries(
    raw: Vec<EntryRecord<Value>>,
    log: &MatchLog,
) -> Result<Vec<EntryRecord>, ArchiveError> {
    let bad = |d: String| ArchiveError::new(Problem::Entries, d);
    let read = |i: usize, v: &Value| {
        serde_json::from_value::<Action>(v.clone())
            .map_err(|err| bad(format!("entries[{i}].action: {err}")))
    };
    let fault = |i: usize, _: &EntryRecord<Value>, fault: EntryFault| {
        bad(match fault {
            EntryFault::Seq => format!("entries[{i}].seq must be {}", i + 1),
            EntryFault::UndoesNothing => format!("entries[{i}] undoes nothing"),
            EntryFault::Kind => {
                format!("entries[{i}]: an `action` entry has an action, an `undo` none")
            }
        })
    };
    let folded = common::fold_entries(&raw, read, fault)?;
    if folded.counting != log.actions {
        return Err(bad(format!(
            "the entries leave {} actions that differ from the log's {}",
            folded.counting.len(),
            log.actions.len()
        )));
    }
    Ok(raw
        .into_iter()
        .zip(folded.read)
        .map(|(e, action)| e.with_action(action))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn minimal() -> Value {
        json!({
            "format": FORMAT, "version": VERSION, "generator": "test", "exported_at": 0,
            "tournament": {
                "name": "Serata", "held_on": "2026-11-21", "venue": "", "ruleset": "risiko-2v2",
                "published": true, "created_by": "org", "created_at": 0,
                "match_settings": {}, "ranking_settings": {}, "objectives": []
            },
            "teams": [
                {"id": 1, "name": "Lupi", "club": null, "dropped": false, "solo": false,
                 "created_at": 0, "players": ["Anna", "Bruno"]},
                {"id": 2, "name": "Orsi", "club": "Roma", "dropped": true, "solo": true,
                 "created_at": 0, "players": ["Carla"]}
            ],
            "rounds": [
                {"number": 1, "seed": "00000000000000ff", "status": "draft", "results_public": true,
                 "created_at": 0, "published_at": null,
                 "tables": [{"table_no": 1, "team_a": 1, "team_b": 2, "notes": "",
                             "referees": ["Ref1"], "match": null}]}
            ],
            "audit": [{"at": 0, "by": "ORG", "action": "tournament.create", "detail": ""}]
        })
    }

    fn problem(v: &Value) -> Problem {
        check(&v.to_string()).unwrap_err().problem
    }

    #[test]
    fn a_tournament_without_matches_is_accepted() {
        let a = check(&minimal().to_string()).unwrap();
        assert_eq!(a.teams.len(), 2);
        assert_eq!(
            a.usernames(),
            ["org", "Ref1"],
            "each name once, case-insensitively"
        );
    }

    #[test]
    fn wrong_versions_teams_and_rounds_are_refused() {
        let mut v = minimal();
        v["version"] = json!(2);
        assert_eq!(problem(&v), Problem::Version(2));
        let mut v = minimal();
        v["teams"][1]["name"] = json!("LUPI");
        assert_eq!(problem(&v), Problem::Team);
        let mut v = minimal();
        v["teams"][1]["players"] = json!([]);
        assert_eq!(problem(&v), Problem::Team);
        let mut v = minimal();
        v["rounds"][0]["status"] = json!("published");
        assert_eq!(
            problem(&v),
            Problem::Round,
            "published without published_at"
        );
        v["rounds"][0]["published_at"] = json!(5);
        assert_eq!(
            problem(&v),
            Problem::Table,
            "a published table needs its match"
        );
        let mut v = minimal();
        v["rounds"][0]["tables"][0]["team_b"] = json!(1);
        let e = check(&v.to_string()).unwrap_err();
        assert_eq!(
            (e.problem, e.round, e.table),
            (Problem::Table, Some(1), Some(1))
        );
        let mut v = minimal();
        v["tournament"]["ranking_settings"] = json!({"points": {"win": "two"}});
        assert_eq!(problem(&v), Problem::Settings);
        let mut v = minimal();
        v["surprise"] = json!(1);
        assert_eq!(problem(&v), Problem::Shape, "unknown fields are refused");
        let mut v = minimal();
        v["tournament"]["ranking_settings"] = json!({"criteria": []});
        assert_eq!(problem(&v), Problem::Settings, "the settings page's rules");
        let mut v = minimal();
        v["tournament"]["match_settings"] = json!({"match_minutes": 1000});
        assert_eq!(problem(&v), Problem::Settings);
        let mut v = minimal();
        v["rounds"][0]["tables"][0]["referees"] = json!(["ref1", "REF1"]);
        assert_eq!(problem(&v), Problem::Table, "a referee twice");
    }

    /// `minimal()` with its round published: the table's match is opened, not yet
    /// drafted, Lupi (Anna, Bruno) against the solo Carla of Orsi, who also plays the
    /// virtual teammate's seat. In the style of a file written before seats were kept.
    fn with_match() -> Value {
        let mut v = minimal();
        let r = &mut v["rounds"][0];
        r["status"] = json!("published");
        r["published_at"] = json!(5);
        r["tables"][0]["match"] = json!({
            "label": "Turno 1 · Tavolo 1", "status": "setup", "created_by": "org",
            "created_at": 5, "signed_by": null, "signed_at": null, "referees": [],
            "log": {
                "format": 1, "ruleset": "risiko-2v2",
                "players": [
                    {"seat": 0, "name": "Anna", "team": "Lupi", "colour": "blu"},
                    {"seat": 1, "name": "Carla", "team": "Orsi", "colour": "rosso"},
                    {"seat": 2, "name": "Bruno", "team": "Lupi", "colour": "verde"},
                    {"seat": 3, "name": "Carla (2)", "team": "Orsi", "colour": "giallo",
                     "virtual": true, "person": "Carla"}
                ],
                "objectives": {}, "draft": {"owners": {}}, "actions": []
            },
            "entries": []
        });
        v
    }

    /// An edit of a test file.
    type Edit = &'static dyn Fn(&mut Value);

    fn game(v: &mut Value) -> &mut Value {
        &mut v["rounds"][0]["tables"][0]["match"]
    }

    fn seats_of(a: &Archive) -> Vec<(i64, i64, &str)> {
        a.rounds[0].tables[0]
            .game
            .as_ref()
            .unwrap()
            .seats
            .iter()
            .map(|s| (s.seat, s.team, s.player.as_str()))
            .collect()
    }

    #[test]
    fn a_file_without_seats_gets_them_from_the_setup_names_or_is_refused() {
        let a = check(&with_match().to_string()).unwrap();
        assert_eq!(
            seats_of(&a),
            [
                (0, 1, "Anna"),
                (1, 2, "Carla"),
                (2, 1, "Bruno"),
                (3, 2, "Carla")
            ],
            "the virtual seat is the solo player's"
        );
        // A setup name that is nobody's (a player renamed in the console, say).
        let mut v = with_match();
        game(&mut v)["log"]["players"][2]["name"] = json!("Bruno R.");
        let e = check(&v.to_string()).unwrap_err();
        assert_eq!(
            (&e.problem, e.round, e.table),
            (&Problem::Seats, Some(1), Some(1))
        );
        assert!(
            e.detail.contains("seat 2") && e.detail.contains("\"Bruno R.\""),
            "{e}"
        );
        // A team label that is neither of the table's teams (a renamed team).
        let mut v = with_match();
        v["teams"][0]["name"] = json!("Lupi Grigi");
        let e = check(&v.to_string()).unwrap_err();
        assert_eq!(e.problem, Problem::Seats);
        assert!(e.detail.contains("no `seats`"), "{e}");
        // ...which the seats of a newer file resolve: the team keeps its points.
        game(&mut v)["seats"] = json!([
            {"seat": 0, "team": 1, "player": "Anna"}, {"seat": 1, "team": 2, "player": "Carla"},
            {"seat": 2, "team": 1, "player": "Bruno"}, {"seat": 3, "team": 2, "player": "Carla"}
        ]);
        let a = check(&v.to_string()).unwrap();
        assert_eq!(seats_of(&a)[0], (0, 1, "Anna"));
    }

    #[test]
    fn seats_must_be_the_logs_and_the_tables() {
        let good = json!([
            {"seat": 0, "team": 1, "player": "Anna"}, {"seat": 1, "team": 2, "player": "Carla"},
            {"seat": 2, "team": 1, "player": "Bruno"}, {"seat": 3, "team": 2, "player": "Carla"}
        ]);
        let cases: [(Edit, &str); 5] = [
            (&|s| s[3]["seat"] = json!(2), "each seat of the log once"),
            (&|s| s[1]["team"] = json!(9), "team 9 is not at this table"),
            (
                &|s| s[1]["player"] = json!("Anna"),
                "not a player of team \"Orsi\"",
            ),
            (
                &|s| s[2]["player"] = json!("Anna"),
                "already plays another seat",
            ),
            (
                &|s| {
                    s[2]["team"] = json!(2);
                    s[2]["player"] = json!("Carla");
                },
                "seated at two teams",
            ),
        ];
        for (edit, message) in cases {
            let mut v = with_match();
            let mut seats = good.clone();
            edit(&mut seats);
            game(&mut v)["seats"] = seats;
            let e = check(&v.to_string()).unwrap_err();
            assert_eq!(e.problem, Problem::Seats, "{message}");
            assert!(e.detail.contains(message), "{message}: {e}");
        }
    }

    #[test]
    fn adjustments_confirmations_and_player_edits_must_fit_their_match() {
        let adjustment = json!({"team": 1, "player": "Bruno", "points": -5,
                                "reason": "late at the table", "by": "org", "at": 9});
        let mut v = with_match();
        game(&mut v)["adjustments"] = json!([adjustment, {"team": 2, "player": null,
            "points": 3, "reason": "miscounted", "by": "org", "at": 10}]);
        game(&mut v)["setup_changes"] = json!([{"seat": 2, "field": "name",
            "old_value": "Bruni", "new_value": "Bruno", "by": "Ref1", "at": 7}]);
        let a = check(&v.to_string()).unwrap();
        assert_eq!(
            a.rounds[0].tables[0]
                .game
                .as_ref()
                .unwrap()
                .adjustments
                .len(),
            2
        );
        let cases: [(Edit, Problem, &str); 8] = [
            (
                &|m| m["adjustments"][0]["points"] = json!(0),
                Problem::Adjustment,
                "0 points",
            ),
            (
                &|m| m["adjustments"][0]["points"] = json!(5000),
                Problem::Adjustment,
                "too many",
            ),
            (
                &|m| m["adjustments"][0]["reason"] = json!(" "),
                Problem::Adjustment,
                "reason",
            ),
            (
                &|m| m["adjustments"][0]["team"] = json!(7),
                Problem::Adjustment,
                "team 7 is not",
            ),
            (
                &|m| m["adjustments"][0]["player"] = json!("Carla"),
                Problem::Adjustment,
                "\"Carla\" did not play for team 1",
            ),
            (
                &|m| m["confirmation"] = json!({"by": "Ref1", "at": 9}),
                Problem::Confirmation,
                "only a signed match",
            ),
            (
                &|m| m["setup_changes"][0]["seat"] = json!(4),
                Problem::SetupChange,
                "no seat 4",
            ),
            (
                &|m| m["setup_changes"][0]["field"] = json!("team"),
                Problem::SetupChange,
                "\"team\"",
            ),
        ];
        for (edit, problem, message) in cases {
            let mut bad = v.clone();
            edit(game(&mut bad));
            let e = check(&bad.to_string()).unwrap_err();
            assert_eq!(
                (&e.problem, e.round, e.table),
                (&problem, Some(1), Some(1)),
                "{message}"
            );
            assert!(e.detail.contains(message), "{message}: {e}");
        }
        assert_eq!(
            a.usernames(),
            ["org", "Ref1"],
            "adjusters and editors are accounts too"
        );
    }
}
