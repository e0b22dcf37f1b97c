//! Each action as a sentence for the history, naming players and countries (Italian and
//! English here; Spanish in `describe_es.rs`).

use super::{Action, ClockEvent, PactKind, SituationCard};
use crate::engine::Lang;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::refusal::{count, ordinal};

impl Action {
    /// The action as a sentence in `lang`.
    pub fn describe(&self, lang: Lang, names: &[String]) -> String {
        let map = Map::teg_revancha();
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let who = |s: u8| {
            names
                .get(usize::from(s))
                .filter(|n| !n.trim().is_empty())
                .cloned()
                .unwrap_or_else(|| ordinal(usize::from(s), lang))
        };
        let it = match lang {
            Lang::It => true,
            Lang::En => false,
            Lang::Es => return self.describe_es(names),
        };
        let pick = |i: String, e: String| if it { i } else { e };
        match self {
            Action::Place {
                seat,
                armies,
                missiles,
            } => {
                let a: u32 = armies.values().sum();
                let m: u32 = missiles.values().sum();
                // Each count agrees in number; a kind with none placed is not said.
                let placed = |army: [&str; 2], missile: [&str; 2], and: &str| {
                    let a = (a > 0 || m == 0).then(|| count(a, army[0], army[1]));
                    let m = (m > 0).then(|| count(m, missile[0], missile[1]));
                    [a, m].into_iter().flatten().collect::<Vec<_>>().join(and)
                };
                pick(
                    format!(
                        "{} colloca {}",
                        who(*seat),
                        placed(["esercito", "eserciti"], ["missile", "missili"], " e ")
                    ),
                    format!(
                        "{} places {}",
                        who(*seat),
                        placed(["army", "armies"], ["missile", "missiles"], " and ")
                    ),
                )
            }
            Action::Convert {
                seat,
                country,
                missiles,
            } => pick(
                format!(
                    "{} converte eserciti in {} su {}",
                    who(*seat),
                    count(*missiles, "missile", "missili"),
                    t(country)
                ),
                format!(
                    "{} turns armies into {} on {}",
                    who(*seat),
                    count(*missiles, "missile", "missiles"),
                    t(country)
                ),
            ),
            Action::Situation { seat, card, colour } => {
                let c = colour
                    .as_deref()
                    .map(|c| format!(" ({})", colour_name(c, lang)))
                    .unwrap_or_default();
                let name = card_name(*card, lang);
                pick(
                    format!("{} scopre la carta «{name}»{c}", who(*seat)),
                    format!("{} reveals the \"{name}\" card{c}", who(*seat)),
                )
            }
            Action::CrisisRolls { .. } => pick("Dadi della crisi".into(), "Crisis rolls".into()),
            Action::Trade { seat, .. } => pick(
                format!("{} fa un cambio", who(*seat)),
                format!("{} trades cards", who(*seat)),
            ),
            Action::Attack { seat, from, to, .. } => pick(
                format!("{} attacca {} da {}", who(*seat), t(to), t(from)),
                format!("{} attacks {} from {}", who(*seat), t(to), t(from)),
            ),
            Action::Occupy { seat, armies } => pick(
                format!("{} entra con {armies} eserciti", who(*seat)),
                format!("{} moves in {armies} armies", who(*seat)),
            ),
            Action::Missile { seat, from, to, .. } => pick(
                format!(
                    "{} lancia un missile da {} su {}",
                    who(*seat),
                    t(from),
                    t(to)
                ),
                format!(
                    "{} fires a missile from {} at {}",
                    who(*seat),
                    t(from),
                    t(to)
                ),
            ),
            Action::Regroup {
                seat,
                from,
                to,
                armies,
                missiles,
            } => pick(
                format!(
                    "{} sposta {armies} eserciti e {missiles} missili da {} a {}",
                    who(*seat),
                    t(from),
                    t(to)
                ),
                format!(
                    "{} moves {armies} armies and {missiles} missiles from {} to {}",
                    who(*seat),
                    t(from),
                    t(to)
                ),
            ),
            Action::DrawCard { seat, .. } => pick(
                format!("{} prende una carta paese", who(*seat)),
                format!("{} draws a country card", who(*seat)),
            ),
            Action::ClaimContinentCard { seat, continent } => {
                let c = map.continent_name(*continent, lang);
                pick(
                    format!("{} prende la carta continente {c}", who(*seat)),
                    format!("{} takes the {c} continent card", who(*seat)),
                )
            }
            Action::CardBonus { seat, country } => pick(
                format!(
                    "{} mette 3 eserciti della carta su {}",
                    who(*seat),
                    t(country)
                ),
                format!("{} puts the card's 3 armies on {}", who(*seat), t(country)),
            ),
            Action::EndTurn { seat } => pick(
                format!("{} finisce il turno", who(*seat)),
                format!("{} ends the turn", who(*seat)),
            ),
            Action::Pact { kind, parties, .. } => {
                let k = pact_name(*kind, lang);
                pick(
                    format!("{k}: {} e {}", who(parties[0]), who(parties[1])),
                    format!("{k}: {} and {}", who(parties[0]), who(parties[1])),
                )
            }
            Action::BreakPact { seat, pact } => pick(
                format!("{} rompe il patto {pact}", who(*seat)),
                format!("{} breaks pact {pact}", who(*seat)),
            ),
            Action::ZonePact { parties, country } => pick(
                format!(
                    "Zona internazionale su {} tra {} e {}",
                    t(country),
                    who(parties[0]),
                    who(parties[1])
                ),
                format!(
                    "International zone on {} between {} and {}",
                    t(country),
                    who(parties[0]),
                    who(parties[1])
                ),
            ),
            Action::ZoneBreach { offender, .. } => pick(
                format!(
                    "{} paga la penalità della zona internazionale",
                    who(*offender)
                ),
                format!("{} pays the international zone's penalty", who(*offender)),
            ),
            Action::AggressionPact {
                leader,
                ally,
                target,
                ..
            } => pick(
                format!(
                    "Patto di aggressione tra {} e {} contro {}",
                    who(*leader),
                    who(*ally),
                    t(target)
                ),
                format!(
                    "Aggression pact between {} and {} against {}",
                    who(*leader),
                    who(*ally),
                    t(target)
                ),
            ),
            Action::CancelPact { pact } => pick(
                format!("Il patto di aggressione {pact} è annullato"),
                format!("Aggression pact {pact} is cancelled"),
            ),
            Action::OccupyCondominium { armies } => {
                let n: u32 = armies.values().sum();
                pick(
                    format!("Gli alleati entrano con {n} eserciti: condominio"),
                    format!("The allies move in {n} armies: a condominium"),
                )
            }
            Action::Clock { event, .. } => clock_words(*event, lang).into(),
            Action::EndMatch { reason } => pick(
                format!("L'arbitro chiude la partita: {reason}"),
                format!("The referee ends the match: {reason}"),
            ),
        }
    }
}

/// `(it, en, es)` in `lang`.
fn say(lang: Lang, words: (&'static str, &'static str, &'static str)) -> &'static str {
    match lang {
        Lang::It => words.0,
        Lang::En => words.1,
        Lang::Es => words.2,
    }
}

/// A situation card's printed name ("Vento a favore"), never its log id.
pub(super) fn card_name(card: SituationCard, lang: Lang) -> &'static str {
    say(
        lang,
        match card {
            SituationCard::CombateClasico => (
                "Combattimento classico",
                "Classic combat",
                "Combate clásico",
            ),
            SituationCard::Nieve => ("Neve", "Snow", "Nieve"),
            SituationCard::VientoAFavor => ("Vento a favore", "Tailwind", "Viento a favor"),
            SituationCard::FronterasAbiertas => {
                ("Frontiere aperte", "Open frontiers", "Fronteras abiertas")
            }
            SituationCard::FronterasCerradas => {
                ("Frontiere chiuse", "Closed frontiers", "Fronteras cerradas")
            }
            SituationCard::Crisis => ("Crisi", "Crisis", "Crisis"),
            SituationCard::RefuerzosExtras => {
                ("Rinforzi extra", "Extra reinforcements", "Refuerzos extras")
            }
            SituationCard::Descanso => ("Riposo", "Rest", "Descanso"),
        },
    )
}

/// A colour of the board's six ("rosso" for `rojo`); an unknown id reads as written.
pub(super) fn colour_name(colour: &str, lang: Lang) -> String {
    let words = match colour {
        "blanco" => ("bianco", "white", "blanco"),
        "negro" => ("nero", "black", "negro"),
        "rojo" => ("rosso", "red", "rojo"),
        "azul" => ("blu", "blue", "azul"),
        "amarillo" => ("giallo", "yellow", "amarillo"),
        "verde" => ("verde", "green", "verde"),
        other => return other.to_string(),
    };
    say(lang, words).to_string()
}

/// A kind of pact as a name ("Patto di frontiera").
pub(super) fn pact_name(kind: PactKind, lang: Lang) -> &'static str {
    say(
        lang,
        match kind {
            PactKind::Countries => (
                "Patto tra paesi",
                "Pact between countries",
                "Pacto entre países",
            ),
            PactKind::Continent => (
                "Patto di continente",
                "Continent pact",
                "Pacto de continente",
            ),
            PactKind::Frontier => ("Patto di frontiera", "Frontier pact", "Pacto de frontera"),
            PactKind::World => ("Patto mondiale", "World pact", "Pacto mundial"),
            PactKind::Aggression => (
                "Patto di aggressione",
                "Aggression pact",
                "Pacto de agresión",
            ),
            PactKind::Condominium => (
                "Patto di condominio",
                "Condominium pact",
                "Pacto de condominio",
            ),
        },
    )
}

/// A clock event as a sentence.
pub(super) fn clock_words(event: ClockEvent, lang: Lang) -> &'static str {
    say(
        lang,
        match event {
            ClockEvent::Start => ("Cronometro avviato", "Clock started", "Reloj en marcha"),
            ClockEvent::Pause => ("Cronometro in pausa", "Clock paused", "Reloj en pausa"),
            ClockEvent::Resume => ("Cronometro ripreso", "Clock resumed", "Reloj reanudado"),
            ClockEvent::TimeUp => (
                "Tempo scaduto: questo giro è l'ultimo",
                "Time is up: this round is the last",
                "Se acabó el tiempo: esta ronda es la última",
            ),
        },
    )
}
