//! The classic (individual) new-match form as shown; its reading is
//! [`crate::web::console::individual`]'s.

use crate::web::console::setup::{FormShown, rendered_form};
use crate::web::session::Visitor;

/// The new-match form's template: the shared fields ([`FormShown`]).
#[derive(askama::Template)]
#[template(path = "console/classic/_new.html")]
struct NewForm<'a> {
    shown: FormShown<'a>,
}

impl<'a> std::ops::Deref for NewForm<'a> {
    type Target = FormShown<'a>;

    fn deref(&self) -> &FormShown<'a> {
        &self.shown
    }
}

/// The new-match form, with the fields as `posted`.
///
/// # Errors
/// A template that fails.
pub fn form(v: &Visitor, posted: &[(String, String)]) -> crate::web::Result<String> {
    rendered_form(&NewForm {
        shown: FormShown::new(v, posted),
    })
}
