//! Reading an individual archive strictly, before anything is stored: the format and
//! version, every field of the right type and no unknown one, the settings as the
//! pure cores read them, the players as the registration form takes them, rounds and
//! tables that fit together, and every match replayed through the rules engine.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::{
    EntryRecord, FORMAT, IndividualArchive, IndividualArchiveError as Error, MatchEntry,
    RoundEntry, VERSION,
};
use crate::engine::any::{AnyGame, AnyLog};
use crate::engine::ruleset::ruleset_for;
use crate::tournament::archive::common::{self, EntryFault, EnvelopeFault};
use crate::tournament::individual::{self, Formula, NewPlayer};
use crate::tournament::seating::{SeatingReport, SeatingSettings, TABLE_SIZES};
use crate::tournament::stages::StageSettings;

type Checked<T> = Result<T, Error>;

/// A field's JSON as the detail shows it (nothing when it is missing).
fn shown(found: Option<Value>) -> String {
    found.as_ref().map(Value::to_string).unwrap_or_default()
}

/// Most rounds a tournament may plan (as the creation form).
const MOST_ROUNDS: i64 = 30;

/// Reads `text` as an individual archive and checks it whole.
///
/// # Errors
/// The first problem found, with its round and table.
pub fn check(text: &str) -> Checked<IndividualArchive> {
    let value = common::open(text, FORMAT, VERSION).map_err(|fault| match fault {
        EnvelopeFault::NotJson(e) => Error::new("iarc.err.json", e.to_string()),
        EnvelopeFault::NotObject => Error::new("iarc.err.format", "format "),
        EnvelopeFault::Format(found) => {
            Error::new("iarc.err.format", format!("format {}", shown(found)))
        }
        EnvelopeFault::Version(found) => {
            Error::new("iarc.err.version", format!("version {}", shown(found)))
        }
    })?;
    let a: IndividualArchive =
        serde_json::from_value(value).map_err(|e| Error::new("iarc.err.json", e.to_string()))?;
    tournament(&a)?;
    let names = players(&a)?;
    let last = a.rounds.len();
    for (i, r) in a.rounds.iter().enumerate() {
        round(&a, r, i, last, &names).map_err(|e| match e.round {
            Some(_) => e,
            None => e.at(r.number, None),
        })?;
    }
    adjustments(&a)?;
    Ok(a)
}

/// Each correction names a published table, a player seated there, points other
/// than 0 and a reason (the correction form's rules).
fn adjustments(a: &IndividualArchive) -> Checked<()> {
    for adj in &a.adjustments {
        let bad = |d: &str| {
            Error::new("iarc.err.adjustment", d.to_string()).at(adj.round, Some(adj.table))
        };
        let table = a
            .rounds
            .iter()
            .filter(|r| r.published && r.number == adj.round)
            .flat_map(|r| &r.tables)
            .find(|t| t.number == adj.table)
            .ok_or_else(|| bad("no such published table"))?;
        if !table.players.contains(&adj.player) {
            return Err(bad(&format!("player {} not at the table", adj.player)));
        }
        let reason = adj.reason.trim();
        if adj.points == 0
            || reason.is_empty()
            || reason != adj.reason
            || reason.chars().count() > 500
        {
            return Err(bad(&format!(
                "points {} reason {:?}",
                adj.points, adj.reason
            )));
        }
    }
    Ok(())
}

fn tournament(a: &IndividualArchive) -> Checked<()> {
    let t = &a.tournament;
    let name = t.name.trim();
    if name.is_empty() || name != t.name || name.chars().count() > 80 {
        return Err(Error::new(
            "iarc.err.tournament",
            format!("name {:?}", t.name),
        ));
    }
    let seats = individual::plays(&t.ruleset)
        .then(|| ruleset_for(&t.ruleset).map(|r| r.seats()))
        .flatten()
        .ok_or_else(|| Error::new("iarc.err.tournament", format!("ruleset {:?}", t.ruleset)))?;
    let seating: SeatingSettings = serde_json::from_value(t.seating.clone())
        .map_err(|e| Error::new("iarc.err.tournament", format!("seating: {e}")))?;
    if !TABLE_SIZES.contains(&seating.table_size) || !seats.contains(&seating.table_size) {
        return Err(Error::new(
            "iarc.err.tournament",
            format!("seating.table_size {} in {}", seating.table_size, t.ruleset),
        ));
    }
    serde_json::from_value::<Formula>(t.formula.clone())
        .map_err(|e| Error::new("iarc.err.tournament", format!("formula: {e}")))?;
    let stages: StageSettings = serde_json::from_value(t.stages.clone())
        .map_err(|e| Error::new("iarc.err.tournament", format!("stages: {e}")))?;
    let size = u32::try_from(seating.table_size).unwrap_or(0);
    if stages.check(size).is_err() {
        return Err(Error::new(
            "iarc.err.tournament",
            format!("stages {} for tables of {size}", t.stages),
        ));
    }
    if let Some(season) = &t.season {
        let name = season.name.trim();
        if name.is_empty()
            || name != season.name
            || name.chars().count() > 80
            || season.best_of.is_some_and(|k| k < 1)
        {
            return Err(Error::new(
                "iarc.err.tournament",
                format!("season {:?}", season.name),
            ));
        }
    }
    let qualifying = a.rounds.iter().filter(|r| r.stage == "qualifying").count() as i64;
    if !(1..=MOST_ROUNDS).contains(&t.rounds_planned) || qualifying > t.rounds_planned {
        return Err(Error::new(
            "iarc.err.tournament",
            format!(
                "rounds_planned {} for {qualifying} qualifying rounds",
                t.rounds_planned
            ),
        ));
    }
    championship(t, &seating)?;
    stage_order(a, &stages)
}

/// A team championship's settings, when the seating carries them, are the ones the
/// creation form would have stored: readable numbers that fit the rounds planned,
/// tables of 4 and clubs apart.
fn championship(t: &super::TournamentEntry, seating: &SeatingSettings) -> Checked<()> {
    if t.seating.get(individual::TeamChampionship::KEY).is_none() {
        return Ok(());
    }
    let rounds = u32::try_from(t.rounds_planned).unwrap_or(0);
    match individual::TeamChampionship::of_settings(&t.seating) {
        Some(c) if c.fits(rounds) && seating.table_size == 4 && seating.clubs_apart => Ok(()),
        _ => Err(Error::new(
            "iarc.err.tournament",
            format!("team_championship {}", t.seating),
        )),
    }
}

/// The rounds in the order the app seats them: the planned qualifying rounds, then
/// the semifinal (when the stages have one), then the final (when they have one,
/// after the semifinal); a stage once, its tables in the stages' groups, and a
/// semifinal's direct finalists only on the semifinal.
fn stage_order(a: &IndividualArchive, stages: &StageSettings) -> Checked<()> {
    let planned = a.tournament.rounds_planned;
    let mut semifinal = false;
    let mut last = "qualifying";
    for r in &a.rounds {
        let bad = |d: String| Err(Error::new("iarc.err.round", d).at(r.number, None));
        let fits = match r.stage.as_str() {
            "qualifying" => last == "qualifying",
            "semifinal" => stages.has_semifinal() && last == "qualifying" && r.number > planned,
            "final" => {
                stages.has_final()
                    && last != "final"
                    && (semifinal || !stages.has_semifinal())
                    && r.number > planned
            }
            _ => true, // `round` names an unknown stage
        };
        if !fits {
            return bad(format!("stage {} after {last}", r.stage));
        }
        semifinal |= r.stage == "semifinal";
        if r.direct.is_some() && r.stage != "semifinal" {
            return bad(format!("direct finalists in a {} round", r.stage));
        }
        let groups = match r.stage.as_str() {
            "qualifying" => 1,
            // The torneo degli esclusi's tables sit in the semifinal's round.
            "semifinal" => i64::from(stages.consolation_group().unwrap_or(stages.finals.max(1))),
            _ => i64::from(stages.finals.max(1)),
        };
        if let Some(t) = r.tables.iter().find(|t| t.stage_group > groups) {
            return Err(
                Error::new("iarc.err.table", format!("stage_group {}", t.stage_group))
                    .at(r.number, Some(t.number)),
            );
        }
        last = match r.stage.as_str() {
            "semifinal" => "semifinal",
            "final" => "final",
            _ => last,
        };
    }
    Ok(())
}

/// The players by archive id; each as the registration form would take it.
fn players(a: &IndividualArchive) -> Checked<HashMap<i64, String>> {
    let mut by_id = HashMap::new();
    let mut seen = HashSet::new();
    for p in &a.players {
        let parsed = NewPlayer::parse(
            &p.name,
            p.club.as_deref().unwrap_or_default(),
            p.region.as_deref().unwrap_or_default(),
        )
        .and_then(|n| n.with_family(p.family.as_deref().unwrap_or_default()))
        .map_err(|_| Error::new("iarc.err.player", format!("player {:?}", p.name)))?;
        if parsed.name != p.name
            || parsed.club != p.club
            || parsed.region != p.region
            || parsed.family != p.family
        {
            return Err(Error::new(
                "iarc.err.player",
                format!("player {:?}: spaces around", p.name),
            ));
        }
        if !seen.insert(p.name.to_lowercase()) || by_id.insert(p.id, p.name.clone()).is_some() {
            return Err(Error::new(
                "iarc.err.player_twice",
                format!("player {:?} (id {})", p.name, p.id),
            ));
        }
    }
    Ok(by_id)
}

fn round(
    a: &IndividualArchive,
    r: &RoundEntry,
    i: usize,
    last: usize,
    names: &HashMap<i64, String>,
) -> Checked<()> {
    if r.number != i as i64 + 1 {
        return Err(Error::new(
            "iarc.err.round_order",
            format!("round {} at place {}", r.number, i + 1),
        ));
    }
    if !r.published && i + 1 != last {
        return Err(Error::new(
            "iarc.err.draft_not_last",
            format!("round {}", r.number),
        ));
    }
    serde_json::from_value::<SeatingReport>(r.report.clone())
        .map_err(|e| Error::new("iarc.err.round", format!("report: {e}")))?;
    if !matches!(r.stage.as_str(), "qualifying" | "semifinal" | "final") {
        return Err(Error::new("iarc.err.round", format!("stage {:?}", r.stage)));
    }
    if let Some(direct) = &r.direct {
        let groups: Vec<Vec<i64>> = serde_json::from_value(direct.clone())
            .map_err(|e| Error::new("iarc.err.round", format!("direct: {e}")))?;
        if let Some(p) = groups.iter().flatten().find(|p| !names.contains_key(p)) {
            return Err(Error::new(
                "iarc.err.round",
                format!("direct: unknown player id {p}"),
            ));
        }
    }
    let mut seated = HashSet::new();
    for (j, t) in r.tables.iter().enumerate() {
        let at = |e: Error| e.at(r.number, Some(t.number));
        if t.number != j as i64 + 1 {
            return Err(at(Error::new(
                "iarc.err.table",
                format!("table number {}", t.number),
            )));
        }
        if t.stage_group < 1 {
            return Err(at(Error::new(
                "iarc.err.table",
                format!("stage_group {}", t.stage_group),
            )));
        }
        if !(2..=6).contains(&t.players.len()) {
            return Err(at(Error::new(
                "iarc.err.table",
                format!("{} players", t.players.len()),
            )));
        }
        let mut table_names = Vec::new();
        for p in &t.players {
            let name = names.get(p).ok_or_else(|| {
                at(Error::new(
                    "iarc.err.table",
                    format!("unknown player id {p}"),
                ))
            })?;
            if !seated.insert(*p) {
                return Err(at(Error::new(
                    "iarc.err.table",
                    format!("{name} seated twice"),
                )));
            }
            table_names.push(name.clone());
        }
        match (&t.game, r.published) {
            (Some(m), true) => game(a, m, &table_names).map_err(at)?,
            (None, false) => {}
            (Some(_), false) => {
                return Err(at(Error::new(
                    "iarc.err.table",
                    "a draft round's table has a match",
                )));
            }
            (None, true) => {
                return Err(at(Error::new(
                    "iarc.err.table",
                    "a published table has no match",
                )));
            }
        }
    }
    Ok(())
}

/// The match: its setup of the tournament's ruleset seating the table's players in
/// order, entries that fold into actions the engine accepts, a status that fits.
fn game(a: &IndividualArchive, m: &MatchEntry, table: &[String]) -> Checked<()> {
    let bad = |d: String| Error::new("iarc.err.match", d);
    let mut log = AnyLog::parse(&m.setup.to_string()).map_err(|e| bad(format!("setup: {e}")))?;
    if log.ruleset() != a.tournament.ruleset || log.action_count() != 0 {
        return Err(bad(format!("setup of {} with actions", log.ruleset())));
    }
    if log.names() != table {
        return Err(bad(format!("seats {:?}, table {:?}", log.names(), table)));
    }
    let fault = |i: usize, e: &EntryRecord, fault: EntryFault| {
        bad(match fault {
            EntryFault::Seq => format!("entry {} has seq {}", i + 1, e.seq),
            EntryFault::UndoesNothing | EntryFault::Kind => {
                format!("entry {}: kind {:?}", e.seq, e.kind)
            }
        })
    };
    let effective = common::fold_entries(&m.entries, |_, v| Ok(v), fault)?.counting;
    for (i, v) in effective.iter().enumerate() {
        let action = log
            .action_from_json(v)
            .map_err(|e| bad(format!("action {i}: {e}")))?;
        log.push(action)
            .map_err(|e| bad(format!("action {i}: {}", e.message(crate::i18n::Lang::En))))?;
    }
    let finished = if effective.is_empty() {
        false
    } else {
        let g = AnyGame::replay(&log).map_err(|s| {
            Error::new(
                "iarc.err.replay",
                format!(
                    "action {:?}: {}: {}",
                    s.index,
                    s.objection.code,
                    s.objection.message(crate::i18n::Lang::En)
                ),
            )
        })?;
        g.table().finished()
    };
    let fits = match m.status.as_str() {
        "setup" | "playing" => !finished,
        "finished" => finished,
        "signed" => finished && m.signed_at.is_some(),
        _ => false,
    };
    if !fits {
        return Err(bad(format!("status {:?} (finished: {finished})", m.status)));
    }
    if let Some(c) = &m.confirmation
        && common::may_confirm(c, &m.status, m.signed_by.as_deref()).is_err()
    {
        return Err(bad(format!(
            "confirmation by {:?} of a {} match",
            c.by, m.status
        )));
    }
    Ok(())
}
