//! The confirmation step before an action that is easy to regret: publishing tables
//! that have no referee, dropping a team. The first request shows this page (what
//! will happen, naming the tables or the team); its button repeats the request with
//! `confirm=1`. Plain HTML: no JavaScript needed.

use crate::web::session::Visitor;
use askama::Template;

/// The confirmation page.
#[derive(Template)]
#[template(path = "tournaments/confirm.html")]
pub struct ConfirmPage {
    /// The visitor.
    pub v: Visitor,
    /// Heading.
    pub title: String,
    /// What will happen, in a sentence.
    pub sentence: String,
    /// What it touches, one line each.
    pub items: Vec<String>,
    /// Where the confirmed request goes.
    pub action: String,
    /// The confirm button's words.
    pub go: String,
    /// A red button (the action is hard to undo).
    pub danger: bool,
    /// Another way out: (address, words), e.g. "assign the referees".
    pub other: Option<(String, String)>,
    /// Where "cancel" goes.
    pub back: String,
}

/// Was the request confirmed (`confirm=1`)?
pub fn confirmed(pairs: &[(String, String)]) -> bool {
    pairs.iter().any(|(k, v)| k == "confirm" && v == "1")
}
