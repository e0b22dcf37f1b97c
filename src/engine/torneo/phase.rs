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
    /// Every phase, in match order.
    pub const ALL: [Phase; 6] = [
        Phase::Placement,
        Phase::Reinforce,
        Phase::Attack,
        Phase::Occupy,
        Phase::Sdadata,
        Phase::Finished,
    ];

    /// The phase whose [`code`](Self::code) is `code`, as a refusal carries it.
    pub fn from_code(code: &str) -> Option<Phase> {
        Phase::ALL.into_iter().find(|p| p.code() == code)
    }

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

    /// The phase as words for a referee (classic's words where they agree).
    pub fn words(self, lang: crate::engine::Lang) -> &'static str {
        let key = match self {
            Phase::Placement => "classic-phase-setup_placement",
            Phase::Reinforce => "classic-phase-reinforce",
            Phase::Attack => "torneo-phase-attack",
            Phase::Occupy => "classic-phase-occupy",
            Phase::Sdadata => "torneo-phase-sdadata",
            Phase::Finished => "classic-phase-finished",
        };
        crate::i18n::t(lang, key)
    }
}

#[cfg(test)]
mod tests {
    use super::Phase;

    #[test]
    fn every_phase_is_found_by_its_code() {
        // An exhaustive match: a new phase stops this compiling, the reminder to add it
        // to `ALL` (and to this list).
        let listed = |p: Phase| match p {
            Phase::Placement
            | Phase::Reinforce
            | Phase::Attack
            | Phase::Occupy
            | Phase::Sdadata
            | Phase::Finished => Phase::ALL.contains(&p),
        };
        for p in Phase::ALL {
            assert!(listed(p));
            assert_eq!(Phase::from_code(p.code()), Some(p));
        }
        assert_eq!(Phase::from_code("nope"), None);
    }
}
