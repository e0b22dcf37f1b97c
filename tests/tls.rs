//! `serve --tls-cert FILE --tls-key FILE`: the real binary terminates TLS itself and
//! speaks HTTP/2 (ALPN `h2`) and HTTP/1.1; a certificate and key that do not belong
//! together, or a file that is not PEM, stop the start with a sentence naming the
//! file. Certificates are made here with rcgen; loopback only.

#[path = "scenarios/random_player.rs"]
mod random_player;
mod support;

use http_body_util::{BodyExt, Empty};
use hyper::body::Bytes;
use hyper_util::rt::{TokioExecutor, TokioIo};
use rustls_pki_types::ServerName;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use support::server::free_port;
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tokio_rustls::rustls::{self, ClientConfig, RootCertStore};

/// A certificate for `localhost` and 127.0.0.1 written as PEM files in `dir`.
struct Made {
    cert: PathBuf,
    key: PathBuf,
    der: rustls_pki_types::CertificateDer<'static>,
}

fn make_certificate(dir: &Path, name: &str) -> Made {
    let made = rcgen::generate_simple_self_signed(vec!["localhost".into(), "127.0.0.1".into()])
        .expect("rcgen makes a certificate");
    let cert = dir.join(format!("{name}.crt"));
    let key = dir.join(format!("{name}.key"));
    std::fs::write(&cert, made.cert.pem()).unwrap();
    std::fs::write(&key, made.signing_key.serialize_pem()).unwrap();
    Made {
        cert,
        key,
        der: made.cert.der().clone(),
    }
}

/// `arbitro serve` with TLS; killed when dropped.
struct TlsServer(Child);

impl Drop for TlsServer {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(dir: &Path, addr: SocketAddr, cert: &Path, key: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .arg("--data-dir")
        .arg(dir)
        .args(["serve", "--bind", &addr.to_string(), "--tls-cert"])
        .arg(cert)
        .arg("--tls-key")
        .arg(key)
        .env("ARBITRO_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the arbitro binary starts")
}

/// A TLS client trusting `der` alone, offering these ALPN protocols.
fn connector(der: &rustls_pki_types::CertificateDer<'static>, alpn: &[&[u8]]) -> TlsConnector {
    let mut roots = RootCertStore::empty();
    roots.add(der.clone()).unwrap();
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    config.alpn_protocols = alpn.iter().map(|p| p.to_vec()).collect();
    TlsConnector::from(Arc::new(config))
}

/// What one HTTPS request saw.
struct Seen {
    alpn: Option<Vec<u8>>,
    version: hyper::Version,
    status: u16,
    cookies: Vec<String>,
    body: String,
}

async fn https_get(addr: SocketAddr, tls: &TlsConnector, path: &str) -> std::io::Result<Seen> {
    let tcp = TcpStream::connect(addr).await?;
    let name = ServerName::try_from("localhost").unwrap();
    let stream = tls.connect(name, tcp).await?;
    let alpn = stream.get_ref().1.alpn_protocol().map(<[u8]>::to_vec);
    let io = TokioIo::new(stream);
    let request = hyper::Request::get(format!("https://localhost:{}{path}", addr.port()))
        .body(Empty::<Bytes>::new())
        .unwrap();
    let other = |e: hyper::Error| std::io::Error::other(e.to_string());
    let response = if alpn.as_deref() == Some(b"h2") {
        let (mut send, conn) = hyper::client::conn::http2::handshake(TokioExecutor::new(), io)
            .await
            .map_err(other)?;
        tokio::spawn(conn);
        send.send_request(request).await.map_err(other)?
    } else {
        let (mut send, conn) = hyper::client::conn::http1::handshake(io)
            .await
            .map_err(other)?;
        tokio::spawn(conn);
        let (mut parts, body) = request.into_parts();
        parts.version = hyper::Version::HTTP_11;
        parts.uri = path.parse().unwrap();
        parts.headers.insert(
            hyper::header::HOST,
            format!("localhost:{}", addr.port()).parse().unwrap(),
        );
        send.send_request(hyper::Request::from_parts(parts, body))
            .await
            .map_err(other)?
    };
    let version = response.version();
    let status = response.status().as_u16();
    let cookies = response
        .headers()
        .get_all(hyper::header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap_or("").to_string())
        .collect();
    let body = response.into_body().collect().await.map_err(other)?;
    Ok(Seen {
        alpn,
        version,
        status,
        cookies,
        body: String::from_utf8_lossy(&body.to_bytes()).into_owned(),
    })
}

#[tokio::test]
async fn https_answers_over_http2_and_http1() {
    let dir = tempfile::tempdir().unwrap();
    let made = make_certificate(dir.path(), "club");
    let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let _server = TlsServer(serve(dir.path(), addr, &made.cert, &made.key));
    let h2 = connector(&made.der, &[b"h2", b"http/1.1"]);
    let deadline = Instant::now() + Duration::from_secs(30);
    let seen = loop {
        match https_get(addr, &h2, "/healthz").await {
            Ok(s) => break s,
            Err(e) if Instant::now() > deadline => panic!("no HTTPS answer: {e}"),
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    };
    assert_eq!(seen.alpn.as_deref(), Some(&b"h2"[..]));
    assert_eq!(seen.version, hyper::Version::HTTP_2);
    assert_eq!(seen.status, 200, "{}", seen.body);

    let h1 = connector(&made.der, &[b"http/1.1"]);
    let seen = https_get(addr, &h1, "/healthz").await.expect("HTTP/1.1");
    assert_eq!(seen.alpn.as_deref(), Some(&b"http/1.1"[..]));
    assert_eq!(seen.version, hyper::Version::HTTP_11);
    assert_eq!(seen.status, 200, "{}", seen.body);

    // Served over https with no --base-url, the base URL is https: cookies are Secure.
    let login = https_get(addr, &h2, "/login").await.expect("login page");
    assert_eq!(login.status, 200, "{}", login.body);
    assert!(!login.cookies.is_empty(), "the login page sets a cookie");
    assert!(
        login.cookies.iter().all(|c| c.contains("Secure")),
        "{:?}",
        login.cookies
    );

    // The API description names the session cookie as this server sets it: with the
    // `__Host-` prefix over HTTPS, so a client built from it sends the right cookie.
    let api = https_get(addr, &h2, "/api/openapi.json")
        .await
        .expect("openapi");
    assert_eq!(api.status, 200, "{}", api.body);
    let doc: serde_json::Value = serde_json::from_str(&api.body).expect("JSON");
    assert_eq!(
        doc["components"]["securitySchemes"]["session"]["name"],
        "__Host-arbitro_session"
    );
}

/// Runs `serve` expecting it to stop at start; returns its standard error.
fn refused_start(dir: &Path, cert: &Path, key: &Path) -> String {
    let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let mut child = serve(dir, addr, cert, key);
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("serve started with {} / {}", cert.display(), key.display());
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!status.success(), "exit status {status}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

#[test]
fn a_key_that_is_not_the_certificates_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let a = make_certificate(dir.path(), "a");
    let b = make_certificate(dir.path(), "b");
    let stderr = refused_start(dir.path(), &a.cert, &b.key);
    assert!(
        stderr.contains("a.crt") && stderr.contains("b.key"),
        "{stderr}"
    );
    assert!(stderr.contains("cannot be used together"), "{stderr}");
}

#[test]
fn a_file_that_is_not_pem_or_missing_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let good = make_certificate(dir.path(), "good");
    let junk = dir.path().join("junk.crt");
    std::fs::write(&junk, "not a certificate").unwrap();
    let stderr = refused_start(dir.path(), &junk, &good.key);
    assert!(
        stderr.contains("junk.crt is not a PEM CERTIFICATE"),
        "{stderr}"
    );
    // A certificate where the key should be.
    let stderr = refused_start(dir.path(), &good.cert, &good.cert);
    assert!(
        stderr.contains("good.crt is not a PEM PRIVATE KEY"),
        "{stderr}"
    );
    let missing = dir.path().join("missing.key");
    let stderr = refused_start(dir.path(), &good.cert, &missing);
    assert!(
        stderr.contains("cannot read") && stderr.contains("missing.key"),
        "{stderr}"
    );
}

#[test]
fn the_key_alone_is_refused_by_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let good = make_certificate(dir.path(), "good");
    let out = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .arg("--data-dir")
        .arg(dir.path())
        .args(["serve", "--tls-key"])
        .arg(&good.key)
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--tls-cert"));
}
