//! The command-card panel: every card a seat may play now, with its cost — the seat to
//! act's, and during another's invasion the defender's and bystanders' reactions — and a
//! form with every field its action needs, as the engine's `card_fields` offers them:
//! players as buttons by name and colour, commanders as buttons, territories as a list
//! or buttons, die faces as buttons, MODs as steppers, the cards the table turned and
//! the commanders the owners chose as losses as ticks. A refused form keeps what was
//! typed in the card that was posted.

use super::head::commander_word;
use super::panel::{opt, place_name};
use crate::engine::map::TerritoryId;
use crate::engine::risk2210::{CardFields, Commander, Game};
use crate::engine::table::Table;
use crate::web::console::dice_console::{Opt, log_word};
use crate::web::console::view::hex;
use crate::web::i18n::{Lang, t};

/// A player (and, for an Assassin Bomb, one of their commanders) to aim at.
pub struct Aim {
    /// Posted as `aim`: `seat` or `seat/commander`.
    pub value: String,
    /// The player's name.
    pub name: String,
    /// Their colour, for the swatch.
    pub hex: &'static str,
    /// The commander aimed at, in words (empty: none).
    pub commander: String,
    /// Kept from a refused submission.
    pub selected: bool,
}

/// One MOD Reduction row: a player, what they must remove, steppers per territory.
pub struct RemovalForm {
    /// The player's name.
    pub name: String,
    /// MODs to remove in all.
    pub due: u32,
    /// (field, territory, MODs there, kept value).
    pub rows: Vec<(String, String, u32, String)>,
}

/// One card that may be played now, and its form.
#[derive(Default)]
pub struct CardForm {
    /// The seat playing it.
    pub seat: u8,
    /// Their name.
    pub who: String,
    /// Posted as `card`: `deck/id`.
    pub value: String,
    /// The card's name.
    pub name: String,
    /// Its deck, in words.
    pub deck: String,
    /// Energy it costs.
    pub cost: u32,
    /// What it does (the card table's words).
    pub effect: &'static str,
    /// `territory` choices (empty: none).
    pub targets: Vec<Opt>,
    /// The territory may be left out.
    pub territory_optional: bool,
    /// `aim` choices.
    pub aims: Vec<Aim>,
    /// `roll`: one button per face (empty: no roll).
    pub roll: Vec<Opt>,
    /// `rolls` typed (Aqua Brother), when asked.
    pub rolls: Option<String>,
    /// `turned` ticks and how many (0: until one is not the player's).
    pub turned: Vec<Opt>,
    /// How many cards are turned.
    pub turned_count: usize,
    /// Invade Earth: the last card turned, the one not the player's.
    pub turned_last: Vec<Opt>,
    /// Reinforcements: how many, and the ticks.
    pub each: Option<(u32, Vec<Opt>)>,
    /// `to` choices (Evacuation).
    pub to: Vec<Opt>,
    /// Redeployment: `route` choices with the most MODs.
    pub routes: Vec<(Opt, u32)>,
    /// Redeployment: commanders that may go along (`rc`).
    pub route_commanders: Vec<Opt>,
    /// Decoys Revealed: per commander, the field and where it may go.
    pub moves: Vec<(String, String, Vec<Opt>)>,
    /// MOD Reduction rows.
    pub removals: Vec<RemovalForm>,
    /// Commanders the owners may choose as losses (`kill`).
    pub killed: Vec<Opt>,
    /// The note: `Some(true)` required, `Some(false)` offered.
    pub note: Option<bool>,
    /// Typed values kept: the note, the rolls, Redeployment's MODs.
    pub typed_note: String,
    /// Redeployment's MODs typed.
    pub typed_mods: String,
}

/// A refused submission's values, when it was this card's form.
struct Kept<'a>(Vec<&'a (String, String)>);

impl Kept<'_> {
    fn has(&self, name: &str, value: &str) -> bool {
        self.0.iter().any(|(k, v)| k == name && v == value)
    }

    fn get(&self, name: &str) -> String {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map_or_else(String::new, |(_, v)| v.clone())
    }
}

/// A commander's log word (`land`, `naval`...).
pub fn commander_value(c: Commander) -> String {
    log_word(c)
}

/// Every card that may be played now.
pub fn cards(g: &Game, lang: Lang, posted: &[(String, String)]) -> Vec<CardForm> {
    g.card_fields()
        .into_iter()
        .map(|f| form(g, lang, posted, &f))
        .collect()
}

fn form(g: &Game, lang: Lang, posted: &[(String, String)], f: &CardFields) -> CardForm {
    let names = g.names();
    let seats = g.seats();
    let deck = f.deck.map_or("land", super::fields::deck_word);
    let value = format!("{deck}/{}", f.id);
    let mine = posted.iter().any(|(k, v)| k == "card" && *v == value)
        && posted
            .iter()
            .any(|(k, v)| k == "seat" && *v == f.seat.to_string());
    let kept = Kept(if mine {
        posted.iter().collect()
    } else {
        Vec::new()
    });
    let place = |name: &str, t: TerritoryId| {
        let mut x = opt(g, lang, t);
        x.label = place_name(g, lang, t);
        x.selected = kept.has(name, &x.value);
        x
    };
    let places = |name: &str, list: &[TerritoryId]| -> Vec<Opt> {
        list.iter().map(|&t| place(name, t)).collect()
    };
    let mut c = CardForm {
        seat: f.seat,
        who: names[usize::from(f.seat)].clone(),
        name: f
            .card
            .map_or_else(|| f.id.clone(), |card| card.name(lang).to_string()),
        deck: t(lang, &format!("r2210.deck.{deck}")).to_string(),
        cost: f.cost,
        effect: f.card.map_or("", |card| card.effect(lang)),
        targets: places("territory", &f.territories),
        territory_optional: f.territory_optional,
        to: places("to", &f.to),
        note: f.note,
        typed_note: kept.get("note"),
        typed_mods: kept.get("mods"),
        value,
        ..CardForm::default()
    };
    for (s, kinds) in &f.targets {
        let who = |commander: String, value: String| Aim {
            selected: kept.has("aim", &value),
            value,
            name: names[usize::from(*s)].clone(),
            hex: hex(&seats[usize::from(*s)].colour, *s),
            commander,
        };
        if f.commander {
            for &k in kinds {
                let v = format!("{s}/{}", commander_value(k));
                c.aims.push(who(commander_word(k, lang).to_string(), v));
            }
        } else {
            c.aims.push(who(String::new(), s.to_string()));
        }
    }
    if let Some(sides) = f.roll {
        c.roll = (1..=sides)
            .map(|n| Opt {
                value: n.to_string(),
                label: n.to_string(),
                selected: kept.has("roll", &n.to_string()),
            })
            .collect();
    }
    if f.rolls {
        c.rolls = Some(kept.get("rolls"));
    }
    if let Some(turned) = &f.turned {
        c.turned = places("turned", &turned.choices);
        c.turned_count = turned.count.unwrap_or(0);
        if turned.count.is_none() {
            c.turned_last = places("turned_last", &turned.choices);
        }
    }
    if let Some((due, own)) = &f.each {
        c.each = Some((*due, places("each", own)));
    }
    let slug = |t: TerritoryId| g.map().territory(t).slug.clone();
    let route_kept = kept.get("route");
    c.routes = f
        .redeploy
        .iter()
        .map(|&(from, to, most)| {
            let value = format!("{}>{}", slug(from), slug(to));
            let label = format!(
                "{} → {}",
                place_name(g, lang, from),
                place_name(g, lang, to)
            );
            let selected = value == route_kept;
            (
                Opt {
                    value,
                    label,
                    selected,
                },
                most,
            )
        })
        .collect();
    for (from, kinds) in &f.redeploy_commanders {
        for &k in kinds {
            let value = commander_value(k);
            c.route_commanders.push(Opt {
                selected: kept.has("rc", &value),
                label: format!(
                    "{} ({})",
                    commander_word(k, lang),
                    place_name(g, lang, *from)
                ),
                value,
            });
        }
    }
    if let Some((kinds, own)) = &f.moves {
        for &k in kinds {
            let field = format!("move_{}", commander_value(k));
            let list = places(&field, own);
            c.moves
                .push((field, commander_word(k, lang).to_string(), list));
        }
    }
    c.removals = f
        .removals
        .iter()
        .map(|r| RemovalForm {
            name: names[usize::from(r.seat)].clone(),
            due: r.due,
            rows: r
                .from
                .iter()
                .map(|&(t, mods)| {
                    let field = format!("rm_{}_{}", r.seat, slug(t));
                    let typed = kept.get(&field);
                    (field, place_name(g, lang, t), mods, typed)
                })
                .collect(),
        })
        .collect();
    for (t, owner, kinds) in &f.killed {
        for &k in kinds {
            let value = format!("{}/{}", slug(*t), commander_value(k));
            c.killed.push(Opt {
                selected: kept.has("kill", &value),
                label: format!(
                    "{} · {} ({})",
                    place_name(g, lang, *t),
                    commander_word(k, lang),
                    names[usize::from(*owner)]
                ),
                value,
            });
        }
    }
    c
}
