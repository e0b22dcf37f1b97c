//! The 2210 panel's model: the head (year, order, energy, commanders) and the forms of
//! the current step, built from the engine's [`Choices`](crate::engine::table::Choices)
//! and the game's readers only (`offer.rs` in the engine: what the seat may buy, invade,
//! fortify and play, each an action the engine accepts).

use crate::web::console::dice_console::{Posting, panel_posting};
use askama::Template;

use super::cards::{CardForm, cards};
use super::head::{Head, head};
use super::turn::{Fights, fights, kind_opt};
use crate::engine::any::AnyGame;
use crate::engine::map::{Layer, TerritoryId};
use crate::engine::risk2210::{Action, Game, Piece, Stage};
use crate::engine::table::Table;
use crate::web::console::dice_console::{Asked, ClaimGroup, Opt, PlaceForm, PlaceRow};
use crate::web::i18n::{Lang, t};

/// One player's row of the bidding form.
pub struct BidRow {
    /// Seat (field suffix).
    pub seat: u8,
    /// Name.
    pub name: String,
    /// Energy, the most they may bid.
    pub energy: u32,
    /// The marker preset (seat order).
    pub marker: usize,
}

/// The year's bidding.
pub struct BidForm {
    /// The active players.
    pub rows: Vec<BidRow>,
    /// Markers 1..N.
    pub markers: Vec<usize>,
}

/// The free pieces of the setup.
pub struct PieceForm {
    /// The pieces left to the seat.
    pub pieces: Vec<Opt>,
    /// Own territories, one tap each.
    pub sites: Vec<Opt>,
}

/// Phase 2 and 3: commanders, stations, cards bought with energy.
pub struct ShopForm {
    /// Commander kinds the seat may buy.
    pub kinds: Vec<Opt>,
    /// Where a commander may go.
    pub kind_sites: Vec<Opt>,
    /// Where a station may go.
    pub station_sites: Vec<Opt>,
    /// Decks the seat may buy from: word, name, cards left.
    pub decks: Vec<(String, String, u32)>,
}

impl ShopForm {
    fn is_empty(&self) -> bool {
        self.kinds.is_empty() && self.station_sites.is_empty() && self.decks.is_empty()
    }
}

/// The whole panel.
#[derive(Template)]
#[template(path = "console/risk2210/panel.html")]
pub struct Panel<'a> {
    posting: Posting<'a>,
    head: Head,
    seat: u8,
    name: String,
    phase: &'static str,
    claim: Vec<ClaimGroup>,
    place: Option<PlaceForm>,
    pieces: Option<PieceForm>,
    bid: Option<BidForm>,
    shop: Option<ShopForm>,
    cards: Vec<CardForm>,
    fights: Fights,
    end_turn: bool,
}

panel_posting!(Panel);

/// A territory as a choice: slug and name.
pub fn opt(g: &Game, lang: Lang, t: TerritoryId) -> Opt {
    Opt {
        value: g.map().territory(t).slug.clone(),
        label: g.map().name(t, lang).to_string(),
        selected: false,
    }
}

/// A territory's name with its layer's sign (sea ≈, Moon ☾) so a phone list reads at
/// a glance which board it is on.
pub fn place_name(g: &Game, lang: Lang, t: TerritoryId) -> String {
    let name = g.map().name(t, lang);
    match g.map().territory(t).layer {
        Layer::Land => name.to_string(),
        Layer::Sea => format!("\u{2248} {name}"),
        Layer::Moon => format!("\u{263e} {name}"),
    }
}

/// Builds the panel; `None` when the game is not 2210.
pub fn build(asked: Asked<'_>) -> Option<Panel<'_>> {
    let (game, lang, posted) = (asked.game, asked.lang, asked.posted);
    let AnyGame::Risk2210(g) = game else {
        return None;
    };
    let g: &Game = g;
    let c = game.choices();
    let seat = c.seat.unwrap_or(0);
    let names = g.names();
    let map = game.map();
    let el = lang;
    let at = asked.places();
    let claim = at.claim_groups(map.continents().map(|(cid, _)| cid), &c.claim, |t| {
        opt(g, lang, t)
    });
    let place = (!c.place_on.is_empty() && c.place_armies > 0).then(|| PlaceForm {
        allowance: c.place_armies,
        setup: g.stage() == Stage::Placement,
        rows: c
            .place_on
            .iter()
            .map(|t| PlaceRow {
                slug: map.territory(*t).slug.clone(),
                name: place_name(g, lang, *t),
                armies: g.units(*t),
            })
            .collect(),
        bonus: None,
        neutral: Vec::new(),
    });
    let turn = g.stage() == Stage::Turn && g.income_left() == 0;
    Some(Panel {
        posting: asked.posting(),
        head: head(g, g.years(), lang),
        seat,
        name: c
            .seat
            .map_or_else(String::new, |s| names[usize::from(s)].clone()),
        phase: g.phase_words(el),
        claim,
        place,
        pieces: pieces(g, seat, lang),
        bid: bid(g),
        shop: if turn { shop(g, seat, lang) } else { None },
        cards: cards(g, lang, posted),
        fights: if turn {
            fights(g, seat, lang, posted)
        } else {
            Fights::default()
        },
        end_turn: turn && g.allows(&Action::EndTurn { seat }),
    })
}

fn pieces(g: &Game, seat: u8, lang: Lang) -> Option<PieceForm> {
    let left = g.pieces_left();
    let first = *left.first()?;
    let word = |p: Piece| match p {
        Piece::Land => ("land", t(lang, "r2210.piece.land")),
        Piece::Diplomat => ("diplomat", t(lang, "r2210.piece.diplomat")),
        Piece::Station => ("station", t(lang, "r2210.piece.station")),
    };
    Some(PieceForm {
        pieces: left
            .iter()
            .map(|&p| Opt {
                value: word(p).0.into(),
                label: word(p).1.into(),
                selected: p == first,
            })
            .collect(),
        sites: g
            .sites(seat, |territory| Action::PlacePiece {
                seat,
                piece: first,
                territory,
            })
            .into_iter()
            .map(|t| opt(g, lang, t))
            .collect(),
    })
}

fn bid(g: &Game) -> Option<BidForm> {
    if g.stage() != Stage::Bidding {
        return None;
    }
    let names = g.names();
    let active = g.active();
    Some(BidForm {
        rows: active
            .iter()
            .enumerate()
            .map(|(i, &s)| BidRow {
                seat: s,
                name: names[usize::from(s)].clone(),
                energy: g.energy(s),
                marker: i + 1,
            })
            .collect(),
        markers: (1..=active.len()).collect(),
    })
}

fn shop(g: &Game, seat: u8, lang: Lang) -> Option<ShopForm> {
    let kinds = g.commanders_to_buy(seat);
    let kind_sites = kinds.first().map_or_else(Vec::new, |&commander| {
        g.sites(seat, |territory| Action::BuyCommander {
            seat,
            commander,
            territory,
        })
    });
    let station_sites = g.sites(seat, |territory| Action::BuyStation { seat, territory });
    let f = ShopForm {
        kinds: kinds
            .into_iter()
            .map(|k| kind_opt(k, lang, false))
            .collect(),
        kind_sites: kind_sites.into_iter().map(|t| opt(g, lang, t)).collect(),
        station_sites: station_sites.into_iter().map(|t| opt(g, lang, t)).collect(),
        decks: g
            .decks_to_buy(seat)
            .into_iter()
            .map(|(d, left)| {
                let w = super::fields::deck_word(d);
                (
                    w.to_string(),
                    t(lang, &format!("r2210.deck.{w}")).to_string(),
                    left,
                )
            })
            .collect(),
    };
    (!f.is_empty()).then_some(f)
}
