//! One translation mechanism for the whole program: every sentence a person reads, on a
//! page or from the engine (refusals, history lines, result lines), is a Project Fluent
//! message, one `.ftl` file per area and language under `i18n/ftl/{it,en,es}/`, compiled
//! into the binary (the build script lists the files). Italian is the default.
//!
//! Code asks for a message by id with its arguments ([`tf`]; [`t`] for a message without
//! any, [`tn`] for one agreeing with a count `$n`); a key `classic.claim` is the Fluent
//! message `classic-claim`. Sentences with a number that nouns agree with ("1 carta",
//! "2 carte") are Fluent selectors over the number's plural category, so each language
//! words its own plural and gender agreement in its file without the code knowing the
//! grammar. The tests refuse a message missing in one language, or whose variables differ
//! between languages, so adding a language is one folder of `.ftl` files plus its line in
//! [`Lang`].
//!
//! Messages without arguments are formatted once at start and kept, so a page's many
//! `t()` calls are a hash lookup.
//!
//! [`pseudo_locale`] turns the Italian catalogue into a pseudo-locale (every letter
//! accented, every piece of text bracketed): a test renders pages and sentences in it and
//! fails on any word that did not come from a message.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// A language of the interface and of the engine's sentences.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Italiano (default).
    #[default]
    It,
    /// English.
    En,
    /// Español (Argentine usage: "vos", "países", "ejércitos"), T.E.G.'s own language.
    Es,
}

impl Lang {
    /// Every language, in the order the switch lists them.
    pub const ALL: [Lang; 3] = [Lang::It, Lang::En, Lang::Es];

    /// `it`, `en` or `es`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::It => "it",
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// The language's own name, for the switch.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::It => "Italiano",
            Lang::En => "English",
            Lang::Es => "Español",
        }
    }

    /// Parses `it`/`en`/`es` (and regional forms like `en-GB`, `es-AR`).
    pub fn parse(s: &str) -> Option<Lang> {
        let s = s.trim().to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|l| s == l.code() || s.starts_with(&format!("{}-", l.code())))
    }

    /// The other languages (for the switch links).
    pub fn others(self) -> Vec<Lang> {
        Lang::ALL.into_iter().filter(|l| *l != self).collect()
    }

    fn index(self) -> usize {
        match self {
            Lang::It => 0,
            Lang::En => 1,
            Lang::Es => 2,
        }
    }

    /// The first of the interface languages named in `Accept-Language`, by quality order.
    pub fn from_accept_language(headers: &axum::http::HeaderMap) -> Option<Lang> {
        let value = headers
            .get(axum::http::header::ACCEPT_LANGUAGE)?
            .to_str()
            .ok()?;
        let mut offers: Vec<(f32, Lang)> = value
            .split(',')
            .filter_map(|part| {
                let mut it = part.split(';');
                let lang = Lang::parse(it.next()?)?;
                let q = it
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .and_then(|q| q.parse::<f32>().ok())
                    .unwrap_or(1.0);
                Some((q, lang))
            })
            .collect();
        // Stable sort keeps header order among equal qualities.
        offers.sort_by(|a, b| b.0.total_cmp(&a.0));
        offers.first().map(|(_, l)| *l)
    }
}

/// A number a sentence agrees with.
pub trait Count {
    /// The number, for Fluent's plural rules.
    fn count(&self) -> i64;
}

macro_rules! count_ints {
    ($($t:ty),*) => {$(
        impl Count for $t {
            fn count(&self) -> i64 {
                i64::try_from(*self).unwrap_or(i64::MAX)
            }
        }
        impl Count for &$t {
            fn count(&self) -> i64 {
                i64::try_from(**self).unwrap_or(i64::MAX)
            }
        }
    )*};
}
count_ints!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// The `.ftl` sources of every area (one file per area of the interface or the engine), in
/// the three languages, sorted by area: the build script (`build.rs`) lists
/// `i18n/ftl/it/*.ftl` and refuses a language missing one of its files, so a new area is
/// its three files and no line here. The order does not matter: the tests refuse a
/// message id defined twice.
static SOURCES: &[[&str; 3]] = include!(concat!(env!("OUT_DIR"), "/ftl_areas.rs"));

/// One language's messages: the Fluent bundle, and every message formatted once with
/// its variables left as `{name}` (what `t()` returns, so the older
/// `.replace("{n}", …)` call sites keep working).
struct Catalogue {
    bundle: FluentBundle<FluentResource>,
    plain: HashMap<String, &'static str>,
}

static CATALOGUES: OnceLock<[Catalogue; 3]> = OnceLock::new();
static PSEUDO: AtomicBool = AtomicBool::new(false);

fn catalogues() -> &'static [Catalogue; 3] {
    CATALOGUES.get_or_init(|| Lang::ALL.map(catalogue))
}

/// Renders every Italian message in a pseudo-locale from now on: each letter accented and
/// each piece of a message's own text between `⟦` and `⟧`, while the arguments (names,
/// numbers) stay as they are. For the leak test only: a word on a page that is plain
/// ASCII and not an argument did not come from a message.
///
/// # Panics
/// If a message was already formatted in this process (the catalogues are built once).
pub fn pseudo_locale() {
    PSEUDO.store(true, Ordering::SeqCst);
    assert!(
        CATALOGUES.get().is_none(),
        "pseudo_locale() must come before the first message"
    );
}

/// The pseudo-locale's rewrite of a piece of a message's text.
fn pseudo(text: &str) -> Cow<'static, str> {
    let accented: String = text
        .chars()
        .map(|c| match c {
            'a' => 'å',
            'e' => 'ë',
            'i' => 'ï',
            'o' => 'ø',
            'u' => 'ü',
            'c' => 'ç',
            'n' => 'ñ',
            'A' => 'Å',
            'E' => 'Ë',
            'I' => 'Ï',
            'O' => 'Ø',
            'U' => 'Ü',
            'C' => 'Ç',
            'N' => 'Ñ',
            other => other,
        })
        .collect();
    Cow::Owned(format!("⟦{accented}⟧"))
}

fn catalogue(lang: Lang) -> Catalogue {
    let locale = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    // No Unicode isolation marks around placeables: the pages are left-to-right only,
    // and the marks would show in exports and break `.replace` call sites.
    bundle.set_use_isolating(false);
    if lang == Lang::It && PSEUDO.load(Ordering::SeqCst) {
        bundle.set_transform(Some(pseudo));
    }
    let mut ids = Vec::new();
    let mut names = Vec::new();
    for files in SOURCES {
        let source = files[lang.index()];
        variable_names(source, &mut names);
        // A file that fails to parse is caught by the tests (`every_file_parses`);
        // what did parse is still used.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        ids.extend(message_ids(&resource));
        // An id defined twice keeps its first text; the tests refuse duplicates.
        let _ = bundle.add_resource(resource);
    }
    let mut args = FluentArgs::new();
    for name in &names {
        args.set(name.clone(), FluentValue::from(format!("{{{name}}}")));
    }
    let plain = ids
        .into_iter()
        .filter_map(|id| {
            let text = format_id(&bundle, &id, Some(&args))?;
            Some((id, &*Box::leak(text.into_boxed_str())))
        })
        .collect();
    Catalogue { bundle, plain }
}

/// The ids of a resource's messages.
fn message_ids(resource: &FluentResource) -> Vec<String> {
    resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// Every `$name` a source mentions.
fn variable_names(source: &str, names: &mut Vec<String>) {
    for part in source.split('$').skip(1) {
        let name: String = part
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() && !names.contains(&name) {
            names.push(name);
        }
    }
}

fn format_id(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

/// The Fluent id of a key: every `.` becomes `-` (Fluent ids have no dots).
fn fluent_id(key: &str) -> String {
    key.replace('.', "-")
}

/// Translates `key`; a key missing in `lang` is said in Italian, and an unknown key comes
/// back as itself (the tests catch both).
pub fn t(lang: Lang, key: &str) -> &str {
    t_known(lang, key).unwrap_or(key)
}

/// Translates `key` if the catalogue knows it (in `lang`, else in Italian): for a key
/// built from a code at run time (`engine.action.CODE`), where the catalogue itself is
/// the list of the codes that have words.
pub fn t_known(lang: Lang, key: &str) -> Option<&'static str> {
    let id = fluent_id(key);
    let [it, ..] = catalogues();
    catalogues()[lang.index()]
        .plain
        .get(&id)
        .or_else(|| it.plain.get(&id))
        .copied()
}

/// Translates `key` with its arguments (numbers select the plural form).
pub fn tf(lang: Lang, key: &str, args: &[(&str, FluentValue)]) -> String {
    let mut fargs = FluentArgs::new();
    for (name, value) in args {
        fargs.set(*name, value.clone());
    }
    format_id(
        &catalogues()[lang.index()].bundle,
        &fluent_id(key),
        Some(&fargs),
    )
    .unwrap_or_else(|| key.to_string())
}

/// Translates `key` agreeing with the count `n` (the message's `$n`).
pub fn tn(lang: Lang, key: &str, n: impl Count) -> String {
    tf(lang, key, &[("n", FluentValue::from(n.count()))])
}

/// Is `key` in every language?
pub fn has_key(key: &str) -> bool {
    let id = fluent_id(key);
    catalogues().iter().all(|c| c.plain.contains_key(&id))
}

/// Each message's variables in one `.ftl` source, sorted (for the tests).
#[cfg(test)]
fn variables_by_message(source: &str) -> HashMap<String, Vec<String>> {
    let mut out: HashMap<String, Vec<String>> = HashMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        let starts_message =
            line.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) && line.contains('=');
        if starts_message {
            let id = line.split('=').next().unwrap_or("").trim().to_string();
            out.entry(id.clone()).or_default();
            current = Some(id);
        } else if line.starts_with('#') || line.starts_with('-') {
            current = None;
        }
        if let Some(id) = &current {
            let mut names = Vec::new();
            variable_names(line, &mut names);
            let vars = out.entry(id.clone()).or_default();
            for n in names {
                if !vars.contains(&n) {
                    vars.push(n);
                }
            }
            vars.sort();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language() {
        let mut h = axum::http::HeaderMap::new();
        h.insert(
            axum::http::header::ACCEPT_LANGUAGE,
            axum::http::HeaderValue::from_static("de-DE,en-GB;q=0.8,it;q=0.5"),
        );
        assert_eq!(Lang::from_accept_language(&h), Some(Lang::En));
        h.insert(
            axum::http::header::ACCEPT_LANGUAGE,
            axum::http::HeaderValue::from_static("es-AR,es;q=0.9,en;q=0.8"),
        );
        assert_eq!(Lang::from_accept_language(&h), Some(Lang::Es));
        h.insert(
            axum::http::header::ACCEPT_LANGUAGE,
            axum::http::HeaderValue::from_static("fr"),
        );
        assert_eq!(Lang::from_accept_language(&h), None);
    }

    #[test]
    fn every_file_parses_without_duplicates() {
        // One id, one message across every area: the bundle keeps the first of two
        // texts silently, so an engine area reusing a page's id would change the page.
        let mut seen = std::collections::HashSet::new();
        for files in SOURCES {
            for (lang, source) in Lang::ALL.iter().zip(files) {
                let resource = FluentResource::try_new(source.to_string());
                let head = source.lines().next().unwrap_or("");
                assert!(
                    resource.is_ok(),
                    "{lang:?} file starting {head:?} does not parse"
                );
                if *lang == Lang::It {
                    for id in message_ids(&resource.unwrap()) {
                        assert!(seen.insert(id.clone()), "duplicate message {id}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_language_has_the_same_messages() {
        let [it, en, es] = catalogues();
        let mut ids: Vec<_> = it.plain.keys().collect();
        ids.sort();
        for id in &ids {
            assert!(en.plain.contains_key(*id), "{id} has no English text");
            assert!(!it.plain[*id].is_empty() && !en.plain[*id].is_empty());
        }
        assert_eq!(
            it.plain.len(),
            en.plain.len(),
            "English has messages Italian lacks"
        );
        for id in &ids {
            assert!(es.plain.contains_key(*id), "{id} has no Spanish text");
        }
        assert_eq!(
            it.plain.len(),
            es.plain.len(),
            "Spanish has messages Italian lacks"
        );
        assert_eq!(t(Lang::En, "nav.login"), "Log in");
    }

    #[test]
    fn placeholders_survive_for_replace_and_numbers_agree() {
        assert_eq!(t(Lang::It, "classic.trade_worth"), "il tris vale ora {n}");
        assert_eq!(tn(Lang::It, "classic.hand", 1), "1 carta in mano");
        assert_eq!(tn(Lang::It, "classic.hand", 3), "3 carte in mano");
        assert_eq!(tn(Lang::En, "classic.hand", 1), "1 card in hand");
        assert_eq!(tn(Lang::En, "classic.hand", 2), "2 cards in hand");
        assert_eq!(tn(Lang::Es, "classic.hand", 1), "1 carta en la mano");
        assert_eq!(tn(Lang::Es, "torneo.held", 2), "2 puntos en posesión");
        assert_eq!(tn(Lang::It, "torneo.held", 1), "1 punto posseduto");
        let ana = |n: u32| [("who", FluentValue::from("Ana")), ("n", n.into())];
        assert_eq!(tf(Lang::It, "next.place", &ana(1)), "Ana piazza 1 carro");
        assert_eq!(tf(Lang::It, "next.place", &ana(4)), "Ana piazza 4 carri");
        assert_eq!(
            tf(Lang::En, "next.place_armies", &ana(1)),
            "Ana places 1 army"
        );
        assert_eq!(
            tf(Lang::Es, "next.place_armies", &ana(3)),
            "Ana coloca 3 ejércitos"
        );
        let min = |n: u32| [("min", FluentValue::from(n))];
        assert_eq!(
            tf(Lang::It, "console.announce_due_at", &min(1)),
            "È passato 1 minuto di gioco: annuncia che questo è il terzultimo giro."
        );
        assert!(tf(Lang::En, "console.announce_due_at", &min(90)).starts_with("90 minutes"));
    }

    #[test]
    fn every_language_uses_the_same_variables() {
        // A message whose English text forgets `$who` would drop a player's name in
        // English only: each message's variables must be the same in every language.
        let mut differ = Vec::new();
        for files in SOURCES {
            let per_lang: Vec<HashMap<String, Vec<String>>> =
                files.iter().map(|s| variables_by_message(s)).collect();
            for (id, it_vars) in &per_lang[0] {
                for (lang, vars) in Lang::ALL.iter().zip(&per_lang).skip(1) {
                    if let Some(v) = vars.get(id)
                        && v != it_vars
                    {
                        differ.push(format!("{id}: it {it_vars:?}, {lang:?} {v:?}"));
                    }
                }
            }
        }
        assert!(differ.is_empty(), "variables differ: {differ:#?}");
    }

    #[test]
    fn variables_are_read_per_message() {
        let vars = variables_by_message(
            "a = { $who } places { $n ->\n    [one] 1 army\n   *[other] { $n } armies\n}\nb = none\n",
        );
        assert_eq!(vars["a"], ["n", "who"]);
        assert!(vars["b"].is_empty());
    }

    #[test]
    fn pseudo_rewrites_text_not_arguments() {
        assert_eq!(pseudo("Ana piazza"), "⟦Åñå pïåzzå⟧");
    }
}
