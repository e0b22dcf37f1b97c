//! The machinery under the browser suite: the real `arbitro` server and chromedriver as
//! child processes on free loopback ports (killed on drop), and a [`Browser`] wrapper
//! around a WebDriver session that clicks like a person, waits for the next page,
//! reads the browser's console log after every step, checks the page at 360 px and
//! saves screenshots.

use fantoccini::wd::{Capabilities, WebDriverCompatibleCommand};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value as Json, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Says `msg` on the real standard error, past the test harness's capture: progress,
/// timings and "SKIPPED" lines show in every `cargo test` run, not only failing ones.
pub fn say(msg: &str) {
    let _ = writeln!(std::io::stderr(), "[browser] {msg}");
}

/// Where a scenario's time went, printed at its end (one `[browser] … took` line): the
/// wall time and, for each kind of work, how many and how long. It is a figure to read
/// (docs/PERFORMANCE.md, "CI time: the browser suite"), never asserted. Kept per
/// scenario (a task-local), since two scenarios run at once.
pub mod spent {
    use std::cell::RefCell;
    use std::time::{Duration, Instant};

    /// The kinds of work counted.
    #[derive(Clone, Copy)]
    pub enum Work {
        /// axe-core run on a page state not seen before (its loading included).
        Axe,
        /// A page state already checked: axe-core not run (see `check_axe`).
        AxeRepeat,
        /// A full page opened by address.
        Goto,
        /// A click that sends a form or follows a link, up to the next page.
        Submit,
        /// Waiting for the page to say it is ready (the console's answer, a load).
        Wait,
        /// A screenshot.
        Screenshot,
        /// The 360 px check (two resizes).
        Narrow,
        /// A new browser session.
        Browser,
    }

    const NAMES: [&str; 8] = [
        "axe runs",
        "axe repeats skipped",
        "page opens",
        "form sends",
        "waits",
        "screenshots",
        "360 px checks",
        "browser starts",
    ];

    tokio::task_local! {
        static SPENT: RefCell<[(u32, Duration); 8]>;
    }

    /// Adds the time since `since` to `what`, in the scenario running (none: ignored).
    pub fn add(what: Work, since: Instant) {
        let _ = SPENT.try_with(|s| {
            let mut s = s.borrow_mut();
            let slot = &mut s[what as usize];
            slot.0 += 1;
            slot.1 += since.elapsed();
        });
    }

    /// Runs the scenario `body` named `name` and says where its time went.
    pub async fn scope<F: std::future::Future>(name: &str, body: F) -> F::Output {
        let started = Instant::now();
        SPENT
            .scope(RefCell::new([(0, Duration::ZERO); 8]), async {
                let out = body.await;
                let parts: Vec<String> = SPENT.with(|s| {
                    s.borrow()
                        .iter()
                        .zip(NAMES)
                        .map(|((n, t), what)| format!("{what} {n} ({:.1} s)", t.as_secs_f64()))
                        .collect()
                });
                super::say(&format!(
                    "{name} took {:.1} s: {}",
                    started.elapsed().as_secs_f64(),
                    parts.join(", ")
                ));
                out
            })
            .await
    }
}

/// How long any single wait may take before the suite gives up.
pub const WAIT: Duration = Duration::from_secs(30);

/// Where screenshots go: `target/screenshots/`.
pub fn screenshot_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .map_or_else(|| PathBuf::from("target"), Path::to_path_buf)
        .join("screenshots")
}

/// Where `.ci/run` installs axe-core with npm (`npm install --prefix
/// target/browser-tools axe-core@…`); `ARBITRO_AXE` names another `axe.min.js`.
fn axe_path() -> PathBuf {
    std::env::var_os("ARBITRO_AXE").map_or_else(
        || {
            screenshot_dir()
                .with_file_name("browser-tools")
                .join("node_modules/axe-core/axe.min.js")
        },
        PathBuf::from,
    )
}

/// axe-core's script, read once. Without it the pages are not checked for
/// accessibility and the suite says so loudly, except in CI (`CI=true`), where a
/// missing axe-core fails the suite, as a missing Chromium does.
fn axe_source() -> Option<&'static str> {
    static SOURCE: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    SOURCE
        .get_or_init(|| {
            let path = axe_path();
            match std::fs::read_to_string(&path) {
                Ok(s) => Some(s),
                Err(e) => {
                    let ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
                    assert!(
                        !ci,
                        "axe-core is missing ({}: {e}); in CI (CI=true) that is a failure: \
                         npm install --prefix target/browser-tools axe-core",
                        path.display()
                    );
                    say(&format!(
                        "ACCESSIBILITY NOT CHECKED: no axe-core at {} ({e}); \
                         npm install --prefix target/browser-tools axe-core",
                        path.display()
                    ));
                    None
                }
            }
        })
        .as_deref()
}

/// Runs axe-core on the page shown and returns its serious and critical violations,
/// one line each (rule, impact, help, the first few elements).
const AXE_RUN: &str = r"
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations
  .filter(v => v.impact === 'serious' || v.impact === 'critical')
  .map(v => v.id + ' (' + v.impact + '): ' + v.help + ' — ' +
       v.nodes.slice(0, 4).map(n => n.target.join(' ')).join(', ') +
       (v.nodes.length > 4 ? ' and ' + (v.nodes.length - 4) + ' more' : ''))))
  .catch(e => done(['axe failed: ' + e]));
";

/// The page states axe-core has checked in this run (see [`AXE_STATE`]), across all
/// scenarios.
static AXE_CHECKED: std::sync::Mutex<std::collections::BTreeSet<String>> =
    std::sync::Mutex::new(std::collections::BTreeSet::new());

/// The page state as axe-core's rules see it, without the words: the path with its
/// numbers and long tokens normalised, the window's size, and a hash of the document's
/// structure. Each element counts by its tag; its attributes (class, style, role, type,
/// `aria-*` states and the like verbatim; ids, names, links and references with their
/// numbers normalised; labels, titles, alt texts, values and SVG shapes as "empty or
/// not"); whether
/// it holds text of its own; whether its id repeats an earlier one; a `<style>`'s rules;
/// and its children, where children with the same structure count once (a list of 9
/// territories and one of 10 are the same state, a list where one item gains a class
/// is not). Two pages with the same state differ only in their words, numbers and how
/// many times the same structure repeats side by side. With an argument `true` it also returns the
/// structure written out, after the key (for `ARBITRO_AXE_TRACE`).
const AXE_STATE: &str = r"
const full = arguments[0] === true;
const digits = v => v.replace(/[0-9a-f]{16,}/gi, 'H').replace(/[0-9]+/g, '0');
const verbatim = /^(class|style|role|type|lang|tabindex|open|hidden|disabled|readonly|required|checked|selected|multiple|dir|scope|colspan|rowspan|inert|popover|contenteditable|autocomplete|inputmode|aria-(?!label$|labelledby$|describedby$|controls$|owns$|activedescendant$|details$|errormessage$|flowto$).*)$/;
const presence = /^(alt|title|aria-label|placeholder|value|content|summary|d|points|transform)$/;
const hash = s => {
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761); h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
};
const ids = new Set();
let count = 0;
const shape = el => {
  count++;
  let s = '<' + el.tagName;
  for (const a of el.attributes) {
    if (verbatim.test(a.name)) s += ' ' + a.name + '=' + a.value;
    else if (presence.test(a.name)) s += ' ' + a.name + (a.value.trim() ? '+' : '-');
    else s += ' ' + a.name + '=' + digits(a.value);
  }
  if (el.id) { if (ids.has(el.id)) s += ' !dup'; ids.add(el.id); }
  if (el.tagName === 'STYLE') s += ' {' + el.textContent + '}';
  for (const c of el.childNodes) if (c.nodeType === 3 && c.nodeValue.trim()) { s += ' #text'; break; }
  s += '>';
  const seen = new Set();
  for (const c of el.children) {
    const k = shape(c);
    if (!seen.has(k)) s += full ? '\n' + k : k;
    seen.add(k);
  }
  s += '</>';
  return full ? s.replace(/\n/g, '\n  ') : hash(s);
};
const all = shape(document.documentElement);
const key = digits(location.pathname) + ' ' + innerWidth + 'x' + innerHeight + ' ' + count + ' ' + (full ? hash(all) : all);
return full ? key + '\n' + all : key;
";

/// A loopback port nobody listens on right now.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or_else(|e| panic!("no free loopback port: {e}"))
}

/// The program named by `env_var` (if set), else the first of `candidates`, else
/// `name` on `PATH`; only files that exist count.
fn find_program(env_var: &str, candidates: &[&str], name: &str) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os(env_var) {
        let p = PathBuf::from(p);
        return p.is_file().then_some(p);
    }
    let on_path: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).map(|d| d.join(name)).collect())
        .unwrap_or_default();
    candidates
        .iter()
        .map(PathBuf::from)
        .chain(on_path)
        .find(|p| p.is_file())
}

/// Chromium and chromedriver, if installed.
pub struct Tools {
    /// The browser binary (the real one, not Debian's shell wrapper, when present).
    pub chromium: PathBuf,
    /// The driver.
    pub chromedriver: PathBuf,
}

/// Finds the tools (`ARBITRO_CHROMIUM`, `ARBITRO_CHROMEDRIVER` override the search).
pub fn tools() -> Option<Tools> {
    let chromium = find_program(
        "ARBITRO_CHROMIUM",
        &["/usr/lib/chromium/chromium", "/usr/bin/chromium"],
        "chromium",
    )?;
    let chromedriver = find_program("ARBITRO_CHROMEDRIVER", &[], "chromedriver")?;
    Some(Tools {
        chromium,
        chromedriver,
    })
}

/// A child process killed (with its whole process group) when dropped.
pub struct Proc {
    child: Child,
}

impl Proc {
    fn spawn(name: &'static str, cmd: &mut Command) -> Proc {
        use std::os::unix::process::CommandExt;
        // Its own process group, so that the browsers chromedriver starts go with it.
        cmd.process_group(0);
        let child = cmd
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {name}: {e}"));
        Proc { child }
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        let group = format!("-{}", self.child.id());
        let _ = Command::new("kill")
            .args(["-KILL", "--", &group])
            .stderr(Stdio::null())
            .status();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A plain HTTP/1.1 request on loopback: (status, body). Used for route probes and
/// readiness checks, never for what a user does (that goes through the browser).
pub fn http(port: u16, method: &str, path: &str, body: &str) -> std::io::Result<(u16, String)> {
    let mut s = TcpStream::connect(("127.0.0.1", port))?;
    s.set_read_timeout(Some(Duration::from_secs(10)))?;
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )?;
    // Read the head, then exactly Content-Length bytes: chromedriver keeps the
    // connection open despite `Connection: close`.
    let mut reader = BufReader::new(s);
    let mut head = String::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 || line == "\r\n" {
            break;
        }
        head.push_str(&line);
    }
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let length = head.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        k.eq_ignore_ascii_case("content-length")
            .then(|| v.trim().parse::<usize>().ok())
            .flatten()
    });
    let mut bytes = Vec::new();
    match length {
        Some(n) => {
            bytes.resize(n, 0);
            reader.read_exact(&mut bytes)?;
        }
        None => {
            reader.read_to_end(&mut bytes)?;
        }
    }
    let body = String::from_utf8_lossy(&bytes).into_owned();
    Ok((status, body))
}

/// The real `arbitro serve` on a fresh data directory.
pub struct Server {
    proc: Option<Proc>,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// The one-time organizer setup link it printed.
    pub setup_link: String,
    /// The file whose seconds shift the server's clock (`--test-clock-offset-file`).
    pub clock_file: PathBuf,
    port: u16,
    _dir: tempfile::TempDir,
}

/// Starts `arbitro serve` on `port` with its data in `dir`; waits until it listens and
/// returns the process and the setup link it printed (if it printed one).
fn launch(dir: &Path, port: u16, clock_file: &Path) -> (Proc, Option<String>) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbitro"));
    cmd.arg("--data-dir")
        .arg(dir.join("data"))
        .args(["--log-level", "warn", "serve", "--bind"])
        .arg(format!("127.0.0.1:{port}"))
        .arg("--test-clock-offset-file")
        .arg(clock_file)
        .env_remove("ARBITRO_DATABASE_URL")
        .env_remove("ARBITRO_BASE_URL")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit());
    let mut proc = Proc::spawn("arbitro", &mut cmd);
    let stdout = proc
        .child
        .stdout
        .take()
        .unwrap_or_else(|| panic!("no stdout"));
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let deadline = Instant::now() + WAIT;
    let mut setup_link = None;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let line = rx
            .recv_timeout(left)
            .unwrap_or_else(|_| panic!("arbitro did not report it was running"));
        if let Some(i) = line.find("http://")
            && line.contains("/setup/")
        {
            setup_link = Some(line[i..].trim().to_string());
        }
        if line.contains("Arbitro is running") {
            break;
        }
    }
    (proc, setup_link)
}

impl Server {
    /// Starts the binary and waits until it listens.
    pub fn start() -> Server {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("tempdir: {e}"));
        let port = free_port();
        let clock_file = dir.path().join("clock-offset");
        let (proc, setup_link) = launch(dir.path(), port, &clock_file);
        Server {
            proc: Some(proc),
            base: format!("http://127.0.0.1:{port}"),
            setup_link: setup_link.unwrap_or_else(|| panic!("no setup link printed")),
            clock_file,
            port,
            _dir: dir,
        }
    }

    /// Stops the server (killed, as a power cut or a crash would): the port stops
    /// answering; the data directory stays.
    pub fn stop(&mut self) {
        self.proc = None;
    }

    /// Starts the server again on the same port and database.
    pub fn restart(&mut self) {
        self.proc = None;
        let (proc, _) = launch(self._dir.path(), self.port, &self.clock_file);
        self.proc = Some(proc);
    }

    /// The data directory it serves (for the command line run beside it, as
    /// `arbitro publish` is at a club).
    pub fn data_dir(&self) -> PathBuf {
        self._dir.path().join("data")
    }

    /// Shifts the server's clock forward to `seconds` past the real time.
    pub fn shift_clock(&self, seconds: i64) {
        std::fs::write(&self.clock_file, seconds.to_string())
            .unwrap_or_else(|e| panic!("cannot write the clock file: {e}"));
    }
}

/// chromedriver on a free port; the browsers it starts die with it.
pub struct Driver {
    _proc: Proc,
    url: String,
    chromium: PathBuf,
    profiles: tempfile::TempDir,
}

impl Driver {
    /// Starts chromedriver and waits for it to be ready.
    pub fn start(tools: &Tools) -> Driver {
        let port = free_port();
        let mut cmd = Command::new(&tools.chromedriver);
        cmd.arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let proc = Proc::spawn("chromedriver", &mut cmd);
        let deadline = Instant::now() + WAIT;
        loop {
            if let Ok((200, body)) = http(port, "GET", "/status", "")
                && body.contains("\"ready\":true")
            {
                break;
            }
            assert!(Instant::now() < deadline, "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
        Driver {
            _proc: proc,
            url: format!("http://127.0.0.1:{port}"),
            chromium: tools.chromium.clone(),
            profiles: tempfile::tempdir().unwrap_or_else(|e| panic!("tempdir: {e}")),
        }
    }

    /// A new headless browser with a fresh profile and a `width`×`height` window.
    pub async fn browser(&self, name: &'static str, width: u32, height: u32) -> Browser {
        let t0 = Instant::now();
        let profile = self.profiles.path().join(name);
        let caps: Capabilities = serde_json::from_value(json!({
            "browserName": "chrome",
            "pageLoadStrategy": "normal",
            "timeouts": {"pageLoad": 30_000, "script": 30_000, "implicit": 0},
            "goog:loggingPrefs": {"browser": "ALL"},
            "goog:chromeOptions": {
                "binary": self.chromium,
                // Italian first, as at an Italian club (the app's default language).
                "prefs": {"intl.accept_languages": "it-IT,it"},
                "args": [
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-quic",
                    "--no-first-run",
                    "--no-default-browser-check",
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--disable-sync",
                    "--disable-dev-shm-usage",
                    "--disable-extensions",
                    "--lang=it-IT",
                    format!("--window-size={width},{height}"),
                    format!("--user-data-dir={}", profile.display()),
                ]
            }
        }))
        .unwrap_or_else(|e| panic!("capabilities: {e}"));
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let client = ClientBuilder::new(connector)
            .capabilities(caps)
            .connect(&self.url)
            .await
            .unwrap_or_else(|e| panic!("cannot open a browser session ({name}): {e}"));
        let b = Browser {
            client,
            name,
            base: String::new(),
            width,
            height,
            warnings: Vec::new(),
            allowed: Vec::new(),
        };
        b.client
            .set_window_size(width, height)
            .await
            .unwrap_or_else(|e| panic!("{name}: window size: {e}"));
        spent::add(spent::Work::Browser, t0);
        b
    }
}

/// The browser's console log since the last reading (`POST /session/{id}/se/log`,
/// chromedriver's log endpoint).
#[derive(Debug)]
struct BrowserLog;

impl WebDriverCompatibleCommand for BrowserLog {
    fn endpoint(
        &self,
        base: &url::Url,
        session: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base.join(&format!("session/{}/se/log", session.unwrap_or_default()))
    }

    fn method_and_body(&self, _url: &url::Url) -> (http::Method, Option<String>) {
        (
            http::Method::POST,
            Some(r#"{"type":"browser"}"#.to_string()),
        )
    }
}

/// One browser session: a phone, a laptop or the projector.
pub struct Browser {
    /// The WebDriver client.
    pub client: Client,
    /// Who this browser is (in messages).
    pub name: &'static str,
    /// The server's base URL.
    pub base: String,
    width: u32,
    height: u32,
    /// Console warnings seen (reported, not failures).
    pub warnings: Vec<String>,
    /// Log fragments that are expected right now (e.g. the refused action's status).
    allowed: Vec<String>,
}

/// A console entry that fails the suite: any error, or a failed request.
fn is_failure(entry: &Json) -> bool {
    let level = entry["level"].as_str().unwrap_or("");
    let source = entry["source"].as_str().unwrap_or("");
    level == "SEVERE" || source == "network"
}

impl Browser {
    /// Sets the server this browser talks to.
    pub fn at(mut self, base: &str) -> Browser {
        self.base = base.to_string();
        self
    }

    /// Fails on any console error or failed request logged since the last check.
    pub async fn check_console(&mut self, context: &str) {
        let entries = self
            .client
            .issue_cmd(BrowserLog)
            .await
            .unwrap_or_else(|e| panic!("{}: cannot read the console log: {e}", self.name));
        let mut failures = Vec::new();
        for e in entries.as_array().into_iter().flatten() {
            let msg = e["message"].as_str().unwrap_or("").to_string();
            if is_failure(e) {
                if self.allowed.iter().any(|a| msg.contains(a.as_str())) {
                    eprintln!("[browser] {}: expected on {context}: {msg}", self.name);
                    continue;
                }
                failures.push(msg);
            } else if e["level"].as_str() == Some("WARNING") {
                self.warnings.push(format!("{context}: {msg}"));
            }
        }
        assert!(
            failures.is_empty(),
            "{} logged errors on {context}:\n  {}",
            self.name,
            failures.join("\n  ")
        );
    }

    /// Fails on any serious or critical accessibility violation axe-core finds on the
    /// page shown (every page the suite opens, and each main page's state as shown).
    pub async fn check_axe(&self, context: &str) {
        let Some(source) = axe_source() else {
            return;
        };
        let t0 = Instant::now();
        let trace = std::env::var_os("ARBITRO_AXE_TRACE").is_some();
        let state = self.js(AXE_STATE, vec![Json::Bool(trace)]).await;
        let state = state.as_str().unwrap_or_default();
        let (key, structure) = state.split_once('\n').unwrap_or((state, ""));
        let first = AXE_CHECKED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(key.to_string());
        if trace {
            say(&format!(
                "{}: axe state on {context}: {key} (first: {first})",
                self.name
            ));
            if first {
                say(structure);
            }
        }
        if !first && std::env::var_os("ARBITRO_AXE_EVERY_STATE").is_none() {
            spent::add(spent::Work::AxeRepeat, t0);
            return;
        }
        let loaded = self
            .js("return typeof window.axe === 'object'", vec![])
            .await;
        if loaded != Json::Bool(true) {
            // Through WebDriver, not a <script> element: the pages' CSP allows none.
            if let Err(e) = self
                .client
                .execute(&format!("{source}\n;return null"), vec![])
                .await
            {
                panic!("{}: cannot load axe-core on {context}: {e}", self.name);
            }
        }
        let found = self
            .client
            .execute_async(AXE_RUN, vec![])
            .await
            .unwrap_or_else(|e| panic!("{}: axe-core on {context}: {e}", self.name));
        spent::add(spent::Work::Axe, t0);
        let lines: Vec<&str> = found
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Json::as_str)
            .collect();
        if std::env::var_os("ARBITRO_AXE_LIST").is_some() {
            // Lists instead of failing: every page's findings in one run.
            for l in &lines {
                say(&format!("{}: axe on {context}: {l}", self.name));
            }
            return;
        }
        assert!(
            lines.is_empty(),
            "{}: axe-core finds serious or critical violations on {context}:\n  {}",
            self.name,
            lines.join("\n  ")
        );
    }

    /// Lets console lines containing `fragment` pass until [`Browser::forbid_all`].
    pub fn allow(&mut self, fragment: &str) {
        self.allowed.push(fragment.to_string());
    }

    /// Ends every [`Browser::allow`].
    pub fn forbid_all(&mut self) {
        self.allowed.clear();
    }

    /// Opens `path` (relative to the server, or a full URL).
    pub async fn goto(&mut self, path: &str) {
        let url = if path.starts_with("http") {
            path.to_string()
        } else {
            format!("{}{path}", self.base)
        };
        let t0 = Instant::now();
        self.client
            .goto(&url)
            .await
            .unwrap_or_else(|e| panic!("{}: cannot open {url}: {e}", self.name));
        spent::add(spent::Work::Goto, t0);
        self.wait_loaded().await;
        self.check_console(&url).await;
        self.check_axe(&url).await;
    }

    /// Runs a script and returns its value.
    pub async fn js(&self, script: &str, args: Vec<Json>) -> Json {
        self.client
            .execute(script, args)
            .await
            .unwrap_or_else(|e| panic!("{}: script failed: {e}\n{script}", self.name))
    }

    /// The path of the page shown.
    pub async fn path(&self) -> String {
        self.client
            .current_url()
            .await
            .map(|u| u.path().to_string())
            .unwrap_or_default()
    }

    /// The number after `prefix` in the current path (`/individual/7/manage` → 7).
    pub async fn id_after(&self, prefix: &str) -> i64 {
        let path = self.path().await;
        path.strip_prefix(prefix)
            .and_then(|s| s.split('/').next())
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("expected {prefix}…, at {path}"))
    }

    /// First start: the organizer `org` sets a password from the setup link.
    pub async fn set_up_organizer(&mut self, setup_link: &str) {
        self.goto(setup_link).await;
        self.fill("#username", "org").await;
        self.fill("#password", "a long enough password").await;
        self.fill("#password_confirm", "a long enough password")
            .await;
        self.submit("form[action^='/setup/'] button[type=submit]")
            .await;
    }

    /// Ends the match whose console is shown early, with `reason`, and signs it
    /// (a table's result counts once its referee signs it).
    pub async fn end_early_and_sign(&mut self, reason: &str) {
        self.click("#more summary").await;
        self.fill("#end_reason", reason).await;
        self.click("#end_confirm summary").await;
        self.submit("#end_confirm button").await;
        self.submit("#sign").await;
        self.submit(".confirm form[action$='/sign'] button").await;
    }

    async fn wait_loaded(&self) {
        self.wait_until("the page to load", || async {
            self.client
                .execute("return document.readyState === 'complete'", vec![])
                .await
                .is_ok_and(|v| v == Json::Bool(true))
        })
        .await;
    }

    /// Polls `ready` every 20 ms until it says yes, for at most [`WAIT`] (a poll is one
    /// short script: at 50 ms the wait itself was a good part of a tap's time).
    pub async fn wait_until<F, Fut>(&self, what: &str, mut ready: F)
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = bool>,
    {
        let t0 = Instant::now();
        let deadline = Instant::now() + WAIT;
        while !ready().await {
            assert!(
                Instant::now() < deadline,
                "{}: timed out waiting for {what} (at {})",
                self.name,
                self.path().await
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        spent::add(spent::Work::Wait, t0);
    }

    /// True if `css` matches something.
    pub async fn has(&self, css: &str) -> bool {
        self.client
            .find_all(Locator::Css(css))
            .await
            .is_ok_and(|v| !v.is_empty())
    }

    /// The element matching `css`, waiting for it.
    pub async fn find(&self, css: &str) -> fantoccini::elements::Element {
        match self
            .client
            .wait()
            .at_most(WAIT)
            .for_element(Locator::Css(css))
            .await
        {
            Ok(el) => el,
            Err(e) => panic!("{}: no `{css}` on {}: {e}", self.name, self.path().await),
        }
    }

    /// The visible text of `css`.
    pub async fn text(&self, css: &str) -> String {
        self.find(css)
            .await
            .text()
            .await
            .unwrap_or_else(|e| panic!("{}: text of `{css}`: {e}", self.name))
    }

    /// Types `value` into the field `css` (after clearing it).
    pub async fn fill(&self, css: &str, value: &str) {
        let el = self.find(css).await;
        el.clear()
            .await
            .unwrap_or_else(|e| panic!("{}: clear `{css}`: {e}", self.name));
        el.send_keys(value)
            .await
            .unwrap_or_else(|e| panic!("{}: type into `{css}`: {e}", self.name));
    }

    /// Chooses the option with `value` in the select `css`.
    pub async fn select(&self, css: &str, value: &str) {
        self.find(css)
            .await
            .select_by_value(value)
            .await
            .unwrap_or_else(|e| panic!("{}: choose {value} in `{css}`: {e}", self.name));
    }

    /// Clicks `css` without expecting a new page.
    pub async fn click(&self, css: &str) {
        self.find(css)
            .await
            .click()
            .await
            .unwrap_or_else(|e| panic!("{}: click `{css}`: {e}", self.name));
    }

    /// Clicks `css` (a submit button or a link) and waits for the next page.
    pub async fn submit(&mut self, css: &str) {
        let t0 = Instant::now();
        let el = self.find(css).await;
        self.js("window.__arbitroOld = true; return null", vec![])
            .await;
        el.click()
            .await
            .unwrap_or_else(|e| panic!("{}: click `{css}`: {e}", self.name));
        spent::add(spent::Work::Submit, t0);
        self.wait_until("the next page", || async {
            self.client
                .execute(
                    "return window.__arbitroOld === undefined && document.readyState === 'complete'",
                    vec![],
                )
                .await
                .is_ok_and(|v| v == Json::Bool(true))
        })
        .await;
        let context = format!("{} after clicking `{css}`", self.path().await);
        self.check_console(&context).await;
        self.check_axe(&context).await;
    }

    /// Scrolls `css` to the top of the window (before a screenshot).
    pub async fn scroll_to(&self, css: &str) {
        self.js(
            "document.querySelector(arguments[0]).scrollIntoView(); return null",
            vec![json!(css)],
        )
        .await;
    }

    /// Saves a screenshot of what the window shows as `target/screenshots/{name}.png`.
    pub async fn screenshot(&self, name: &str) -> PathBuf {
        let t0 = Instant::now();
        let png = self
            .client
            .screenshot()
            .await
            .unwrap_or_else(|e| panic!("{}: screenshot: {e}", self.name));
        let dir = screenshot_dir();
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        let file = dir.join(format!("{name}.png"));
        std::fs::write(&file, png).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        spent::add(spent::Work::Screenshot, t0);
        file
    }

    /// Checks the page has no horizontal scroll in a 360 px wide window, then puts the
    /// window back to its size.
    pub async fn check_360(&mut self, name: &str) {
        let t0 = Instant::now();
        self.resize(360, 740).await;
        let r = self
            .js(
                "const d = document.documentElement;
                 const wide = [...document.querySelectorAll('body *')]
                   .filter(e => e.getBoundingClientRect().right > d.clientWidth + 0.5)
                   .slice(0, 5)
                   .map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
                        (e.className && e.className.baseVal === undefined ? '.' + e.className : ''));
                 return {scroll: d.scrollWidth, client: d.clientWidth, inner: window.innerWidth, wide};",
                vec![],
            )
            .await;
        let (scroll, client) = (r["scroll"].as_i64(), r["client"].as_i64());
        assert!(
            r["inner"].as_i64().is_some_and(|w| w <= 360),
            "{}: the window did not shrink to 360 px: {r}",
            self.name
        );
        assert!(
            scroll.is_some() && scroll <= client,
            "{name} scrolls sideways at 360 px: {r}"
        );
        self.resize(self.width, self.height).await;
        spent::add(spent::Work::Narrow, t0);
    }

    /// Resizes the window and waits until the page has laid out at the new width.
    pub async fn resize(&self, width: u32, height: u32) {
        self.client
            .set_window_size(width, height)
            .await
            .unwrap_or_else(|e| panic!("{}: window size: {e}", self.name));
        self.wait_until("the new window size", || async {
            self.client
                .execute("return window.innerWidth", vec![])
                .await
                .is_ok_and(|w| w.as_u64() == Some(u64::from(width)))
        })
        .await;
    }

    /// Sizes the window so that the page itself (the viewport) is `width`×`height`, as
    /// on a full-screen beamer: the window's own bars are added to the size asked for.
    pub async fn viewport(&self, width: u32, height: u32) {
        let inner = self
            .js("return [window.innerWidth, window.innerHeight]", vec![])
            .await;
        let (w, h) = (
            inner[0].as_u64().unwrap_or(0),
            inner[1].as_u64().unwrap_or(0),
        );
        let (outer_w, outer_h) = self
            .client
            .get_window_size()
            .await
            .unwrap_or_else(|e| panic!("{}: window size: {e}", self.name));
        let grow = |outer: u64, inner: u64, want: u32| {
            u32::try_from(outer.saturating_sub(inner) + u64::from(want)).unwrap_or(want)
        };
        self.client
            .set_window_size(grow(outer_w, w, width), grow(outer_h, h, height))
            .await
            .unwrap_or_else(|e| panic!("{}: window size: {e}", self.name));
        let what = format!("the page to be {width}×{height}");
        self.wait_until(&what, || async {
            self.client
                .execute("return [window.innerWidth, window.innerHeight]", vec![])
                .await
                .is_ok_and(|v| v == json!([width, height]))
        })
        .await;
    }

    /// A main page: no console errors, no sideways scroll at 360 px, a screenshot.
    pub async fn page(&mut self, name: &str) {
        self.check_console(name).await;
        self.check_axe(name).await;
        self.screenshot(name).await;
        self.check_360(name).await;
        self.check_console(name).await;
    }

    /// Fetches `path` with this browser's cookies: (status, content type, bytes).
    pub async fn download(&self, path: &str) -> (u16, String, Vec<u8>) {
        let r = self
            .client
            .execute_async(
                "const [url, done] = arguments;
                 fetch(url, {credentials: 'same-origin'})
                   .then(r => r.arrayBuffer().then(b => done({
                     status: r.status, type: r.headers.get('content-type') || '',
                     bytes: Array.from(new Uint8Array(b))})))
                   .catch(e => done({status: 0, type: String(e), bytes: []}));",
                vec![json!(path)],
            )
            .await
            .unwrap_or_else(|e| panic!("{}: download {path}: {e}", self.name));
        let bytes = r["bytes"]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|b| u8::try_from(b.as_u64().unwrap_or(0)).unwrap_or(0))
                    .collect()
            })
            .unwrap_or_default();
        (
            u16::try_from(r["status"].as_u64().unwrap_or(0)).unwrap_or(0),
            r["type"].as_str().unwrap_or("").to_string(),
            bytes,
        )
    }

    /// Ends the session (closes the browser).
    pub async fn close(self) {
        let name = self.name;
        if let Err(e) = self.client.close().await {
            say(&format!("{name}: close: {e}"));
        }
    }
}

/// The screenshots the README shows.
pub const README_SCREENSHOTS: [&str; 4] = ["console", "console-attack", "board", "projector"];

/// With `ARBITRO_UPDATE_SCREENSHOTS=1`, copies the README's screenshots from this run
/// into `docs/screenshots/` (those the run produced).
pub fn publish_readme_screenshots() {
    if std::env::var_os("ARBITRO_UPDATE_SCREENSHOTS").is_none() {
        return;
    }
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/screenshots");
    std::fs::create_dir_all(&docs).unwrap_or_else(|e| panic!("{}: {e}", docs.display()));
    for name in README_SCREENSHOTS {
        let from = screenshot_dir().join(format!("{name}.png"));
        if from.is_file() {
            std::fs::copy(&from, docs.join(format!("{name}.png")))
                .unwrap_or_else(|e| panic!("{}: {e}", from.display()));
            say(&format!("docs/screenshots/{name}.png updated"));
        }
    }
}
