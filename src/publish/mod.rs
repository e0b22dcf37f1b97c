//! Publishing a club's finished individual event to the federation hub
//! (`arbitro publish --hub URL --token T --event ID`, docs/HUB.md).
//!
//! The payload is built from the event's archive (the JSON export,
//! [`crate::tournament::individual_archive`]): each published table's setup and
//! recorded entries become one whole log, replayed here to the result the club
//! claims, which the hub replays again before it keeps anything.
//!
//! The request goes out on hyper's own HTTP/1.1 client connection, over
//! tokio-rustls for `https://`: both already in the tree, so no client crate.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use chrono::NaiveDate;
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper_util::rt::TokioIo;
use serde_json::Value;

use crate::db::hub_link::HubPerson;
use crate::engine::any::{AnyGame, AnyLog};
use crate::engine::table::{Objection, Table};
use crate::hub::event::{
    Claim, EventInfo, EventKind, FORMAT, Payload, PlayerInfo, TableInfo, VERSION,
};
use crate::i18n::{Lang, tf};
use crate::tournament::archive::common::{self, EntryFault};
use crate::tournament::individual_archive::IndividualArchive;
use fluent_bundle::FluentValue;

pub mod team;

/// Why a publish could not be built, sent or read back. Each says itself in
/// the organizer's language ([`PublishError::sentence`]); `Display` is the
/// English sentence (the `arbitro publish` command's).
#[derive(Debug)]
pub enum PublishError {
    /// A table of the event cannot be published as it is.
    Event(Unpublishable),
    /// The hub's address is not an `http://` or `https://` address.
    Address(String),
    /// The hub could not be reached: its address and the system's words.
    Network(String, String),
    /// The hub did not answer in [`ANSWER_WITHIN`]: its address.
    Silent(String),
    /// The hub refused it: its status and its sentence, as it said it.
    Refused(u16, String),
    /// The hub said yes in words this Arbitro does not read (what is wrong).
    Answer(String),
}

/// How long the hub may take to verify and store an event before the club
/// stops waiting (a 20-table event verifies in well under a second).
pub const ANSWER_WITHIN: std::time::Duration = std::time::Duration::from_secs(60);

/// A table that cannot be published, and why.
#[derive(Clone, Debug)]
pub struct Unpublishable {
    /// The round's number.
    pub round: i64,
    /// The table's number.
    pub table: i64,
    /// What is wrong with it.
    pub why: TableFault,
}

/// What keeps a table from being published.
#[derive(Clone, Debug)]
pub enum TableFault {
    /// The stored match does not read as a log (the reader's words).
    Unreadable(String),
    /// Its recorded entries (with their undos) do not follow one another.
    Entries,
    /// The rules engine refuses a recorded action.
    Refused(Objection),
    /// The match is not finished.
    NotFinished,
    /// A team tournament's match is finished but its result does not count yet:
    /// not signed off, or not confirmed when the tournament asks for it.
    NotSigned,
    /// A team tournament's round is still a draft (the table is 0).
    Draft,
    /// A team tournament without a round (round 1, table 0).
    NoRound,
}

impl PublishError {
    /// The sentence the organizer (or the command line) reads, in `lang`.
    #[must_use]
    pub fn sentence(&self, lang: Lang) -> String {
        let s = |v: &str| FluentValue::from(v.to_owned());
        match self {
            PublishError::Event(u) => {
                let at = [
                    ("round", FluentValue::from(u.round)),
                    ("table", FluentValue::from(u.table)),
                ];
                match &u.why {
                    TableFault::Unreadable(detail) => {
                        let mut args = at.to_vec();
                        args.push(("detail", s(detail)));
                        tf(lang, "hubpub-err-unreadable", &args)
                    }
                    TableFault::Entries => tf(lang, "hubpub-err-entries", &at),
                    TableFault::Refused(objection) => {
                        let mut args = at.to_vec();
                        args.push(("objection", s(objection.message(lang))));
                        tf(lang, "hubpub-err-engine", &args)
                    }
                    TableFault::NotFinished => tf(lang, "hubpub-err-not-finished", &at),
                    TableFault::NotSigned => tf(lang, "hubpub-err-not-signed", &at),
                    TableFault::Draft => tf(lang, "hubpub-err-draft", &at),
                    TableFault::NoRound => tf(lang, "hubpub-err-no-round", &at),
                }
            }
            PublishError::Address(hub) => tf(lang, "hubpub-err-address", &[("hub", s(hub))]),
            PublishError::Network(hub, detail) => tf(
                lang,
                "hubpub-err-network",
                &[("hub", s(hub)), ("detail", s(detail))],
            ),
            PublishError::Silent(hub) => tf(
                lang,
                "hubpub-err-silent",
                &[
                    ("hub", s(hub)),
                    ("seconds", FluentValue::from(ANSWER_WITHIN.as_secs())),
                ],
            ),
            PublishError::Refused(status, sentence) => tf(
                lang,
                "hubpub-err-refused",
                &[
                    ("status", FluentValue::from(*status)),
                    ("sentence", s(sentence)),
                ],
            ),
            PublishError::Answer(detail) => tf(lang, "hubpub-err-answer", &[("detail", s(detail))]),
        }
    }
}

impl std::fmt::Display for PublishError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.sentence(Lang::En))
    }
}

impl std::error::Error for PublishError {}

/// The publish payload of the event archived in `a`: every published table of a
/// finished match, its whole log and the result it replays to.
///
/// # Errors
/// [`PublishError::Event`] naming the first table that is not finished or does
/// not replay.
pub fn payload(
    a: &IndividualArchive,
    event_id: i64,
    date: NaiveDate,
    event_type: &str,
    national_ids: &HashMap<i64, String>,
) -> Result<Payload, PublishError> {
    let players = a
        .players
        .iter()
        .map(|p| PlayerInfo {
            id: p.id,
            name: p.name.clone(),
            club: p.club.clone(),
            national_id: national_ids.get(&p.id).cloned(),
        })
        .collect();
    let mut tables = Vec::new();
    for r in a.rounds.iter().filter(|r| r.published) {
        for t in &r.tables {
            let Some(m) = &t.game else { continue };
            let at = |why: TableFault| {
                PublishError::Event(Unpublishable {
                    round: r.number,
                    table: t.number,
                    why,
                })
            };
            let unreadable = |e: &dyn std::fmt::Display| at(TableFault::Unreadable(e.to_string()));
            let mut log = AnyLog::parse(&m.setup.to_string()).map_err(|e| unreadable(&e))?;
            let fault = |_: usize, _: &_, _: EntryFault| at(TableFault::Entries);
            let effective = common::fold_entries(&m.entries, |_, v| Ok(v), fault)?.counting;
            for v in effective {
                let action = log.action_from_json(v).map_err(|e| unreadable(&e))?;
                log.push(action).map_err(|e| at(TableFault::Refused(e)))?;
            }
            let game = AnyGame::replay(&log).map_err(|s| at(TableFault::Refused(s.objection)))?;
            if !game.finished() {
                return Err(at(TableFault::NotFinished));
            }
            let result = game
                .result()
                .seats
                .iter()
                .filter_map(|s| {
                    t.players.get(usize::from(s.seat)).map(|p| Claim {
                        player: *p,
                        place: s.place,
                        score: s.score,
                    })
                })
                .collect();
            let log: Value =
                serde_json::from_str(&log.to_json_pretty()).map_err(|e| unreadable(&e))?;
            tables.push(TableInfo {
                round: u32::try_from(r.number).unwrap_or(0),
                number: u32::try_from(t.number).unwrap_or(0),
                stage: r.stage.clone(),
                group: u32::try_from(t.stage_group).unwrap_or(1),
                players: t.players.clone(),
                ghost: t.ghost,
                log,
                result,
                sides: Vec::new(),
            });
        }
    }
    Ok(Payload {
        format: FORMAT.into(),
        version: VERSION,
        kind: EventKind::Individual,
        event: EventInfo {
            id: event_id,
            name: a.tournament.name.clone(),
            date,
            event_type: event_type.to_owned(),
            formula: a.tournament.formula.clone(),
        },
        players,
        teams: Vec::new(),
        byes: Vec::new(),
        tables,
    })
}

/// Where the hub is: scheme, host, port.
fn endpoint(hub: &str) -> Result<(bool, String, u16), PublishError> {
    let bad = || PublishError::Address(hub.to_owned());
    let uri: hyper::Uri = hub.parse().map_err(|_| bad())?;
    let tls = match uri.scheme_str() {
        Some("https") => true,
        Some("http") => false,
        _ => return Err(bad()),
    };
    let host = uri.host().ok_or_else(bad)?.to_owned();
    let port = uri.port_u16().unwrap_or(if tls { 443 } else { 80 });
    Ok((tls, host, port))
}

/// Sends `body` to `POST {hub}/api/publish` with the club's bearer `token`;
/// `ca_file` holds the certificates an `https://` hub is trusted by (PEM).
/// Returns the hub's JSON answer on success. The hub words its refusals in its
/// default language (Italian); [`send_in`] asks for one.
///
/// # Errors
/// As [`send_in`].
pub async fn send(
    hub: &str,
    token: &str,
    body: String,
    ca_file: &Path,
) -> Result<Value, PublishError> {
    send_in(hub, token, body, ca_file, None).await
}

/// [`send`], asking the hub to word a refusal in `lang` (`Accept-Language`).
///
/// # Errors
/// [`PublishError::Address`] for an address that is not `http(s)://`;
/// [`PublishError::Network`] when the hub cannot be reached;
/// [`PublishError::Silent`] when it does not answer within [`ANSWER_WITHIN`];
/// [`PublishError::Refused`] with the hub's sentence when it refuses.
pub async fn send_in(
    hub: &str,
    token: &str,
    body: String,
    ca_file: &Path,
    lang: Option<Lang>,
) -> Result<Value, PublishError> {
    let (tls, host, port) = endpoint(hub)?;
    let answer = tokio::time::timeout(
        ANSWER_WITHIN,
        exchange_with(hub, token, body, ca_file, lang, (tls, host, port)),
    )
    .await
    .map_err(|_| PublishError::Silent(hub.to_owned()))??;
    let (status, text) = answer;
    let answer: Value = serde_json::from_str(&text).unwrap_or(Value::String(text));
    if status.is_success() {
        Ok(answer)
    } else {
        let sentence = answer
            .get("error")
            .and_then(Value::as_str)
            .map_or_else(|| answer.to_string(), str::to_owned);
        Err(PublishError::Refused(status.as_u16(), sentence))
    }
}

/// Connects to the hub (over TLS for `https://`) and makes the one request.
async fn exchange_with(
    hub: &str,
    token: &str,
    body: String,
    ca_file: &Path,
    lang: Option<Lang>,
    (tls, host, port): (bool, String, u16),
) -> Result<(hyper::StatusCode, String), PublishError> {
    let net = |e: &dyn std::fmt::Display| PublishError::Network(hub.to_owned(), e.to_string());
    let tcp = tokio::net::TcpStream::connect((host.as_str(), port))
        .await
        .map_err(|e| net(&e))?;
    let mut request = hyper::Request::post(format!("{}/api/publish", hub.trim_end_matches('/')))
        .header(hyper::header::HOST, format!("{host}:{port}"))
        .header(hyper::header::AUTHORIZATION, format!("Bearer {token}"))
        .header(hyper::header::CONTENT_TYPE, "application/json");
    if let Some(lang) = lang {
        request = request.header(hyper::header::ACCEPT_LANGUAGE, lang.code());
    }
    let request = request
        .body(Full::new(Bytes::from(body)))
        .map_err(|e| net(&e))?;
    if tls {
        let mut roots = tokio_rustls::rustls::RootCertStore::empty();
        let pem = std::fs::read(ca_file).map_err(|e| net(&e))?;
        use rustls_pki_types::pem::PemObject;
        for cert in rustls_pki_types::CertificateDer::pem_slice_iter(&pem).flatten() {
            let _ = roots.add(cert);
        }
        let config = tokio_rustls::rustls::ClientConfig::builder_with_provider(Arc::new(
            tokio_rustls::rustls::crypto::ring::default_provider(),
        ))
        .with_safe_default_protocol_versions()
        .map_err(|e| net(&e))?
        .with_root_certificates(roots)
        .with_no_client_auth();
        let name = rustls_pki_types::ServerName::try_from(host.clone()).map_err(|e| net(&e))?;
        let stream = tokio_rustls::TlsConnector::from(Arc::new(config))
            .connect(name, tcp)
            .await
            .map_err(|e| net(&e))?;
        exchange(TokioIo::new(stream), request).await
    } else {
        exchange(TokioIo::new(tcp), request).await
    }
    .map_err(|e| net(&e))
}

/// What the hub said to a publish it kept (docs/HUB.md, "The payload").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Published {
    /// The hub's id of the event.
    pub event: i64,
    /// Tables it verified and stored.
    pub tables: u64,
    /// Players of the event.
    pub players: u64,
    /// For each published player, the hub's person and the national id it
    /// knows; `None` from a hub older than this list.
    pub people: Option<Vec<HubPerson>>,
}

/// Reads the hub's `200` answer: `{"ok": true, "event": 3, "tables": 4,
/// "players": 4, "people": [{"player": 1, "person": 17, "national_id":
/// "IT-0042"}]}` (`people` may be missing: an older hub; a `national_id` may be
/// `null` or missing).
///
/// # Errors
/// [`PublishError::Answer`] naming what does not read.
pub fn read_answer(answer: &Value) -> Result<Published, PublishError> {
    let bad = |what: &str| PublishError::Answer(what.to_owned());
    let number = |key: &str| answer.get(key).and_then(Value::as_i64);
    let count = |key: &str| answer.get(key).and_then(Value::as_u64);
    if answer.get("ok").and_then(Value::as_bool) != Some(true) {
        return Err(bad("\"ok\""));
    }
    let people = match answer.get("people") {
        None | Some(Value::Null) => None,
        Some(Value::Array(list)) => Some(
            list.iter()
                .map(|p| {
                    let national_id = match p.get("national_id") {
                        None | Some(Value::Null) => None,
                        Some(Value::String(s)) => Some(s.clone()),
                        Some(_) => return Err(bad("\"people[].national_id\"")),
                    };
                    Ok(HubPerson {
                        player: p
                            .get("player")
                            .and_then(Value::as_i64)
                            .ok_or_else(|| bad("\"people[].player\""))?,
                        person: p
                            .get("person")
                            .and_then(Value::as_i64)
                            .ok_or_else(|| bad("\"people[].person\""))?,
                        national_id,
                    })
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
        Some(_) => return Err(bad("\"people\"")),
    };
    Ok(Published {
        event: number("event").ok_or_else(|| bad("\"event\""))?,
        tables: count("tables").ok_or_else(|| bad("\"tables\""))?,
        players: count("players").ok_or_else(|| bad("\"players\""))?,
        people,
    })
}

/// One request on a fresh HTTP/1.1 connection: the status and the body text.
async fn exchange<S>(
    io: TokioIo<S>,
    request: hyper::Request<Full<Bytes>>,
) -> Result<(hyper::StatusCode, String), hyper::Error>
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let (mut sender, connection) = hyper::client::conn::http1::handshake(io).await?;
    tokio::spawn(connection);
    let response = sender.send_request(request).await?;
    let status = response.status();
    let bytes = response.into_body().collect().await?.to_bytes();
    Ok((status, String::from_utf8_lossy(&bytes).into_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_answer_of_an_older_hub_reads_without_people() {
        let a = read_answer(&json!({"ok": true, "event": 3, "tables": 4, "players": 4})).unwrap();
        assert_eq!(
            a,
            Published {
                event: 3,
                tables: 4,
                players: 4,
                people: None
            }
        );
    }

    #[test]
    fn the_answer_names_each_players_hub_person_and_national_id() {
        let a = read_answer(&json!({
            "ok": true, "event": 3, "tables": 4, "players": 2,
            "people": [
                {"player": 1, "person": 17, "national_id": "IT-0042"},
                {"player": 2, "person": 18, "national_id": null},
                {"player": 5, "person": 19}
            ]
        }))
        .unwrap();
        let people = a.people.unwrap();
        assert_eq!(
            people,
            vec![
                HubPerson {
                    player: 1,
                    person: 17,
                    national_id: Some("IT-0042".into())
                },
                HubPerson {
                    player: 2,
                    person: 18,
                    national_id: None
                },
                HubPerson {
                    player: 5,
                    person: 19,
                    national_id: None
                },
            ]
        );
    }

    #[test]
    fn an_answer_that_does_not_read_is_said_so() {
        for (answer, what) in [
            (json!({"ok": true, "tables": 4, "players": 4}), "\"event\""),
            (json!({"ok": false, "event": 3}), "\"ok\""),
            (
                json!({"ok": true, "event": 3, "tables": 4, "players": 4, "people": 7}),
                "\"people\"",
            ),
            (
                json!({"ok": true, "event": 3, "tables": 4, "players": 4,
                       "people": [{"player": "uno", "person": 1}]}),
                "\"people[].player\"",
            ),
        ] {
            match read_answer(&answer) {
                Err(e @ PublishError::Answer(_)) => {
                    for lang in Lang::ALL {
                        assert!(e.sentence(lang).contains(what), "{}", e.sentence(lang));
                    }
                }
                other => panic!("{answer}: {other:?}"),
            }
        }
    }

    #[test]
    fn every_publish_error_is_a_sentence_in_each_language() {
        let errors = [
            PublishError::Event(Unpublishable {
                round: 2,
                table: 3,
                why: TableFault::NotFinished,
            }),
            PublishError::Event(Unpublishable {
                round: 2,
                table: 3,
                why: TableFault::Entries,
            }),
            PublishError::Event(Unpublishable {
                round: 2,
                table: 3,
                why: TableFault::Unreadable("at actions[4]: unknown".into()),
            }),
            PublishError::Address("hub.example.org".into()),
            PublishError::Network("http://127.0.0.1:1".into(), "refused".into()),
            PublishError::Silent("http://127.0.0.1:1".into()),
            PublishError::Refused(422, "Turno 2, tavolo 2: …".into()),
            PublishError::Answer("\"event\"".into()),
        ];
        for e in &errors {
            let said: Vec<String> = Lang::ALL.iter().map(|l| e.sentence(*l)).collect();
            for s in &said {
                assert!(!s.starts_with("hubpub"), "a message is missing: {s}");
                assert!(!s.contains('{'), "an argument is not filled: {s}");
            }
            // Three languages, three sentences.
            assert_ne!(said[0], said[1], "{e:?}");
            assert_ne!(said[1], said[2], "{e:?}");
            assert_eq!(
                e.to_string(),
                said[1],
                "the command line says it in English"
            );
        }
        let e = &errors[0];
        assert_eq!(
            e.to_string(),
            "Round 2, table 3: the match is not finished; only a finished event is published."
        );
        // The hub's sentence is passed on as the hub said it.
        assert!(
            errors[6]
                .sentence(Lang::En)
                .ends_with(": Turno 2, tavolo 2: …")
        );
    }
}
