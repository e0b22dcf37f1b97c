//! The phase of a tournament match as the console and the state JSON name it.

use serde::Serialize;

/// Where the match stands, for the console.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Initial placement, 3 armies a turn.
    Placement,
    /// A turn's trades and reinforcements.
    Reinforce,
    /// Attacks, the move, the end of the turn.
    Attack,
    /// A territory was conquered: the attacker moves in.
    Occupy,
    /// The turn is over: its player rolls the sdadata.
    Sdadata,
    /// The match is over.
    Finished,
}

impl Phase {
    /// The stable code.
    pub fn code(self) -> &'static str {
        match self {
            Phase::Placement => "placement",
            Phase::Reinforce => "reinforce",
            Phase::Attack => "attack",
            Phase::Occupy => "occupy",
            Phase::Sdadata => "sdadata",
            Phase::Finished => "finished",
        }
    }

    /// The phase as words for a referee.
    pub fn words(self, lang: crate::engine::Lang) -> &'static str {
        let (it, en, es) = match self {
            Phase::Placement => (
                "piazzamento iniziale",
                "initial placement",
                "colocación inicial",
            ),
            Phase::Reinforce => ("rinforzi", "reinforcements", "refuerzos"),
            Phase::Attack => (
                "attacchi e spostamento",
                "attacks and move",
                "ataques y movimiento",
            ),
            Phase::Occupy => ("occupazione", "occupation", "ocupación"),
            Phase::Sdadata => ("sdadata", "sdadata roll", "tirada de sdadata"),
            Phase::Finished => ("partita finita", "match over", "partida terminada"),
        };
        match lang {
            crate::engine::Lang::It => it,
            crate::engine::Lang::En => en,
            crate::engine::Lang::Es => es,
        }
    }
}
