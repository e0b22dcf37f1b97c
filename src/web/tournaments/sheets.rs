//! The tables every export shares: team standings, individual standings, every match
//! seat by seat, and each round's pairing. The CSV files and the XLSX workbook are
//! two spellings of these same sheets. Standings come from [`crate::tournament`] over
//! the results [`Loaded::results`] counts; scores come from the engine's `score()`.

use super::inputs::{Loaded, team_players};
use crate::db::{self, rounds::TableRow};
use crate::engine::Score;
use crate::tournament::{Criterion, MatchResult, player_standings, team_standings};
use crate::web::console;
use crate::web::{AppError, AppState, Result};

/// One cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Text.
    Text(String),
    /// A whole number.
    Int(i64),
    /// A decimal number as written exactly (ranking points of individual
    /// tournaments, `1.05`): a number in the workbook, the text as it is in CSV.
    Decimal(String),
    /// Nothing.
    Empty,
}

impl From<&str> for Cell {
    fn from(s: &str) -> Self {
        Cell::Text(s.to_string())
    }
}

impl From<String> for Cell {
    fn from(s: String) -> Self {
        Cell::Text(s)
    }
}

impl From<i64> for Cell {
    fn from(n: i64) -> Self {
        Cell::Int(n)
    }
}

impl From<u32> for Cell {
    fn from(n: u32) -> Self {
        Cell::Int(i64::from(n))
    }
}

impl From<bool> for Cell {
    fn from(b: bool) -> Self {
        Cell::Text(if b { "yes" } else { "no" }.into())
    }
}

impl<T: Into<Cell>> From<Option<T>> for Cell {
    fn from(o: Option<T>) -> Self {
        o.map_or(Cell::Empty, Into::into)
    }
}

/// A named table with a header row.
#[derive(Clone, Debug)]
pub struct Sheet {
    /// Sheet name in the workbook (at most 31 characters).
    pub name: String,
    /// Column names (stable, documented in `docs/EXPORTS.md`).
    pub header: Vec<&'static str>,
    /// The rows.
    pub rows: Vec<Vec<Cell>>,
}

fn criterion_column(c: Criterion) -> &'static str {
    match c {
        Criterion::MatchPoints => "match_points",
        Criterion::TotalScore => "total_score",
        Criterion::ScoreDifference => "score_difference",
        Criterion::Buchholz => "buchholz",
        Criterion::BestMatch => "best_match",
    }
}

fn internal(e: crate::tournament::TournamentError) -> AppError {
    AppError::Internal(format!("standings: {e}"))
}

/// Every result that counts, hidden rounds included: exports are for the organizer.
///
/// # Errors
/// Storage errors; a signed match that no longer replays.
pub async fn results(state: &AppState, t: &Loaded) -> Result<Vec<MatchResult>> {
    t.results(state, false).await
}

/// Team standings over `results`: the tournament's criteria first, in their ranking
/// order, then the other criteria and the record.
///
/// # Errors
/// Results that do not fit the teams (a bug).
pub fn team_sheet(t: &Loaded, results: &[MatchResult]) -> Result<Sheet> {
    let rows = team_standings(&t.pure_teams(), results, &t.settings).map_err(internal)?;
    let mut criteria = t.settings.criteria.clone();
    for c in Criterion::DEFAULT_ORDER {
        if !criteria.contains(&c) {
            criteria.push(c);
        }
    }
    let mut header = vec!["rank", "team", "club", "players", "dropped"];
    header.extend(criteria.iter().map(|c| criterion_column(*c)));
    header.extend(["played", "wins", "draws", "losses", "byes"]);
    let rows = rows
        .into_iter()
        .map(|s| {
            let mut row: Vec<Cell> = vec![
                s.rank.into(),
                s.name.clone().into(),
                s.club.clone().into(),
                t.players_of(s.team.0).into(),
                s.dropped.into(),
            ];
            row.extend(criteria.iter().map(|c| match c {
                Criterion::BestMatch => s.best_match.into(),
                c => s.value(*c).into(),
            }));
            row.extend([s.played, s.wins, s.draws, s.losses, s.byes].map(Cell::from));
            row
        })
        .collect();
    Ok(Sheet {
        name: "Teams".into(),
        header,
        rows,
    })
}

/// Individual standings over `results`.
///
/// # Errors
/// Results that do not fit the teams (a bug).
pub fn player_sheet(t: &Loaded, results: &[MatchResult]) -> Result<Sheet> {
    let rows = player_standings(&t.pure_teams(), results)
        .map_err(internal)?
        .into_iter()
        .map(|p| {
            vec![
                p.rank.into(),
                p.name.into(),
                p.team_name.into(),
                p.total_score.into(),
                p.best_match.into(),
                p.matches.into(),
            ]
        })
        .collect();
    Ok(Sheet {
        name: "Players".into(),
        header: vec![
            "rank",
            "player",
            "team",
            "total_score",
            "best_match",
            "matches",
        ],
        rows,
    })
}

const MATCH_HEADER: [&str; 18] = [
    "round",
    "table",
    "status",
    "team",
    "team_score",
    "opponent",
    "opponent_score",
    "result",
    "seat",
    "colour",
    "player",
    "virtual",
    "score",
    "territories",
    "strip",
    "continents",
    "objective_bonus",
    "eliminated",
];

/// Every match of the published rounds, one row per seat, with the engine's score
/// breakdown (the score so far for a match still in play), plus one row per bye.
///
/// # Errors
/// Storage errors; a stored match that no longer replays.
pub async fn match_sheet(state: &AppState, t: &Loaded) -> Result<Sheet> {
    let mut rows = Vec::new();
    for round in t.rounds.iter().filter(|r| r.is_published()) {
        for table in db::rounds::tables(&state.db, round.id).await? {
            match (table.team_b, table.match_id) {
                (None, _) => rows.push(bye_row(round.number, &table, t)),
                (Some(_), Some(m)) => rows.extend(seat_rows(state, round.number, &table, m).await?),
                (Some(_), None) => {}
            }
        }
    }
    Ok(Sheet {
        name: "Matches".into(),
        header: MATCH_HEADER.to_vec(),
        rows,
    })
}

fn bye_row(round: i64, table: &TableRow, t: &Loaded) -> Vec<Cell> {
    let mut row: Vec<Cell> = vec![
        round.into(),
        table.table_no.into(),
        "bye".into(),
        table.team_a_name.clone().into(),
        t.settings.bye.team_score.into(),
        Cell::Empty,
        Cell::Empty,
        "bye".into(),
    ];
    row.resize(MATCH_HEADER.len(), Cell::Empty);
    row
}

fn outcome(mine: u32, theirs: u32) -> &'static str {
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => "win",
        std::cmp::Ordering::Equal => "draw",
        std::cmp::Ordering::Less => "loss",
    }
}

async fn seat_rows(
    state: &AppState,
    round: i64,
    table: &TableRow,
    match_id: i64,
) -> Result<Vec<Vec<Cell>>> {
    let m = console::load(state, match_id).await?;
    let (log, game) = m.only_2v2()?;
    let score: Option<Score> = game.map(|g| g.score());
    let signed = m.row.status == "signed";
    let mut rows = Vec::new();
    for p in &log.players {
        let opponent = log
            .players
            .iter()
            .find(|o| o.team != p.team)
            .map(|o| o.team.clone());
        let team_score = |name: &str| score.as_ref().and_then(|s| s.teams.get(name).copied());
        let mine = team_score(&p.team);
        let theirs = opponent.as_deref().and_then(team_score);
        let result = match (signed, mine, theirs) {
            (true, Some(a), Some(b)) => Cell::from(outcome(a, b)),
            _ => Cell::Empty,
        };
        let seat = score.as_ref().and_then(|s| s.players.get(&p.seat));
        let part = |f: fn(&crate::engine::PlayerScore) -> u32| Cell::from(seat.map(f));
        rows.push(vec![
            round.into(),
            table.table_no.into(),
            m.row.status.clone().into(),
            p.team.clone().into(),
            mine.into(),
            opponent.into(),
            theirs.into(),
            result,
            u32::from(p.seat).into(),
            p.colour.clone().into(),
            p.name.clone().into(),
            p.is_virtual.into(),
            part(|s| s.total),
            part(|s| s.territories),
            part(|s| s.strip),
            part(|s| s.continents),
            part(|s| s.objective_bonus),
            seat.map(|s| s.eliminated).into(),
        ]);
    }
    Ok(rows)
}

/// One sheet per round (drafts included): tables, teams, players, referees, notes.
///
/// # Errors
/// Storage errors.
pub async fn pairing_sheets(state: &AppState, t: &Loaded) -> Result<Vec<Sheet>> {
    // A bye's missing side is an empty cell.
    let players_of = |id: Option<i64>| -> Cell {
        id.and_then(|id| t.teams.iter().find(|x| x.id == id))
            .map(team_players)
            .into()
    };
    let mut sheets = Vec::new();
    for round in &t.rounds {
        let mut rows = Vec::new();
        for x in db::rounds::tables(&state.db, round.id).await? {
            let (status, referees) = match x.match_id {
                Some(m) => {
                    let row = db::matches::get(&state.db, m).await?;
                    let names: Vec<String> = db::match_referees::referees(&state.db, m)
                        .await?
                        .into_iter()
                        .map(|(_, n)| n)
                        .collect();
                    (row.map(|r| r.status), names.join(", "))
                }
                None => (
                    None,
                    db::transfer::table_referees(&state.db, x.id)
                        .await?
                        .join(", "),
                ),
            };
            rows.push(vec![
                x.table_no.into(),
                x.team_a_name.clone().into(),
                players_of(Some(x.team_a)),
                x.team_b_name.clone().into(),
                players_of(x.team_b),
                referees.into(),
                x.notes.clone().into(),
                status.into(),
            ]);
        }
        let draft = if round.is_published() { "" } else { " (draft)" };
        sheets.push(Sheet {
            name: format!("Round {}{draft}", round.number),
            header: vec![
                "table",
                "team_a",
                "players_a",
                "team_b",
                "players_b",
                "referees",
                "notes",
                "match_status",
            ],
            rows,
        });
    }
    Ok(sheets)
}
