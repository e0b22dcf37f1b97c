//! A tiny HTTP/1.1 keep-alive client over a tokio `TcpStream`: enough for the load tool
//! (Content-Length and chunked bodies, a server-sent-events reader), nothing more. It
//! only ever connects to loopback addresses.

use std::io;
use std::net::SocketAddr;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// One keep-alive connection.
pub struct Conn {
    io: BufReader<TcpStream>,
    addr: SocketAddr,
    /// Cookies the server set (name, value), sent back on every request.
    pub cookies: Vec<(String, String)>,
}

/// A response with its whole body.
pub struct Response {
    /// Status code.
    pub status: u16,
    /// The body, de-chunked.
    pub body: Vec<u8>,
}

impl Response {
    /// The body as text (lossy).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

fn bad(msg: impl Into<String>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, msg.into())
}

impl Conn {
    /// Connects to `addr`, which must be a loopback address: the tool never loads
    /// anything but the server it started itself.
    pub async fn connect(addr: SocketAddr) -> io::Result<Conn> {
        Conn::connect_from(addr, std::net::Ipv4Addr::LOCALHOST).await
    }

    /// As [`Conn::connect`], from the loopback address `from` (all of 127/8 is
    /// loopback): one "phone" per address, as the server counts them.
    pub async fn connect_from(addr: SocketAddr, from: std::net::Ipv4Addr) -> io::Result<Conn> {
        if !addr.ip().is_loopback() || !from.is_loopback() {
            return Err(io::Error::new(
                io::ErrorKind::PermissionDenied,
                format!("refusing to load {addr}: only loopback targets are allowed"),
            ));
        }
        let socket = tokio::net::TcpSocket::new_v4()?;
        socket.bind(SocketAddr::new(from.into(), 0))?;
        let stream = socket.connect(addr).await?;
        stream.set_nodelay(true)?;
        Ok(Conn {
            io: BufReader::with_capacity(64 * 1024, stream),
            addr,
            cookies: Vec::new(),
        })
    }

    /// Writes one request. `headers` are extra header lines; cookies are added.
    pub async fn write_request(
        &mut self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &[u8],
    ) -> io::Result<()> {
        let mut req = format!("{method} {path} HTTP/1.1\r\nHost: {}\r\n", self.addr);
        for (k, v) in headers {
            req.push_str(&format!("{k}: {v}\r\n"));
        }
        if !self.cookies.is_empty() {
            let c: Vec<String> = self
                .cookies
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            req.push_str(&format!("Cookie: {}\r\n", c.join("; ")));
        }
        if !body.is_empty() || method == "POST" {
            req.push_str(&format!("Content-Length: {}\r\n", body.len()));
        }
        req.push_str("\r\n");
        let mut bytes = req.into_bytes();
        bytes.extend_from_slice(body);
        self.io.get_mut().write_all(&bytes).await
    }

    /// Reads a status line and headers; remembers cookies set.
    pub async fn read_head(&mut self) -> io::Result<(u16, Vec<(String, String)>)> {
        let mut line = String::new();
        if self.io.read_line(&mut line).await? == 0 {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "connection closed",
            ));
        }
        let status = line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse::<u16>().ok())
            .ok_or_else(|| bad(format!("bad status line {line:?}")))?;
        let mut headers = Vec::new();
        loop {
            line.clear();
            self.io.read_line(&mut line).await?;
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            if let Some((k, v)) = l.split_once(':') {
                let (k, v) = (k.trim().to_ascii_lowercase(), v.trim().to_string());
                if k == "set-cookie"
                    && let Some((name, value)) = v.split(';').next().and_then(|p| p.split_once('='))
                {
                    self.cookies.retain(|(n, _)| n != name);
                    if !value.is_empty() {
                        self.cookies.push((name.to_string(), value.to_string()));
                    }
                }
                headers.push((k, v));
            }
        }
        Ok((status, headers))
    }

    /// Reads one chunk of a chunked body into `out`; false at the last chunk.
    pub async fn read_chunk(&mut self, out: &mut Vec<u8>) -> io::Result<bool> {
        let mut line = String::new();
        if self.io.read_line(&mut line).await? == 0 {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "connection closed",
            ));
        }
        let size = usize::from_str_radix(line.trim().split(';').next().unwrap_or(""), 16)
            .map_err(|_| bad(format!("bad chunk size {line:?}")))?;
        let start = out.len();
        out.resize(start + size, 0);
        self.io.read_exact(&mut out[start..]).await?;
        line.clear();
        self.io.read_line(&mut line).await?;
        Ok(size > 0)
    }

    /// Sends a request and reads the whole response.
    pub async fn request(
        &mut self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &[u8],
    ) -> io::Result<Response> {
        self.write_request(method, path, headers, body).await?;
        let (status, headers) = self.read_head().await?;
        let header = |name: &str| {
            headers
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        };
        let mut body = Vec::new();
        if header("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
            while self.read_chunk(&mut body).await? {}
        } else if let Some(n) = header("content-length") {
            let n: usize = n.parse().map_err(|_| bad("bad content-length"))?;
            body.resize(n, 0);
            self.io.read_exact(&mut body).await?;
        } else {
            self.io.read_to_end(&mut body).await?;
        }
        Ok(Response { status, body })
    }
}
