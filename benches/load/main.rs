//! The load tool: starts the real `arbitro` binary on a seeded 200-team tournament on a
//! free 127.0.0.1 port, runs each scenario for a bounded time, prints the figures and
//! the ratios against the machine's own limits, and stops the server.
//!
//! Run: `cargo bench --bench load` (options after `--`, see [`USAGE`]). Only loopback
//! is ever loaded: the tool starts its own server and refuses any other address.

#[path = "../../tests/scenarios/random_player.rs"]
mod random_player;

mod baseline;
mod client;
mod pages;
mod referees;
mod seed;
mod server;
mod sse;
mod stats;

use referees::Table;
use stats::{Load, Samples, ms, percentile};
use std::path::PathBuf;
use std::time::{Duration, Instant};

const USAGE: &str = "cargo bench --bench load -- [--secs N] [--warmup N] [--teams N] \
[--rounds N] [--subscribers N] [--events N] [--rate PER_SEC] \
[--only sqlite,actions,pages,mixed,sse,watchers] [--watchers N] \
[--page LABEL=PATH]... [--bin PATH] [--keep] [--unstored]";

/// Public pages measured at 16 and 64 connections; `{t}` is the tournament id.
/// The static file is the yardstick of the ratio. Add a row per page worth watching
/// (or pass `--page LABEL=PATH`).
const PAGES: &[(&str, &str)] = &[
    ("standings", "/tournaments/{t}/standings"),
    ("tournament home", "/tournaments/{t}"),
    ("projector deck", "/tournaments/{t}/projector/deck"),
    ("static file", "/static/app.css"),
];

/// Referees recording at once.
const REFEREES: &[usize] = &[1, 16, 64];
/// Visitors of each page at once.
const VISITORS: &[usize] = &[16, 64];

struct Options {
    secs: Duration,
    warmup: Duration,
    teams: usize,
    rounds: u32,
    subscribers: usize,
    /// Reconnecting watchers of the `watchers` scenario.
    watchers: usize,
    events: usize,
    rate: f64,
    only: Vec<String>,
    pages: Vec<(String, String)>,
    bin: PathBuf,
    keep: bool,
    /// Seed signed matches without their stored results, as a database from before
    /// results were stored: the first standings view computes and stores them.
    unstored: bool,
}

fn options() -> Options {
    let mut o = Options {
        secs: Duration::from_secs(10),
        warmup: Duration::from_secs(1),
        teams: 200,
        rounds: 10,
        subscribers: 1000,
        watchers: 3000,
        events: 20,
        rate: 1050.0,
        only: Vec::new(),
        pages: PAGES
            .iter()
            .map(|(l, p)| (l.to_string(), p.to_string()))
            .collect(),
        bin: PathBuf::from(env!("CARGO_BIN_EXE_arbitro")),
        keep: false,
        unstored: false,
    };
    let mut args = std::env::args().skip(1);
    let num = |v: Option<String>, name: &str| -> u64 {
        v.and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{name} needs a number\nusage: {USAGE}"))
    };
    while let Some(a) = args.next() {
        match a.as_str() {
            "--secs" => o.secs = Duration::from_secs(num(args.next(), "--secs")),
            "--warmup" => o.warmup = Duration::from_secs(num(args.next(), "--warmup")),
            "--teams" => o.teams = num(args.next(), "--teams") as usize,
            "--rounds" => o.rounds = num(args.next(), "--rounds") as u32,
            "--subscribers" => o.subscribers = num(args.next(), "--subscribers") as usize,
            "--watchers" => o.watchers = num(args.next(), "--watchers") as usize,
            "--events" => o.events = num(args.next(), "--events") as usize,
            "--rate" => o.rate = num(args.next(), "--rate") as f64,
            "--only" => {
                o.only = args
                    .next()
                    .unwrap_or_default()
                    .split(',')
                    .map(str::to_string)
                    .collect()
            }
            "--page" => {
                let v = args.next().unwrap_or_default();
                let (l, p) = v
                    .split_once('=')
                    .unwrap_or_else(|| panic!("--page wants LABEL=PATH\nusage: {USAGE}"));
                o.pages.insert(o.pages.len() - 1, (l.into(), p.into()));
            }
            "--bin" => o.bin = PathBuf::from(args.next().unwrap_or_default()),
            "--keep" => o.keep = true,
            "--unstored" => o.unstored = true,
            "--help" | "-h" => {
                println!("usage: {USAGE}");
                std::process::exit(0);
            }
            // `cargo bench` passes `--bench`; ignore anything else it adds.
            _ => {}
        }
    }
    o
}

impl Options {
    fn wants(&self, scenario: &str) -> bool {
        self.only.is_empty() || self.only.iter().any(|s| s == scenario)
    }

    /// `n` connections, closed loop, or paced at the `--rate` when `paced`.
    fn load(&self, n: usize, paced: bool) -> Load {
        Load {
            n,
            warmup: self.warmup,
            secs: self.secs,
            rate: paced.then_some(self.rate),
        }
    }
}

/// One printed line of the request table.
struct Line {
    scenario: String,
    conc: usize,
    samples: Samples,
    per_sec: f64,
    /// Server and tool CPU time per request over the scenario (µs).
    cpu_us: Option<(f64, f64)>,
    note: String,
}

impl Line {
    fn new(scenario: String, conc: usize, mut samples: Samples, window: Duration) -> Line {
        samples.sort();
        let per_sec = samples.latencies.len() as f64 / window.as_secs_f64().max(1e-9);
        Line {
            scenario,
            conc,
            samples,
            per_sec,
            cpu_us: None,
            note: String::new(),
        }
    }

    /// Notes the CPU both processes spent since `before` (server, tool: taken at the
    /// end of the warm-up), per request measured.
    fn cpu(mut self, before: (Duration, Duration), server: &server::Server) -> Line {
        let n = self.samples.latencies.len().max(1) as f64;
        let s = server.cpu().saturating_sub(before.0).as_secs_f64() * 1e6 / n;
        let t = tool_cpu().saturating_sub(before.1).as_secs_f64() * 1e6 / n;
        self.cpu_us = Some((s, t));
        self
    }

    /// Some requests measured, none failed.
    fn clean(&self) -> bool {
        !self.samples.latencies.is_empty() && self.samples.errors == 0
    }

    fn print(&self) {
        let s = &self.samples;
        let (server_cpu, tool_cpu) = match self.cpu_us {
            Some((a, b)) => (format!("{a:.0}"), format!("{b:.0}")),
            None => ("".into(), "".into()),
        };
        println!(
            "| {} | {} | {} | {:.0} | {} | {} | {} | {} | {} | {} | {} |",
            self.scenario,
            self.conc,
            s.latencies.len(),
            self.per_sec,
            ms(s.pct(50.0)),
            ms(s.pct(99.0)),
            ms(s.latencies.last().copied().unwrap_or_default()),
            server_cpu,
            tool_cpu,
            s.errors,
            self.note
        );
        for n in &s.error_notes {
            eprintln!("    error: {}", n.chars().take(300).collect::<String>());
        }
    }
}

fn header() {
    println!(
        "| scenario | concurrent | requests | per second | p50 ms | p99 ms | max ms | \
         server CPU µs/req | tool CPU µs/req | errors | note |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
}

/// The CPU times of the server and the tool once `warmup` has passed.
fn cpu_mark(pid: u32, warmup: Duration) -> tokio::task::JoinHandle<(Duration, Duration)> {
    tokio::spawn(async move {
        tokio::time::sleep(warmup).await;
        (server::cpu_of(&format!("/proc/{pid}/stat")), tool_cpu())
    })
}

/// CPU time this tool has used so far.
fn tool_cpu() -> Duration {
    server::cpu_of("/proc/self/stat")
}

fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| {
            t.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|s| s.trim().to_string())
        })
        .unwrap_or_else(|| "?".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("{cores} cores, {cpu}")
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

fn verdict(ok: bool) -> &'static str {
    if ok { "met" } else { "MISSED" }
}

#[tokio::main]
async fn main() {
    let o = options();
    println!("# Arbitro load run");
    println!(
        "machine: {} · load average at start: {}",
        machine(),
        loadavg()
    );
    println!(
        "server: {} · scenarios {} s each after {} s warm-up",
        o.bin.display(),
        o.secs.as_secs(),
        o.warmup.as_secs()
    );
    let nofile = rlimit_nofile();
    if nofile < (o.subscribers as u64) * 2 + 200 && o.wants("sse") {
        eprintln!(
            "note: open-file limit {nofile} is low for {} watchers; raise it with `ulimit -n 4096`",
            o.subscribers
        );
    }

    let dir = tempfile::Builder::new()
        .prefix("arbitro-load-")
        .tempdir()
        .expect("temporary folder");
    let data = dir.path().join("data");
    let t0 = Instant::now();
    let seeded = seed::seed(&data, o.teams, o.rounds, 64, !o.unstored).await;
    let db_size = std::fs::metadata(data.join("arbitro.sqlite")).map_or(0, |m| m.len());
    println!(
        "seeded in {:.1} s: {} teams, {} signed matches ({} rounds) + {} open tables, {} entries, \
         database {:.1} MB",
        t0.elapsed().as_secs_f64(),
        o.teams,
        seeded.signed,
        o.rounds,
        seeded.open.len(),
        seeded.entries,
        db_size as f64 / 1e6
    );
    let mut tables: Vec<Table> = seeded
        .open
        .into_iter()
        .map(|t| Table {
            match_id: t.match_id,
            public_token: t.public_token,
            actions: t.actions,
            next: 0,
            entries: 0,
        })
        .collect();
    println!(
        "actions prepared: {} over {} tables",
        tables.iter().map(|t| t.actions.len()).sum::<usize>(),
        tables.len()
    );
    let paths: Vec<(String, String)> = o
        .pages
        .iter()
        .map(|(l, p)| (l.clone(), p.replace("{t}", &seeded.tournament.to_string())))
        .collect();

    let mut lines: Vec<Line> = Vec::new();
    let mut raw_per_sec = None;
    println!();
    header();
    if o.wants("sqlite") {
        let s = baseline::durable_inserts(&dir.path().join("raw.sqlite"), o.secs).await;
        let line = Line::new(
            "raw SQLite insert, own transaction, WAL + synchronous=FULL".into(),
            1,
            s,
            o.secs,
        );
        line.print();
        raw_per_sec = Some(line.per_sec);
        lines.push(line);
    }

    let mut server = server::Server::start(&o.bin, &data, &dir.path().join("server.log")).await;
    let rss_idle = server.status_kb("VmRSS:").unwrap_or(0);
    eprintln!(
        "server pid {} on {} (attach a profiler here)",
        server.pid(),
        server.addr
    );

    if o.wants("actions") {
        // As fast as answers come (the server's limit), then at the target's pace.
        let runs = REFEREES.iter().map(|&n| (n, false)).chain([(64, true)]);
        for (n, paced) in runs {
            let mark = cpu_mark(server.pid(), o.warmup);
            let run =
                referees::record(server.addr, &seeded.referees, &mut tables, o.load(n, paced))
                    .await;
            let name = if paced {
                format!("action submission, paced at {:.0}/s", o.rate)
            } else {
                "action submission (API, durable)".into()
            };
            let line = Line::new(name, n, run.samples, run.window)
                .cpu(mark.await.expect("cpu mark"), &server);
            line.print();
            lines.push(line);
        }
    }
    if o.wants("pages") {
        // The first view after start-up: nothing kept in memory, every signed match's
        // result read from storage (none is replayed).
        let (label, path) = &paths[0];
        let t0 = Instant::now();
        let first = async {
            let mut c = client::Conn::connect(server.addr).await.ok()?;
            c.request("GET", path, &[], b"").await.ok()
        }
        .await;
        let mut cold = Samples::default();
        match first {
            Some(r) if r.status == 200 => cold.latencies.push(t0.elapsed()),
            Some(r) => cold.error(format!("{path}: {} {}", r.status, r.text())),
            None => cold.error(format!("{path}: no answer")),
        }
        let mut line = Line::new(
            format!("GET {label}, first view after start-up"),
            1,
            cold,
            t0.elapsed(),
        );
        line.note = if o.unstored {
            "replays every signed match once and stores its result".into()
        } else {
            "reads every signed match's stored result".into()
        };
        line.print();
        lines.push(line);
        // An organizer's write (round 1's results shown again) retires the kept page:
        // the next view computes the standings again from the kept match scores.
        let t0 = Instant::now();
        let after = after_a_write(server.addr, seeded.tournament, &seeded.organizer, path).await;
        let mut warm = Samples::default();
        match after {
            Ok(dt) => warm.latencies.push(dt),
            Err(e) => warm.error(e),
        }
        let mut line = Line::new(
            format!("GET {label}, first view after a write"),
            1,
            warm,
            t0.elapsed(),
        );
        line.note = "what a sign-off costs the next visitor".into();
        line.print();
        lines.push(line);
        for (label, path) in &paths {
            for &n in VISITORS {
                let mark = cpu_mark(server.pid(), o.warmup);
                let run = pages::visit(server.addr, path, o.load(n, false)).await;
                let mut line = Line::new(format!("GET {label}"), n, run.samples, run.window)
                    .cpu(mark.await.expect("cpu mark"), &server);
                line.note = format!("{path}, {} bytes", run.bytes);
                line.print();
                lines.push(line);
            }
        }
        // The standings again at the target's pace.
        let (label, path) = &paths[0];
        let mark = cpu_mark(server.pid(), o.warmup);
        let run = pages::visit(server.addr, path, o.load(64, true)).await;
        let mut line = Line::new(
            format!("GET {label}, paced at {:.0}/s", o.rate),
            64,
            run.samples,
            run.window,
        )
        .cpu(mark.await.expect("cpu mark"), &server);
        line.note = format!("{path}, {} bytes", run.bytes);
        line.print();
        lines.push(line);
    }
    if o.wants("mixed") {
        let standings = &paths[0].1;
        let (pages_run, record_run) = tokio::join!(
            pages::visit(server.addr, standings, o.load(64, false)),
            referees::record(
                server.addr,
                &seeded.referees,
                &mut tables,
                o.load(16, false)
            )
        );
        let mut a = Line::new(
            format!("GET {} while 16 referees record", paths[0].0),
            64,
            pages_run.samples,
            pages_run.window,
        );
        a.note = "mixed".into();
        a.print();
        let mut b = Line::new(
            "action submission while 64 visitors load standings".into(),
            16,
            record_run.samples,
            record_run.window,
        );
        b.note = "mixed".into();
        b.print();
        lines.push(a);
        lines.push(b);
    }
    let mut fan = None;
    if o.wants("sse") {
        let pos = tables
            .iter()
            .position(|t| t.actions.len() - t.next >= o.events)
            .expect("a table with enough actions left for the fan-out");
        let run = sse::fan_out(
            server.addr,
            &mut tables[pos],
            &seeded.referees[0],
            o.subscribers,
            o.events,
        )
        .await;
        fan = Some(run);
    }
    if o.wants("watchers") {
        // A room of phones whose streams keep dropping (Wi-Fi hiccups, a cap
        // shedding them): 3,000 watchers of one table from 30 addresses, each
        // reconnecting every second, while one referee records at another table.
        let pos = tables
            .iter()
            .position(|t| t.actions.len() > t.next)
            .expect("a table to watch");
        let token = tables[pos].public_token.clone();
        let until = Instant::now() + o.warmup + o.secs + Duration::from_secs(1);
        let watching = tokio::spawn(sse::reconnecting(
            server.addr,
            token,
            o.watchers,
            30,
            Duration::from_secs(1),
            until,
        ));
        let mut others: Vec<Table> = tables
            .iter_mut()
            .enumerate()
            .filter(|(i, _)| *i != pos)
            .map(|(_, t)| Table {
                match_id: t.match_id,
                public_token: t.public_token.clone(),
                actions: std::mem::take(&mut t.actions),
                next: t.next,
                entries: t.entries,
            })
            .collect();
        let mark = cpu_mark(server.pid(), o.warmup);
        let run =
            referees::record(server.addr, &seeded.referees, &mut others, o.load(1, false)).await;
        let (opened, failed) = watching.await.expect("watchers");
        let mut line = Line::new(
            format!(
                "action submission while {} watchers from 30 addresses reconnect every second",
                o.watchers
            ),
            1,
            run.samples,
            run.window,
        )
        .cpu(mark.await.expect("cpu mark"), &server);
        line.note = format!("{opened} streams opened, {failed} attempts failed");
        line.print();
        let p99 = line.samples.pct(99.0);
        println!(
            "| referee p99 under reconnecting watchers | {} ms | < 100 ms | {} |",
            ms(p99),
            verdict(line.clean() && p99 < Duration::from_millis(100))
        );
        lines.push(line);
    }
    let rss_peak = server.status_kb("VmHWM:").unwrap_or(0);
    server.stop();
    let bin_size = std::fs::metadata(&o.bin).map_or(0, |m| m.len());

    if let Some(f) = &fan {
        println!();
        println!(
            "| SSE fan-out | watchers | events | deliveries | p50 ms | p99 ms | max ms | missing |"
        );
        println!("|---|---|---|---|---|---|---|---|");
        let row = |name: &str, v: &[Duration]| {
            println!(
                "| {name} | {} | {} | {} | {} | {} | {} | {} |",
                f.connected,
                f.events,
                v.len(),
                ms(percentile(v, 50.0)),
                ms(percentile(v, 99.0)),
                ms(v.last().copied().unwrap_or_default()),
                f.missing
            )
        };
        row("arrival after the action's answer", &f.after_answer);
        row("arrival after the action was sent", &f.after_send);
        row("last watcher of each event", &f.last_watcher);
    }

    println!();
    println!("| resource | figure |");
    println!("|---|---|");
    println!(
        "| start-up (spawn → /healthz 200) | {} ms |",
        ms(server.startup)
    );
    println!(
        "| resident memory after start-up | {:.1} MB |",
        rss_idle as f64 / 1024.0
    );
    println!(
        "| peak resident memory (VmHWM) after all scenarios | {:.1} MB |",
        rss_peak as f64 / 1024.0
    );
    println!("| release binary size | {:.1} MB |", bin_size as f64 / 1e6);
    println!("| load average at end | {} |", loadavg());

    // Ratios and targets.
    let find = |name: &str, n: usize| lines.iter().find(|l| l.scenario == name && l.conc == n);
    println!();
    println!("| comparison | figure | target | verdict |");
    println!("|---|---|---|---|");
    let submit64 = find("action submission (API, durable)", 64);
    if let (Some(a), Some(raw)) = (submit64, raw_per_sec) {
        let r = a.per_sec / raw.max(1e-9);
        println!(
            "| durable submissions/s at 64 referees ÷ raw durable inserts/s | {:.0} ÷ {:.0} = {:.2} | ≥ 0.5 | {} |",
            a.per_sec,
            raw,
            r,
            verdict(r >= 0.5)
        );
    }
    let standings = &paths[0].0;
    let static_label = &paths[paths.len() - 1].0;
    for &n in VISITORS {
        if let (Some(s), Some(f)) = (
            find(&format!("GET {standings}"), n),
            find(&format!("GET {static_label}"), n),
        ) {
            let r = s.per_sec / f.per_sec;
            println!(
                "| {standings} req/s ÷ static file req/s at {n} connections | {:.0} ÷ {:.0} = {:.2} | ≥ 0.3 | {} |",
                s.per_sec,
                f.per_sec,
                r,
                verdict(r >= 0.3)
            );
        }
    }
    for a in [
        submit64,
        find(&format!("action submission, paced at {:.0}/s", o.rate), 64),
    ]
    .into_iter()
    .flatten()
    {
        let p99 = a.samples.pct(99.0);
        println!(
            "| {} at 64 referees | p99 {} ms, {:.0}/s | p99 < 25 ms with ≥ 1,000/s | {} |",
            a.scenario,
            ms(p99),
            a.per_sec,
            verdict(a.clean() && p99 < Duration::from_millis(25) && a.per_sec >= 1000.0)
        );
    }
    for s in [
        find(&format!("GET {standings}"), 64),
        find(&format!("GET {standings}, paced at {:.0}/s", o.rate), 64),
    ]
    .into_iter()
    .flatten()
    {
        let p99 = s.samples.pct(99.0);
        println!(
            "| {} of {} teams at 64 connections | p99 {} ms, {:.0}/s | p99 < 10 ms | {} |",
            s.scenario,
            o.teams,
            ms(p99),
            s.per_sec,
            verdict(s.clean() && p99 < Duration::from_millis(10))
        );
    }
    if let Some(f) = &fan {
        // Judged on the upper bound: from the moment the action was sent, which
        // includes recording and committing it.
        let p99 = percentile(&f.after_send, 99.0);
        println!(
            "| SSE fan-out to {} watchers (from the action sent) | p99 {} ms | p99 < 250 ms | {} |",
            f.connected,
            ms(p99),
            verdict(!f.after_send.is_empty() && p99 < Duration::from_millis(250) && f.missing == 0)
        );
    }
    println!(
        "| peak resident memory | {:.1} MB | < 100 MB | {} |",
        rss_peak as f64 / 1024.0,
        verdict(rss_peak > 0 && rss_peak < 100 * 1024)
    );

    if o.keep {
        let kept = dir.keep();
        println!("\ndata kept in {}", kept.display());
    }
}

/// The soft limit on open files (each watcher is one socket on each side).
fn rlimit_nofile() -> u64 {
    let mut r = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes into the struct we own; no other memory is touched.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut r) } != 0 {
        return 0;
    }
    if r.rlim_cur < r.rlim_max {
        // Raise the soft limit to the hard one; the server we spawn inherits it.
        let raised = libc::rlimit {
            rlim_cur: r.rlim_max,
            rlim_max: r.rlim_max,
        };
        // SAFETY: setrlimit reads the struct we own.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            return raised.rlim_cur;
        }
    }
    r.rlim_cur
}

/// Makes an organizer's write, then times one view of `path`.
async fn after_a_write(
    addr: std::net::SocketAddr,
    tournament: i64,
    organizer: &seed::Login,
    path: &str,
) -> Result<Duration, String> {
    let mut c = client::Conn::connect(addr)
        .await
        .map_err(|e| e.to_string())?;
    c.cookies
        .push(("arbitro_session".into(), organizer.token.clone()));
    let write = format!("/tournaments/{tournament}/rounds/1/results");
    let body = format!("_csrf={}&results=visible", organizer.csrf);
    let headers = [("Content-Type", "application/x-www-form-urlencoded")];
    let r = c
        .request("POST", &write, &headers, body.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    if r.status != 303 {
        return Err(format!("{write}: {} {}", r.status, r.text()));
    }
    let t0 = Instant::now();
    let r = c
        .request("GET", path, &[], b"")
        .await
        .map_err(|e| e.to_string())?;
    if r.status != 200 {
        return Err(format!("{path}: {} {}", r.status, r.text()));
    }
    Ok(t0.elapsed())
}
