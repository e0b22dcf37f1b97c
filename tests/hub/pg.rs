//! A throwaway PostgreSQL for one test: `initdb` and `pg_ctl` in a temporary folder
//! on a free port, stopped (immediately) and deleted when dropped.
//!
//! Where `initdb` is missing the test prints that it skips and passes, except under
//! `CI=true`, where a missing PostgreSQL fails it (`.ci/run` installs one).

use std::path::{Path, PathBuf};
use std::process::Command;

/// A running server.
pub struct Postgres {
    dir: tempfile::TempDir,
    bin: PathBuf,
    run_as: Option<String>,
    /// `postgres://postgres@127.0.0.1:PORT/postgres`.
    pub url: String,
}

/// The folder holding `initdb` and `pg_ctl`: on PATH, else Debian's
/// `/usr/lib/postgresql/<version>/bin` (newest version).
fn binaries() -> Option<PathBuf> {
    if let Ok(path) = std::env::var("PATH") {
        for dir in std::env::split_paths(&path) {
            if dir.join("initdb").is_file() && dir.join("pg_ctl").is_file() {
                return Some(dir);
            }
        }
    }
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .flatten()
        .map(|e| e.path().join("bin"))
        .filter(|b| b.join("initdb").is_file())
        .collect();
    found.sort();
    found.pop()
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

impl Postgres {
    /// Starts one, or `None` (after saying so) where PostgreSQL is not installed.
    pub fn start(test: &str) -> Option<Postgres> {
        let Some(bin) = binaries() else {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "{test}: initdb not found and CI=true: install postgresql"
            );
            eprintln!("{test}: skipped, PostgreSQL (initdb) is not installed");
            return None;
        };
        let dir = tempfile::tempdir().expect("temp dir");
        // PostgreSQL refuses to run as root: as root, its files and processes
        // belong to the `postgres` account Debian's package makes.
        // SAFETY: geteuid has no preconditions.
        let run_as = (unsafe { libc::geteuid() } == 0).then(|| "postgres".to_owned());
        if run_as.is_some() {
            let status = Command::new("chown")
                .args(["-R", "postgres:"])
                .arg(dir.path())
                .status()
                .expect("chown");
            assert!(status.success(), "chown the temp dir to postgres");
        }
        let port = free_port();
        let pg = Postgres {
            url: format!("postgres://postgres@127.0.0.1:{port}/postgres"),
            dir,
            bin,
            run_as,
        };
        let data = pg.dir.path().join("data");
        pg.run(
            "initdb",
            &[
                "-D".as_ref(),
                data.as_os_str(),
                "-A".as_ref(),
                "trust".as_ref(),
                "-U".as_ref(),
                "postgres".as_ref(),
                "-E".as_ref(),
                "UTF8".as_ref(),
                "--no-sync".as_ref(),
            ],
        );
        let options = format!(
            "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off",
            pg.dir.path().display()
        );
        let log = pg.dir.path().join("log");
        pg.run(
            "pg_ctl",
            &[
                "-D".as_ref(),
                data.as_os_str(),
                "-l".as_ref(),
                log.as_os_str(),
                "-o".as_ref(),
                options.as_ref(),
                "-w".as_ref(),
                "start".as_ref(),
            ],
        );
        Some(pg)
    }

    fn command(&self, program: &str) -> Command {
        let path = self.bin.join(program);
        match &self.run_as {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(path);
                c
            }
            None => Command::new(path),
        }
    }

    fn run(&self, program: &str, args: &[&std::ffi::OsStr]) {
        let out = self
            .command(program)
            .args(args)
            .current_dir(self.dir.path())
            .output()
            .expect(program);
        assert!(
            out.status.success(),
            "{program} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// The data folder.
    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let data = self.data();
        let _ = self
            .command("pg_ctl")
            .args([
                "-D".as_ref(),
                data.as_os_str(),
                "-m".as_ref(),
                "immediate".as_ref(),
            ])
            .arg("-w")
            .arg("stop")
            .current_dir(Path::new("/"))
            .output();
    }
}
