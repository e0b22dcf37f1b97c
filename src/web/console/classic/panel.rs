//! The classic panel's model: the current step's forms for the seat to act, built from
//! the engine's [`Choices`] and the game's readers only (what the player may claim, place,
//! trade, attack, occupy, move), with the names and numbers the referee reads.

use askama::Template;

use super::attack::{self, AttackForm};
use crate::engine::any::AnyGame;
use crate::engine::classic::{self, SYMBOLS};
use crate::engine::map::TerritoryId;
use crate::engine::table::{Choices, Table};
use crate::web::i18n::{Lang, Tr, t};

/// A choice in a select, or a button.
pub struct Opt {
    /// Submitted value.
    pub value: String,
    /// Shown text.
    pub label: String,
    /// Preselected.
    pub selected: bool,
}

/// One continent's empty territories, as one-tap claim buttons.
pub struct ClaimGroup {
    /// The continent's name.
    pub continent: String,
    /// Its empty territories.
    pub territories: Vec<Opt>,
}

/// One own territory of the placement form: slug, name, armies now.
pub struct PlaceRow {
    /// Field suffix.
    pub slug: String,
    /// Name.
    pub name: String,
    /// Armies on it now.
    pub armies: u32,
}

/// The placement form (setup turns and reinforcements).
pub struct PlaceForm {
    /// Armies to place anywhere own in this `place` (the steppers' allowance).
    pub allowance: u32,
    /// Setup: exactly this many.
    pub setup: bool,
    /// Own territories.
    pub rows: Vec<PlaceRow>,
    /// The card's +2: slug, name, armies.
    pub bonus: Option<(String, String, u32)>,
    /// Two players, setup: the neutral territories, one to take 1 army (empty otherwise).
    pub neutral: Vec<Opt>,
}

/// The trade form.
pub struct TradeForm {
    /// Cards in the hand.
    pub cards: u32,
    /// What the next set is worth (the table's ladder).
    pub worth: u32,
    /// Sets traded so far at the table.
    pub traded: u32,
    /// A trade must come first.
    pub required: bool,
    /// Every card by symbol (the jolly last): a checkbox each, own territories starred.
    pub deck: Vec<(String, Vec<Opt>)>,
    /// Cards whose symbol the map does not know: slug and name.
    pub unknown: Vec<(String, String)>,
    /// The symbols to choose from.
    pub symbols: Vec<Opt>,
    /// Own territories that may take the +2 (empty once taken this turn).
    pub bonus: Vec<Opt>,
}

/// The occupation after a capture.
pub struct OccupyForm {
    /// The captured territory's name.
    pub to: String,
    /// Fewest armies.
    pub min: u32,
    /// Most.
    pub max: u32,
}

/// The fortify move.
pub struct MoveForm {
    /// `from>to` routes with their most armies.
    pub routes: Vec<(Opt, u32)>,
    /// The largest maximum (the field's bound before a route is chosen).
    pub max: u32,
}

/// The whole panel.
#[derive(Template)]
#[template(path = "console/classic/panel.html")]
pub struct Panel<'a> {
    v: Tr,
    csrf: &'a str,
    id: i64,
    expected: i64,
    key: String,
    seat: u8,
    name: String,
    claim: Vec<ClaimGroup>,
    place: Option<PlaceForm>,
    trade: Option<TradeForm>,
    attack: Option<AttackForm>,
    occupy: Option<OccupyForm>,
    moves: Option<MoveForm>,
    end_turn: bool,
}

impl Panel<'_> {
    /// The value posted for `name` in a refused submission of the form `kind`.
    fn kept<'p>(posted: &'p [(String, String)], kind: &str, name: &str) -> Option<&'p str> {
        let get = |k: &str| posted.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
        (get("type") == Some(kind)).then(|| get(name)).flatten()
    }
}

/// Builds the panel; `None` when nobody acts (a finished match) or the game is not
/// classic.
pub fn build<'a>(
    game: &AnyGame,
    lang: Lang,
    expected: i64,
    id: i64,
    posted: &[(String, String)],
    csrf: &'a str,
) -> Option<Panel<'a>> {
    let AnyGame::Classic(g) = game else {
        return None;
    };
    let c = game.choices();
    let seat = c.seat?;
    let map = game.map();
    let el = lang;
    let name = |t: TerritoryId| map.name(t, el).to_string();
    let slug = |t: TerritoryId| map.territory(t).slug.clone();
    let mut claim: Vec<ClaimGroup> = Vec::new();
    for (cid, _) in map.continents().filter(|(_, k)| !k.region) {
        let territories: Vec<Opt> = c
            .claim
            .iter()
            .filter(|t| map.territory(**t).continent == cid)
            .map(|t| Opt {
                value: slug(*t),
                label: name(*t),
                selected: false,
            })
            .collect();
        if !territories.is_empty() {
            claim.push(ClaimGroup {
                continent: map.continent_name(cid, el).to_string(),
                territories,
            });
        }
    }
    let place = place_form(game, g, &c, lang, posted);
    let trade = c.trade.then(|| trade_form(g, seat, &c, lang, posted));
    let last = g.last_action();
    let attack = (!c.attacks.is_empty()).then(|| {
        let entry = g.settings().dice_entry;
        let kept: Vec<(String, String)> = if Panel::kept(posted, "attack", "route").is_some() {
            posted.to_vec()
        } else {
            Vec::new()
        };
        let last = match last {
            Some(classic::Action::Attack { from, to, .. }) => Some((*from, *to)),
            _ => None,
        };
        let dice = attack::CLASSIC_DICE;
        attack::form(game.table(), &c.attacks, last, entry, dice, lang, &kept)
    });
    let occupy = c.occupy.map(|o| OccupyForm {
        to: name(o.to),
        min: o.min,
        max: o.max,
    });
    let moves = (!c.moves.is_empty()).then(|| MoveForm {
        max: c.moves.iter().map(|m| m.max).max().unwrap_or(1),
        routes: c
            .moves
            .iter()
            .map(|m| {
                let value = format!("{}>{}", slug(m.from), slug(m.to));
                let selected = Panel::kept(posted, "move", "route") == Some(value.as_str());
                let label = format!(
                    "{} ({}) \u{2192} {} ({})",
                    name(m.from),
                    game.armies(m.from),
                    name(m.to),
                    game.armies(m.to)
                );
                (
                    Opt {
                        value,
                        label,
                        selected,
                    },
                    m.max,
                )
            })
            .collect(),
    });
    let who = game
        .seats()
        .into_iter()
        .find(|s| s.seat == seat)
        .map_or_else(String::new, |s| s.name);
    Some(Panel {
        v: Tr(lang),
        csrf,
        id,
        expected,
        key: crate::web::session::random_token(),
        seat,
        name: who,
        claim,
        place,
        trade,
        attack,
        occupy,
        moves,
        end_turn: c.end_turn,
    })
}

fn place_form(
    game: &AnyGame,
    g: &classic::Game,
    c: &Choices,
    lang: Lang,
    posted: &[(String, String)],
) -> Option<PlaceForm> {
    let bonus_n = c.place_bonus.map_or(0, |(_, n)| n);
    if c.place_on.is_empty() || c.place_armies + bonus_n == 0 {
        return None;
    }
    let map = game.map();
    let el = lang;
    let setup = game.round() == 0;
    let neutral_due = !c.place_neutral.is_empty() && g.setup_armies_left(None) > 0;
    let kept = Panel::kept(posted, "place", "neutral");
    Some(PlaceForm {
        allowance: c.place_armies,
        setup,
        rows: c
            .place_on
            .iter()
            .map(|t| PlaceRow {
                slug: map.territory(*t).slug.clone(),
                name: map.name(*t, el).to_string(),
                armies: game.armies(*t),
            })
            .collect(),
        bonus: c.place_bonus.map(|(t, n)| {
            (
                map.territory(t).slug.clone(),
                map.name(t, el).to_string(),
                n,
            )
        }),
        neutral: if neutral_due {
            c.place_neutral
                .iter()
                .map(|t| {
                    let value = map.territory(*t).slug.clone();
                    Opt {
                        selected: kept == Some(value.as_str()),
                        label: format!("{} ({})", map.name(*t, el), game.armies(*t)),
                        value,
                    }
                })
                .collect()
        } else {
            Vec::new()
        },
    })
}

fn trade_form(
    g: &classic::Game,
    seat: u8,
    c: &Choices,
    lang: Lang,
    posted: &[(String, String)],
) -> TradeForm {
    let map = g.map();
    let el = lang;
    let symbol = |w: &str| t(lang, &format!("classic.symbol.{w}")).to_string();
    let kept = |k: &str| Panel::kept(posted, "trade", k).unwrap_or("").to_string();
    let picked: Vec<&str> = if Panel::kept(posted, "trade", "type").is_some() {
        posted
            .iter()
            .filter(|(k, _)| k == "card")
            .map(|(_, v)| v.as_str())
            .collect()
    } else {
        Vec::new()
    };
    let mine = |t: TerritoryId| g.owner(t) == Some(crate::engine::Owner::Seat(seat));
    let card = |id: TerritoryId| {
        let slug = map.territory(id).slug.clone();
        let star = if mine(id) { " \u{2605}" } else { "" };
        Opt {
            selected: picked.contains(&slug.as_str()),
            label: format!("{}{star}", map.name(id, el)),
            value: slug,
        }
    };
    let mut deck: Vec<(String, Vec<Opt>)> = SYMBOLS
        .iter()
        .map(|w| {
            let mut cards: Vec<Opt> = map
                .territory_ids()
                .filter(|id| {
                    let tr = map.territory(*id);
                    tr.card_verified && tr.card.as_deref() == Some(*w)
                })
                .map(card)
                .collect();
            cards.sort_by(|a, b| a.label.cmp(&b.label));
            (symbol(w), cards)
        })
        .collect();
    let unknown: Vec<Opt> = map
        .territory_ids()
        .filter(|id| !map.territory(*id).card_verified)
        .map(card)
        .collect();
    deck.push((t(lang, "classic.symbol_unknown").to_string(), unknown));
    let jollies = picked.iter().filter(|p| **p == "jolly").count();
    let jolly = (0..2)
        .map(|k| Opt {
            value: "jolly".into(),
            label: t(lang, "classic.jolly").into(),
            selected: k < jollies,
        })
        .collect();
    deck.push((t(lang, "classic.jolly").to_string(), jolly));
    let bonus = if g.card_bonus_taken() {
        Vec::new()
    } else {
        let mut v: Vec<Opt> = map
            .territory_ids()
            .filter(|t| mine(*t))
            .map(|t| Opt {
                value: map.territory(t).slug.clone(),
                label: map.name(t, el).to_string(),
                selected: kept("bonus") == map.territory(t).slug,
            })
            .collect();
        v.sort_by(|a, b| a.label.cmp(&b.label));
        v
    };
    TradeForm {
        cards: g.cards(seat),
        worth: g.next_set_value(),
        traded: g.sets_traded(),
        required: c.trade_required,
        deck,
        unknown: map
            .territory_ids()
            .filter(|id| !map.territory(*id).card_verified)
            .map(|id| (map.territory(id).slug.clone(), map.name(id, el).to_string()))
            .collect(),
        symbols: SYMBOLS
            .iter()
            .map(|w| Opt {
                value: (*w).to_string(),
                label: symbol(w),
                selected: false,
            })
            .collect(),
        bonus,
    }
}
