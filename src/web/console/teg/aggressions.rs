//! The aggression pacts the seat to act may lead now (§13), as the pacts card offers them:
//! the engine's `aggression_offers` only, grouped by ally and then by the country to take,
//! so that on a phone the referee picks the ally, then the target, then (when there are
//! several) the two aggressor countries. Without JavaScript the one select still holds
//! every offer, in groups labelled "with Beto against Ucrania (Carla)"; `static/teg.js`
//! shows the ally and target selects and keeps in the offer select only the group chosen.

use crate::engine::map::TerritoryId;
use crate::engine::seat::Seat;
use crate::engine::teg::Game;
use crate::web::console::dice_console::Opt;
use crate::web::i18n::{Lang, t};

/// The offers for one ally against one country.
pub struct OfferGroup {
    /// The ally's seat (`data-ally`).
    pub ally: Seat,
    /// The target's slug (`data-target`).
    pub target: String,
    /// "con Beto contro Ucraina (Carla)".
    pub label: String,
    /// One per pair of aggressor countries: "Ana da Iran e Beto da Russia".
    pub offers: Vec<Opt>,
}

/// A country to take, for the target select: shown for its ally only.
pub struct TargetChoice {
    /// The ally's seat.
    pub ally: Seat,
    /// The country's slug.
    pub value: String,
    /// "Ucraina (Carla)".
    pub label: String,
}

/// The aggression pacts form's choices.
#[derive(Default)]
pub struct AggressionOffers {
    /// The allies the seat to act may lead a pact with: (seat, name).
    pub allies: Vec<(Seat, String)>,
    /// The countries to take, ally by ally.
    pub targets: Vec<TargetChoice>,
    /// The offers, ally by ally (seat order), then by the target's name.
    pub groups: Vec<OfferGroup>,
}

impl AggressionOffers {
    /// No offer at all (the form is not shown).
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    /// How many offers in all.
    pub fn len(&self) -> usize {
        self.groups.iter().map(|g| g.offers.len()).sum()
    }
}

/// The engine's offers for `g`, grouped; `kept` says whether a posted offer value was the
/// one chosen on a refused form (it stays selected).
pub fn offers(g: &Game, lang: Lang, kept: &dyn Fn(&str) -> bool) -> AggressionOffers {
    let map = g.map();
    let el = lang;
    let names = g.names();
    let who = |s: Seat| names.get(usize::from(s)).cloned().unwrap_or_default();
    let name = |c: TerritoryId| map.name(c, el).to_string();
    let slug = |c: TerritoryId| map.territory(c).slug.clone();
    let mut all = g.aggression_offers();
    all.sort_by_key(|o| (o.ally, name(o.target), name(o.from[0]), name(o.from[1])));
    let mut out = AggressionOffers::default();
    for o in all {
        let target = slug(o.target);
        let value = format!(
            "{}-{}:{}:{}:{}",
            o.leader,
            o.ally,
            target,
            slug(o.from[0]),
            slug(o.from[1])
        );
        let offer = Opt {
            selected: kept(&value),
            label: t(lang, "teg.aggression_from")
                .replace("{a}", &who(o.leader))
                .replace("{fa}", &name(o.from[0]))
                .replace("{b}", &who(o.ally))
                .replace("{fb}", &name(o.from[1])),
            value,
        };
        if let Some(last) = out.groups.last_mut()
            && last.ally == o.ally
            && last.target == target
        {
            last.offers.push(offer);
            continue;
        }
        if out.allies.last().is_none_or(|(s, _)| *s != o.ally) {
            out.allies.push((o.ally, who(o.ally)));
        }
        let holder = g.holder(o.target).map(who).unwrap_or_default();
        let country = format!("{} ({holder})", name(o.target));
        out.groups.push(OfferGroup {
            ally: o.ally,
            target: target.clone(),
            label: t(lang, "teg.aggression_group")
                .replace("{b}", &who(o.ally))
                .replace("{target}", &country),
            offers: vec![offer],
        });
        out.targets.push(TargetChoice {
            ally: o.ally,
            value: target,
            label: country,
        });
    }
    out
}
