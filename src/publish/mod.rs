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

use crate::engine::any::{AnyGame, AnyLog};
use crate::engine::table::Table;
use crate::hub::event::{Claim, EventInfo, FORMAT, Payload, PlayerInfo, TableInfo, VERSION};
use crate::tournament::archive::common::{self, EntryFault};
use crate::tournament::individual_archive::IndividualArchive;

/// Why a publish could not be built or sent.
#[derive(Debug, thiserror::Error)]
pub enum PublishError {
    /// The event cannot be published as it is (a table not finished...).
    #[error("{0}")]
    Event(String),
    /// The hub's address or the connection.
    #[error("{0}")]
    Network(String),
    /// The hub refused it: its status and sentence.
    #[error("the hub refused the event ({0}): {1}")]
    Refused(u16, String),
}

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
            let at = |what: &str| {
                PublishError::Event(format!("round {}, table {}: {what}", r.number, t.number))
            };
            let mut log = AnyLog::parse(&m.setup.to_string()).map_err(|e| at(&e.to_string()))?;
            let fault = |_: usize, _: &_, _: EntryFault| at("its entries do not follow");
            let effective = common::fold_entries(&m.entries, |_, v| Ok(v), fault)?.counting;
            for v in effective {
                let action = log.action_from_json(v).map_err(|e| at(&e.to_string()))?;
                log.push(action)
                    .map_err(|e| at(e.message(crate::i18n::Lang::En)))?;
            }
            let game = AnyGame::replay(&log)
                .map_err(|s| at(s.objection.message(crate::i18n::Lang::En)))?;
            if !game.finished() {
                return Err(at("the match is not finished; publish a finished event"));
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
                serde_json::from_str(&log.to_json_pretty()).map_err(|e| at(&e.to_string()))?;
            tables.push(TableInfo {
                round: u32::try_from(r.number).unwrap_or(0),
                number: u32::try_from(t.number).unwrap_or(0),
                stage: r.stage.clone(),
                group: u32::try_from(t.stage_group).unwrap_or(1),
                players: t.players.clone(),
                ghost: t.ghost,
                log,
                result,
            });
        }
    }
    Ok(Payload {
        format: FORMAT.into(),
        version: VERSION,
        event: EventInfo {
            id: event_id,
            name: a.tournament.name.clone(),
            date,
            event_type: event_type.to_owned(),
            formula: a.tournament.formula.clone(),
        },
        players,
        tables,
    })
}

/// Where the hub is: scheme, host, port.
fn endpoint(hub: &str) -> Result<(bool, String, u16), PublishError> {
    let bad = || PublishError::Network(format!("{hub} is not an http:// or https:// address"));
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
/// Returns the hub's JSON answer on success.
///
/// # Errors
/// [`PublishError::Network`] when the hub cannot be reached;
/// [`PublishError::Refused`] with the hub's sentence when it refuses.
pub async fn send(
    hub: &str,
    token: &str,
    body: String,
    ca_file: &Path,
) -> Result<Value, PublishError> {
    let (tls, host, port) = endpoint(hub)?;
    let net = |e: &dyn std::fmt::Display| PublishError::Network(format!("{hub}: {e}"));
    let tcp = tokio::net::TcpStream::connect((host.as_str(), port))
        .await
        .map_err(|e| net(&e))?;
    let request = hyper::Request::post(format!("{}/api/publish", hub.trim_end_matches('/')))
        .header(hyper::header::HOST, format!("{host}:{port}"))
        .header(hyper::header::AUTHORIZATION, format!("Bearer {token}"))
        .header(hyper::header::CONTENT_TYPE, "application/json")
        .body(Full::new(Bytes::from(body)))
        .map_err(|e| net(&e))?;
    let response = if tls {
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
    .map_err(|e| net(&e))?;
    let (status, text) = response;
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
