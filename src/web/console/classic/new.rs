//! The classic (individual) new-match form as shown; its reading is
//! [`super::create`]'s.

use crate::web::console::new_form::{FormShown, new_form_template, rendered_form};
use crate::web::session::Visitor;

new_form_template!("console/classic/_new.html");

/// The new-match form, with the fields as `posted`.
///
/// # Errors
/// A template that fails.
pub fn form(v: &Visitor, posted: &[(String, String)]) -> crate::web::Result<String> {
    rendered_form(&NewForm {
        shown: FormShown::new(v, posted),
    })
}
