//! The real `arbitro` binary as a child process on a temporary data folder, bound to
//! a free loopback port. Dropping a [`Server`] kills it, so a failing test leaves no
//! process behind.

use std::io::Write;
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long a start may take before the test gives up.
pub const START_LIMIT: Duration = Duration::from_secs(30);

/// Runs an `arbitro` command on `dir` to completion; returns (success, stdout, stderr).
pub fn cli(dir: &Path, args: &[&str], stdin: &str) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .arg("--data-dir")
        .arg(dir)
        .args(args)
        .env("ARBITRO_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the arbitro binary runs");
    if let Some(mut input) = child.stdin.take() {
        let _ = input.write_all(stdin.as_bytes());
    }
    let out = child.wait_with_output().expect("arbitro finishes");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A free port on 127.0.0.1 (asked of the kernel, then released for the server).
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

/// A running `arbitro serve`.
pub struct Server {
    child: Option<Child>,
    /// Where it listens.
    pub addr: SocketAddr,
    /// Its data folder.
    pub dir: PathBuf,
}

impl Server {
    /// Starts `arbitro serve` on `dir` and waits until `/healthz` answers 200.
    /// Its output goes to `dir/server.log`.
    ///
    /// # Panics
    /// When the server does not come up within [`START_LIMIT`].
    pub async fn start(dir: &Path) -> Server {
        let deadline = Instant::now() + START_LIMIT;
        loop {
            let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
            let log = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(dir.join("server.log"))
                .expect("server log file");
            let child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
                .arg("--data-dir")
                .arg(dir)
                .args(["serve", "--bind", &addr.to_string()])
                .env("ARBITRO_LOG", "warn")
                .stdin(Stdio::null())
                .stdout(log.try_clone().expect("log handle"))
                .stderr(log)
                .spawn()
                .expect("the arbitro binary starts");
            let mut server = Server {
                child: Some(child),
                addr,
                dir: dir.to_path_buf(),
            };
            while Instant::now() < deadline {
                if let Ok(r) = super::http::request(addr, "GET", "/healthz", &[], b"").await
                    && r.status == 200
                {
                    return server;
                }
                // Exited (e.g. the port was taken meanwhile): try another port.
                if let Some(c) = server.child.as_mut()
                    && c.try_wait().ok().flatten().is_some()
                {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(25)).await;
            }
            assert!(
                Instant::now() < deadline,
                "arbitro did not start within {START_LIMIT:?}; see {}",
                dir.join("server.log").display()
            );
        }
    }

    /// SIGKILL: no shutdown, no flush, no checkpoint — a power cut as far as the
    /// process is concerned.
    pub fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}
