//! Seeds a data folder with the largest evening we plan for, through the library's own
//! storage functions, before the server starts: an organizer and referees with live
//! sessions, a tournament of `teams` teams, `rounds` rounds paired by `pair_round` and
//! played to the end (finished random matches, signed off with their results stored
//! as the console stores them), and one more round
//! published with its matches ready for the referees' actions.
//!
//! Played matches reuse a few dozen distinct random games (the actions name seats, not
//! people, so a game replays at any table); the first table of each game gets its
//! entries through `insert_entry`, later ones copy them with one `INSERT … SELECT`.

use crate::random_player::{physical, play_game};
use arbitro::accounts::Role;
use arbitro::accounts::token::{random_token, token_hash};
use arbitro::db::format::By;
use arbitro::db::rounds::{NewTable, OpenMatch};
use arbitro::db::tournaments::{Details, NewTournament, TeamRow};
use arbitro::db::{self, Db, match_entries::NewEntry};
use arbitro::engine::log::{Action, ClockEvent, MatchLog, Player};
use arbitro::engine::risiko2v2::{Game, Phase, replay};
use arbitro::tournament::registration::NewTeam;
use arbitro::tournament::{
    MatchResult, PlayerId, PlayerScore, Seed, SideResult, Team, TeamId, TournamentSettings,
    pair_round,
};
use std::collections::HashMap;
use std::path::Path;

/// A finished random game with its draft turned physical: a ready setup and the
/// actions played after the draft.
pub struct Played {
    /// The setup (players to be renamed per table).
    pub setup: MatchLog,
    /// The actions after the draft, to the end.
    pub actions: Vec<Action>,
    /// The final game.
    pub end: Game,
}

/// A login the load tool can use: the session cookie value and its CSRF token.
#[derive(Clone)]
pub struct Login {
    /// `arbitro_session` cookie value.
    pub token: String,
    /// `X-CSRF-Token` for writes.
    pub csrf: String,
}

/// A match of the open round, with the actions the tool will submit to it.
pub struct OpenTable {
    /// Match id.
    pub match_id: i64,
    /// Public table page token.
    pub public_token: String,
    /// Legal actions in order (the server adds the clock start itself).
    pub actions: Vec<Action>,
}

/// What the tool needs to know about the seeded data.
pub struct Seeded {
    /// The tournament id.
    pub tournament: i64,
    /// Referees' sessions.
    pub referees: Vec<Login>,
    /// The organizer's session.
    pub organizer: Login,
    /// Matches ready for actions.
    pub open: Vec<OpenTable>,
    /// Signed matches stored.
    pub signed: usize,
    /// Entries stored.
    pub entries: i64,
}

/// A random game restated with a physical draft: the owners after the draft become
/// the setup, the actions after it are what the referee records.
fn played(seed: u64, announce_round: u32, most: usize) -> Played {
    let (log, end) = play_game(seed, announce_round, most);
    let mut game = Game::new(&MatchLog {
        actions: Vec::new(),
        ..log.clone()
    })
    .expect("random setup is valid");
    let mut k = 0;
    while game.phase() == Phase::Draft {
        game = game
            .apply(&log.actions[k])
            .expect("random draft pick is legal");
        k += 1;
    }
    Played {
        setup: physical(&log, &game),
        actions: log.actions[k..].to_vec(),
        end,
    }
}

/// `n` finished random games of about 1,000–1,700 actions, for the signed rounds.
pub fn games(n: usize) -> Vec<Played> {
    let mut out = Vec::new();
    let mut seed = 1u64;
    while out.len() < n {
        seed += 1;
        let p = played(seed, 40 + (seed % 30) as u32, 10_000);
        let check = replay(&MatchLog {
            actions: p.actions.clone(),
            ..p.setup.clone()
        });
        if p.end.finished() && p.actions.len() >= 1_000 && check.as_ref().is_ok_and(Game::finished)
        {
            out.push(p);
        }
    }
    out
}

/// `n` random games of 2,500–3,000 actions with no 90-minute call, for the open round:
/// enough actions for every scenario at every table.
pub fn long_games(n: usize) -> Vec<Played> {
    (1_000..)
        .map(|seed| played(seed, u32::MAX, 3_000))
        .filter(|p| p.actions.len() >= 2_500)
        .take(n)
        .collect()
}

/// The setup of a table: teammates opposite (A1, B1, A2, B2), names from the teams.
fn table_log(p: &Played, a: &TeamRow, b: &TeamRow) -> MatchLog {
    let name = |t: &TeamRow, k: usize| {
        if k == 0 {
            t.player1.clone().unwrap_or_default()
        } else {
            t.player2.clone().unwrap_or_default()
        }
    };
    let seats = [(a, 0), (b, 0), (a, 1), (b, 1)];
    let players = seats
        .iter()
        .zip(&p.setup.players)
        .map(|((t, k), old)| Player {
            name: name(t, *k),
            team: t.name.clone(),
            ..old.clone()
        })
        .collect();
    MatchLog {
        players,
        ..p.setup.clone()
    }
}

/// Who sits where in [`table_log`]'s order: (seat, team id, player id).
fn seating(a: &TeamRow, b: &TeamRow) -> Vec<(i64, i64, i64)> {
    let player = |t: &TeamRow, k: usize| if k == 0 { t.player1_id } else { t.player2_id };
    [(a, 0), (b, 0), (a, 1), (b, 1)]
        .iter()
        .zip(0i64..)
        .filter_map(|((t, k), seat)| player(t, *k).map(|p| (seat, t.id, p)))
        .collect()
}

/// The result the standings will read back from a signed table.
fn result_of(round: u32, p: &Played, a: &TeamRow, b: &TeamRow) -> MatchResult {
    let score = p.end.score();
    let seat = |s: u8| score.players.get(&s).map_or(0, |x| i64::from(x.total));
    let side = |t: &TeamRow, seats: [u8; 2]| SideResult {
        team: TeamId(t.id),
        score: seat(seats[0]) + seat(seats[1]),
        players: vec![
            PlayerScore {
                player: PlayerId(t.player1_id.unwrap_or_default()),
                name: t.player1.clone().unwrap_or_default(),
                score: seat(seats[0]),
            },
            PlayerScore {
                player: PlayerId(t.player2_id.unwrap_or_default()),
                name: t.player2.clone().unwrap_or_default(),
                score: seat(seats[1]),
            },
        ],
        forfeited: false,
    };
    MatchResult::Played {
        round,
        sides: vec![side(a, [0, 2]), side(b, [1, 3])],
    }
}

/// The actions the tool submits to an open table: the game's moves before the
/// 90-minute announcement, without the clock events (the server starts the clock
/// itself before the first reinforcement and the real clock runs from there), cut at
/// the first one the engine refuses when replayed the way the server records.
fn submittable(p: &Played, log: &MatchLog) -> Vec<Action> {
    let mut game = Game::new(log).expect("table setup is valid");
    let mut out = Vec::new();
    for a in &p.actions {
        match a {
            Action::Clock {
                event: ClockEvent::Announce,
                ..
            } => break,
            Action::Clock { .. } => continue,
            _ => {}
        }
        if game.clock_due_to_start() && matches!(a, Action::Place { .. }) {
            let start = Action::Clock {
                event: ClockEvent::Start,
                at: chrono::Utc::now(),
            };
            match game.apply(&start) {
                Ok(g) => game = g,
                Err(_) => break,
            }
        }
        match game.apply(a) {
            Ok(g) => {
                game = g;
                out.push(a.clone());
            }
            Err(_) => break,
        }
    }
    out
}

async fn login(db: &Db, user: i64, now: i64) -> Login {
    let token = random_token();
    let csrf = random_token();
    db::sessions::insert(db, &token_hash(&token), user, &csrf, now)
        .await
        .expect("session stored");
    Login { token, csrf }
}

/// The tournament being seeded, and who and when writes it.
struct Evening<'a> {
    db: &'a Db,
    tid: i64,
    org: i64,
    now: i64,
}

/// Pairs, stores and publishes one round; returns its (team a, team b, match id) tables.
async fn publish_round(
    e: &Evening<'_>,
    number: u32,
    results: &[MatchResult],
    teams: &[TeamRow],
    setups: &mut dyn FnMut(usize, &TeamRow, &TeamRow) -> MatchLog,
) -> Vec<(usize, usize, i64)> {
    let (db, tid, org, now) = (e.db, e.tid, e.org, e.now);
    let pure: Vec<Team> = teams
        .iter()
        .map(|t| Team::new(t.id, t.name.clone()).with_club(t.club.clone().unwrap_or_default()))
        .collect();
    let seed = Seed(0x5EED_0000 + u64::from(number));
    let pairing = pair_round(&pure, results, &TournamentSettings::default(), number, seed)
        .expect("pairing works");
    let mut tables: Vec<NewTable> = pairing
        .tables
        .iter()
        .map(|x| {
            (
                i64::from(x.number),
                x.teams[0].0,
                Some(x.teams[1].0),
                String::new(),
            )
        })
        .collect();
    if let Some(bye) = pairing.bye {
        tables.push((0, bye.team.0, None, String::new()));
    }
    let round = db::rounds::create_draft(
        db,
        tid,
        i64::from(number),
        &seed.to_string(),
        &tables,
        By::new(org, now),
    )
    .await
    .expect("draft stored");
    let index: HashMap<i64, usize> = teams.iter().enumerate().map(|(i, t)| (t.id, i)).collect();
    let rows = db::rounds::tables(db, round).await.expect("tables");
    let mut opens = Vec::new();
    for (k, r) in rows.iter().enumerate() {
        let Some(b) = r.team_b else { continue };
        let (ta, tb) = (&teams[index[&r.team_a]], &teams[index[&b]]);
        opens.push(OpenMatch {
            table_id: r.id,
            table_no: r.table_no,
            label: format!("Turno {number} · Tavolo {}", r.table_no),
            setup_json: setups(k, ta, tb).to_json(),
            public_token: random_token(),
            seats: seating(ta, tb),
        });
    }
    assert!(
        db::rounds::publish(db, tid, round, &opens, By::new(org, now))
            .await
            .expect("publish")
    );
    db::rounds::tables(db, round)
        .await
        .expect("tables")
        .iter()
        .filter_map(|r| Some((index[&r.team_a], index[&r.team_b?], r.match_id?)))
        .collect()
}

/// Stores a played game as the entries of `match_id`, signed off by `org`.
async fn play_out(
    db: &Db,
    match_id: i64,
    p: &Played,
    template: Option<i64>,
    org: i64,
    now: i64,
    stored: bool,
) {
    let mut tx = db.begin_write().await.expect("write");
    match template {
        Some(from) => {
            sqlx::query(
                "INSERT INTO match_entries (match_id, seq, kind, action_json, reason, entered_by,
                                            entered_via, entered_at, idempotency_key)
                 SELECT ?, seq, kind, action_json, reason, entered_by, entered_via, entered_at, NULL
                 FROM match_entries WHERE match_id = ? ORDER BY seq",
            )
            .bind(match_id)
            .bind(from)
            .execute(&mut *tx)
            .await
            .expect("entries copied");
        }
        None => {
            for (i, a) in p.actions.iter().enumerate() {
                let json = serde_json::to_string(a).expect("action json");
                let entry = NewEntry {
                    kind: "action",
                    action_json: Some(&json),
                    reason: None,
                    entered_by: Some(org),
                    entered_via: "console",
                    entered_at: now,
                    key: None,
                };
                db::match_entries::insert_entry(&mut tx, match_id, i as i64 + 1, &entry)
                    .await
                    .expect("entry stored");
            }
        }
    }
    db::matches::set_status(&mut tx, match_id, "finished")
        .await
        .expect("status");
    tx.commit().await.expect("commit");
    assert!(
        db::matches::sign(db, match_id, org, now)
            .await
            .expect("sign")
    );
    // Signing in the console stores the result; the seed does as the app does.
    if stored {
        arbitro::web::signed::fill(db, match_id)
            .await
            .expect("result stored");
    }
}

/// Seeds `dir` (see the module docs). `referees` accounts get sessions and are
/// assigned to every open table (the tool gives each table to one of them at a time).
/// With `stored`, each signed match's result is stored as signing in the console does.
pub async fn seed(dir: &Path, teams: usize, rounds: u32, referees: usize, stored: bool) -> Seeded {
    let db = Db::open_in_dir(dir).await.expect("open data dir");
    db.migrate().await.expect("migrate");
    let now = chrono::Utc::now().timestamp();
    let hash = arbitro::accounts::password::hash("load-tool-password".into())
        .await
        .expect("hash");
    let org = db::users::insert(&db, "organizer", &hash, Role::Organizer, now)
        .await
        .expect("organizer");
    let organizer = login(&db, org, now).await;
    let mut refs = Vec::new();
    for r in 0..referees {
        let id = db::users::insert(&db, &format!("arbitro{r:02}"), &hash, Role::Referee, now)
            .await
            .expect("referee");
        refs.push(login(&db, id, now).await);
    }
    let settings = serde_json::to_string(&TournamentSettings::default()).expect("json");
    let match_settings =
        serde_json::to_string(&arbitro::engine::log::Settings::default()).expect("json");
    let tid = db::tournaments::create(
        &db,
        &NewTournament {
            details: Details {
                name: "Torneo di carico",
                held_on: "2026-11-21",
                venue: "Circolo",
                match_settings: &match_settings,
                ranking_settings: &settings,
            },
            objectives: "[]",
        },
        By::new(org, now),
    )
    .await
    .expect("tournament");
    let new_teams: Vec<NewTeam> = (1..=teams)
        .map(|i| NewTeam {
            name: format!("Squadra {i:03}"),
            player1: format!("Giocatore {i:03}-1"),
            player2: Some(format!("Giocatore {i:03}-2")),
            club: Some(format!("Club {}", i % 12)),
        })
        .collect();
    db::tournaments::add_teams(&db, tid, &new_teams, By::new(org, now))
        .await
        .expect("teams");
    let team_rows = db::tournaments::teams(&db, tid).await.expect("teams");
    let evening = Evening {
        db: &db,
        tid,
        org,
        now,
    };

    let pool = games(24);
    let mut templates: Vec<Option<i64>> = vec![None; pool.len()];
    let mut results = Vec::new();
    let mut signed = 0;
    for number in 1..=rounds {
        let pick = |k: usize| (k * 7 + number as usize) % pool.len();
        let mut setups = |k: usize, a: &TeamRow, b: &TeamRow| table_log(&pool[pick(k)], a, b);
        let tables = publish_round(&evening, number, &results, &team_rows, &mut setups).await;
        for (k, (a, b, match_id)) in tables.into_iter().enumerate() {
            let g = pick(k);
            play_out(&db, match_id, &pool[g], templates[g], org, now, stored).await;
            templates[g].get_or_insert(match_id);
            results.push(result_of(number, &pool[g], &team_rows[a], &team_rows[b]));
            signed += 1;
        }
        let byes: Vec<i64> = team_rows
            .iter()
            .filter(|t| {
                !results
                    .iter()
                    .any(|r| r.round() == number && r.involves(t.id))
            })
            .map(|t| t.id)
            .collect();
        results.extend(byes.into_iter().map(|t| MatchResult::bye(number, t)));
        eprint!("\r  seeded round {number}/{rounds}");
    }
    eprintln!();

    // The round in play: every match ready for the referees.
    let number = rounds + 1;
    let pool = long_games(24);
    let pick = |k: usize| (k * 5 + 3) % pool.len();
    let mut setups = |k: usize, a: &TeamRow, b: &TeamRow| table_log(&pool[pick(k)], a, b);
    let tables = publish_round(&evening, number, &results, &team_rows, &mut setups).await;
    sqlx::query(
        "INSERT INTO match_referees (match_id, user_id, assigned_by, assigned_at)
         SELECT m.id, u.id, ?, ? FROM matches m, users u
         WHERE m.tournament_id = ? AND m.round_no = ? AND u.role = 'referee'",
    )
    .bind(org)
    .bind(now)
    .bind(tid)
    .bind(i64::from(number))
    .execute(db.pool())
    .await
    .expect("referees assigned");
    let mut open = Vec::new();
    for (k, (a, b, match_id)) in tables.into_iter().enumerate() {
        let row = db::matches::get(&db, match_id)
            .await
            .expect("match")
            .expect("match exists");
        let log = table_log(&pool[pick(k)], &team_rows[a], &team_rows[b]);
        open.push(OpenTable {
            match_id,
            public_token: row.public_token,
            actions: submittable(&pool[pick(k)], &log),
        });
    }
    let entries: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM match_entries")
        .fetch_one(db.pool())
        .await
        .expect("count");
    db.close().await;
    Seeded {
        tournament: tid,
        organizer,
        referees: refs,
        open,
        signed,
        entries,
    }
}
