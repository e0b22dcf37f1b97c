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
        Server::start_with_files(dir, None).await
    }

    /// As [`Server::start`], with the child's open-file limit (soft and hard) set to
    /// `files` first, as on a system whose usual limit is that.
    pub async fn start_with_files(dir: &Path, files: Option<u64>) -> Server {
        let deadline = Instant::now() + START_LIMIT;
        loop {
            let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
            let log = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(dir.join("server.log"))
                .expect("server log file");
            let mut command = Command::new(env!("CARGO_BIN_EXE_arbitro"));
            command
                .arg("--data-dir")
                .arg(dir)
                .args(["serve", "--bind", &addr.to_string()])
                .env("ARBITRO_LOG", "warn")
                .stdin(Stdio::null())
                .stdout(log.try_clone().expect("log handle"))
                .stderr(log);
            if let Some(files) = files {
                limit_files(&mut command, files);
            }
            let child = command.spawn().expect("the arbitro binary starts");
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

    /// The server's process id.
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// SIGTERM, then waits up to `limit` for the process to exit; its exit status, or
    /// `None` if it was still running (it is then killed).
    pub fn terminate(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let mut child = self.child.take()?;
        // SAFETY: sends a signal to our own child.
        unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGTERM) };
        let deadline = Instant::now() + limit;
        while Instant::now() < deadline {
            if let Ok(Some(status)) = child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = child.kill();
        let _ = child.wait();
        None
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

/// Sets the child's open-file limit (soft and hard) to `files` before it runs.
fn limit_files(command: &mut Command, files: u64) {
    use std::os::unix::process::CommandExt;
    // SAFETY: setrlimit is async-signal-safe, as a pre_exec hook requires.
    unsafe {
        command.pre_exec(move || {
            let lim = libc::rlimit {
                rlim_cur: files as libc::rlim_t,
                rlim_max: files as libc::rlim_t,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

/// Raises this process's soft open-file limit to the hard one; returns it.
pub fn raise_own_file_limit() -> u64 {
    arbitro::server::limits::raise_file_limit()
}
