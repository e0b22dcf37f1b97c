//! A tiny HTTP/1.1 client for loopback tests: one connection per request
//! (`Connection: close`), a cookie jar, the session's CSRF token. Enough to talk to
//! our own server without pulling an HTTP client crate into the build.

use std::collections::BTreeMap;
use std::io;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// No request may hang a test: each one is abandoned after this long.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(20);

/// A response as read off the wire.
#[derive(Debug)]
pub struct Reply {
    /// Status code.
    pub status: u16,
    /// Headers, names lower-cased.
    pub headers: Vec<(String, String)>,
    /// The body (chunked encoding undone).
    pub body: Vec<u8>,
}

impl Reply {
    /// The body as text (lossy).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// The body as JSON (`Null` when it is not JSON).
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or(serde_json::Value::Null)
    }

    /// Every value of a header.
    pub fn header_all(&self, name: &str) -> impl Iterator<Item = &str> {
        self.headers
            .iter()
            .filter(move |(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Sends one request and reads the whole response.
///
/// # Errors
/// Connection refused or reset (the server was killed), or the time limit.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> io::Result<Reply> {
    let exchange = async {
        let mut stream = TcpStream::connect(addr).await?;
        let mut head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
            body.len()
        );
        for (k, v) in headers {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        head.push_str("\r\n");
        stream.write_all(head.as_bytes()).await?;
        stream.write_all(body).await?;
        let mut raw = Vec::new();
        stream.read_to_end(&mut raw).await?;
        parse(&raw)
    };
    tokio::time::timeout(REQUEST_TIMEOUT, exchange)
        .await
        .map_err(|_| io::Error::new(io::ErrorKind::TimedOut, "request timed out"))?
}

fn bad(msg: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, msg.to_string())
}

fn parse(raw: &[u8]) -> io::Result<Reply> {
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or_else(|| bad("incomplete response (connection closed early)"))?;
    let head = String::from_utf8_lossy(&raw[..end]);
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| bad("no status line"))?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let rest = &raw[end + 4..];
    let chunked = headers
        .iter()
        .any(|(k, v)| k == "transfer-encoding" && v.contains("chunked"));
    let body = if chunked {
        unchunk(rest)?
    } else {
        rest.to_vec()
    };
    Ok(Reply {
        status,
        headers,
        body,
    })
}

fn unchunk(mut rest: &[u8]) -> io::Result<Vec<u8>> {
    let mut out = Vec::new();
    loop {
        let eol = rest
            .windows(2)
            .position(|w| w == b"\r\n")
            .ok_or_else(|| bad("truncated chunk"))?;
        let size_text = String::from_utf8_lossy(&rest[..eol]);
        let size = usize::from_str_radix(size_text.split(';').next().unwrap_or("").trim(), 16)
            .map_err(|_| bad("bad chunk size"))?;
        rest = &rest[eol + 2..];
        if size == 0 {
            return Ok(out);
        }
        if rest.len() < size + 2 {
            return Err(bad("truncated chunk"));
        }
        out.extend_from_slice(&rest[..size]);
        rest = &rest[size + 2..];
    }
}

/// A visitor with a cookie jar and, once logged in, the session's CSRF token.
#[derive(Clone, Debug)]
pub struct Client {
    /// Where the server listens.
    pub addr: SocketAddr,
    /// Cookies by name.
    pub jar: BTreeMap<String, String>,
    /// The token forms and API writes must carry.
    pub csrf: String,
}

impl Client {
    /// A visitor with no cookies yet.
    pub fn new(addr: SocketAddr) -> Client {
        Client {
            addr,
            jar: BTreeMap::new(),
            csrf: String::new(),
        }
    }

    fn origin(&self) -> String {
        format!("http://{}", self.addr)
    }

    fn cookie_header(&self) -> String {
        self.jar
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// Sends a request with the jar's cookies and keeps the cookies set in reply.
    ///
    /// # Errors
    /// As [`request`].
    pub async fn send(
        &mut self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &[u8],
    ) -> io::Result<Reply> {
        let cookies = self.cookie_header();
        let mut all: Vec<(&str, &str)> = headers.to_vec();
        if !cookies.is_empty() {
            all.push(("Cookie", &cookies));
        }
        let reply = request(self.addr, method, path, &all, body).await?;
        for c in reply.header_all("set-cookie") {
            let (pair, attrs) = c.split_once(';').unwrap_or((c, ""));
            if let Some((k, v)) = pair.split_once('=') {
                if attrs.contains("Max-Age=0") {
                    self.jar.remove(k);
                } else {
                    self.jar.insert(k.to_string(), v.to_string());
                }
            }
        }
        Ok(reply)
    }

    /// `GET path`.
    ///
    /// # Errors
    /// As [`request`].
    pub async fn get(&mut self, path: &str) -> io::Result<Reply> {
        self.send("GET", path, &[], b"").await
    }

    /// Posts a form as the browser would: same origin, with the CSRF token.
    ///
    /// # Errors
    /// As [`request`].
    pub async fn post_form(&mut self, path: &str, fields: &[(&str, &str)]) -> io::Result<Reply> {
        let token = self.csrf.clone();
        let mut all = vec![("_csrf", token.as_str())];
        all.extend_from_slice(fields);
        let body = serde_urlencoded::to_string(&all).unwrap_or_default();
        let origin = self.origin();
        self.send(
            "POST",
            path,
            &[
                ("Content-Type", "application/x-www-form-urlencoded"),
                ("Origin", &origin),
            ],
            body.as_bytes(),
        )
        .await
    }

    /// Posts JSON to the API with the CSRF header.
    ///
    /// # Errors
    /// As [`request`].
    pub async fn post_json(&mut self, path: &str, body: &[u8]) -> io::Result<Reply> {
        let token = self.csrf.clone();
        let origin = self.origin();
        self.send(
            "POST",
            path,
            &[
                ("Content-Type", "application/json"),
                ("X-CSRF-Token", &token),
                ("Origin", &origin),
            ],
            body,
        )
        .await
    }

    /// Logs in through the login form and keeps the session's CSRF token.
    ///
    /// # Errors
    /// As [`request`], or `InvalidData` when the login is refused.
    pub async fn login(&mut self, name: &str, password: &str) -> io::Result<()> {
        let page = self.get("/login").await?;
        self.csrf = csrf_of(&page.text()).ok_or_else(|| bad("no csrf token on /login"))?;
        let r = self
            .post_form("/login", &[("username", name), ("password", password)])
            .await?;
        if r.status != 303 {
            return Err(bad(&format!("login refused: {} {}", r.status, r.text())));
        }
        let home = self.get("/").await?;
        self.csrf = csrf_of(&home.text()).ok_or_else(|| bad("no csrf token on /"))?;
        Ok(())
    }
}

/// The CSRF token in a page's forms.
pub fn csrf_of(html: &str) -> Option<String> {
    let at = html.find("name=\"_csrf\" value=\"")?;
    let rest = &html[at + 20..];
    Some(rest[..rest.find('"')?].to_string())
}
