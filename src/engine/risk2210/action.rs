//! Applying one action: the dispatch to each rule, on a copy-free path that writes only
//! after the rule's checks passed; and an action in words for the history.

use fluent_bundle::FluentValue;

use super::combat::Thrown;
use super::log::Action;
use super::pieces::Commander;
use super::play::CardPlay;
use super::words::{deck_word, kind, piece_words, place};
use super::{Deck, Game, Refusal, Stage};
use crate::engine::Lang;
use crate::engine::map::TerritoryId;
use crate::i18n::{t, tf};

impl Game {
    /// Checks and applies one action; on refusal nothing changes.
    ///
    /// # Errors
    /// The [`Refusal`] naming the rule broken.
    pub fn apply_mut(&mut self, action: &Action) -> Result<(), Refusal> {
        // Every rule makes all its checks before its first write (the property tests
        // compare a refused action's game with the one before). The replay folds this
        // same function, so the last action is recorded at every step: Scout Forces reads
        // it (§10.3).
        self.dispatch(action)?;
        self.last = Some(action.clone());
        Ok(())
    }

    fn dispatch(&mut self, action: &Action) -> Result<(), Refusal> {
        // End-of-game cards are played once the match is over (§8).
        let game_card = matches!(action, Action::PlayCard { .. });
        if self.stage == Stage::Finished && !game_card {
            return Err(Refusal::Finished);
        }
        match action {
            Action::Claim { seat, territory } => self.claim(*seat, *territory),
            Action::Place { seat, mods } => match self.stage {
                Stage::Placement => self.setup_place(*seat, mods),
                Stage::Turn => self.place_income(*seat, mods),
                _ => Err(Refusal::NotNow { action: "place" }),
            },
            Action::PlacePiece {
                seat,
                piece,
                territory,
            } => self.place_piece(*seat, *piece, *territory),
            Action::YearStart {
                bids,
                tie_rolls,
                markers,
            } => self.year_start(bids, tie_rolls, markers),
            Action::BuyCommander {
                seat,
                commander,
                territory,
            } => self.buy_commander(*seat, *commander, *territory),
            Action::BuyStation { seat, territory } => self.buy_station(*seat, *territory),
            Action::BuyCards { seat, decks } => self.buy_cards(*seat, decks),
            Action::PlayCard {
                seat,
                deck,
                card,
                territory,
                target,
                commander,
                mods,
                turned,
                roll,
                rolls,
                from,
                to,
                commanders,
                moves,
                removals,
                killed,
                note: _,
            } => self.play_card(&CardPlay {
                seat: *seat,
                deck: *deck,
                card,
                territory: *territory,
                target: *target,
                commander: *commander,
                mods: mods.as_ref(),
                turned,
                roll: *roll,
                rolls,
                from: *from,
                to: *to,
                commanders,
                moves,
                removals,
                killed,
            }),
            Action::ScoutPlace { seat, territory } => {
                if self.stage != Stage::Turn {
                    return Err(Refusal::NotNow {
                        action: "scout_place",
                    });
                }
                self.expect_seat(*seat)?;
                self.scout_place(*seat, *territory)
            }
            Action::Clock { event, at } => self.clock_event(*event, *at),
            Action::EndMatch { reason } => self.end_match(reason),
            Action::Invade { seat, from, to } => self.invade(*seat, *from, *to),
            Action::Throw {
                seat,
                attacker,
                attacker_commanders,
                defender,
                defender_commanders,
                dice,
                losses,
                killed,
            } => self.throw(
                *seat,
                &Thrown {
                    attacker: attacker.as_ref(),
                    defender: defender.as_ref(),
                    dice: *dice,
                    losses: *losses,
                    attacker_commanders,
                    defender_commanders,
                    killed: killed.as_ref(),
                },
            ),
            Action::Withdraw { seat } => self.withdraw(*seat),
            Action::Occupy {
                seat,
                mods,
                commanders,
            } => self.occupy(*seat, *mods, commanders),
            Action::BonusCard { seat, deck } => self.bonus_card(*seat, *deck),
            Action::Fortify {
                seat,
                from,
                to,
                mods,
                commanders,
            } => self.fortify(*seat, *from, *to, *mods, commanders),
            Action::EndTurn { seat } => self.end_turn(*seat),
            Action::RefereeAdjust {
                mods,
                energy,
                reason,
            } => self.referee_adjust(mods, energy, reason),
        }
    }
}

impl Action {
    /// The action in words, naming the player (territory names on the current map).
    pub fn describe(&self, lang: Lang, names: &[String]) -> String {
        self.describe_naming(lang, names, None)
    }

    /// [`Action::describe`], naming a custom card (§10.4) by `custom`, the name written
    /// on it; without one a card is named by its printed name (a custom card by its id).
    pub fn describe_naming(&self, lang: Lang, names: &[String], custom: Option<&str>) -> String {
        // The history names the player as the log spells them (no ordinal for a blank).
        let who: FluentValue = self
            .seat()
            .and_then(|s| names.get(usize::from(s)).cloned())
            .unwrap_or_default()
            .into();
        let at = |t: &TerritoryId| place(*t, lang);
        let deck = |d: Deck| FluentValue::from(deck_word(d, lang));
        // " e 1 comandante" / " and 2 commanders" / " y 1 comandante", or nothing.
        let with = |c: &[Commander]| -> FluentValue {
            if c.is_empty() {
                "".into()
            } else {
                tf(lang, "risk2210-history-with", &[("n", c.len().into())]).into()
            }
        };
        match self {
            Action::Claim { territory, .. } => tf(
                lang,
                "risk2210-history-claim",
                &[("who", who), ("territory", at(territory))],
            ),
            Action::Place { mods, .. } => {
                let n: u32 = mods.values().sum();
                tf(
                    lang,
                    "risk2210-history-place",
                    &[("who", who), ("n", n.into())],
                )
            }
            Action::PlacePiece {
                piece, territory, ..
            } => tf(
                lang,
                "risk2210-history-place_piece",
                &[
                    ("who", who),
                    ("piece", piece_words(*piece, lang).into()),
                    ("territory", at(territory)),
                ],
            ),
            Action::YearStart { .. } => t(lang, "risk2210-history-year_start").to_string(),
            Action::BuyCommander {
                commander,
                territory,
                ..
            } => tf(
                lang,
                "risk2210-history-buy_commander",
                &[
                    ("who", who),
                    ("commander", kind(*commander, lang).into()),
                    ("territory", at(territory)),
                ],
            ),
            Action::BuyStation { territory, .. } => tf(
                lang,
                "risk2210-history-buy_station",
                &[("who", who), ("territory", at(territory))],
            ),
            Action::BuyCards { decks, .. } => {
                let n: u32 = decks.values().sum();
                let list = decks
                    .iter()
                    .map(|(d, k)| {
                        tf(
                            lang,
                            "risk2210-history-deck_cards",
                            &[("deck", deck(*d)), ("n", (*k).into())],
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                tf(
                    lang,
                    "risk2210-history-buy_cards",
                    &[("who", who), ("n", n.into()), ("decks", list.into())],
                )
            }
            Action::PlayCard { deck, card, .. } => tf(
                lang,
                "risk2210-history-play_card",
                &[
                    ("who", who),
                    (
                        "card",
                        custom
                            .map_or_else(|| card_name(*deck, card, lang), String::from)
                            .into(),
                    ),
                ],
            ),
            Action::ScoutPlace { territory, .. } => tf(
                lang,
                "risk2210-history-scout_place",
                &[("who", who), ("territory", at(territory))],
            ),
            Action::Invade { from, to, .. } => tf(
                lang,
                "risk2210-history-invade",
                &[("who", who), ("to", at(to)), ("from", at(from))],
            ),
            Action::Throw { .. } => tf(lang, "risk2210-history-throw", &[("who", who)]),
            Action::Withdraw { .. } => tf(lang, "risk2210-history-withdraw", &[("who", who)]),
            Action::Occupy {
                mods, commanders, ..
            } => tf(
                lang,
                "risk2210-history-occupy",
                &[
                    ("who", who),
                    ("mods", (*mods).into()),
                    ("with", with(commanders)),
                ],
            ),
            Action::BonusCard { deck: d, .. } => tf(
                lang,
                "risk2210-history-bonus_card",
                &[("who", who), ("deck", deck(*d))],
            ),
            Action::Fortify {
                from,
                to,
                mods,
                commanders,
                ..
            } => tf(
                lang,
                "risk2210-history-fortify",
                &[
                    ("who", who),
                    ("mods", (*mods).into()),
                    ("with", with(commanders)),
                    ("from", at(from)),
                    ("to", at(to)),
                ],
            ),
            Action::EndTurn { .. } => tf(lang, "risk2210-history-end_turn", &[("who", who)]),
            Action::Clock { event, .. } => {
                use super::ClockEvent::{LastYear, Pause, Resume, Start};
                let id = match event {
                    Start => "risk2210-history-clock-start",
                    Pause => "risk2210-history-clock-pause",
                    Resume => "risk2210-history-clock-resume",
                    LastYear => "risk2210-history-clock-last_year",
                };
                t(lang, id).to_string()
            }
            Action::EndMatch { reason } => tf(
                lang,
                "risk2210-history-end_match",
                &[("reason", reason.as_str().into())],
            ),
            Action::RefereeAdjust { reason, .. } => tf(
                lang,
                "risk2210-history-referee_adjust",
                &[("reason", reason.as_str().into())],
            ),
        }
    }
}

/// A card's printed name (its id for a custom card).
fn card_name(deck: Deck, id: &str, lang: Lang) -> String {
    super::cards::find(deck, id).map_or_else(|| id.into(), |c| c.name(lang).into())
}
