//! The TEG Jr panel's model: the current step's forms for the player to act, built from
//! the engine's [`Choices`] and the game's readers only (what they may place, trade,
//! attack, occupy, regroup), with the names and numbers the referee reads, and the
//! news of the table (who is out, who won).

use crate::web::console::dice_console::{Posting, panel_posting};
use askama::Template;

use crate::engine::any::AnyGame;
use crate::engine::seat::Seat;
use crate::engine::table::{Choices, Table};
use crate::engine::tegjr::{self, Objective, Phase};
use crate::engine::throw::DiceEntry;
use crate::web::console::attack::{self, AttackForm, DiceRule};
use crate::web::console::dice_console::{Asked, OccupyForm, Opt, Places, kept};

/// TEG Jr's dice: the attacker throws one per army beyond the first (at most 3), the
/// defender one per army (at most 3); the engine, not the form, holds the counts to
/// the armies, so every pair up to 3 has its row and the route shows its own.
const TEG_JR_DICE: DiceRule = DiceRule {
    defender_most: 3,
    attacker_not_fewer: false,
};

/// One own country of the placement form.
pub struct PlaceRow {
    /// Field suffix.
    pub slug: String,
    /// Name.
    pub name: String,
    /// Armies on it now.
    pub armies: u32,
    /// The armies typed in a refused submission (else 0), kept.
    pub kept: String,
}

/// The placement form: the armies due now, where, and the continents' bonuses.
pub struct PlaceForm {
    /// Armies due, bonuses included (the steppers' allowance).
    pub allowance: u32,
    /// The 6-army first round.
    pub first_round: bool,
    /// Own countries.
    pub rows: Vec<PlaceRow>,
    /// "+4 Sudamérica": each bonus due and where it goes.
    pub bonuses: Vec<(u32, String)>,
}

/// The regrouping form.
pub struct RegroupForm {
    /// `from>to` routes with their most armies.
    pub routes: Vec<(Opt, u32)>,
    /// The largest maximum.
    pub max: u32,
    /// The armies typed in a refused submission (else 1), kept.
    pub kept: String,
}

/// A player's line in the table's news.
pub struct Standing {
    /// Name.
    pub name: String,
    /// "3 paesi, 1 carta".
    pub holds: String,
    /// Out of the match.
    pub out: bool,
}

/// The whole panel.
#[derive(Template)]
#[template(path = "console/tegjr/panel.html")]
pub struct Panel<'a> {
    posting: Posting<'a>,
    /// The seat to act (0 once over: no form then).
    seat: Seat,
    /// Who acts, or empty once over.
    name: String,
    round: u32,
    /// Countries the common objective asks for.
    goal: u32,
    standings: Vec<Standing>,
    /// "Anna vince…" once over by an objective or the last left.
    won: Option<String>,
    /// The player whose sealed card the deal fulfils, to exchange it.
    replace: bool,
    continents: Vec<Opt>,
    trade: Option<u32>,
    cards: u32,
    place: Option<PlaceForm>,
    attack: Option<AttackForm>,
    occupy: Option<OccupyForm>,
    regroup: Option<RegroupForm>,
    end_turn: bool,
    card_due: bool,
    /// Players holding a card the engine cannot check: (seat, name).
    declare: Vec<(Seat, String)>,
}

panel_posting!(Panel);

/// Builds the panel; `None` when the game is not TEG Jr.
pub fn build(asked: Asked<'_>) -> Option<Panel<'_>> {
    let (game, lang, posted) = (asked.game, asked.lang, asked.posted);
    let AnyGame::TegJr(g) = game else {
        return None;
    };
    let c = game.choices();
    let at = asked.places();
    let names = g.names();
    let who = |s: Seat| names.get(usize::from(s)).cloned().unwrap_or_default();
    let seat = c.seat.unwrap_or(0);
    let standings = game
        .seats()
        .into_iter()
        .map(|s| Standing {
            holds: crate::web::i18n::tf(
                lang,
                "tegjr.holds",
                &[
                    ("n", i64::from(g.countries(s.seat)).into()),
                    ("c", i64::from(g.cards(s.seat)).into()),
                ],
            ),
            out: s.eliminated,
            name: s.name,
        })
        .collect();
    let won = g.winner().map(|w| {
        let key = if g.won_by_secret() {
            "tegjr.won_secret"
        } else {
            "tegjr.won_common"
        };
        crate::web::i18n::t(lang, key)
            .replace("{name}", &who(w))
            .replace("{n}", &g.countries(w).to_string())
    });
    let last = match g.last_action_taken() {
        Some(tegjr::Action::Attack { from, to, .. }) => Some((*from, *to)),
        _ => None,
    };
    let attack = attack::offered(&asked, &c.attacks, last, DiceEntry::Quick, TEG_JR_DICE);
    let regroup = (!c.moves.is_empty()).then(|| RegroupForm {
        kept: kept(posted, "regroup", "armies").unwrap_or("1").to_string(),
        max: c.moves.iter().map(|m| m.max).max().unwrap_or(1),
        routes: at.routes(game, &c.moves, posted, "regroup"),
    });
    let declare = (0..u8::try_from(names.len()).unwrap_or(0))
        .filter(|s| !g.finished() && !g.eliminated_seats().contains(s))
        .filter(|s| matches!(g.objective(*s), Some(Objective::Manual(_))))
        .map(|s| (s, who(s)))
        .collect();
    Some(Panel {
        posting: asked.posting(),
        seat,
        name: c.seat.map(who).unwrap_or_default(),
        round: g.round(),
        goal: g.common_objective(),
        standings,
        won,
        replace: g.phase() == Phase::Objectives && c.seat.is_some(),
        continents: at
            .map
            .continents()
            .filter(|(_, k)| !k.region)
            .map(|(cid, k)| Opt {
                value: format!("c_{}", k.slug),
                label: at.map.continent_name(cid, lang).to_string(),
                selected: false,
            })
            .collect(),
        trade: c.trade.then_some(g.trade_armies()),
        cards: c.seat.map_or(0, |s| g.cards(s)),
        place: place_form(g, &c, at, posted),
        attack,
        occupy: at.occupy_form(&c),
        regroup,
        end_turn: c.end_turn,
        card_due: g.card_due(),
        declare,
    })
}

fn place_form(
    g: &tegjr::Game,
    c: &Choices,
    at: Places,
    posted: &[(String, String)],
) -> Option<PlaceForm> {
    if c.place_on.is_empty() || c.place_armies == 0 {
        return None;
    }
    Some(PlaceForm {
        allowance: c.place_armies,
        first_round: g.round() == 1,
        rows: c
            .place_on
            .iter()
            .map(|t| {
                let slug = at.slug(*t);
                let kept = kept(posted, "place", &format!("p_{slug}"))
                    .filter(|v| !v.trim().is_empty())
                    .unwrap_or("0")
                    .to_string();
                PlaceRow {
                    name: at.name(*t),
                    armies: g.armies(*t),
                    slug,
                    kept,
                }
            })
            .collect(),
        bonuses: g
            .allowance()
            .1
            .into_iter()
            .map(|(k, n)| (n, at.map.continent_name(k, at.lang).to_string()))
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::console::dice_console::tegjr_round_one as game;
    use crate::web::i18n::Lang;

    #[test]
    fn the_news_names_who_is_out_and_who_won() {
        let g = game();
        let mut p = build(Asked::new(&g, Lang::It, 0, 1, &[], "t")).unwrap();
        let first = p.standings[0].name.clone();
        p.standings[1].out = true;
        let out = p.standings[1].name.clone();
        p.won = Some(format!("{first} vince"));
        let html = p.render().unwrap();
        assert!(html.contains(&format!("{out} è eliminato")), "{html}");
        assert!(html.contains(&format!("{first} vince")), "{html}");
        assert!(!html.contains("who-acts"), "no one acts once won");
    }

    #[test]
    fn the_first_round_places_six_with_a_stepper_per_own_country() {
        let g = game();
        let p = build(Asked::new(&g, Lang::En, 0, 1, &[], "t")).unwrap();
        let place = p.place.as_ref().unwrap();
        assert_eq!((place.allowance, place.first_round), (6, true));
        assert!(p.attack.is_none() && p.trade.is_none() && !p.end_turn);
        let html = p.render().unwrap();
        assert!(html.contains("first round"), "{html}");
        assert_eq!(html.matches("class=\"step\"").count(), place.rows.len());
    }
}
