//! A ruleset's new-match form as shown: the shared part every form's template reads
//! ([`FormShown`]: the visitor, the fields as posted, the box's colours), the macro that
//! declares a ruleset's template over it, and its rendering. Below the ruleset consoles,
//! which each draw their own form with it; the new-match page that lists them is
//! [`super::setup`]'s.

use crate::web::Result;
use crate::web::session::Visitor;
use askama::Template;

/// Colours of the classic box, in Italian as referees say them.
pub const COLOURS: [&str; 6] = ["blu", "rosso", "verde", "giallo", "nero", "viola"];

/// A ruleset's new-match form as shown: what every form's template reads (each
/// ruleset's template struct derefs to it, so its template says `v`, `colours`,
/// `self.val(..)` and `self.is(..)` as the shared page did).
pub struct FormShown<'a> {
    pub v: &'a Visitor,
    /// The form as posted (field → value), to show again after an error; on a first
    /// showing, what the link preset (TEG Jr's board) or nothing.
    pub posted: &'a [(String, String)],
    /// The box's colours the seats pick from, preset in order (the classic box's
    /// unless the ruleset's box has its own).
    pub colours: &'static [&'static str],
}

impl<'a> FormShown<'a> {
    /// The form of `v`, as posted, with the classic box's colours.
    pub fn new(v: &'a Visitor, posted: &'a [(String, String)]) -> Self {
        FormShown::boxed(v, posted, &COLOURS)
    }

    /// The form of `v`, as posted, whose seats pick from the box's `colours`.
    pub fn boxed(
        v: &'a Visitor,
        posted: &'a [(String, String)],
        colours: &'static [&'static str],
    ) -> Self {
        FormShown { v, posted, colours }
    }

    /// A field as posted, or its default.
    pub fn val<'b>(&'b self, key: &str, default: &'b str) -> &'b str {
        self.posted
            .iter()
            .find(|(k, _)| k == key)
            .map_or(default, |(_, v)| v.as_str())
    }

    /// Whether the field `key` (posted, or `default`) is `value`.
    pub fn is(&self, key: &str, default: &str, value: &str) -> bool {
        self.val(key, default) == value
    }

    /// Whether seat `i`'s colour (as posted, or the box's colours in order) is `c`.
    pub fn colour_is(&self, i: &usize, c: &str) -> bool {
        let preset = self.colours[*i % self.colours.len()];
        self.val(&format!("colour{i}"), preset) == c
    }
}

/// Declares `NewForm`, a ruleset's new-match form template at `$path` over the shared
/// [`FormShown`] (derefs to it), with the ruleset's own fields.
macro_rules! new_form_template {
    ($path:tt $(, $(#[$doc:meta])* $field:ident: $ty:ty)*) => {
        /// The new-match form's template: the shared fields ([`FormShown`]) and the
        /// ruleset's own.
        #[derive(askama::Template)]
        #[template(path = $path)]
        struct NewForm<'a> {
            shown: $crate::web::console::new_form::FormShown<'a>,
            $($(#[$doc])* $field: $ty,)*
        }

        impl<'a> std::ops::Deref for NewForm<'a> {
            type Target = $crate::web::console::new_form::FormShown<'a>;

            fn deref(&self) -> &Self::Target {
                &self.shown
            }
        }
    };
}
pub(crate) use new_form_template;

/// A form's template rendered (what [`super::ruleset::Console::new_form`] returns).
///
/// # Errors
/// A template that does not render.
pub fn rendered_form<T: Template>(form: &T) -> Result<String> {
    Ok(form.render()?)
}
