//! What a player's private draft page shows besides the packet: each card's continent,
//! and how many territories of each continent the player holds so far (the draft is
//! a race for continents), plus the event stream that makes the page live.

use super::draft::seat_of;
use crate::engine::Lang;
use crate::engine::map::{Map, TerritoryId, TerritorySet, members};
use crate::web::{AppState, Result};
use axum::extract::{Path, State};
use axum::response::sse::{KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio_stream::wrappers::BroadcastStream;

/// A card of the packet, or one kept.
#[derive(serde::Serialize)]
pub struct Card {
    /// The territory's slug (the form's value).
    pub slug: String,
    /// Its name.
    pub name: String,
    /// Its continent's name.
    pub continent: String,
}

/// How much of a continent the player holds.
#[derive(serde::Serialize)]
pub struct ContinentCount {
    /// The continent's name.
    pub name: String,
    /// Territories of it kept so far.
    pub held: u32,
    /// Territories it has.
    pub size: u32,
}

/// The card of territory `t`.
pub fn card(map: &Map, t: TerritoryId, lang: Lang) -> Card {
    let ter = map.territory(t);
    Card {
        slug: ter.slug.clone(),
        name: map.name(t, lang).to_string(),
        continent: map.continent_name(ter.continent, lang).to_string(),
    }
}

/// The player's count in every continent (bonus regions left out: they overlap the
/// continents), in map order.
pub fn continent_counts(map: &Map, held: TerritorySet, lang: Lang) -> Vec<ContinentCount> {
    map.continents()
        .filter(|(_, c)| !c.region)
        .map(|(id, c)| ContinentCount {
            name: map.continent_name(id, lang).to_string(),
            held: members(held & c.territories)
                .count()
                .try_into()
                .unwrap_or(u32::MAX),
            size: c.size(),
        })
        .collect()
}

/// `GET /draft/{token}/events`: a `change` event after every entry of the match, so
/// the player's page (static/draft.js) fetches itself again when a pass moves on.
pub async fn events(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response> {
    let (id, _) = seat_of(&state, &token).await?;
    let rx = state.live.subscribe(id);
    Ok(
        Sse::new(crate::web::console::table::changes(BroadcastStream::new(
            rx,
        )))
        .keep_alive(KeepAlive::default())
        .into_response(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_name_each_continent_and_skip_regions() {
        let map = Map::risiko();
        let cina = map.by_slug("cina").unwrap();
        let egitto = map.by_slug("egitto").unwrap();
        let counts = continent_counts(map, cina.bit() | egitto.bit(), Lang::It);
        assert_eq!(counts.len(), 6, "six continents");
        let asia = counts.iter().find(|c| c.name == "Asia").unwrap();
        assert_eq!((asia.held, asia.size), (1, 12));
        let total: u32 = counts.iter().map(|c| c.held).sum();
        assert_eq!(total, 2, "a region does not count a territory twice");
        assert_eq!(card(map, egitto, Lang::It).continent, "Africa");
    }
}
