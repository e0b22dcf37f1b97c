//! The second confirmation of a signed result (`TOURNAMENT.md`: "the organizer may
//! require a second confirmation (another referee or the organizer) before it counts").
//!
//! The point is a second pair of eyes, so whoever signed the result off can never
//! confirm it, organizer or not. Any other referee or organizer may.

use super::settings::TournamentSettings;

/// Where a table's result stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultState {
    /// Still being played, or reopened for a correction.
    Open,
    /// Signed off by `by` (an account id), not confirmed.
    Signed {
        /// Who signed.
        by: Option<i64>,
    },
    /// Signed off and confirmed.
    Confirmed,
}

impl ResultState {
    /// Does the result count for the standings and the pairing?
    #[must_use]
    pub fn counts(self, settings: &TournamentSettings) -> bool {
        self.counts_when(settings.second_confirmation)
    }

    /// Does the result count, when a second confirmation is (or is not) required?
    /// The individual format keeps that setting on its own row.
    #[must_use]
    pub fn counts_when(self, confirmation_required: bool) -> bool {
        match self {
            Self::Open => false,
            Self::Signed { .. } => !confirmation_required,
            Self::Confirmed => true,
        }
    }

    /// May account `who` confirm it now?
    ///
    /// # Errors
    /// Not signed yet, confirmed already, or `who` signed it.
    pub fn may_confirm(self, who: i64) -> Result<(), ConfirmError> {
        match self {
            Self::Open => Err(ConfirmError::NotSigned),
            Self::Confirmed => Err(ConfirmError::AlreadyConfirmed),
            Self::Signed { by } if by == Some(who) => Err(ConfirmError::OwnSignature),
            Self::Signed { .. } => Ok(()),
        }
    }
}

/// Why a confirmation was refused. `key()` gives the translation key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConfirmError {
    /// Nothing signed to confirm.
    NotSigned,
    /// Someone confirmed it already.
    AlreadyConfirmed,
    /// The signer cannot be the second pair of eyes.
    OwnSignature,
}

impl ConfirmError {
    /// The translation key of the message.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Self::NotSigned => "fix.err_not_signed",
            Self::AlreadyConfirmed => "fix.err_confirmed",
            Self::OwnSignature => "fix.err_own_signature",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_results_count_unless_a_confirmation_is_required() {
        let off = TournamentSettings::default();
        let on = TournamentSettings {
            second_confirmation: true,
            ..TournamentSettings::default()
        };
        let signed = ResultState::Signed { by: Some(3) };
        assert!(signed.counts(&off));
        assert!(!signed.counts(&on));
        assert!(ResultState::Confirmed.counts(&on));
        assert!(!ResultState::Open.counts(&off));
    }

    #[test]
    fn only_someone_else_confirms_a_signed_result_once() {
        let signed = ResultState::Signed { by: Some(3) };
        assert_eq!(signed.may_confirm(3), Err(ConfirmError::OwnSignature));
        assert_eq!(signed.may_confirm(4), Ok(()));
        assert_eq!(
            ResultState::Confirmed.may_confirm(4),
            Err(ConfirmError::AlreadyConfirmed)
        );
        assert_eq!(
            ResultState::Open.may_confirm(4),
            Err(ConfirmError::NotSigned)
        );
    }
}
