//! Applying one action: the dispatch to each rule, on a copy-free path that writes only
//! after the rule's checks passed; and an action in words for the history.

use super::combat::Thrown;
use super::log::Action;
use super::refusal::kind;
use super::{Game, Refusal, Stage};
use crate::engine::Lang;
use crate::engine::map::Map;

impl Game {
    /// Checks and applies one action; on refusal nothing changes.
    ///
    /// # Errors
    /// The [`Refusal`] naming the rule broken.
    pub fn apply_mut(&mut self, action: &Action) -> Result<(), Refusal> {
        // Every rule makes all its checks before its first write (the property tests
        // compare a refused action's game with the one before).
        self.dispatch(action)?;
        self.last = Some(action.clone());
        Ok(())
    }

    fn dispatch(&mut self, action: &Action) -> Result<(), Refusal> {
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
                ..
            } => self.play_card(*seat, *deck, card, *territory),
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
        let who = self
            .seat()
            .and_then(|s| names.get(usize::from(s)).cloned())
            .unwrap_or_default();
        let t = |t: &crate::engine::map::TerritoryId| Map::risk2210().name(*t, lang).to_string();
        let it = lang == Lang::It;
        match self {
            Action::Claim { territory, .. } if it => format!("{who} occupa {}", t(territory)),
            Action::Claim { territory, .. } => format!("{who} claims {}", t(territory)),
            Action::Place { mods, .. } => {
                let n: u32 = mods.values().sum();
                if it {
                    format!("{who} piazza {n} MOD")
                } else {
                    format!("{who} places {n} MODs")
                }
            }
            Action::BuyCommander {
                commander,
                territory,
                ..
            } if it => format!(
                "{who} compra il comandante {} in {}",
                kind(*commander, lang),
                t(territory)
            ),
            Action::BuyCommander {
                commander,
                territory,
                ..
            } => format!(
                "{who} buys the {} commander in {}",
                kind(*commander, lang),
                t(territory)
            ),
            Action::Invade { from, to, .. } if it => {
                format!("{who} invade {} da {}", t(to), t(from))
            }
            Action::Invade { from, to, .. } => format!("{who} invades {} from {}", t(to), t(from)),
            Action::PlayCard { card, .. } if it => format!("{who} gioca «{card}»"),
            Action::PlayCard { card, .. } => format!("{who} plays \"{card}\""),
            Action::YearStart { .. } if it => "Offerte dell'anno e segnalini di turno".into(),
            Action::YearStart { .. } => "The year's bids and turn markers".into(),
            Action::RefereeAdjust { reason, .. } if it => {
                format!("Correzione dell'arbitro: {reason}")
            }
            Action::RefereeAdjust { reason, .. } => format!("Referee's adjustment: {reason}"),
            other => format!("{who}: {}", other.kind()),
        }
    }
}
