//! Downloads of an individual tournament for organizers: the standings with every
//! tie-break value, and every seat of every table, as CSV; both plus one sheet per
//! round as an XLSX workbook. The writers are the team exports' own
//! ([`crate::web::tournaments::export`]); only the sheets differ.

use super::SeasonData;
use super::championship::Teams;
use super::snapshot::Snapshot;
use crate::db;
use crate::tournament::individual::Points;
use crate::web::tournaments::export::{csv_today, xlsx_today};
use crate::web::tournaments::inputs::Managed;
use crate::web::tournaments::sheets::{Cell, Sheet};
use crate::web::{AppError, AppState, Result};
use axum::extract::State;
use axum::response::Response;

fn points(p: Points) -> Cell {
    Cell::Decimal(p.to_string())
}

fn decimal(x: f64) -> Cell {
    Cell::Decimal(Points::from_f64(x).to_string())
}

/// The standings sheet: rank, player, club, dropped, total, then every tie-break
/// value, then each round's score (`round_1`…).
pub fn standings_sheet(s: &Snapshot) -> Sheet {
    let rounds = s.rounds.iter().filter(|r| r.published).count();
    let mut header = vec![
        "rank",
        "player",
        "club",
        "dropped",
        "total",
        "games",
        "wins",
        "best_game",
        "table_points",
        "territories",
        "best_place",
        "previous_total",
        "scores",
    ];
    const ROUNDS: [&str; 30] = [
        "round_1", "round_2", "round_3", "round_4", "round_5", "round_6", "round_7", "round_8",
        "round_9", "round_10", "round_11", "round_12", "round_13", "round_14", "round_15",
        "round_16", "round_17", "round_18", "round_19", "round_20", "round_21", "round_22",
        "round_23", "round_24", "round_25", "round_26", "round_27", "round_28", "round_29",
        "round_30",
    ];
    header.extend(ROUNDS.iter().take(rounds));
    let rows = s
        .rows
        .iter()
        .map(|r| {
            let scores: Vec<String> = r.sorted_scores.iter().map(ToString::to_string).collect();
            let mut row = vec![
                Cell::from(i64::from(r.rank)),
                r.name.as_str().into(),
                r.club.clone().into(),
                r.dropped.into(),
                points(r.total),
                r.games.into(),
                r.wins.into(),
                r.best_game.map_or(Cell::Empty, points),
                decimal(r.table_points),
                decimal(r.territories),
                r.best_place.into(),
                r.previous_totals
                    .first()
                    .copied()
                    .map_or(Cell::Empty, points),
                scores.join(" ").into(),
            ];
            for n in 1..=rounds {
                let got = r.round_scores.iter().find(|(k, _)| *k as usize == n);
                row.push(got.map_or(Cell::Empty, |(_, p)| points(*p)));
            }
            row
        })
        .collect();
    Sheet {
        name: "Standings".into(),
        header,
        rows,
    }
}

/// Every seat of every table the audience sees: one row per seat.
///
/// # Errors
/// Storage errors; a stored table that no longer reads.
pub async fn seats_sheet(
    state: &AppState,
    s: &Snapshot,
    name: &str,
    round: Option<i64>,
) -> Result<Sheet> {
    let mut rows = Vec::new();
    for t in s
        .tables
        .iter()
        .filter(|t| round.is_none_or(|n| t.round == n))
    {
        let status = match t.match_id {
            Some(m) => db::matches::get(&state.db, m).await?.map(|r| r.status),
            None => Some("draft".to_string()),
        };
        for (seat, p) in (1i64..).zip(s.seats(t)?) {
            let game = s
                .played
                .results
                .iter()
                .find(|g| i64::from(g.round) == t.round && g.player.0 == p.id);
            rows.push(vec![
                t.round.into(),
                t.number.into(),
                status.clone().into(),
                t.ghost.into(),
                seat.into(),
                p.name.into(),
                p.club.into(),
                game.map(|g| g.place).into(),
                game.map_or(Cell::Empty, |g| points(g.points)),
                game.map_or(Cell::Empty, |g| decimal(g.table_points)),
                game.map_or(Cell::Empty, |g| decimal(g.territories)),
            ]);
        }
    }
    Ok(Sheet {
        name: name.into(),
        header: vec![
            "round",
            "table",
            "status",
            "ghost",
            "seat",
            "player",
            "club",
            "place",
            "points",
            "table_points",
            "territories",
        ],
        rows,
    })
}

/// A team championship's team standings: rank, club, total (its best games),
/// games counted, games played, every game's total, wins, the players best first,
/// the counted games' points and the discarded ones.
pub fn teams_sheet(teams: &Teams) -> Sheet {
    let list = |p: &[Points]| -> Cell {
        let all: Vec<String> = p.iter().map(ToString::to_string).collect();
        all.join(" ").into()
    };
    let rows = teams
        .lines
        .iter()
        .map(|l| {
            let r = &l.row;
            let n = usize::try_from(r.counted)
                .unwrap_or(usize::MAX)
                .min(r.scores.len());
            vec![
                Cell::from(i64::from(r.rank)),
                r.club.as_str().into(),
                points(r.total),
                r.counted.into(),
                r.games.into(),
                points(r.all_games),
                r.wins.into(),
                l.players.as_str().into(),
                list(&r.scores[..n]),
                list(r.discarded()),
            ]
        })
        .collect();
    Sheet {
        name: "Teams".into(),
        header: vec![
            "rank",
            "club",
            "total",
            "counted",
            "games",
            "all_games",
            "wins",
            "players",
            "counted_scores",
            "discarded_scores",
        ],
        rows,
    }
}

/// `GET /individual/{id}/export/standings.csv`.
pub async fn standings_csv(
    State(state): State<AppState>,
    Managed { t: s, .. }: Managed<Snapshot>,
) -> Result<Response> {
    csv_today(&state, &s.l.row.name, "standings.csv", &standings_sheet(&s))
}

/// `GET /individual/{id}/export/teams.csv`: a team championship's team standings
/// (404 for any other tournament).
pub async fn teams_csv(
    State(state): State<AppState>,
    Managed { t: s, .. }: Managed<Snapshot>,
) -> Result<Response> {
    let teams = s.teams.as_ref().ok_or(AppError::NotFound)?;
    csv_today(&state, &s.l.row.name, "teams.csv", &teams_sheet(teams))
}

/// `GET /individual/{id}/export/tables.csv`: every seat of every table.
pub async fn tables_csv(
    State(state): State<AppState>,
    Managed { t: s, .. }: Managed<Snapshot>,
) -> Result<Response> {
    let sheet = seats_sheet(&state, &s, "Tables", None).await?;
    csv_today(&state, &s.l.row.name, "tables.csv", &sheet)
}

/// `GET /individual/{id}/export/tournament.xlsx`: Standings, Teams (a team
/// championship's), Tables, and one sheet per round (a draft marked so).
pub async fn workbook(
    State(state): State<AppState>,
    Managed { t: s, .. }: Managed<Snapshot>,
) -> Result<Response> {
    let mut sheets = vec![standings_sheet(&s)];
    // A team championship's teams come right after the players' standings.
    sheets.extend(s.teams.as_ref().map(teams_sheet));
    sheets.push(seats_sheet(&state, &s, "Tables", None).await?);
    for r in &s.rounds {
        let name = if r.published {
            format!("Round {}", r.number)
        } else {
            format!("Round {} (draft)", r.number)
        };
        sheets.push(seats_sheet(&state, &s, &name, Some(r.number)).await?);
    }
    xlsx_today(&state, &s.l.row.name, "tournament.xlsx", &sheets)
}

/// A season's standings: rank, player, club, total, evenings played, best evening,
/// late entry, then each held evening's points (`evening_1`…; empty when absent)
/// and whether it counted (`counted_1`…).
pub fn season_sheet(d: &SeasonData) -> Sheet {
    const EVENINGS: [(&str, &str); 12] = [
        ("evening_1", "counted_1"),
        ("evening_2", "counted_2"),
        ("evening_3", "counted_3"),
        ("evening_4", "counted_4"),
        ("evening_5", "counted_5"),
        ("evening_6", "counted_6"),
        ("evening_7", "counted_7"),
        ("evening_8", "counted_8"),
        ("evening_9", "counted_9"),
        ("evening_10", "counted_10"),
        ("evening_11", "counted_11"),
        ("evening_12", "counted_12"),
    ];
    let held = d.held.len().min(EVENINGS.len());
    let mut header = vec!["rank", "player", "club", "total", "played", "best", "late"];
    for (e, c) in EVENINGS.iter().take(held) {
        header.push(e);
        header.push(c);
    }
    let rows = d
        .lines
        .iter()
        .map(|l| {
            let r = &l.row;
            let mut row = vec![
                Cell::from(i64::from(r.rank)),
                r.name.as_str().into(),
                l.club.as_str().into(),
                points(r.total),
                r.played.into(),
                r.best.map_or(Cell::Empty, points),
                l.late.into(),
            ];
            for n in 1..=held as u32 {
                let counted = r.counted.iter().find(|(e, _)| *e == n).map(|(_, p)| *p);
                let dropped = r
                    .discarded
                    .iter()
                    .find(|(e, _)| *e == n)
                    .and_then(|(_, p)| *p);
                row.push(counted.or(dropped).map_or(Cell::Empty, points));
                row.push(counted.is_some().into());
            }
            row
        })
        .collect();
    Sheet {
        name: "Season".into(),
        header,
        rows,
    }
}

/// `GET /seasons/{id}/export/standings.csv`.
pub async fn season_csv(
    State(state): State<AppState>,
    Managed { t: d, .. }: Managed<SeasonData>,
) -> Result<Response> {
    csv_today(&state, &d.season.name, "season.csv", &season_sheet(&d))
}

/// `GET /seasons/{id}/export/season.xlsx`: the season sheet and the clubs.
pub async fn season_workbook(
    State(state): State<AppState>,
    Managed { t: d, .. }: Managed<SeasonData>,
) -> Result<Response> {
    let clubs = Sheet {
        name: "Clubs".into(),
        header: vec!["rank", "club", "total", "wins", "games"],
        rows: d
            .clubs
            .iter()
            .map(|c| {
                vec![
                    Cell::from(i64::from(c.rank)),
                    c.club.as_str().into(),
                    points(c.total),
                    c.wins.into(),
                    c.games.into(),
                ]
            })
            .collect(),
    };
    xlsx_today(
        &state,
        &d.season.name,
        "season.xlsx",
        &[season_sheet(&d), clubs],
    )
}
