//! The match page of every ruleset: the bar, the last action and its result, the board,
//! the ruleset's panel, the clock, undo, "Perché no?", the referees, the public link
//! with its QR code and the sign-off. A ruleset's part is read from the shared surface
//! and its console's panel; a ruleset that draws its own (the 2 vs 2 one: setup, draft,
//! turn forms, score, players) overrides [`super::ruleset::Console::page`].
//!
//! Here is what the page shows, below the console trait (a ruleset's hook fills it);
//! answering with it is [`super::answer`]'s.

use super::bar::Bar;
use super::cap_penalty_form::{CapHint, CapRow};
use super::clock::ClockView;
use super::team_forms::{EditRow, SetupView, TurnView};
use super::team_lines::{PlayerLine, ScoreView};
use super::view_any;
use crate::web::session::Visitor;
use askama::Template;

/// What the page shows besides the match itself.
#[derive(Default)]
pub struct Extras {
    /// (form, message): an error shown at that form.
    pub error: Option<(String, String)>,
    /// A translation key of a notice.
    pub notice: Option<&'static str>,
    /// The physical draft as submitted (slug → value), shown again after an error.
    pub physical: Option<Vec<(String, String)>>,
    /// The cap penalty's hint, after *Calcola*.
    pub cap_hint: Option<CapHint>,
    /// The fields of a refused action form, as posted: the form shows them again
    /// (see `MatchPage::typed`).
    pub posted: Vec<(String, String)>,
    /// The engine's answer to "Perché no?" (nothing recorded).
    pub why: Option<String>,
    /// The sign-off asks "are you sure?" (the no-JS confirm step).
    pub sign_confirm: bool,
}

impl Extras {
    /// Something to show beyond the match itself (a redirect would lose it).
    pub fn shows_something(&self) -> bool {
        self.cap_hint.is_some() || self.why.is_some() || self.sign_confirm
    }
}

/// Draft progress as the referee sees it: who picked, never what (virtual seats are
/// public, so their packets show). The page shows it for a ruleset with a draft (the 2 vs
/// 2 one fills it).
pub struct DraftSeat {
    /// Name.
    pub name: String,
    /// Picked in this pass.
    pub picked: bool,
    /// Virtual: the packet in front of it, public.
    pub public_packet: Vec<String>,
}

#[derive(Template)]
#[template(path = "console/match.html", blocks = ["live"])]
pub struct MatchPage {
    pub(super) v: Visitor,
    pub(super) id: i64,
    pub(super) label: String,
    pub(super) status: String,
    pub(super) public_url: String,
    pub(super) public_qr: String,
    pub(super) public_token: String,
    pub(super) expected: i64,
    pub(super) key: String,
    pub(super) organizer: bool,
    pub(super) setup: Option<SetupView>,
    pub(super) referees: Vec<(i64, String)>,
    pub(super) candidates: Vec<view_any::Opt>,
    pub(super) players: Vec<PlayerLine>,
    pub(super) edit_rows: Vec<EditRow>,
    pub(super) colours_fixed: bool,
    pub(super) colours: [&'static str; 6],
    pub(super) draft: Option<(usize, usize, Vec<DraftSeat>)>,
    pub(super) turn: Option<TurnView>,
    pub(super) clock: Option<ClockView>,
    pub(super) score: Option<ScoreView>,
    pub(super) board: String,
    pub(super) error: Option<(String, String)>,
    pub(super) notice: Option<&'static str>,
    pub(super) can_undo: bool,
    pub(super) last_action: String,
    pub(super) cap_hint: Option<CapHint>,
    pub(super) cap_rows: Vec<CapRow>,
    pub(super) bar: Option<Bar>,
    pub(super) result: String,
    pub(super) undo_what: String,
    pub(super) undo_presets: [&'static str; 3],
    pub(super) why: Option<String>,
    pub(super) territories: Vec<view_any::Opt>,
    pub(super) announce_text: String,
    pub(super) sign_confirm: bool,
    pub(super) posted: Vec<(String, String)>,
    /// The match's ruleset id.
    pub(super) ruleset: &'static str,
    /// The ruleset's page draws its own forms instead of a panel (the panels' styles
    /// and scripts are not loaded).
    pub(super) draws_own_forms: bool,
    /// Another ruleset's panel: the HTML of its current step's forms.
    pub(super) panel: String,
    /// What the ruleset shows under the bar on every page ([`super::ruleset::Console::banner`]).
    pub(super) banner: String,
    /// Why the panel's last form was refused (its sentence), shown above it.
    pub(super) panel_error: Option<String>,
    /// The seats under the board, for any ruleset but 2 vs 2 (which has `players`).
    pub(super) seats: Vec<super::skeleton::SeatLine>,
    /// The table's result cards (another ruleset than 2 vs 2, which has `score`).
    pub(super) results: Vec<super::skeleton::ResultCard>,
    /// The match is over (any ruleset).
    pub(super) over: bool,
    /// A setup still to be entered (a classic final setup or two players' piles).
    pub(super) setup_pending: bool,
    /// The form to enter that setup.
    pub(super) board_setup: Option<super::board_at_table::BoardSetupView>,
}

/// Forms the page's skeleton answers itself; any other refused form is the panel's.
pub(super) const SKELETON_FORMS: [&str; 7] = [
    "undo",
    "sign",
    "clock",
    "players",
    "referees",
    "why",
    "end_match",
];

impl MatchPage {
    /// What was typed in field `name` of `form` when that form was refused, so the
    /// form shows it again instead of its default.
    fn typed(&self, form: &str, name: &str) -> Option<&str> {
        self.err(form)?;
        self.posted
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    fn err(&self, form: &str) -> Option<&str> {
        self.error
            .as_ref()
            .filter(|(f, _)| f == form)
            .map(|(_, m)| m.as_str())
    }

    /// No teams to forfeit for (the end-match form of a ruleset without teams).
    fn no_teams(&self) -> Option<&[String]> {
        None
    }

    /// The "more actions" section opens when one of its forms has something to say.
    fn more_open(&self) -> bool {
        self.cap_hint.is_some()
            || self.why.is_some()
            || ["renounce_bonus", "cap_violation", "end_match", "why"]
                .iter()
                .any(|f| self.err(f).is_some())
    }
}
