//! The hub's public pages, in the look of a club instance's: the national
//! ranking, the club ranking and a person's page with their national rank over
//! time (the club player page's plot, `web::players::plot`) and their figures
//! per ruleset; and the read API of a person, which carries the same figures.

use std::collections::BTreeMap;

use askama::Template;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use serde::Serialize;
use serde_json::json;

use super::server::{Hub, clubs_of, lang, national, refuse, shown, unavailable};
use super::{admin, store};
use crate::i18n::{Lang, t};
use crate::tournament::circuit::circuit_standings;

/// What every hub page's layout reads: the language and, for the signed-in
/// administrator, the CSRF token of their forms.
pub struct HubView {
    /// The reader's language.
    pub lang: Lang,
    /// The administrator's signed in (their menu shows).
    pub admin: bool,
    /// The session's CSRF token, or the sign-in form's.
    pub csrf: String,
}

impl HubView {
    /// The message `key` in the reader's language.
    pub fn t<'a>(&self, key: &'a str) -> &'a str {
        t(self.lang, key)
    }

    /// The view of a reader: the administrator when their session cookie is live.
    pub async fn of(hub: &Hub, headers: &HeaderMap) -> Self {
        let lang = lang(headers);
        match admin::session(hub, headers).await {
            Ok(Some(csrf)) => Self {
                lang,
                admin: true,
                csrf,
            },
            _ => Self {
                lang,
                admin: false,
                csrf: String::new(),
            },
        }
    }
}

/// Renders `page` with `status`; a template that fails is a 500 the log names
/// (templates are checked when built, so only a broken value gets here).
pub fn render<T: Template>(status: StatusCode, page: &T) -> Response {
    match page.render() {
        Ok(html) => (status, Html(html)).into_response(),
        Err(e) => {
            tracing::error!("hub page: {e}");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// A page saying one thing, with a link back: refusals of the pages.
#[derive(Template)]
#[template(path = "hub/message.html")]
pub struct MessagePage {
    /// Layout.
    pub v: HubView,
    /// Heading.
    pub title: String,
    /// The sentence.
    pub message: String,
    /// Where "back" goes.
    pub back: String,
}

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
        crate::web::players::plot(&points, v.t("hub-plot"))
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
