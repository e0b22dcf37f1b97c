//! `POST /api/v1/matches` with `"ruleset": "risiko-classic"`: an individual match
//! (2 to 6 seats without teams) from the console's classic form as JSON. The fields go
//! to the same function the form posts to ([`Console::create`]), so the checks and
//! refusals are the form's: names and colours, the die roll's winner (`first`, an index
//! into `players`, who becomes seat 0), the setup mode, the end rule, then the
//! engine's word on the table. Its console's
//! [`crate::web::console::ruleset::Console::api_create`]; the API answers the match's
//! state or the refusal.

use crate::web::AppState;
use crate::web::console::denied::{Denied, Outcome};
use crate::web::console::ruleset::Console;
use crate::web::session::{CurrentUser, Visitor};
use serde::Deserialize;

/// The classic form's fields as JSON.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewIndividualJson {
    /// `risiko-classic`.
    ruleset: String,
    label: String,
    /// 2 to 6 seats going round the table (clockwise): `{"name", "colour"}`.
    players: Vec<Seat>,
    /// Who won the die roll (index into `players`); 0 when left out.
    #[serde(default)]
    first: Option<u32>,
    /// `claims`, `final`, `dealt` or `piles`; the form's default when left out.
    #[serde(default)]
    setup: Option<String>,
    #[serde(default)]
    end_rule: Option<String>,
    #[serde(default)]
    match_minutes: Option<u32>,
    #[serde(default)]
    round_limit: Option<u32>,
    #[serde(default)]
    turn_warning_seconds: Option<u32>,
    #[serde(default)]
    start_armies: Option<u32>,
}

/// One seat.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Seat {
    name: String,
    colour: String,
}

impl NewIndividualJson {
    /// The fields as the form posts them.
    fn pairs(&self) -> Vec<(String, String)> {
        let mut out = vec![
            ("ruleset".to_string(), self.ruleset.clone()),
            ("label".into(), self.label.clone()),
            ("seats".into(), self.players.len().to_string()),
        ];
        for (i, p) in self.players.iter().enumerate() {
            out.push((format!("name{i}"), p.name.clone()));
            out.push((format!("colour{i}"), p.colour.clone()));
        }
        let text = [("setup", &self.setup), ("end_rule", &self.end_rule)];
        out.extend(
            text.into_iter()
                .filter_map(|(k, v)| Some((k.into(), v.clone()?))),
        );
        let numbers = [
            ("first", self.first),
            ("match_minutes", self.match_minutes),
            ("round_limit", self.round_limit),
            ("turn_warning_seconds", self.turn_warning_seconds),
            ("start_armies", self.start_armies),
        ];
        out.extend(
            numbers
                .into_iter()
                .filter_map(|(k, v)| Some((k.into(), v?.to_string()))),
        );
        out
    }
}

/// Creates a match of the console `c` (whose form these fields are) from the JSON
/// `body`: its id, or the form's refusal (400 `bad_json` for a body that is not these
/// fields).
///
/// # Errors
/// The refusal; storage failures as [`Denied::App`].
pub async fn create(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    c: &dyn Console,
    body: &[u8],
) -> Outcome<i64> {
    let m: NewIndividualJson =
        serde_json::from_slice(body).map_err(|e| Denied::bad_json(e.to_string()))?;
    c.create(state, v, user, &m.pairs()).await
}
