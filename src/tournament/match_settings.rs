//! The bounds an organizer may set the engine's match settings to.
//!
//! The engine refuses only what the rules cannot play (no neutral tanks, a cap below
//! 40, an announcement after the end); these bounds also keep out typing slips such
//! as 1000 minutes. The web layer asks the engine as well, by opening a trial table.

use crate::engine::Settings;

use super::settings::SettingsError;

/// Neutral tanks per neutral territory.
pub const NEUTRAL_TANKS: (u32, u32) = (1, 10);
/// Match length in minutes.
pub const MATCH_MINUTES: (u32, u32) = (10, 600);
/// Supplementary chances per team.
pub const CHANCES: (u32, u32) = (0, 20);
/// Tanks a player may have on the board.
pub const TANK_CAP: (u32, u32) = (40, 500);
/// Per-turn warning, in seconds, when set.
pub const TURN_WARNING: (u32, u32) = (10, 3600);

/// Checks match settings an organizer typed.
///
/// # Errors
/// The first value out of its bounds, or an announcement later than the end.
pub fn check_match_settings(s: &Settings) -> Result<(), SettingsError> {
    let within = |v: u32, (lo, hi): (u32, u32)| (lo..=hi).contains(&v);
    if !within(s.neutral_tanks, NEUTRAL_TANKS) {
        return Err(SettingsError::NeutralTanks);
    }
    if !within(s.match_minutes, MATCH_MINUTES) {
        return Err(SettingsError::MatchMinutes);
    }
    if s.announce_at_minutes == 0 || s.announce_at_minutes > s.match_minutes {
        return Err(SettingsError::Announce);
    }
    if !within(s.chances_per_team, CHANCES) {
        return Err(SettingsError::Chances);
    }
    if !within(s.tank_cap, TANK_CAP) {
        return Err(SettingsError::TankCap);
    }
    if s.turn_warning_seconds
        .is_some_and(|w| !within(w, TURN_WARNING))
    {
        return Err(SettingsError::TurnWarning);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_regulation_defaults_pass_and_slips_do_not() {
        assert_eq!(check_match_settings(&Settings::default()), Ok(()));
        let with = |f: &dyn Fn(&mut Settings)| {
            let mut s = Settings::default();
            f(&mut s);
            check_match_settings(&s)
        };
        type Slip<'a> = &'a dyn Fn(&mut Settings);
        let slips: [(Slip<'_>, SettingsError); 6] = [
            (&|s| s.neutral_tanks = 0, SettingsError::NeutralTanks),
            (&|s| s.match_minutes = 1000, SettingsError::MatchMinutes),
            (&|s| s.announce_at_minutes = 101, SettingsError::Announce),
            (&|s| s.chances_per_team = 21, SettingsError::Chances),
            (&|s| s.tank_cap = 39, SettingsError::TankCap),
            (
                &|s| s.turn_warning_seconds = Some(5),
                SettingsError::TurnWarning,
            ),
        ];
        for (slip, error) in slips {
            assert_eq!(with(slip), Err(error));
        }
        assert_eq!(
            with(&|s| {
                s.match_minutes = 90;
                s.announce_at_minutes = 90;
                s.turn_warning_seconds = Some(120);
                s.asia_del_nord_stacks = false;
            }),
            Ok(())
        );
    }
}
