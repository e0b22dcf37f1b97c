//! The T.E.G. panel's model: the current step's forms for the seat to act, built from
//! the engine's [`Choices`](crate::engine::table::Choices) and the game's readers only,
//! with the names and numbers the referee reads; the pacts card and the referee's secret
//! objectives card beside them.

use crate::web::console::dice_console::{Posting, panel_posting};
use askama::Template;

use super::alliances::{self, Alliances};
use super::move_in::{self, MoveInForm};
use super::pacts::{self, PactsView};
use super::secret::{self, SeatSecret};
use crate::engine::any::AnyGame;
use crate::engine::map::on_map;
use crate::engine::table::{Table, throw_outcomes};
use crate::engine::teg::{self, Stage};
use crate::engine::throw::DiceEntry;
use crate::web::console::attack::{self, AttackForm, DiceRow, DiceRule, Outcome};
use crate::web::console::dice_console::{Asked, Opt, kept, kept_form, log_word};
use crate::web::i18n::{Lang, t};

/// One own country of the placement form.
pub struct PlaceRow {
    /// Field suffix.
    pub slug: String,
    /// "Argentina".
    pub name: String,
    /// Armies now.
    pub armies: u32,
    /// Missiles now.
    pub missiles: u32,
}

/// The placement form: first armies, extra reinforcements, incorporation.
pub struct PlaceForm {
    /// The heading's key.
    pub title: &'static str,
    /// Armies to place.
    pub allowance: u32,
    /// The circuits ask for exactly that many.
    pub exact: bool,
    /// The continents' own armies ("3 in Oceanía").
    pub pools: Vec<String>,
    /// Own countries.
    pub rows: Vec<PlaceRow>,
}

/// The trade form.
pub struct TradeForm {
    /// What it is worth.
    pub worth: u32,
    /// Compulsory now (five cards).
    pub required: bool,
    /// Country cards in hand: the checkbox, the figures known (or none: a select).
    pub cards: Vec<(Opt, Option<String>)>,
    /// Continent cards held.
    pub continents: Vec<Opt>,
    /// The figures to choose from for a card the map does not know.
    pub figures: Vec<Opt>,
}

/// A missile route: the option and its data for the board.
pub struct MissileRoute {
    /// `from>to`, the label.
    pub opt: Opt,
    /// Distance.
    pub distance: u32,
}

/// The card step's forms.
pub struct CardsForm {
    /// A country card is due: the deck to say which was drawn.
    pub draw: Vec<Opt>,
    /// Continent cards to claim: (slug, button label).
    pub continents: Vec<(String, String)>,
    /// Countries whose card gives +3: (slug, button label).
    pub bonus: Vec<(String, String)>,
}

/// The whole panel.
#[derive(Template)]
#[template(path = "console/teg/panel.html")]
pub struct Panel<'a> {
    posting: Posting<'a>,
    seat: u8,
    name: String,
    situation: Vec<Opt>,
    crisis: Vec<(u8, String)>,
    place: Option<PlaceForm>,
    convert: Vec<Opt>,
    trade: Option<TradeForm>,
    attack: Option<AttackForm>,
    missiles: Vec<MissileRoute>,
    occupy: Option<MoveInForm>,
    moves: Vec<(Opt, u32, u32)>,
    cards: Option<CardsForm>,
    end_turn: bool,
    pacts: PactsView,
    secret: Vec<SeatSecret>,
    /// Missiles on the board, `slug:n` separated by spaces (for `static/teg.js`).
    board_missiles: String,
    /// The seat's own countries under a blockade (nothing placed there, §9).
    blockaded: Vec<String>,
    /// The zone penalty, the joint and condominium throws, the allies' move-in, and the
    /// condominiums and zones for the board picture.
    alliances: Alliances,
}

panel_posting!(Panel);

/// Builds the panel; `None` when the game is not T.E.G. or is over.
pub fn build(asked: Asked<'_>) -> Option<Panel<'_>> {
    let (game, lang, posted) = (asked.game, asked.lang, asked.posted);
    let AnyGame::Teg(g) = game else {
        return None;
    };
    let c = game.choices();
    let seat = c.seat?;
    let at = asked.places();
    let map = at.map;
    let name = |t| at.name(t);
    let slug = |t| at.slug(t);
    let names = g.names();
    let who = |s: u8| names.get(usize::from(s)).cloned().unwrap_or_default();
    let kept = |form: &str, k: &str| kept(posted, form, k);
    let colour = |c: &str| t(lang, &format!("colour.{c}")).to_string();
    let situation = g
        .situation_choices()
        .into_iter()
        .map(|(card, rest)| {
            let id = card.id();
            let label = t(lang, &format!("teg.card.{id}")).to_string();
            match rest {
                Some(c) => Opt {
                    value: format!("{id}:{c}"),
                    label: t(lang, "teg.descanso_of").replace("{colour}", &colour(c)),
                    selected: false,
                },
                None => Opt {
                    value: id.to_string(),
                    label,
                    selected: false,
                },
            }
        })
        .collect();
    let crisis = g.crisis_seats().into_iter().map(|s| (s, who(s))).collect();
    let place = (!c.place_on.is_empty() && c.place_armies > 0).then(|| PlaceForm {
        title: match g.stage() {
            Stage::Placement(_) => "teg.place_first",
            Stage::Extra => "teg.place_extra",
            _ => "teg.place",
        },
        allowance: c.place_armies,
        exact: matches!(g.stage(), Stage::Placement(_) | Stage::Extra),
        pools: g
            .continent_pools()
            .into_iter()
            .map(|(cid, n)| {
                t(lang, "teg.pool_line")
                    .replace("{n}", &n.to_string())
                    .replace("{c}", map.continent_name(cid, lang))
            })
            .collect(),
        rows: c
            .place_on
            .iter()
            .map(|t| PlaceRow {
                slug: slug(*t),
                name: name(*t),
                armies: g.armies_in(*t),
                missiles: g.missiles_in(*t),
            })
            .collect(),
    });
    let convert = g
        .convert_choices()
        .into_iter()
        .map(|(t, max)| Opt {
            selected: kept("convert", "country") == Some(slug(t).as_str()),
            value: slug(t),
            label: t_fill(
                lang,
                "teg.convert_label",
                &[
                    ("{t}", name(t)),
                    ("{n}", g.armies_in(t).to_string()),
                    ("{m}", max.to_string()),
                ],
            ),
        })
        .collect();
    let trade = c
        .trade
        .then(|| trade_form(g, seat, c.trade_required, lang, posted));
    let attack = (!c.attacks.is_empty()).then(|| attack_form(game, &c.attacks, lang, posted));
    let mut alliances = alliances::view(g, lang, posted);
    let mut missiles: Vec<MissileRoute> = g
        .missile_choices()
        .into_iter()
        .map(|m| {
            let value = format!("{}>{}", slug(m.from), slug(m.to));
            MissileRoute {
                opt: Opt {
                    selected: kept("missile", "route") == Some(value.as_str()),
                    label: t_fill(
                        lang,
                        "teg.missile_label",
                        &[
                            ("{from}", name(m.from)),
                            ("{m}", g.missiles_in(m.from).to_string()),
                            ("{to}", name(m.to)),
                            ("{n}", g.armies_in(m.to).to_string()),
                            ("{who}", g.holder(m.to).map(who).unwrap_or_default()),
                            ("{d}", m.distance.to_string()),
                            ("{k}", m.damage.to_string()),
                        ],
                    ),
                    value,
                },
                distance: m.distance,
            }
        })
        .collect();
    // The missiles at a condominium's co-owner (or from a share) after the others.
    missiles.append(&mut alliances.missiles);
    let occupy = c.occupy.map(|o| move_in::form(g, &o, lang));
    // Each regrouping route with the missiles that may go along.
    let moves = at
        .routes(game, &c.moves, posted, "regroup")
        .into_iter()
        .zip(&c.moves)
        .map(|((o, max), m)| (o, max, g.missiles_in(m.from)))
        .collect();
    let step = g.card_step_due();
    let cards = (step.draw || !step.continents.is_empty() || !step.bonus.is_empty()).then(|| {
        let mut draw: Vec<Opt> = if step.draw {
            g.cards_in_deck()
                .into_iter()
                .map(|t| Opt {
                    value: slug(t),
                    label: name(t),
                    selected: false,
                })
                .collect()
        } else {
            Vec::new()
        };
        draw.sort_by(|a, b| a.label.cmp(&b.label));
        CardsForm {
            draw,
            continents: step
                .continents
                .iter()
                .map(|cid| {
                    (
                        map.continent(*cid).slug.clone(),
                        t(lang, "teg.continent_claim")
                            .replace("{c}", map.continent_name(*cid, lang)),
                    )
                })
                .collect(),
            bonus: step
                .bonus
                .iter()
                .map(|t| (slug(*t), t_fill(lang, "teg.bonus", &[("{t}", name(*t))])))
                .collect(),
        }
    });
    let board_missiles = map
        .territory_ids()
        .filter(|t| g.missiles_in(*t) > 0)
        .map(|t| format!("{}:{}", slug(t), g.missiles_in(t)))
        .collect::<Vec<_>>()
        .join(" ");
    let mut panel = Panel {
        posting: asked.posting(),
        seat,
        name: who(seat),
        situation,
        crisis,
        place,
        convert,
        trade,
        attack,
        missiles,
        occupy,
        moves,
        cards,
        end_turn: c.end_turn,
        pacts: pacts::view(g, lang, posted),
        secret: secret::view(g, lang),
        board_missiles,
        blockaded: crate::engine::map::members(g.countries_of(seat))
            .filter(|t| g.blockaded(*t))
            .map(name)
            .collect(),
        alliances,
    };
    if g.alliance_first() {
        panel.only_the_alliance();
    }
    Some(panel)
}

impl Panel<'_> {
    /// A zone's penalty, the joint attack or the allies' move-in must come first (the
    /// engine refuses anything else): only its form stays.
    fn only_the_alliance(&mut self) {
        self.situation.clear();
        self.crisis.clear();
        self.place = None;
        self.convert.clear();
        self.trade = None;
        self.attack = None;
        self.missiles.clear();
        self.occupy = None;
        self.moves.clear();
        self.cards = None;
        self.end_turn = false;
    }
}

/// A sentence with its placeholders filled.
fn t_fill(lang: Lang, key: &str, pairs: &[(&str, String)]) -> String {
    pairs
        .iter()
        .fold(t(lang, key).to_string(), |s, (k, v)| s.replace(k, v))
}

/// T.E.G.'s dice: up to 4 a side (the fourth die, snow, tailwind), the attacker may
/// throw fewer than the defender.
const TEG_DICE: DiceRule = DiceRule {
    defender_most: 4,
    attacker_not_fewer: false,
};

fn attack_form(
    game: &AnyGame,
    attacks: &[crate::engine::table::AttackChoice],
    lang: Lang,
    posted: &[(String, String)],
) -> AttackForm {
    let kept = kept_form(posted, "attack", "type");
    // The log JSON names T.E.G.'s countries: read on its board, not RisiKo!'s (where
    // most slugs are unknown and the route of the last throw was lost, the dice falling
    // back to 3 vs 2).
    let last = match game.last_action().and_then(|a| {
        on_map(game.table().map(), || {
            serde_json::from_value::<teg::Action>(a).ok()
        })
    }) {
        Some(teg::Action::Attack { from, to, .. }) => Some((from, to)),
        _ => None,
    };
    let mut form = attack::form(
        game.table(),
        attacks,
        last,
        DiceEntry::Either,
        TEG_DICE,
        lang,
        &kept,
    );
    // The fourth attacking die: its rows after the three's.
    let four: Vec<DiceRow> = (1..=4)
        .rev()
        .map(|d| DiceRow {
            a: 4,
            d,
            shown: form.a == 4 && form.d == d,
            outcomes: throw_outcomes(4, d)
                .into_iter()
                .map(|l| Outcome::new(lang, (4, d), l, (&form.attacker, &form.defender)))
                .collect(),
        })
        .collect();
    form.rows.splice(0..0, four);
    form
}

fn trade_form(
    g: &teg::Game,
    seat: u8,
    required: bool,
    lang: Lang,
    posted: &[(String, String)],
) -> TradeForm {
    let map = g.map();
    let el = lang;
    let ticked = |name: &str, value: &str| {
        posted.iter().any(|(k, v)| k == "type" && v == "trade")
            && posted.iter().any(|(k, v)| k == name && v == value)
    };
    let figure = |f: teg::Figure| {
        let w = log_word(f);
        t(lang, &format!("teg.figure.{w}")).to_string()
    };
    let cards = crate::engine::map::members(g.hand(seat))
        .map(|c| {
            let slug = map.territory(c).slug.clone();
            let mine = g.holder(c) == Some(seat);
            (
                Opt {
                    selected: ticked("card", &slug),
                    label: format!("{}{}", map.name(c, el), if mine { " \u{2605}" } else { "" }),
                    value: slug,
                },
                g.card_figures(c)
                    .map(|fs| fs.into_iter().map(figure).collect::<Vec<_>>().join(", ")),
            )
        })
        .collect();
    let continents = map
        .continents()
        .filter(|(cid, _)| g.continent_cards_of(seat) & (1 << cid.0) != 0)
        .map(|(cid, k)| Opt {
            selected: ticked("continent", &k.slug),
            value: k.slug.clone(),
            label: map.continent_name(cid, el).to_string(),
        })
        .collect();
    let figures = [
        teg::Figure::Soldados,
        teg::Figure::Avion,
        teg::Figure::Tanque,
        teg::Figure::Granada,
        teg::Figure::Barco,
    ]
    .into_iter()
    .map(|f| Opt {
        value: log_word(f),
        label: figure(f),
        selected: false,
    })
    .collect();
    TradeForm {
        worth: g.next_trade_value(seat),
        required,
        cards,
        continents,
        figures,
    }
}
