//! Applying one action: the dispatch to each rule, on a copy-free path that writes only
//! after the rule's checks passed; and an action in words for the history.

use super::combat::Thrown;
use super::log::Action;
use super::play::CardPlay;
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
        let who = self
            .seat()
            .and_then(|s| names.get(usize::from(s)).cloned())
            .unwrap_or_default();
        let t = |t: &crate::engine::map::TerritoryId| Map::risk2210().name(*t, lang).to_string();
        let it = match lang {
            Lang::It => true,
            Lang::En => false,
            Lang::Es => return self.describe_es(&who, &t),
        };
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
            Action::PlayCard { deck, card, .. } if it => {
                format!("{who} gioca «{}»", card_name(*deck, card, Lang::It))
            }
            Action::PlayCard { deck, card, .. } => {
                format!("{who} plays \"{}\"", card_name(*deck, card, Lang::En))
            }
            Action::YearStart { .. } if it => "Offerte dell'anno e segnalini di turno".into(),
            Action::YearStart { .. } => "The year's bids and turn markers".into(),
            Action::ScoutPlace { territory, .. } if it => {
                format!("{who}: Forze in Esplorazione, 5 MOD in {}", t(territory))
            }
            Action::ScoutPlace { territory, .. } => {
                format!("{who}: Scout Forces, 5 MODs on {}", t(territory))
            }
            Action::Clock { event, .. } => clock_words(*event, it).into(),
            Action::EndMatch { reason } if it => format!("Partita chiusa dall'arbitro: {reason}"),
            Action::EndMatch { reason } => format!("Match ended by the referee: {reason}"),
            Action::RefereeAdjust { reason, .. } if it => {
                format!("Correzione dell'arbitro: {reason}")
            }
            Action::RefereeAdjust { reason, .. } => format!("Referee's adjustment: {reason}"),
            other => other.describe_turn(&who, &t, lang),
        }
    }

    /// The turn's buys, fights and moves, and the free pieces, in `lang` (every action
    /// the other arms leave: none is ever shown as its log code).
    fn describe_turn(
        &self,
        who: &str,
        t: &dyn Fn(&crate::engine::map::TerritoryId) -> String,
        lang: Lang,
    ) -> String {
        use super::words::deck_word;
        use crate::engine::refusal::count;
        let pick = |it: String, en: String, es: String| match lang {
            Lang::It => it,
            Lang::En => en,
            Lang::Es => es,
        };
        // " e 1 comandante" / " and 2 commanders" / " y 1 comandante", or nothing.
        let with = |c: &[super::Commander]| {
            let n = u32::try_from(c.len()).unwrap_or(u32::MAX);
            if n == 0 {
                return String::new();
            }
            pick(
                format!(" e {}", count(n, "comandante", "comandanti")),
                format!(" and {}", count(n, "commander", "commanders")),
                format!(" y {}", count(n, "comandante", "comandantes")),
            )
        };
        match self {
            Action::PlacePiece {
                piece, territory, ..
            } => {
                let p = super::refusal::piece_words(*piece, lang);
                pick(
                    format!("{who} piazza {p} in {}", t(territory)),
                    format!("{who} places {p} on {}", t(territory)),
                    format!("{who} coloca {p} en {}", t(territory)),
                )
            }
            Action::BuyStation { territory, .. } => pick(
                format!("{who} compra una stazione spaziale in {}", t(territory)),
                format!("{who} buys a space station on {}", t(territory)),
                format!("{who} compra una estación espacial en {}", t(territory)),
            ),
            Action::BuyCards { decks, .. } => {
                let n: u32 = decks.values().sum();
                let list = decks
                    .iter()
                    .map(|(d, k)| format!("{} {k}", deck_word(*d, lang)))
                    .collect::<Vec<_>>()
                    .join(", ");
                pick(
                    format!(
                        "{who} compra {} ({list})",
                        count(n, "carta comando", "carte comando")
                    ),
                    format!(
                        "{who} buys {} ({list})",
                        count(n, "command card", "command cards")
                    ),
                    format!(
                        "{who} compra {} ({list})",
                        count(n, "carta de comando", "cartas de comando")
                    ),
                )
            }
            Action::Throw { .. } => pick(
                format!("{who} tira i dadi"),
                format!("{who} throws the dice"),
                format!("{who} tira los dados"),
            ),
            Action::Withdraw { .. } => pick(
                format!("{who} ferma l'invasione"),
                format!("{who} calls off the invasion"),
                format!("{who} detiene la invasión"),
            ),
            Action::Occupy {
                mods, commanders, ..
            } => pick(
                format!("{who} entra con {mods} MOD{}", with(commanders)),
                format!(
                    "{who} moves in {}{}",
                    count(*mods, "MOD", "MODs"),
                    with(commanders)
                ),
                format!("{who} entra con {mods} MOD{}", with(commanders)),
            ),
            Action::BonusCard { deck, .. } => {
                let d = deck_word(*deck, lang);
                pick(
                    format!("{who} prende la carta bonus dal mazzo {d}"),
                    format!("{who} takes the bonus card from the {d} deck"),
                    format!("{who} toma la carta de bonus del mazo {d}"),
                )
            }
            Action::Fortify {
                from,
                to,
                mods,
                commanders,
                ..
            } => pick(
                format!(
                    "{who} sposta {mods} MOD{} da {} a {}",
                    with(commanders),
                    t(from),
                    t(to)
                ),
                format!(
                    "{who} moves {}{} from {} to {}",
                    count(*mods, "MOD", "MODs"),
                    with(commanders),
                    t(from),
                    t(to)
                ),
                format!(
                    "{who} mueve {mods} MOD{} de {} a {}",
                    with(commanders),
                    t(from),
                    t(to)
                ),
            ),
            Action::EndTurn { .. } => pick(
                format!("{who} finisce il turno"),
                format!("{who} ends the turn"),
                format!("{who} termina el turno"),
            ),
            Action::ScoutPlace { territory, .. } => pick(
                format!("{who}: Forze in Esplorazione, 5 MOD in {}", t(territory)),
                format!("{who}: Scout Forces, 5 MODs on {}", t(territory)),
                format!("{who}: Fuerzas de Exploración, 5 MOD en {}", t(territory)),
            ),
            Action::Clock { event, .. } => match lang {
                Lang::Es => clock_words_es(*event).into(),
                _ => clock_words(*event, lang == Lang::It).into(),
            },
            Action::EndMatch { reason } => pick(
                format!("Partita chiusa dall'arbitro: {reason}"),
                format!("Match ended by the referee: {reason}"),
                format!("Partida cerrada por el árbitro: {reason}"),
            ),
            // The arms of `describe` (and `describe_es`) say these; reached only if one
            // is left out there, and still in words.
            Action::Claim { .. }
            | Action::Place { .. }
            | Action::BuyCommander { .. }
            | Action::Invade { .. }
            | Action::PlayCard { .. }
            | Action::YearStart { .. }
            | Action::RefereeAdjust { .. } => format!(
                "{who}: {}",
                crate::engine::action_words::action_words(self.kind(), lang)
            ),
        }
    }

    /// [`Action::describe`] in Spanish: `who` is the acting player, `t` names a territory.
    fn describe_es(
        &self,
        who: &str,
        t: &dyn Fn(&crate::engine::map::TerritoryId) -> String,
    ) -> String {
        match self {
            Action::Claim { territory, .. } => format!("{who} ocupa {}", t(territory)),
            Action::Place { mods, .. } => {
                let n: u32 = mods.values().sum();
                format!("{who} coloca {n} MOD")
            }
            Action::BuyCommander {
                commander,
                territory,
                ..
            } => format!(
                "{who} compra el comandante {} en {}",
                kind(*commander, Lang::Es),
                t(territory)
            ),
            Action::Invade { from, to, .. } => format!("{who} invade {} desde {}", t(to), t(from)),
            Action::PlayCard { deck, card, .. } => {
                format!("{who} juega «{}»", card_name(*deck, card, Lang::Es))
            }
            Action::YearStart { .. } => "Ofertas del año y marcadores de turno".into(),
            Action::RefereeAdjust { reason, .. } => format!("Corrección del árbitro: {reason}"),
            other => other.describe_turn(who, t, Lang::Es),
        }
    }
}

/// A card's printed name (its id for a custom card).
fn card_name(deck: super::Deck, id: &str, lang: Lang) -> String {
    super::cards::find(deck, id).map_or_else(|| id.into(), |c| c.name(lang).into())
}

fn clock_words_es(event: super::ClockEvent) -> &'static str {
    use super::ClockEvent::{LastYear, Pause, Resume, Start};
    match event {
        Start => "Reloj en marcha",
        Pause => "Reloj en pausa",
        Resume => "Reloj reanudado",
        LastYear => "Se acabó el tiempo: este año es el último",
    }
}

fn clock_words(event: super::ClockEvent, it: bool) -> &'static str {
    use super::ClockEvent::{LastYear, Pause, Resume, Start};
    match (event, it) {
        (Start, true) => "Cronometro avviato",
        (Start, false) => "Clock started",
        (Pause, true) => "Cronometro in pausa",
        (Pause, false) => "Clock paused",
        (Resume, true) => "Cronometro ripreso",
        (Resume, false) => "Clock resumed",
        (LastYear, true) => "Tempo scaduto: quest'anno è l'ultimo",
        (LastYear, false) => "Time is up: this year is the last",
    }
}
