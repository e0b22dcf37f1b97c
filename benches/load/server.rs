//! The server under test: the real `arbitro` binary, started on a free loopback port
//! with the seeded data folder, and stopped with SIGTERM like a real deployment.

use crate::client::Conn;
use std::net::{Ipv4Addr, SocketAddr, TcpListener};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running server.
pub struct Server {
    child: Child,
    /// Where it listens (always 127.0.0.1).
    pub addr: SocketAddr,
    /// Spawn to the first `200` from `/healthz`.
    pub startup: Duration,
}

/// A free port on 127.0.0.1 (the listener is dropped before the server binds it).
fn free_port() -> SocketAddr {
    let l = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).expect("a free loopback port");
    l.local_addr().expect("local addr")
}

impl Server {
    /// Starts `bin serve` on `data` and waits for `/healthz`.
    pub async fn start(bin: &Path, data: &Path, log: &Path) -> Server {
        let addr = free_port();
        let out = std::fs::File::create(log).expect("server log file");
        let t0 = Instant::now();
        let child = Command::new(bin)
            .arg("serve")
            .arg("--bind")
            .arg(addr.to_string())
            .arg("--data-dir")
            .arg(data)
            .stdin(Stdio::null())
            .stdout(out.try_clone().expect("log file"))
            .stderr(out)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", bin.display()));
        let mut server = Server {
            child,
            addr,
            startup: Duration::ZERO,
        };
        loop {
            if let Ok(mut c) = Conn::connect(addr).await
                && let Ok(r) = c.request("GET", "/healthz", &[], b"").await
                && r.status == 200
            {
                server.startup = t0.elapsed();
                return server;
            }
            if t0.elapsed() > Duration::from_secs(60) {
                server.stop();
                panic!(
                    "the server did not answer /healthz within 60 s; see {}",
                    log.display()
                );
            }
            if let Ok(Some(status)) = server.child.try_wait() {
                panic!("the server exited ({status}); see {}", log.display());
            }
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// A `/proc/<pid>/status` field in kB (`VmHWM`: peak resident set, `VmRSS`: now).
    pub fn status_kb(&self, field: &str) -> Option<u64> {
        let text = std::fs::read_to_string(format!("/proc/{}/status", self.pid())).ok()?;
        text.lines()
            .find(|l| l.starts_with(field))?
            .split_whitespace()
            .nth(1)?
            .parse()
            .ok()
    }

    /// CPU time the server used so far (user + system).
    pub fn cpu(&self) -> Duration {
        cpu_of(&format!("/proc/{}/stat", self.pid()))
    }

    /// SIGTERM, then a kill if it has not stopped within 10 s.
    pub fn stop(&mut self) {
        let pid = self.pid() as libc::pid_t;
        // SAFETY: `kill` only sends a signal to the child we spawned and still own.
        unsafe {
            libc::kill(pid, libc::SIGTERM);
        }
        let t0 = Instant::now();
        while t0.elapsed() < Duration::from_secs(10) {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            self.stop();
        }
    }
}

/// User + system CPU time of a process from its `/proc/<pid>/stat` (fields 14 and 15,
/// in clock ticks of 10 ms).
pub fn cpu_of(stat: &str) -> Duration {
    let text = std::fs::read_to_string(stat).unwrap_or_default();
    // The command name (field 2) may hold spaces; count fields after its `)`.
    let after = text.rsplit_once(')').map_or("", |(_, rest)| rest);
    let ticks: u64 = after
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|f| f.parse::<u64>().ok())
        .sum();
    Duration::from_millis(ticks * 10)
}
