//! The data every route of the matrix and the bad-input tests works on: ids for
//! every path parameter, hostile names wherever a user types one, and forms each
//! route accepts.

use crate::fixture::{
    adjust, create_tournament, pair, play_and_sign, publish_draft, register, settings_form, sign,
};
use crate::helpers::TestApp;
use crate::reliability::{assign, signed_in, upload, visitor};
use arbitro::accounts::Role;
use arbitro::clock::Clock;
use axum::http::StatusCode;

/// A published tournament with a published round (one table played, signed, adjusted
/// and waiting for its second confirmation) and a draft round after it, an
/// unpublished tournament, a match with an assigned and an outside referee, a digital
/// draft, hostile names everywhere a user can type one.
pub struct Fixture {
    pub org: TestApp,
    pub inside: TestApp,
    pub outside: TestApp,
    pub anon: TestApp,
    /// The published tournament.
    pub tournament: i64,
    /// A tournament nobody but organizers may see.
    pub hidden: i64,
    pub team: i64,
    /// The draft round's row id (what swap, discard, publish and table edits take).
    pub round: i64,
    /// The draft round's number (never public).
    pub draft_number: i64,
    /// The published round's number (what the public pages, prints and API take).
    pub round_number: i64,
    /// A table (row id) of the draft round.
    pub table: i64,
    /// A tournament match of the published round, signed, not yet confirmed.
    pub tournament_match: i64,
    /// A console match the `inside` referee is assigned to.
    pub match_id: i64,
    pub user: i64,
    /// An individual tournament (its name hostile) with round 1 published.
    pub individual: i64,
    /// One of its players.
    pub individual_player: i64,
    /// Another, its round 1 published (what the public read API shows).
    pub individual_published: i64,
    /// A season (its name hostile) with the individual tournament as its evening.
    pub season: i64,
    /// The match of its round 1's table.
    pub individual_match: i64,
    pub draft_token: String,
    /// A player's private objective link of a torneo match.
    pub objective_token: String,
    pub public_token: String,
    /// A valid one-time setup link's token.
    pub setup_token: String,
    /// A club's board (its names hostile).
    pub board: i64,
    /// A person of the club's people (the individual tournament's player).
    pub person: i64,
    /// A circuit (its name and its type's hostile) holding the individual tournament.
    pub circuit: i64,
}

/// Text a user may type that must never come out as markup.
pub const HOSTILE: &str = "<script>alert(1)</script>";

/// A name a spreadsheet would run as a formula, were an export to write it bare.
pub const FORMULA: &str = "=1+2";

/// The same for fields of at most 20 characters (an objective's group label).
pub const HOSTILE_SHORT: &str = "<i id=xss>!</i>";

fn draft_links(html: &str) -> Vec<String> {
    links_after(html, "/draft/")
}

fn links_after(html: &str, prefix: &str) -> Vec<String> {
    html.split(prefix)
        .skip(1)
        .filter_map(|s| s.get(..64))
        .filter(|t| t.bytes().all(|b| b.is_ascii_hexdigit()))
        .map(str::to_string)
        .collect()
}

async fn scalar(t: &TestApp, sql: &str, bind: i64) -> i64 {
    sqlx::query_scalar(sql)
        .bind(bind)
        .fetch_one(t.db.pool())
        .await
        .unwrap()
}

/// Every field of the settings form, with the second confirmation switched on.
fn settings(name: &str) -> Vec<(&str, &str)> {
    settings_form(&[
        ("name", name),
        ("venue", HOSTILE),
        ("second_confirmation", "1"),
    ])
}

pub async fn fixture() -> Fixture {
    let mut org = crate::reliability::organizer().await;
    let tournament = create_tournament(&mut org, HOSTILE, HOSTILE).await;
    let csv = format!(
        "team,player1,player2,club\n\"{HOSTILE}\",Anna,\"{HOSTILE}\",\"{HOSTILE}\"\n\
         Lupi,Carla,Dario,Roma\nAquile,Eva,Franco,\nOrsi,Gina,Ugo,\n\
         Volpi,Ivo,{FORMULA},{FORMULA}\n"
    );
    register(&mut org, tournament, &csv).await;
    let team = scalar(
        &org,
        "SELECT id FROM teams WHERE tournament_id = ? ORDER BY id LIMIT 1",
        tournament,
    )
    .await;
    // Round 1: a draft thrown away first, so that round ids and numbers differ and a
    // route reading one as the other finds nothing.
    let thrown = pair(&mut org, tournament).await;
    let r = org
        .post(
            &format!("/tournaments/{tournament}/rounds/{thrown}/discard"),
            &[],
        )
        .await;
    assert_eq!(r.status, 303, "{}", r.body);
    let first = pair(&mut org, tournament).await;
    let tournament_match = publish_draft(&mut org, tournament, first).await[0];
    let round_number = scalar(&org, "SELECT number FROM rounds WHERE id = ?", first).await;
    play_and_sign(&org, tournament_match, 21).await;
    let played = scalar(
        &org,
        "SELECT team_a FROM round_tables WHERE match_id = ?",
        tournament_match,
    )
    .await;
    let target = format!("t{played}");
    let r = adjust(
        &mut org,
        tournament,
        tournament_match,
        &target,
        "3",
        HOSTILE,
    )
    .await;
    assert!(r.status.is_redirection(), "{} {}", r.status, r.body);
    // Reopened with a reason, and signed again: the audit log has it.
    let r = org
        .post(
            &format!("/tournaments/{tournament}/matches/{tournament_match}/reopen"),
            &[("reason", HOSTILE)],
        )
        .await;
    assert!(r.status.is_redirection(), "{} {}", r.status, r.body);
    sign(&mut org, tournament_match).await;
    let r = org
        .post(
            &format!("/tournaments/{tournament}/settings"),
            &settings(HOSTILE),
        )
        .await;
    assert_eq!(r.status, 303, "{}", r.body);
    let r = org
        .post(
            &format!("/tournaments/{tournament}/objectives"),
            &[
                ("triple", HOSTILE_SHORT),
                ("continent", "oceania"),
                ("s1_1", "siam"),
                ("s1_2", "cina"),
            ],
        )
        .await;
    assert_eq!(r.status, 303, "{}", r.body);
    let round = pair(&mut org, tournament).await;
    let draft_number = scalar(&org, "SELECT number FROM rounds WHERE id = ?", round).await;
    let table = scalar(
        &org,
        "SELECT id FROM round_tables WHERE round_id = ? AND team_b IS NOT NULL LIMIT 1",
        round,
    )
    .await;
    let hidden = create_tournament(&mut org, "Nascosto", HOSTILE).await;
    sqlx::query("UPDATE tournaments SET published = 0 WHERE id = ?")
        .bind(hidden)
        .execute(org.db.pool())
        .await
        .unwrap();
    let match_id = upload(&mut org, 77).await;
    let (inside, inside_id) = signed_in(&org, "dentro", Role::Referee).await;
    let (outside, user) = signed_in(&org, "fuori", Role::Referee).await;
    assign(&mut org, match_id, inside_id).await;
    // A console match with hostile names, dealt digitally for the draft links.
    let r = org
        .post(
            "/console/new",
            &[
                ("label", HOSTILE),
                ("team_a", HOSTILE),
                ("team_b", "B"),
                ("name0", HOSTILE),
                ("name1", "Bruno"),
                ("name2", "Carla"),
                ("name3", "Dario"),
                ("colour0", "blu"),
                ("colour1", "rosso"),
                ("colour2", "verde"),
                ("colour3", "giallo"),
                ("virtual_seat", ""),
            ],
        )
        .await;
    assert_eq!(r.status, 303, "{}", r.body);
    let dealt_id = r.location().trim_start_matches("/console/m/").to_string();
    let r = org
        .post(
            &format!("/console/m/{dealt_id}/draft/digital"),
            &[("seed", "5")],
        )
        .await;
    let draft_token = draft_links(&r.body)
        .into_iter()
        .next()
        .expect("draft links");
    let objective_token = objective_link(&mut org).await;
    let public_token: String = sqlx::query_scalar("SELECT public_token FROM matches WHERE id = ?")
        .bind(match_id)
        .fetch_one(org.db.pool())
        .await
        .unwrap();
    let setup_token = arbitro::accounts::token::random_token();
    let now = org.clock.now().timestamp();
    let hash = arbitro::accounts::token::token_hash(&setup_token);
    arbitro::db::setup::insert(&org.db, &hash, now)
        .await
        .unwrap();
    let (individual, individual_player, individual_match) = individual_tournament(&mut org).await;
    // Round 1 of the individual tournament is published by its builder.
    let individual_published = individual;
    let season = season(&mut org, individual).await;
    let board = crate::boards::small_board(HOSTILE);
    let board = arbitro::db::boards::create(
        &org.db,
        &board.id,
        "",
        &board.to_json(),
        &board.hash(),
        1,
        now,
    )
    .await
    .unwrap();
    let person = scalar(
        &org,
        "SELECT person_id FROM person_entries WHERE kind = 'individual' AND entry_id = ?",
        individual_player,
    )
    .await;
    let circuit = circuit(&org, individual, now).await;
    let mut anon = visitor(&org);
    anon.get("/").await; // the double-submit cookie
    Fixture {
        org,
        inside,
        outside,
        anon,
        tournament,
        hidden,
        team,
        round,
        draft_number,
        round_number,
        table,
        tournament_match,
        match_id,
        user,
        individual,
        individual_player,
        individual_published,
        season,
        individual_match,
        draft_token,
        objective_token,
        public_token,
        setup_token,
        board,
        person,
        circuit,
    }
}

/// A circuit of one type (hostile names) holding the individual tournament.
async fn circuit(org: &TestApp, individual: i64, now: i64) -> i64 {
    let rules = serde_json::json!({
        "types": [{"name": HOSTILE, "by_place": [30000, 20000], "per_game": 10000}],
        "window": {"kind": "always"},
        "best_of": 2,
    })
    .to_string();
    let by: i64 = sqlx::query_scalar("SELECT min(id) FROM users")
        .fetch_one(org.db.pool())
        .await
        .unwrap();
    let id = arbitro::db::circuits::create(&org.db, HOSTILE, &rules, by, now)
        .await
        .unwrap();
    assert!(
        arbitro::db::circuits::put_event(&org.db, id, individual, HOSTILE, None, (by, now))
            .await
            .unwrap()
    );
    id
}

/// A torneo match (its first name hostile) and one player's private objective link.
async fn objective_link(org: &mut TestApp) -> String {
    let r = org
        .post(
            "/console/new",
            &[
                ("ruleset", "risiko-torneo"),
                ("label", HOSTILE),
                ("seats", "3"),
                ("name0", HOSTILE),
                ("name1", "Bruno"),
                ("name2", "Carla"),
                ("colour0", "blu"),
                ("colour1", "rosso"),
                ("colour2", "verde"),
            ],
        )
        .await;
    assert_eq!(r.status, 303, "{}", r.body);
    let id = r.location().trim_start_matches("/console/m/").to_string();
    let r = org
        .post(&format!("/console/m/{id}/objective-links"), &[])
        .await;
    links_after(&r.body, "/objective/")
        .into_iter()
        .next()
        .expect("objective links")
}

/// An individual tournament with a hostile name and player, four players and
/// round 1 published (one table); returns its id, a player's and the table's match.
async fn individual_tournament(org: &mut TestApp) -> (i64, i64, i64) {
    let r = org
        .post(
            "/individual",
            &[("name", HOSTILE), ("table_size", "4"), ("rounds", "2")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let id = scalar(
        org,
        "SELECT max(id) FROM individual_tournaments WHERE ? > 0",
        1,
    )
    .await;
    let csv = format!("{HOSTILE};{HOSTILE}\nAnna;Lupi\nBruno;{FORMULA}\nCarla\n");
    let r = org
        .post(
            &format!("/individual/{id}/import/confirm"),
            &[("csv", &csv)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    for path in ["rounds", "rounds/1/publish"] {
        let r = org.post(&format!("/individual/{id}/{path}"), &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{path}: {}", r.body);
    }
    let player = scalar(
        org,
        "SELECT min(id) FROM individual_players WHERE tournament_id = ?",
        id,
    )
    .await;
    let table = "SELECT match_id FROM individual_tables WHERE tournament_id = ?";
    (id, player, scalar(org, table, id).await)
}

/// A season with a hostile name and `evening` attached; its id.
async fn season(org: &mut TestApp, evening: i64) -> i64 {
    let r = org
        .post("/seasons", &[("name", HOSTILE), ("best_of", "3")])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let id = scalar(org, "SELECT max(id) FROM individual_seasons WHERE ? > 0", 1).await;
    let r = org
        .post(
            &format!("/seasons/{id}/evenings"),
            &[("tournament", &evening.to_string())],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    id
}

/// Routes whose `{round}` is the round's number; every other takes its row id.
const ROUND_BY_NUMBER: [&str; 5] = [
    "/tournaments/{id}/rounds/{round}",
    "/tournaments/{id}/rounds/{round}/results",
    "/tournaments/{id}/print/pairings/{round}",
    "/tournaments/{id}/print/cards/{round}",
    "/api/v1/tournaments/{id}/rounds/{round}",
];

/// Pages that need a query to show anything.
const QUERIES: [(&str, &str); 1] = [("/api/v1/matches/{id}/cap-penalty", "seat=0&found=0")];

/// Routes whose `{round}` is the row id of a draft round.
const ROUND_BY_ID: [&str; 6] = [
    "/tournaments/{id}/rounds/{round}/referees",
    "/tournaments/{id}/rounds/{round}/swap",
    "/tournaments/{id}/rounds/{round}/discard",
    "/tournaments/{id}/rounds/{round}/publish",
    "/tournaments/{id}/rounds/{round}/tables/{table}/number",
    "/tournaments/{id}/rounds/{round}/tables/{table}/referees",
];

impl Fixture {
    /// The path with real ids in place of its parameters, or what to add where.
    pub fn concrete(&self, path: &str) -> Result<String, String> {
        let query = QUERIES.iter().find(|(p, _)| *p == path).map(|(_, q)| *q);
        let p = self.concrete_for(path, self.tournament, self.round_number)?;
        Ok(query.map_or_else(|| p.clone(), |q| format!("{p}?{q}")))
    }

    /// The same on the unpublished tournament (for the `Published` rule).
    pub fn concrete_hidden(&self, path: &str) -> Result<String, String> {
        self.concrete_for(path, self.hidden, self.round_number)
    }

    /// The same with the draft round's number where a round number goes: a draft
    /// is never public. `None` when the route names no round by number.
    pub fn concrete_draft(&self, path: &str) -> Option<String> {
        ROUND_BY_NUMBER
            .contains(&path)
            .then(|| {
                self.concrete_for(path, self.tournament, self.draft_number)
                    .ok()
            })
            .flatten()
    }

    /// The path with its `nth` parameter (0-based) set to `odd` and real ids for the
    /// others.
    pub fn concrete_odd(&self, path: &str, nth: usize, odd: &str) -> Result<String, String> {
        self.fill(path, self.tournament, self.round_number, Some((nth, odd)))
    }

    fn concrete_for(&self, path: &str, tournament: i64, number: i64) -> Result<String, String> {
        self.fill(path, tournament, number, None)
    }

    fn fill(
        &self,
        path: &str,
        tournament: i64,
        number: i64,
        odd: Option<(usize, &str)>,
    ) -> Result<String, String> {
        let mut out = String::new();
        let mut rest = path;
        let mut nth = 0;
        while let Some(open) = rest.find('{') {
            let close = rest[open..]
                .find('}')
                .map(|c| open + c)
                .unwrap_or(rest.len() - 1);
            let param = &rest[open..=close];
            let before = &path[..path.len() - rest.len() + open];
            let value = match param {
                "{id}" if before == "/tournaments/" || before == "/api/v1/tournaments/" => {
                    tournament.to_string()
                }
                "{id}" if before == "/console/m/" => self.match_id.to_string(),
                "{id}" if before == "/api/v1/matches/" => self.match_id.to_string(),
                "{id}" if before == "/users/" => self.user.to_string(),
                "{id}" if before == "/individual/" => self.individual.to_string(),
                "{id}" if before == "/api/v1/individual/" => self.individual_published.to_string(),
                "{id}" if before == "/seasons/" || before == "/api/v1/seasons/" => {
                    self.season.to_string()
                }
                "{evening}" => self.individual.to_string(),
                "{match}" if path.starts_with("/individual/") => self.individual_match.to_string(),
                "{id}" if before == "/boards/" => self.board.to_string(),
                "{id}" if before == "/people/" || before == "/players/" => self.person.to_string(),
                "{id}" if before == "/circuits/" || before == "/api/v1/circuits/" => {
                    self.circuit.to_string()
                }
                "{player}" => self.individual_player.to_string(),
                "{round}" | "{table}"
                    if path.starts_with("/individual/")
                        || path.starts_with("/api/v1/individual/") =>
                {
                    "1".into()
                }
                "{team}" => self.team.to_string(),
                "{round}" if ROUND_BY_NUMBER.contains(&path) => number.to_string(),
                "{round}" if ROUND_BY_ID.contains(&path) => self.round.to_string(),
                "{table}" => self.table.to_string(),
                "{match}" if before.starts_with("/tournaments/") => {
                    self.tournament_match.to_string()
                }
                "{token}" if before == "/draft/" || before == "/api/v1/draft/" => {
                    self.draft_token.clone()
                }
                "{token}" if before == "/objective/" => self.objective_token.clone(),
                "{token}" if before == "/t/" || before == "/api/v1/tables/" => {
                    self.public_token.clone()
                }
                "{token}" if before == "/setup/" => self.setup_token.clone(),
                _ => {
                    return Err(format!(
                        "route {path}: the matrix has no value for {param} after {before:?}. \
                         Add a record to `fixture()` and a line to `Fixture::fill` \
                         (and, for a round, to ROUND_BY_NUMBER or ROUND_BY_ID) in \
                         tests/web/routes/fixture.rs"
                    ));
                }
            };
            out.push_str(&rest[..open]);
            match odd {
                Some((n, odd)) if n == nth => out.push_str(odd),
                _ => out.push_str(&value),
            }
            nth += 1;
            rest = &rest[close + 1..];
        }
        out.push_str(rest);
        Ok(out)
    }

    /// A form the route accepts as it stands (the bad-input test changes a field or
    /// two of it, to reach the checks behind the first one), for the routes whose
    /// forms have several fields. Not for forms that would lock the organizer out
    /// (password, login) or log someone else in (setup).
    pub async fn valid_form(&self, pattern: &str) -> Option<Vec<(String, String)>> {
        let owned = |f: &[(&str, &str)]| {
            f.iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect::<Vec<_>>()
        };
        // Each its own names: one route's accepted form must not make the next a
        // duplicate.
        let team = |name| {
            [
                ("name", name),
                ("player1", "Nino"),
                ("player2", "Olga"),
                ("club", "Roma"),
            ]
        };
        let csv = |name| format!("team,player1,player2,club\n{name},Pia,Rita,Roma\n");
        Some(match pattern {
            "/tournaments" => owned(&[
                ("name", "Serata"),
                ("held_on", "2026-12-05"),
                ("venue", "Circolo"),
            ]),
            "/tournaments/{id}/settings" => owned(&settings("Serata")),
            "/tournaments/{id}/teams" => owned(&team("Falchi")),
            "/tournaments/{id}/teams/{team}" => owned(&team("Corvi")),
            "/tournaments/{id}/import" => vec![("csv".into(), csv("Gufi"))],
            "/tournaments/{id}/import/confirm" => vec![("csv".into(), csv("Merli"))],
            "/tournaments/{id}/rounds" => owned(&[("confirm", "1")]),
            "/tournaments/{id}/rounds/{round}/results" => owned(&[("results", "hidden")]),
            "/tournaments/{id}/rounds/{round}/tables/{table}/number" => {
                owned(&[("number", "7"), ("swap", "1")])
            }
            "/tournaments/{id}/rounds/{round}/tables/{table}/referees" => {
                vec![("add".into(), self.user.to_string())]
            }
            "/tournaments/{id}/rounds/{round}/swap" => {
                let (x, y): (i64, i64) = sqlx::query_as(
                    "SELECT team_a, team_b FROM round_tables
                     WHERE round_id = ? AND team_b IS NOT NULL LIMIT 1",
                )
                .bind(self.round)
                .fetch_one(self.org.db.pool())
                .await
                .unwrap();
                vec![("x".into(), x.to_string()), ("y".into(), y.to_string())]
            }
            "/tournaments/{id}/objectives" => owned(&[
                ("triple", "B"),
                ("continent", "oceania"),
                ("s1_1", "siam"),
                ("s1_2", "india"),
            ]),
            "/tournaments/{id}/objectives/remove" => {
                let stored: String =
                    sqlx::query_scalar("SELECT objectives FROM tournaments WHERE id = ?")
                        .bind(self.tournament)
                        .fetch_one(self.org.db.pool())
                        .await
                        .unwrap();
                let items: serde_json::Value = serde_json::from_str(&stored).unwrap();
                vec![("objective".into(), items[0]["objective"].to_string())]
            }
            "/tournaments/{id}/matches/{match}/adjust" => {
                let played = scalar(
                    &self.org,
                    "SELECT team_a FROM round_tables WHERE match_id = ?",
                    self.tournament_match,
                )
                .await;
                vec![
                    ("target".into(), format!("t{played}")),
                    ("points".into(), "-2".into()),
                    ("reason".into(), "conteggio rifatto".into()),
                ]
            }
            "/tournaments/{id}/matches/{match}/reopen" => owned(&[("reason", "firma sbagliata")]),
            "/console/new" => owned(&[
                ("label", "Amichevole"),
                ("team_a", "A"),
                ("team_b", "B"),
                ("name0", "Anna"),
                ("name1", "Bruno"),
                ("name2", "Carla"),
                ("name3", "Dario"),
                ("colour0", "blu"),
                ("colour1", "rosso"),
                ("colour2", "verde"),
                ("colour3", "giallo"),
                ("virtual_seat", ""),
            ]),
            "/console/m/{id}/players" => owned(&[
                ("name0", "Anna"),
                ("name1", "Bruno"),
                ("name2", "Carla"),
                ("name3", "Dario"),
            ]),
            "/console/m/{id}/referees" => vec![("add".into(), self.user.to_string())],
            "/circuits/{id}/types" => owned(&[
                ("name", "Open"),
                ("by_place", "300 200 100"),
                ("per_game", "75"),
                ("multiplier", "1,25"),
            ]),
            "/circuits/{id}/settings" => owned(&[
                ("name", "Giocatore dell'anno"),
                ("window", "year"),
                ("year", "2026"),
                ("best_of", "5"),
            ]),
            "/circuits/{id}/events" => vec![
                ("event".into(), self.individual.to_string()),
                ("event_type".into(), HOSTILE.into()),
                ("held_on".into(), "2026-05-10".into()),
            ],
            // Port 9 (discard): nothing listens. (The publish button has no form
            // the fixture takes: its tournament is not finished, and the button
            // is refused before anything is sent.)
            "/hub-link" => owned(&[("url", "http://127.0.0.1:9"), ("token", "token-del-club")]),
            "/users" => owned(&[
                ("username", "nuovo"),
                ("password", "una-password-lunga"),
                ("password_confirm", "una-password-lunga"),
                ("role", "referee"),
            ]),
            _ => return None,
        })
    }

    /// Puts the data `pattern` works on in place ([`Fixture::refresh`]); pairing a
    /// round needs the draft gone.
    pub async fn prepare(&mut self, pattern: &str) {
        self.refresh().await;
        if pattern == "/tournaments/{id}/rounds" {
            let (t, round) = (self.tournament, self.round);
            let r = self
                .org
                .post(&format!("/tournaments/{t}/rounds/{round}/discard"), &[])
                .await;
            assert_eq!(r.status, 303, "{}", r.body);
        }
    }

    /// Puts back what an accepted bad input may have used up, so every route meets
    /// live data: a draft round to edit, a signed tournament match to correct.
    pub async fn refresh(&mut self) {
        let t = self.tournament;
        let draft: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM rounds WHERE tournament_id = ? AND status = 'draft'",
        )
        .bind(t)
        .fetch_optional(self.org.db.pool())
        .await
        .unwrap();
        // The draft may also be a new one, paired by an accepted input.
        self.round = match draft {
            Some(round) => round,
            None => pair(&mut self.org, t).await,
        };
        self.draft_number = scalar(
            &self.org,
            "SELECT number FROM rounds WHERE id = ?",
            self.round,
        )
        .await;
        self.table = scalar(
            &self.org,
            "SELECT id FROM round_tables WHERE round_id = ? AND team_b IS NOT NULL LIMIT 1",
            self.round,
        )
        .await;
        let m = self.tournament_match;
        let status: String = sqlx::query_scalar("SELECT status FROM matches WHERE id = ?")
            .bind(m)
            .fetch_one(self.org.db.pool())
            .await
            .unwrap();
        if status == "finished" {
            sign(&mut self.org, m).await;
        }
    }
}
