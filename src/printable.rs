//! Names and other text typed by strangers reach log lines and the terminal. A line
//! break in a name would forge a log line, an escape sequence would repaint the
//! organizer's terminal: [`Printable`] shows such characters escaped (`\n`,
//! `\u{1b}`) and everything else as typed. [`has_control`] is the rule the name
//! parsers use to refuse them outright.

use std::fmt::{self, Write};

/// Displays text with its control characters escaped.
pub struct Printable<'a>(pub &'a str);

impl fmt::Display for Printable<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            if is_refused(c) {
                write!(f, "{}", c.escape_debug())?;
            } else {
                f.write_char(c)?;
            }
        }
        Ok(())
    }
}

/// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators:
/// nothing a one-line name needs.
fn is_refused(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')
}

/// Does `s` hold a character no stored name may hold (see [`Printable`])?
pub fn has_control(s: &str) -> bool {
    s.chars().any(is_refused)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_and_the_rest_kept() {
        assert_eq!(Printable("Corsari è").to_string(), "Corsari è");
        assert_eq!(
            Printable("a\nb\r\u{1b}[31mc\u{7f}\u{85}").to_string(),
            "a\\nb\\r\\u{1b}[31mc\\u{7f}\\u{85}"
        );
        assert!(has_control("x\u{b}y"));
        assert!(has_control("x\u{2028}"));
        assert!(!has_control("Roma Nord – 2"));
    }
}
