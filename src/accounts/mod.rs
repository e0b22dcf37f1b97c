//! People who log in: organizers and referees. Parsed names and passwords, roles,
//! password hashing and the bearer tokens of sessions and links. Players and the
//! public never log in.

pub mod password;
pub mod token;

use serde::Serialize;
use std::fmt;

/// What a logged-in person may do. Organizers can do everything a referee can.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Runs tournaments: registration, pairing, referees, corrections, exports.
    Organizer,
    /// Records the matches of the tables assigned to them.
    Referee,
}

impl Role {
    /// The value stored in the database and used in forms.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Organizer => "organizer",
            Role::Referee => "referee",
        }
    }

    /// Parses the stored/form value.
    ///
    /// # Errors
    /// [`AccountError::UnknownRole`] for anything but `organizer` or `referee`.
    pub fn parse(s: &str) -> Result<Role, AccountError> {
        match s.trim() {
            "organizer" => Ok(Role::Organizer),
            "referee" => Ok(Role::Referee),
            other => Err(AccountError::UnknownRole(other.to_string())),
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A valid account name: 3–32 characters of letters, digits, `.`, `_` or `-`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    /// Parses a user-supplied name (surrounding spaces are ignored).
    ///
    /// # Errors
    /// [`AccountError::BadUsername`] saying what is wrong.
    pub fn parse(s: &str) -> Result<Username, AccountError> {
        let s = s.trim();
        let len = s.chars().count();
        if !(3..=32).contains(&len) {
            return Err(AccountError::BadUsername);
        }
        if !s
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
        {
            return Err(AccountError::BadUsername);
        }
        Ok(Username(s.to_string()))
    }

    /// The name as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A password acceptable for a new account: 8–128 characters. The upper bound keeps
/// hashing cost bounded against oversized input.
#[derive(Clone)]
pub struct NewPassword(String);

impl NewPassword {
    /// Checks length; the text is kept as typed (spaces count).
    ///
    /// # Errors
    /// [`AccountError::PasswordTooShort`] or [`AccountError::PasswordTooLong`].
    pub fn parse(s: &str) -> Result<NewPassword, AccountError> {
        let len = s.chars().count();
        if len < 8 {
            Err(AccountError::PasswordTooShort)
        } else if len > 128 {
            Err(AccountError::PasswordTooLong)
        } else {
            Ok(NewPassword(s.to_string()))
        }
    }

    /// A new password typed twice, as every form that sets one asks for it: checked
    /// as [`NewPassword::parse`] first, then against the second typing.
    ///
    /// # Errors
    /// What [`NewPassword::parse`] refuses, else [`AccountError::PasswordsDiffer`].
    pub fn confirmed(typed: &str, again: &str) -> Result<NewPassword, AccountError> {
        let password = NewPassword::parse(typed)?;
        if typed == again {
            Ok(password)
        } else {
            Err(AccountError::PasswordsDiffer)
        }
    }

    /// The password text, for hashing.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for NewPassword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("NewPassword(***)")
    }
}

/// Why account input was refused. Each variant has a translation key so the web
/// layer and the CLI can say it in the user's language.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum AccountError {
    /// The name does not fit the allowed pattern.
    #[error("the user name must be 3 to 32 letters, digits, '.', '_' or '-'")]
    BadUsername,
    /// Fewer than 8 characters.
    #[error("the password must have at least 8 characters")]
    PasswordTooShort,
    /// More than 128 characters.
    #[error("the password must have at most 128 characters")]
    PasswordTooLong,
    /// The role is neither organizer nor referee.
    #[error("unknown role '{0}': use organizer or referee")]
    UnknownRole(String),
    /// The two password fields differ.
    #[error("the two passwords differ")]
    PasswordsDiffer,
}

impl AccountError {
    /// The translation key of the message.
    pub fn key(&self) -> &'static str {
        match self {
            AccountError::BadUsername => "err.username",
            AccountError::PasswordTooShort => "err.password_short",
            AccountError::PasswordTooLong => "err.password_long",
            AccountError::UnknownRole(_) => "err.role",
            AccountError::PasswordsDiffer => "err.password_differ",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames() {
        assert!(Username::parse("anna").is_ok());
        assert_eq!(Username::parse("  anna.b-1 ").unwrap().as_str(), "anna.b-1");
        assert_eq!(Username::parse("an"), Err(AccountError::BadUsername));
        assert_eq!(Username::parse("a b c"), Err(AccountError::BadUsername));
        assert_eq!(Username::parse("<script>"), Err(AccountError::BadUsername));
        assert_eq!(
            Username::parse(&"x".repeat(33)),
            Err(AccountError::BadUsername)
        );
    }

    #[test]
    fn passwords() {
        assert!(NewPassword::parse("12345678").is_ok());
        assert!(NewPassword::parse("1234567").is_err());
        assert!(NewPassword::parse(&"p".repeat(129)).is_err());
    }

    #[test]
    fn a_password_typed_twice() {
        assert!(NewPassword::confirmed("12345678", "12345678").is_ok());
        assert_eq!(
            NewPassword::confirmed("12345678", "12345679").err(),
            Some(AccountError::PasswordsDiffer)
        );
        // Too short is said before "they differ", as the forms always did.
        assert_eq!(
            NewPassword::confirmed("1234567", "").err(),
            Some(AccountError::PasswordTooShort)
        );
    }

    #[test]
    fn roles() {
        assert_eq!(Role::parse("referee"), Ok(Role::Referee));
        assert!(Role::parse("admin").is_err());
    }
}
