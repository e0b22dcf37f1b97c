//! The classic panel's model: the current step's forms for the seat to act, built from
//! the engine's [`Choices`] and the game's readers only (what the player may claim, place,
//! trade, attack, occupy, move), with the names and numbers the referee reads.

use crate::web::console::dice_console::{Posting, panel_posting};
use askama::Template;

use crate::engine::any::AnyGame;
use crate::engine::classic::{self, SYMBOLS};
use crate::engine::map::TerritoryId;
use crate::engine::table::{Choices, Table};
use crate::web::console::attack::{self, AttackForm, DiceRule};
use crate::web::console::dice_console::{
    Asked, ClaimGroup, MoveForm, OccupyForm, Opt, PlaceForm, Places, jollies, kept, picked_cards,
    symbol,
};
use crate::web::i18n::t;

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

/// The forms of a RisiKo! turn, which torneo's panel offers as classic's does (torneo
/// is classic with its tournament rules): the placement, the trade (each ruleset's own
/// form `Trade`), the attack with its one-tap throws, the occupation after a capture,
/// the move and the end of the turn. A panel holds it as `turn`, read by its template
/// and the shared `console/_attack.html`, `_occupy.html`, `_move.html`, `_end_turn.html`.
pub struct Turn<Trade> {
    /// Setup turns and reinforcements.
    pub place: Option<PlaceForm>,
    /// The cards to trade.
    pub trade: Option<Trade>,
    /// The attack, when one may be made.
    pub attack: Option<AttackForm>,
    /// The occupation the engine waits for.
    pub occupy: Option<OccupyForm>,
    /// The move at the end of the turn.
    pub moves: Option<MoveForm>,
    /// The turn may end now.
    pub end_turn: bool,
}

impl<Trade> Turn<Trade> {
    /// The forms the engine's choices `c` offer on `table`: the `neutral` territories
    /// in the placement (two players' setup), and the `trade` and `attack` forms each
    /// ruleset builds by its own rules.
    pub fn offered<T: Table + ?Sized>(
        asked: &Asked<'_>,
        table: &T,
        c: &Choices,
        neutral: Vec<Opt>,
        trade: Option<Trade>,
        attack: Option<AttackForm>,
    ) -> Self {
        let at = asked.places();
        Turn {
            place: at.place_form(table, c, neutral),
            trade,
            attack,
            occupy: at.occupy_form(c),
            moves: at.move_form(table, c, asked.posted),
            end_turn: c.end_turn,
        }
    }
}

/// The whole panel.
#[derive(Template)]
#[template(path = "console/classic/panel.html")]
pub struct Panel<'a> {
    posting: Posting<'a>,
    seat: u8,
    name: String,
    claim: Vec<ClaimGroup>,
    turn: Turn<TradeForm>,
}

panel_posting!(Panel);

/// Builds the panel; `None` when nobody acts (a finished match) or the game is not
/// classic.
pub fn build(asked: Asked<'_>) -> Option<Panel<'_>> {
    let (game, posted) = (asked.game, asked.posted);
    let AnyGame::Classic(g) = game else {
        return None;
    };
    let c = game.choices();
    let seat = c.seat?;
    let at = asked.places();
    let continents = at.map.continents().filter(|(_, k)| !k.region);
    let claim = at.claim_groups(continents.map(|(cid, _)| cid), &c.claim, |t| at.opt(t));
    let last = match g.last_action() {
        Some(classic::Action::Attack { from, to, .. }) => Some((*from, *to)),
        _ => None,
    };
    let entry = g.settings().dice_entry;
    let attack = attack::offered(&asked, &c.attacks, last, entry, CLASSIC_DICE);
    let who = game
        .seats()
        .into_iter()
        .find(|s| s.seat == seat)
        .map_or_else(String::new, |s| s.name);
    let trade = c.trade.then(|| trade_form(g, seat, &c, at, posted));
    let turn = Turn::offered(&asked, game, &c, neutral(g, at, &c, posted), trade, attack);
    Some(Panel {
        posting: asked.posting(),
        seat,
        name: who,
        claim,
        turn,
    })
}

/// Two players, setup: the neutral territories, one to take 1 army, while the neutral
/// still has armies to place (none otherwise).
fn neutral(g: &classic::Game, at: Places, c: &Choices, posted: &[(String, String)]) -> Vec<Opt> {
    if c.place_neutral.is_empty() || g.setup_armies_left(None) == 0 {
        return Vec::new();
    }
    let kept = kept(posted, "place", "neutral");
    c.place_neutral
        .iter()
        .map(|t| {
            let value = at.slug(*t);
            Opt {
                selected: kept == Some(value.as_str()),
                label: format!("{} ({})", at.name(*t), g.armies(*t)),
                value,
            }
        })
        .collect()
}

fn trade_form(
    g: &classic::Game,
    seat: u8,
    c: &Choices,
    at: Places,
    posted: &[(String, String)],
) -> TradeForm {
    let map = at.map;
    let lang = at.lang;
    let mine = |t: TerritoryId| g.owner(t) == Some(crate::engine::Owner::Seat(seat));
    let picked = picked_cards(posted);
    let mut deck = at.cards_by_symbol(true, mine, posted);
    let unknown = || {
        map.territory_ids()
            .filter(|id| !map.territory(*id).card_verified)
    };
    let unknown_cards: Vec<Opt> = unknown().map(|id| at.card(id, mine(id), &picked)).collect();
    deck.push((t(lang, "classic.symbol_unknown").to_string(), unknown_cards));
    deck.push(jollies(lang, posted));
    let bonus = if g.card_bonus_taken() {
        Vec::new()
    } else {
        let kept = kept(posted, "trade", "bonus").unwrap_or("");
        let mut v: Vec<Opt> = map
            .territory_ids()
            .filter(|t| mine(*t))
            .map(|t| Opt {
                selected: kept == map.territory(t).slug,
                ..at.opt(t)
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
        unknown: unknown().map(|id| (at.slug(id), at.name(id))).collect(),
        symbols: SYMBOLS
            .iter()
            .map(|w| Opt {
                value: (*w).to_string(),
                label: symbol(lang, w),
                selected: false,
            })
            .collect(),
        bonus,
    }
}

/// Classic's dice: the defender 1 or 2, the attacker any count.
const CLASSIC_DICE: DiceRule = DiceRule {
    defender_most: 2,
    attacker_not_fewer: false,
};
