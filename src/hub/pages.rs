//! The hub's public pages, in the look of a club instance's: the national
//! ranking, the club ranking and a person's page with their national rank over
//! time (the club player page's plot, `plot::rank_over_time`) and their figures
//! per ruleset; and the read API of the same three, which carries the same figures.

use std::collections::{BTreeMap, HashMap};

use askama::Template;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::json;

use super::state::{Hub, lang, refuse, unavailable};
use super::store;
use super::view::{HubView, MessagePage, render};
use crate::i18n::{Lang, t};
use crate::tournament::circuit::{CircuitStanding, circuit_standings};

/// One row of the national ranking page.
pub struct RankingRow {
    rank: u32,
    id: i64,
    name: String,
    club: String,
    events: usize,
    total: String,
}

#[derive(Template)]
#[template(path = "hub/ranking.html")]
struct RankingPage {
    v: HubView,
    rows: Vec<RankingRow>,
}

#[derive(Template)]
#[template(path = "hub/clubs.html")]
struct ClubsPage {
    v: HubView,
    clubs: Vec<(String, String, usize)>,
}

/// One ruleset's figures of a person.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figures {
    /// The ruleset's code (`risiko-classic`, …).
    pub ruleset: String,
    /// Its name in the reader's language.
    #[serde(skip)]
    pub name: String,
    /// Tables played.
    pub games: u32,
    /// Tables won (1st place, shared or not).
    pub wins: u32,
    /// Average place at the table, to one decimal.
    pub average_place: String,
}

struct FiguresRow {
    code: String,
    name: String,
    games: u32,
    wins: u32,
    average_place: String,
}

struct ResultRow {
    date: String,
    name: String,
    club: String,
    place: i32,
    score: String,
}

#[derive(Template)]
#[template(path = "hub/player.html")]
struct PlayerPage {
    v: HubView,
    person: store::Person,
    rank: Option<u32>,
    total: String,
    plot: String,
    rulesets: Vec<FiguresRow>,
    results: Vec<ResultRow>,
}

/// The national ranking with each person's name and club.
pub(super) async fn national(
    hub: &Hub,
) -> Result<(Vec<CircuitStanding>, Vec<store::Person>), sqlx::Error> {
    let events = store::circuit_events(&hub.pool).await?;
    let people = store::people_list(&hub.pool).await?;
    // Every stored event's type was in the rules when it was published; one a
    // later rules file dropped is left out rather than failing the page.
    let events: Vec<_> = events
        .into_iter()
        .filter(|e| hub.rules.event_type(&e.event_type).is_some())
        .collect();
    let rows = circuit_standings(&hub.rules, &events).unwrap_or_default();
    Ok((rows, people))
}

/// A club's ranking: its players' national totals summed, best first.
pub(super) fn clubs_of(
    rows: &[CircuitStanding],
    people: &[store::Person],
) -> Vec<(String, i64, usize)> {
    let mut by_club: HashMap<String, (i64, usize)> = HashMap::new();
    for r in rows {
        if let Some(club) = store::person_in(people, r.player).and_then(|p| p.club.clone()) {
            let slot = by_club.entry(club).or_default();
            slot.0 += r.total.0;
            slot.1 += 1;
        }
    }
    let mut out: Vec<(String, i64, usize)> =
        by_club.into_iter().map(|(c, (t, n))| (c, t, n)).collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    out
}

/// Points in ten-thousandths as the pages show them.
pub(super) fn shown(points: i64) -> String {
    crate::tournament::individual::Points(points).to_string()
}

/// `GET /`: the national ranking.
pub async fn ranking_page(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    let v = HubView::of(&hub, &headers).await;
    let (rows, people) = match national(&hub).await {
        Ok(r) => r,
        Err(e) => return unavailable(v.lang, &e),
    };
    let rows = rows
        .iter()
        .map(|r| {
            let p = store::person_in(&people, r.player);
            RankingRow {
                rank: r.rank,
                id: r.player,
                name: p.map(|p| p.name.clone()).unwrap_or_default(),
                club: p.and_then(|p| p.club.clone()).unwrap_or_default(),
                events: r.counted.len(),
                total: shown(r.total.0),
            }
        })
        .collect();
    render(StatusCode::OK, &RankingPage { v, rows })
}

/// `GET /clubs`: the club ranking.
pub async fn clubs_page(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    let v = HubView::of(&hub, &headers).await;
    let (rows, people) = match national(&hub).await {
        Ok(r) => r,
        Err(e) => return unavailable(v.lang, &e),
    };
    let clubs = clubs_of(&rows, &people)
        .into_iter()
        .map(|(club, total, n)| (club, shown(total), n))
        .collect();
    render(StatusCode::OK, &ClubsPage { v, clubs })
}

/// Everything a person's page and API show.
struct Player {
    person: store::Person,
    results: Vec<store::Appearance>,
    /// (rank, total) now, when ranked.
    now: Option<(u32, i64)>,
    /// (event name, date, rank) after each event the person played.
    ranks: Vec<(String, chrono::NaiveDate, u32)>,
    figures: Vec<Figures>,
}

/// The person `id` with their results, rank over time and figures.
async fn player(hub: &Hub, id: &str, lang: Lang) -> Result<Option<Player>, sqlx::Error> {
    let Ok(id) = id.parse::<i64>() else {
        return Ok(None);
    };
    let Some(person) = store::people_list(&hub.pool)
        .await?
        .into_iter()
        .find(|p| p.id == id)
    else {
        return Ok(None);
    };
    let results = store::appearances(&hub.pool, id).await?;
    // The ranking again over the events up to each one the person played, so
    // the line shows how their national rank moved.
    let events: Vec<_> = store::circuit_events(&hub.pool)
        .await?
        .into_iter()
        .filter(|e| hub.rules.event_type(&e.event_type).is_some() && hub.rules.window.holds(e.date))
        .collect();
    let mut ranks = Vec::new();
    let mut now = None;
    for k in 1..=events.len() {
        let last = &events[k - 1];
        if !last.results.iter().any(|r| r.player == id) {
            continue;
        }
        if let Ok(rows) = circuit_standings(&hub.rules, &events[..k])
            && let Some(r) = rows.iter().find(|r| r.player == id)
        {
            ranks.push((last.name.clone(), last.date, r.rank));
        }
    }
    if let Ok(rows) = circuit_standings(&hub.rules, &events)
        && let Some(r) = rows.iter().find(|r| r.player == id)
    {
        now = Some((r.rank, r.total.0));
    }
    let mut per: BTreeMap<String, (u32, u32, u32)> = BTreeMap::new();
    for (ruleset, place) in store::tables_of(&hub.pool, id).await? {
        let f = per.entry(ruleset).or_default();
        f.0 += 1;
        f.1 += u32::from(place == 1);
        f.2 += place;
    }
    let figures = per
        .into_iter()
        .map(|(code, (games, wins, places))| Figures {
            name: crate::engine::ruleset_for(&code)
                .map(|r| r.name(lang).to_owned())
                .unwrap_or_else(|| code.clone()),
            ruleset: code,
            games,
            wins,
            average_place: format!("{:.1}", f64::from(places) / f64::from(games.max(1))),
        })
        .collect();
    Ok(Some(Player {
        person,
        results,
        now,
        ranks,
        figures,
    }))
}

/// `GET /players/{id}`: a person's page.
pub async fn player_page(
    State(hub): State<Hub>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    let v = HubView::of(&hub, &headers).await;
    let found = match player(&hub, &id, v.lang).await {
        Ok(p) => p,
        Err(e) => return unavailable(v.lang, &e),
    };
    let Some(p) = found else {
        let title = v.t("hub-no-player").to_owned();
        return render(
            StatusCode::NOT_FOUND,
            &MessagePage {
                message: title.clone(),
                title,
                back: "/".into(),
                v,
            },
        );
    };
    let points: Vec<(String, u32)> = p
        .ranks
        .iter()
        .map(|(name, date, rank)| (format!("{date} {name}"), *rank))
        .collect();
    let plot = if points.is_empty() {
        String::new()
    } else {
        crate::plot::rank_over_time(&points, v.t("hub-plot"))
    };
    let page = PlayerPage {
        rank: p.now.map(|n| n.0),
        total: shown(p.now.map_or(0, |n| n.1)),
        plot,
        rulesets: p
            .figures
            .into_iter()
            .map(|f| FiguresRow {
                code: f.ruleset,
                name: f.name,
                games: f.games,
                wins: f.wins,
                average_place: f.average_place,
            })
            .collect(),
        results: p
            .results
            .into_iter()
            .map(|a| ResultRow {
                date: a.date.to_string(),
                name: a.name,
                club: a.club,
                place: a.place,
                score: shown(a.score),
            })
            .collect(),
        person: p.person,
        v,
    };
    render(StatusCode::OK, &page)
}

/// `GET /api/players/{id}`: a person, their results, national rank now and
/// after each of their events, and their figures per ruleset.
pub async fn api_player(
    State(hub): State<Hub>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    let lang = lang(&headers);
    match player(&hub, &id, lang).await {
        Ok(Some(p)) => Json(json!({
            "player": p.person,
            "results": p.results,
            "rank": p.now.map(|n| n.0),
            "total": p.now.map(|n| shown(n.1)),
            "ranks": p.ranks.iter().map(|(event, date, rank)| json!({"event": event, "date": date, "rank": rank})).collect::<Vec<_>>(),
            "rulesets": p.figures,
        }))
        .into_response(),
        Ok(None) => refuse(StatusCode::NOT_FOUND, t(lang, "hub-no-player").to_owned()),
        Err(e) => unavailable(lang, &e),
    }
}

/// `GET /api/ranking`: the national ranking, each row with the person's name and club.
pub async fn api_ranking(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    match national(&hub).await {
        Ok((rows, people)) => {
            let rows: Vec<_> = rows
                .iter()
                .map(|r| {
                    let p = store::person_in(&people, r.player);
                    json!({
                        "rank": r.rank,
                        "player": r.player,
                        "name": p.map(|p| p.name.clone()),
                        "club": p.and_then(|p| p.club.clone()),
                        "total": shown(r.total.0),
                        "counted": r.counted,
                        "discarded": r.discarded,
                    })
                })
                .collect();
            Json(json!({ "ranking": rows })).into_response()
        }
        Err(e) => unavailable(lang(&headers), &e),
    }
}

/// `GET /api/clubs`: the club ranking.
pub async fn api_clubs(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    match national(&hub).await {
        Ok((rows, people)) => {
            let clubs: Vec<_> = clubs_of(&rows, &people)
                .into_iter()
                .map(|(club, total, n)| json!({"club": club, "players": n, "total": shown(total)}))
                .collect();
            Json(json!({ "clubs": clubs })).into_response()
        }
        Err(e) => unavailable(lang(&headers), &e),
    }
}
