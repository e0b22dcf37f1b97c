//! The console's side of a ruleset: every ruleset implements [`Console`] in its own
//! folder (its new-match form, its panel, the action its forms post, the table a
//! tournament opens with it), and its hooks' defaults are the shared behaviour. This
//! module, and the shared pieces it names, sit below the ruleset consoles and never pick
//! a console by id: that is [`super::registry::console`]'s, above the rulesets, so the
//! match page, the action route, the new-match page, the tournaments' rounds and the API
//! ask through the registry and name no ruleset.

use std::future::Future;
use std::pin::Pin;

use axum::response::Response;
use chrono::{DateTime, Duration, Utc};

use super::Loaded;
use super::board_at_table::AtTable;
use super::clock::{ClockView, TurnKey, TurnStart, TurnTracker};
use super::denied::{Denied, Outcome};
use super::face::Face;
use super::history::History;
use super::new_match::Opening;
use super::page::MatchPage;
use super::posted::{Fields, get};
use super::table::BoardFragment;
use crate::db::matches::MatchRow;
use crate::engine::RulesetId;
use crate::engine::any::{AnyAction, AnyGame, AnyLog};
use crate::engine::table::Objection;
use crate::web::AppState;
use crate::web::i18n::Lang;
use crate::web::session::{CurrentUser, Visitor};

/// A future the console's async steps return (a new-match form may read the club's
/// boards), boxed so [`Console`] stays usable behind `dyn`.
pub type Pending<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// What `POST /api/v1/matches` takes for a ruleset besides a whole log (`format`,
/// which every ruleset takes): the console's own fields as JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApiFields {
    /// The 2 vs 2 form: label, two teams, four players.
    TeamsOfTwo,
    /// The classic individual form: label, seats, end rule, board setup.
    Individual,
    /// None: such a match is created through the API by uploading its log.
    LogOnly,
}

/// A new-match form's page, from the visitor and the fields posted (or preset).
pub type ShowForm = fn(&Visitor, &[(String, String)]) -> crate::web::Result<String>;

/// A new-match form's reading of the posted fields into the setup to store.
pub type ReadForm = fn(&Visitor, &[(String, String)]) -> Outcome<Opening>;

/// How a ruleset's new-match form is shown and read.
#[derive(Clone, Copy)]
pub enum NewForm {
    /// Shown and read from the visitor and the posted fields alone, nothing stored:
    /// the form's page (first shown, or again as posted) and its reading into the
    /// setup to store.
    Plain {
        /// The form's page.
        show: ShowForm,
        /// Its reading.
        read: ReadForm,
    },
    /// Its console overrides [`Console::new_form`] and [`Console::opening`] (a form
    /// that lists the club's boards) or [`Console::create`] (the 2 vs 2 form).
    Own,
}

/// Why a tournament table could not be opened.
#[derive(Debug)]
pub enum TableRefused {
    /// The ruleset's form refused the seats (the key of its sentence).
    Form(&'static str),
    /// The engine refused the setup, with its sentence.
    Engine(Objection),
    /// The ruleset plays no tournament tables.
    NoTables,
}

/// What a panel is built from: the game at its current step, the reader's language, a
/// refused submission's fields (kept in its form), and what every form carries (the
/// match, the entry count the page saw, the visitor's token).
#[derive(Clone, Copy)]
pub struct Asked<'a> {
    /// The game.
    pub game: &'a AnyGame,
    /// The reader's language.
    pub lang: Lang,
    /// A refused submission's fields (empty otherwise).
    pub posted: &'a [(String, String)],
    /// The match.
    pub id: i64,
    /// The entry count the page saw.
    pub expected: i64,
    /// The visitor's token.
    pub csrf: &'a str,
}

impl<'a> Asked<'a> {
    /// What the match page asks the panel of `game` at match `id` for.
    pub fn new(
        game: &'a AnyGame,
        lang: Lang,
        expected: i64,
        id: i64,
        posted: &'a [(String, String)],
        csrf: &'a str,
    ) -> Self {
        Asked {
            game,
            lang,
            posted,
            id,
            expected,
            csrf,
        }
    }
}

/// The console of one ruleset: what the web layer needs from it besides the engine's
/// shared surface ([`Table`]).
pub trait Console: Sync {
    /// The ruleset.
    fn id(&self) -> RulesetId;

    /// Creates a match from the new-match form's fields; `user` creates it and is
    /// assigned to it.
    ///
    /// # Errors
    /// [`Denied`] naming what is wrong; nothing is stored then.
    fn create<'a>(
        &'a self,
        state: &'a AppState,
        v: &'a Visitor,
        user: &'a CurrentUser,
        pairs: &'a [(String, String)],
    ) -> Pending<'a, Outcome<i64>> {
        Box::pin(open(state, v, user, self, pairs))
    }

    /// How its new-match form is shown and read.
    fn form(&self) -> NewForm;

    /// Can its new-match form read this post at all? Every post to the new-match route
    /// is read by the first ruleset's form too ([`unnamed`]), as it always was, and
    /// refused when it cannot be. Shared: yes.
    fn reads_new_match(&self, _pairs: &[(String, String)]) -> bool {
        true
    }

    /// Its new-match form, rendered from its own template: first shown (`posted`
    /// holds what the link preset, if anything) or, `refused`, shown again as posted.
    /// Shared: [`NewForm::Plain`]'s `show`.
    ///
    /// # Errors
    /// Storage failures (a form may list the club's boards), a template that fails.
    fn new_form<'a>(
        &'a self,
        _state: &'a AppState,
        v: &'a Visitor,
        posted: &'a [(String, String)],
        _refused: bool,
    ) -> Pending<'a, crate::web::Result<String>> {
        Box::pin(std::future::ready(match self.form() {
            NewForm::Plain { show, .. } => show(v, posted),
            NewForm::Own => Err(crate::web::AppError::Internal(format!(
                "no new-match page for the ruleset {}",
                self.id().id()
            ))),
        }))
    }

    /// Its place in the new-match page's list of rulesets (ascending; the first is
    /// the page's default). A place of its own, not [`RulesetId::ALL`]'s order, so the
    /// page keeps the order referees know.
    fn listed_at(&self) -> u8;

    /// The ruleset's own routes, the pages and forms no other ruleset has (2 vs 2's setup
    /// and draft links, torneo's objective links), merged into the console's router for
    /// every ruleset of the list. Shared: none.
    fn routes(&self) -> axum::Router<AppState> {
        axum::Router::new()
    }

    /// The ruleset's reading of its new-match form (the setup to store; the label and
    /// the storing are [`open`]'s). Shared: [`NewForm::Plain`]'s
    /// `read`.
    ///
    /// # Errors
    /// [`Denied`] naming what is wrong with the form.
    fn opening<'a>(
        &'a self,
        _state: &'a AppState,
        v: &'a Visitor,
        pairs: &'a [(String, String)],
    ) -> Pending<'a, Outcome<Opening>> {
        Box::pin(std::future::ready(match self.form() {
            NewForm::Plain { read, .. } => read(v, pairs),
            NewForm::Own => Err(no_opening(self.id())),
        }))
    }

    /// The panel's forms for the game's current step, or `None` where the match page
    /// draws the ruleset's forms itself (2 vs 2).
    fn panel(&self, asked: Asked<'_>) -> Option<String>;

    /// Does the panel still show once the match is over?
    fn lives_after_end(&self) -> bool {
        false
    }

    /// Does the panel read this posted form? The skeleton's clock buttons, which every
    /// ruleset shares, are read by the engine's own clock action instead.
    fn reads(&self, fields: &[(String, String)]) -> bool {
        get(fields, "type") != Some("clock")
    }

    /// The action the panel's posted form means, or the key of the sentence saying
    /// what is missing; `None` where no panel reads forms (2 vs 2, whose page's forms
    /// are read by [`super::forms`]). `referee` is the account recording it.
    fn action(
        &self,
        fields: &[(String, String)],
        game: &AnyGame,
        referee: &str,
    ) -> Option<Result<AnyAction, &'static str>>;

    /// What the ruleset shows at the top of every console page, under the bar.
    fn banner(&self, _game: &AnyGame, _lang: Lang) -> Option<String> {
        None
    }

    /// Lines added to each seat's result card once the match is over (label, value),
    /// in the order of [`crate::engine::table::Table::result`]'s seats.
    fn revealed(&self, _game: &AnyGame, _lang: Lang) -> Vec<(String, String)> {
        Vec::new()
    }

    /// Does it place MODs where the other rulesets place armies (the bar's words)?
    fn places_mods(&self) -> bool {
        false
    }

    /// The key of the time call's sentence, where the ruleset has its own (the torneo
    /// names its last round); `None`: the round word's ([`super::round_word`]).
    fn call_due(&self) -> Option<&'static str> {
        None
    }

    /// The log of a tournament table of this ruleset: `names` in seat order (the first
    /// plays first), the box's colours in order, the default setup and settings, drawn
    /// from `seed` where the setup deals or draws.
    ///
    /// # Errors
    /// [`TableRefused::Form`] for seats the form refuses; [`TableRefused::NoTables`]
    /// for a ruleset tournaments do not play.
    fn tournament_table(&self, names: &[String], seed: u64) -> Result<AnyLog, TableRefused>;

    /// The sentence for a tournament table size the ruleset does not seat.
    fn table_size_key(&self) -> &'static str {
        "ind.err.size"
    }

    /// What the API's create route takes for it besides a whole log.
    fn api_fields(&self) -> ApiFields {
        ApiFields::LogOnly
    }

    /// Creates a match from `POST /api/v1/matches`'s JSON `body` (one without
    /// `format`): the console's own fields ([`Console::api_fields`]), checked as its form
    /// checks them; the new match's id, or the refusal (the API answers both). Shared:
    /// `None`, such a match is created by uploading its log.
    fn api_create<'a>(
        &'a self,
        _state: &'a AppState,
        _v: &'a Visitor,
        _user: &'a CurrentUser,
        _body: &'a [u8],
    ) -> Option<Pending<'a, Outcome<i64>>> {
        None
    }

    /// Which turn it is, as far as the turn's timer goes (see [`super::clock`]):
    /// `None` while no one is in turn. Shared: the round and the seat to act, so each
    /// setup claim or placement turn counts as a turn of its own.
    fn turn_key(&self, game: &AnyGame) -> Option<TurnKey> {
        use crate::engine::table::Table;
        game.to_act().map(|seat| (game.round(), seat, false))
    }

    /// The clock as the table sees it, `elapsed` seconds of match time in, with the
    /// current turn's length (and whether it counts). Shared: read from the engine's
    /// clock surface ([`super::clock::clock_any`]).
    fn clock(
        &self,
        game: &AnyGame,
        elapsed: i64,
        turn: Option<(Duration, bool)>,
        now: DateTime<Utc>,
    ) -> ClockView {
        super::clock::clock_any(game, elapsed, turn, now)
    }

    /// Who plays a stored match, as the match list says it. Shared: the players'
    /// names ("Anna, Bruno, Carla").
    fn who_plays(&self, log: &AnyLog) -> String {
        log.names().join(", ")
    }

    /// How a board set up at the table is entered, for a ruleset whose board may be
    /// (see [`super::board_at_table`]). Shared: none, the engine deals or the players
    /// claim.
    fn board_at_table(&self) -> Option<&'static AtTable> {
        None
    }

    /// The action a console form posts, read before the game is replayed: for a
    /// ruleset whose page's forms are read without the game (the 2 vs 2 ones, posted
    /// while the draft may still be to come). Shared: `None`, the panel reads the form
    /// from the game ([`Console::action`]).
    fn action_before_game(
        &self,
        _fields: &Fields,
        _now: DateTime<Utc>,
    ) -> Option<Result<AnyAction, &'static str>> {
        None
    }

    /// The answer to a form's *Calcola* step (`hint=1`: what a penalty requires,
    /// nothing recorded), for a ruleset whose forms have one. Shared: `None`, no form
    /// asks, and the form is read as an action.
    fn hint<'a>(
        &'a self,
        _state: &'a AppState,
        _v: &'a Visitor,
        _user: &'a CurrentUser,
        _id: i64,
        _fields: &'a Fields,
        _face: Face,
    ) -> Option<Pending<'a, crate::web::Result<Response>>> {
        None
    }

    /// Fills the ruleset's part of the match page: `posted` is a refused setup form's
    /// fields, shown again. Shared: the board still to enter, then the skeleton and the
    /// console's panel, read through the shared surface ([`any_ruleset`]).
    ///
    /// # Errors
    /// Storage failures (a ruleset's setup may read a catalogue).
    fn page<'a>(
        &'a self,
        state: &'a AppState,
        page: &'a mut MatchPage,
        l: &'a Loaded,
        organizer: bool,
        posted: Option<&'a [(String, String)]>,
    ) -> Pending<'a, crate::web::Result<()>> {
        let posted = posted.unwrap_or_default();
        page.board_setup =
            super::board_at_table::view(self.board_at_table(), l, page.v.lang, posted);
        any_ruleset(self, state, page, l, organizer);
        Box::pin(std::future::ready(Ok(())))
    }

    /// "Perché no?": the engine's answer to what the why form asks, nothing recorded.
    /// Shared: the form's kind, seat, territories and count, asked of the game
    /// ([`super::why::ask_any`]).
    ///
    /// # Errors
    /// [`Denied`] naming what is missing in the form, or a game not there yet.
    fn why(
        &self,
        l: &Loaded,
        fields: &Fields,
        v: &Visitor,
        _now: DateTime<Utc>,
    ) -> Result<String, Denied> {
        match &l.game {
            Some(g) => super::why::ask_any(g, fields, v.lang).map_err(|key| Denied::bad(v, key)),
            None => Err(Denied::bad(v, "console.err.not_ready")),
        }
    }

    /// Fills the public table page's live part for `game` (board, seats, whose turn,
    /// result cards). Shared: from the engine's shared surface
    /// ([`super::table::fill_any`]).
    fn public_table(&self, fragment: &mut BoardFragment, _l: &Loaded, game: &AnyGame) {
        super::table::fill_any(fragment, game);
    }

    /// The match as the API shows it (`GET /api/v1/matches/{id}` and every answer that
    /// returns the match), from its stored `log` when read again, else from the `game`
    /// a recording produced. Shared: `None`, the shared surface's JSON
    /// (`web::api::table::table_json`).
    fn api_state(
        &self,
        _state: &AppState,
        _row: &MatchRow,
        _entries: i64,
        _log: Option<&AnyLog>,
        _game: Option<&AnyGame>,
        _turn_start: Option<&TurnStart>,
    ) -> Option<serde_json::Value> {
        None
    }

    /// The public table API's players (`GET /api/v1/tables/{token}`) and, when the
    /// last action is `shown`, the territories it touched. Shared: `None`, the seats
    /// and territories read from the shared surface.
    fn api_table_players(
        &self,
        _l: &Loaded,
        _shown: bool,
    ) -> Option<(serde_json::Value, Option<Vec<crate::engine::TerritoryId>>)> {
        None
    }

    /// The match's history, and the board after entry `at` when asked (the history
    /// page; the API's history route takes the lines). Shared: read from the shared
    /// surface ([`super::history_any::history`]).
    ///
    /// # Errors
    /// Storage failures (a ruleset's history may read its players' edits).
    fn history<'a>(
        &'a self,
        _state: &'a AppState,
        l: &'a Loaded,
        lang: Lang,
        at: Option<i64>,
    ) -> Pending<'a, crate::web::Result<History>> {
        Box::pin(std::future::ready(Ok(super::history_any::history(
            l, lang, at,
        ))))
    }
}

/// The hooks a console with a panel of its own writes alike, inside its `impl Console`:
/// its `id`, its place in the new-match page's list (`listed_at`), its new-match form
/// shown and read by two functions (`form: show, read`; left out by a console whose
/// form is its own), its `panel` (a builder of the panel's template from [`Asked`],
/// rendered empty when it has nothing to show) and the `action` its forms post (a
/// closure of the posted fields, the game and the referee).
macro_rules! panel_console {
    (
        id: $id:expr,
        listed_at: $at:expr,
        $(form: $show:path, $read:path,)?
        panel: $panel:path,
        action: $action:expr $(,)?
    ) => {
        fn id(&self) -> $crate::engine::RulesetId {
            $id
        }

        fn listed_at(&self) -> u8 {
            $at
        }

        $(
            fn form(&self) -> $crate::web::console::ruleset::NewForm {
                $crate::web::console::ruleset::NewForm::Plain {
                    show: $show,
                    read: $read,
                }
            }
        )?

        fn panel(&self, asked: $crate::web::console::ruleset::Asked<'_>) -> Option<String> {
            Some($crate::web::console::ruleset::rendered($panel(asked)))
        }

        fn action(
            &self,
            fields: &[(String, String)],
            game: &$crate::engine::any::AnyGame,
            referee: &str,
        ) -> Option<Result<$crate::engine::any::AnyAction, &'static str>> {
            let read = $action;
            Some(read(fields, game, referee))
        }
    };
}
pub(crate) use panel_console;

/// The skeleton and panel of a ruleset, read through the shared surface only, and `c`'s
/// hooks (the default of [`Console::page`]).
pub fn any_ruleset<C: Console + ?Sized>(
    c: &C,
    state: &AppState,
    page: &mut MatchPage,
    l: &Loaded,
    organizer: bool,
) {
    use crate::engine::table::Table;
    page.ruleset = l.game.as_ref().map_or("", |g| g.ruleset());
    page.setup_pending = !l.log.ready();
    let Some(g) = &l.game else { return };
    let lang = page.v.lang;
    page.territories = super::view_any::all_territories(g.map(), lang);
    let last = l.log.last_action();
    let ring = last
        .as_ref()
        .map(|a| super::board::touched_json(g.map(), &a.to_json()))
        .unwrap_or_default();
    page.board = super::board::svg(g, lang, &ring, false);
    page.seats = super::skeleton::seats(g);
    page.last_action = super::skeleton::last_sentence(g, &l.log, lang);
    page.result = super::result::any_sentence(g, &l.log, &page.last_action, lang);
    page.can_undo = last.is_some()
        && (organizer || l.entries.last().is_some_and(|e| e.kind != "undo"))
        && l.row.status != "signed";
    if page.can_undo {
        page.undo_what.clone_from(&page.last_action);
    }
    page.bar = Some(super::bar::bar_any(
        g,
        lang,
        l.row.status == "signed",
        c.places_mods(),
    ));
    page.banner = c.banner(g, lang).unwrap_or_default();
    page.over = g.finished();
    if page.over {
        page.results = super::skeleton::results(g, lang);
        // Every objective is shown once the match is over.
        for (card, line) in page.results.iter_mut().zip(c.revealed(g, lang)) {
            card.lines.insert(0, line);
        }
    }
    if c.lives_after_end() || !page.over {
        // The posted fields are a refused form's, to show again; after a success the
        // fresh panel starts from the engine's choices.
        let posted: &[(String, String)] = if page.error.is_some() {
            &page.posted
        } else {
            &[]
        };
        let (lang, expected, id, csrf) = (lang, page.expected, page.id, &page.v.csrf);
        page.panel = c
            .panel(Asked::new(g, lang, expected, id, posted, csrf))
            .unwrap_or_else(|| {
                // No console panel for this ruleset yet: say where its actions go.
                let api = format!("/api/v1/matches/{id}/actions");
                format!(
                    "<p class=\"notice\" role=\"status\">{}</p>",
                    // A fixed sentence and a number: nothing to escape.
                    page.v.t("console.err.no_panel").replace("{api}", &api)
                )
            });
        page.panel_error = page
            .error
            .as_ref()
            .filter(|(form, _)| !super::page::SKELETON_FORMS.contains(&form.as_str()))
            .map(|(_, m)| m.clone());
    }
    let clock = clock_at(c, g, l.turn_start.as_ref(), state.clock.now());
    let call = c.call_due().unwrap_or(super::round_word::words(g).call_due);
    let minutes = fluent_bundle::FluentValue::from(clock.announce_minutes);
    let last = fluent_bundle::FluentValue::from(clock.call_last);
    page.announce_text = crate::web::i18n::tf(page.v.lang, call, &[("min", minutes), ("n", last)]);
    page.clock = Some(clock);
}
/// Opens a match the way every ruleset's form but 2 vs 2's does (2 vs 2, the first
/// form, keeps its own: `setup.rs`): the label checked, the ruleset's setup read from
/// the form ([`Console::opening`]) and checked by the engine, then stored.
///
/// # Errors
/// [`Denied`] naming what is wrong: the label (400/422), the form's sentence or the
/// engine's refusal of the setup (422), or a board or account gone meanwhile (409).
/// Nothing is stored then.
pub async fn open<C: Console + ?Sized>(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    c: &C,
    pairs: &[(String, String)],
) -> Outcome<i64> {
    let label = super::new_match::field(pairs, "label");
    if crate::printable::has_control(label) {
        return Err(Denied::bad(v, "err.control_chars"));
    }
    if label.is_empty() || label.chars().count() > 60 {
        return Err(super::new_match::invalid(v, "console.err.names"));
    }
    let o = c.opening(state, v, pairs).await?;
    if let Err(stop) = AnyGame::replay(o.probe.as_ref().unwrap_or(&o.log)) {
        return Err(Denied::objection(v, &stop.objection));
    }
    super::new_match::store(state, v, user, label, &o.log.to_json_pretty(), o.board).await
}

/// The ruleset of a game.
pub fn id_of(game: &AnyGame) -> RulesetId {
    game.ruleset_id()
}

/// The ruleset of a setup or an API request that names none: the first one, 2 vs 2,
/// from before the `ruleset` field.
pub fn unnamed() -> RulesetId {
    RulesetId::Risiko2v2
}

/// The `ruleset` a stored setup names (without reading the rest of it).
pub fn ruleset_of(setup_json: &str) -> String {
    #[derive(serde::Deserialize)]
    struct Named {
        #[serde(default)]
        ruleset: String,
    }
    serde_json::from_str::<Named>(setup_json)
        .map(|n| n.ruleset)
        .unwrap_or_default()
}

/// The ruleset a stored setup names, read without the rest of it; a setup that
/// predates the `ruleset` field (read as empty) is a 2 vs 2 one ([`unnamed`]). `None`
/// for an id the engine does not know.
pub fn stored(setup_json: &str) -> Option<RulesetId> {
    let named = ruleset_of(setup_json);
    if named.is_empty() {
        return Some(unnamed());
    }
    RulesetId::parse(&named)
}

/// A panel's HTML: its template rendered, empty when the game has nothing to show.
pub fn rendered<T: askama::Template>(panel: Option<T>) -> String {
    panel.and_then(|p| p.render().ok()).unwrap_or_default()
}

/// The reason an `end_match` form (or the torneo's recovery minutes) gives, read one
/// way for every ruleset: required, at most 500 characters.
///
/// # Errors
/// `console.err.reason` when it is missing or too long.
pub fn end_reason(reason: Option<&str>) -> Result<String, &'static str> {
    let r = reason.unwrap_or("");
    if r.is_empty() || r.chars().count() > 500 {
        return Err("console.err.reason");
    }
    Ok(r.to_string())
}

/// The seats of a tournament table as the ruleset's new-match form posts them (see
/// [`super::seats_form`]): the names in seat order, the first plays first, `colours`
/// in order. The form's reader is the one place that checks seats, so a tournament
/// table is refused with the same sentences as a table opened by hand.
pub fn seats_fields(names: &[String], colours: &[&str]) -> Vec<(String, String)> {
    let mut form = vec![
        ("seats".to_string(), names.len().to_string()),
        ("first".to_string(), "0".to_string()),
    ];
    for (i, name) in names.iter().enumerate() {
        form.push((format!("name{i}"), name.clone()));
        form.push((format!("colour{i}"), colours[i % colours.len()].to_string()));
    }
    form
}

/// Replays `log` (whose actions were stored at `times`, unix seconds, one per action)
/// and finds when the current turn began, each turn as `c`, the log's console, counts it.
///
/// # Errors
/// The replay failure as text (stored logs always replay).
pub fn replay_timed<C: Console + ?Sized>(
    c: &C,
    log: &AnyLog,
    times: &[i64],
) -> Result<(AnyGame, TurnTracker), String> {
    let (setup, actions) = log.split();
    let mut game = AnyGame::replay(&setup).map_err(|r| r.to_string())?;
    let mut turn = TurnTracker::new(c.turn_key(&game));
    for (i, action) in actions.iter().enumerate() {
        game.apply_mut(action)
            .map_err(|r| format!("action {i} refused: {r}"))?;
        turn.after(
            c.turn_key(&game),
            &game,
            times.get(i).copied().unwrap_or_default(),
        );
    }
    Ok((game, turn))
}

/// The clock at `now` as `c`, the game's console, shows it, with the turn begun at
/// `turn_start` (after the end: the moment the match ended).
pub fn clock_at<C: Console + ?Sized>(
    c: &C,
    g: &AnyGame,
    turn_start: Option<&TurnStart>,
    now: DateTime<Utc>,
) -> ClockView {
    let elapsed = super::clock::match_elapsed(g, turn_start, now).num_seconds();
    let turn = turn_start
        .filter(|_| c.turn_key(g).is_some())
        .map(|s| super::clock::turn_length(g, s, now));
    c.clock(g, elapsed, turn, now)
}

/// A ruleset's form refusal as a [`TableRefused`].
pub fn form_refused(key: &'static str) -> TableRefused {
    TableRefused::Form(key)
}

/// A [`Denied`] for a ruleset whose new-match form is the match page's own.
pub fn no_opening(id: RulesetId) -> Denied {
    Denied::App(crate::web::AppError::Internal(format!(
        "no new-match form for the ruleset {}",
        id.id()
    )))
}
