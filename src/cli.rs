//! The `arbitro` command line. `main.rs` only parses arguments and calls [`run`].

use crate::accounts::{NewPassword, Role, Username, password, token};
use crate::clock::{Clock, OffsetClock, SystemClock};
use crate::db::{self, Db, DbError};
use crate::printable::Printable;
use crate::server::limits::Limits;
use crate::web::{self, AppState, WebConfig};
use clap::{Args, Parser, Subcommand};
use std::io::{BufRead, IsTerminal, Write};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

/// Arbitro — referee and tournament manager for RisiKo! 2 vs 2 club nights.
#[derive(Parser, Debug)]
#[command(name = "arbitro", version, about, long_about = None)]
pub struct Cli {
    /// Options shared by every command.
    #[command(flatten)]
    pub global: Global,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Options shared by every command.
#[derive(Args, Debug)]
pub struct Global {
    /// Folder holding the database file `arbitro.sqlite`; created on first start.
    #[arg(long, env = "ARBITRO_DATA_DIR", default_value = "data", global = true)]
    pub data_dir: PathBuf,
    /// SQLite URL to use instead of the file in --data-dir
    /// (e.g. `sqlite:///var/lib/arbitro/arbitro.sqlite`); for `hub`, `hub-token` and
    /// `hub-people`, the hub's PostgreSQL URL (`postgres://user@host:port/db`).
    #[arg(long, env = "ARBITRO_DATABASE_URL", global = true)]
    pub database_url: Option<String>,
    /// Log filter: error, warn, info, debug, trace, or a tracing directive such as
    /// `arbitro=debug,tower_http=info`.
    #[arg(long, env = "ARBITRO_LOG", default_value = "info", global = true)]
    pub log_level: String,
}

/// The commands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Start the web app (applies migrations first).
    Serve(ServeArgs),
    /// Apply database migrations and exit.
    Migrate,
    /// Manage organizer and referee accounts.
    User {
        /// The account command.
        #[command(subcommand)]
        command: UserCommand,
    },
    /// Write a consistent copy of the database to FILE (safe while the app runs).
    Backup {
        /// Where to write the copy; must not exist yet.
        file: PathBuf,
    },
    /// Replace the database with a backup FILE. The copy is checked first (integrity,
    /// a schema this version knows); the current database is kept beside it as
    /// `arbitro.sqlite.pre-restore-<unix time>`. Stop `arbitro serve` first: a
    /// database another process has open is refused unless --force.
    Restore {
        /// The backup file (written by `arbitro backup`).
        file: PathBuf,
        /// Replace the database even though another process has it open.
        #[arg(long)]
        force: bool,
    },
    /// Replay a match log (MATCH-LOG.md format) through the rules engine and print
    /// the resulting state and score as JSON. Exit 0: every action applied; 1: an
    /// action was refused (its index, code and message are printed); 2: the file is
    /// not a valid log (the message names the place). Needs no database.
    Replay {
        /// The log file, or `-` for standard input.
        file: String,
    },
    /// Import a tournament archive (the JSON export) as a new tournament. Every match
    /// log is replayed first; on any problem nothing is stored. See docs/EXPORTS.md.
    Import {
        /// The archive file (`…-tournament.json`).
        file: PathBuf,
        /// The organizer account the import is done as; accounts named in the file
        /// that do not exist here are mapped to it. Default: the first organizer.
        #[arg(long)]
        by: Option<String>,
    },
    /// Run the federation hub (docs/HUB.md) on the PostgreSQL of --database-url
    /// (`postgres://…`); applies the hub's migrations first.
    Hub(HubArgs),
    /// Issue or revoke a club's publish token on the hub's database.
    HubToken {
        /// The token command.
        #[command(subcommand)]
        command: HubTokenCommand,
    },
    /// The hub's people: likely duplicates across clubs, and merging them.
    HubPeople {
        /// The people command.
        #[command(subcommand)]
        command: HubPeopleCommand,
    },
    /// The hub administrator's sign-in for the hub's web pages (`/admin`).
    HubAdmin {
        /// The administrator command.
        #[command(subcommand)]
        command: HubAdminCommand,
    },
    /// Publish a finished individual tournament of this club to a federation hub.
    /// Every table's log is replayed here, then again by the hub.
    Publish(PublishArgs),
}

/// Options of `hub`.
#[derive(Args, Debug)]
pub struct HubArgs {
    /// Address and port to listen on.
    #[arg(long, env = "ARBITRO_HUB_BIND", default_value = "127.0.0.1:4000")]
    pub bind: SocketAddr,
    /// The national circuit's rules (`CircuitRules` JSON, docs/CIRCUITS.md). Default:
    /// one event type "Torneo" worth each player's event score, every date.
    #[arg(long, env = "ARBITRO_HUB_CIRCUIT")]
    pub circuit: Option<PathBuf>,
    /// The hub is served over HTTPS (behind a TLS proxy): the administrator's
    /// cookies are `Secure` and `__Host-` named.
    #[arg(long, env = "ARBITRO_HUB_HTTPS")]
    pub https: bool,
}

/// Commands of the hub's administrator account.
#[derive(Subcommand, Debug)]
pub enum HubAdminCommand {
    /// Set the administrator's password (read from standard input); ends every
    /// signed-in session.
    SetPassword,
}

/// Token commands of the hub's administrator.
#[derive(Subcommand, Debug)]
pub enum HubTokenCommand {
    /// Issue a new token for CLUB (made when new); the token is printed once.
    Issue {
        /// The club's name as the hub's pages show it.
        club: String,
    },
    /// Revoke every token of CLUB.
    Revoke {
        /// The club's name.
        club: String,
    },
}

/// People commands of the hub's administrator.
#[derive(Subcommand, Debug)]
pub enum HubPeopleCommand {
    /// List people who may be one person (same national id, a name a slip away).
    Suggestions,
    /// Merge person GONE into KEEP: GONE's results become KEEP's.
    Merge {
        /// The person kept.
        keep: i64,
        /// The person merged into it.
        gone: i64,
    },
    /// Split a wrongly merged person: PERSON's results that CLUB published as its
    /// player PLAYER become a new person.
    Split {
        /// The person to split.
        person: i64,
        /// The publishing club's name.
        #[arg(long)]
        club: String,
        /// The club's own player id.
        #[arg(long)]
        player: i64,
        /// PLAYER is a player of the club's team tournaments (numbered apart
        /// from its individual events' players).
        #[arg(long)]
        team: bool,
    },
    /// Set (or, without ID, clear) PERSON's national id; refused when another
    /// person has it.
    NationalId {
        /// The person.
        person: i64,
        /// The national id.
        id: Option<String>,
    },
}

/// Options of `publish`.
#[derive(Args, Debug)]
pub struct PublishArgs {
    /// The hub's address, e.g. `https://hub.example.org`.
    #[arg(long, env = "ARBITRO_HUB_URL")]
    pub hub: String,
    /// The club's token, issued by the hub's administrator.
    #[arg(long, env = "ARBITRO_HUB_TOKEN", hide_env_values = true)]
    pub token: String,
    /// The tournament's id (in its page's address): an individual tournament's,
    /// or with --team a team tournament's.
    #[arg(long)]
    pub event: i64,
    /// --event is a team tournament (`/tournaments/<id>`), not an individual one
    /// (`/individual/<id>`): the two are numbered apart.
    #[arg(long)]
    pub team: bool,
    /// Its type in the national circuit.
    #[arg(long = "type", default_value = "Torneo")]
    pub event_type: String,
    /// When it was held (YYYY-MM-DD); default: the day it was created (a team
    /// tournament: its date).
    #[arg(long)]
    pub date: Option<chrono::NaiveDate>,
    /// The certificates an https hub is trusted by (PEM).
    #[arg(long, default_value = "/etc/ssl/certs/ca-certificates.crt")]
    pub ca_file: PathBuf,
    /// Print the payload instead of sending it.
    #[arg(long)]
    pub dry_run: bool,
}

/// Options of `serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address and port to listen on.
    #[arg(long, env = "ARBITRO_BIND", default_value = "127.0.0.1:3000")]
    pub bind: SocketAddr,
    /// Public address of the app as players' phones reach it (used in links, QR codes,
    /// the cross-site check and the Host check). Defaults to http://BIND, or
    /// https://BIND with --tls-cert. Use https://… behind a TLS proxy to get `Secure`
    /// cookies.
    #[arg(long, env = "ARBITRO_BASE_URL")]
    pub base_url: Option<String>,
    /// The address of the reverse proxy in front of the app (e.g. `127.0.0.1`): only
    /// requests from it have their client address read from `X-Forwarded-For` (for
    /// login throttling). Without it the connection's address is the client's.
    #[arg(long, env = "ARBITRO_TRUSTED_PROXY")]
    pub trusted_proxy: Option<std::net::IpAddr>,
    /// Serve HTTPS (and HTTP/2) with this PEM certificate chain, leaf first; needs
    /// --tls-key. Without it the app speaks plain HTTP (put a TLS proxy in front).
    #[arg(long, env = "ARBITRO_TLS_CERT", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// The PEM private key of --tls-cert.
    #[arg(long, env = "ARBITRO_TLS_KEY", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// Testing only: shift the server's clock by the whole seconds written in FILE,
    /// read at every reading of the time (see docs/BROWSER-TESTS.md). Never set it at
    /// a club night.
    #[arg(long, env = "ARBITRO_TEST_CLOCK_FILE", hide = true)]
    pub test_clock_offset_file: Option<PathBuf>,
}

/// Account commands. Passwords are read from standard input (one line).
#[derive(Subcommand, Debug)]
pub enum UserCommand {
    /// Create an account; the password is read from standard input.
    Add {
        /// Login name: 3–32 letters, digits, '.', '_' or '-'.
        name: String,
        /// organizer or referee.
        #[arg(long, default_value = "referee")]
        role: String,
    },
    /// List accounts.
    List,
    /// Set a new password (read from standard input); ends the account's sessions.
    Passwd {
        /// Login name.
        name: String,
    },
    /// Disable an account: no more logins, sessions ended.
    Disable {
        /// Login name.
        name: String,
    },
    /// Re-enable a disabled account.
    Enable {
        /// Login name.
        name: String,
    },
}

/// A command failed; the message says why and what to do.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Storage failed.
    #[error("{0}")]
    Db(#[from] DbError),
    /// Bad arguments or input.
    #[error("{0}")]
    Input(String),
    /// Network or file trouble.
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

/// Runs a parsed command line and returns the process exit code.
pub fn run(cli: Cli) -> ExitCode {
    init_tracing(&cli.global.log_level);
    if let Command::Replay { file } = &cli.command {
        return replay(file);
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let work = async {
        match cli.command {
            // Restoring must not open the database it is about to replace.
            Command::Restore { file, force } => restore(&cli.global, &file, force).await,
            // The hub's commands use its PostgreSQL, never the club's SQLite.
            Command::Hub(args) => hub_serve(&cli.global, args).await,
            Command::HubToken { command } => hub_token(&cli.global, command).await,
            Command::HubPeople { command } => hub_people(&cli.global, command).await,
            Command::HubAdmin { command } => hub_admin(&cli.global, command).await,
            _ => dispatch(cli).await,
        }
    };
    match runtime.block_on(work) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `arbitro replay FILE|-`: reads the log and prints the engine's report.
fn replay(file: &str) -> ExitCode {
    let text = if file == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).map(|_| s)
    } else {
        std::fs::read_to_string(file)
    };
    let (code, json) = match text {
        Ok(text) => crate::engine::replay_report(&text),
        Err(e) => (
            crate::engine::replay::EXIT_INVALID,
            serde_json::json!({"ok": false, "code": "unreadable_file", "message": format!("cannot read {file}: {e}")})
                .to_string(),
        ),
    };
    println!("{json}");
    ExitCode::from(u8::try_from(code).unwrap_or(2))
}

fn init_tracing(filter: &str) {
    let filter = tracing_subscriber::EnvFilter::try_new(filter)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

async fn open(global: &Global) -> Result<Db, CliError> {
    let db = match &global.database_url {
        Some(url) => Db::open(url).await?,
        None => Db::open_in_dir(&global.data_dir).await?,
    };
    db.migrate().await?;
    Ok(db)
}

async fn dispatch(cli: Cli) -> Result<(), CliError> {
    let db = open(&cli.global).await?;
    match cli.command {
        Command::Serve(args) => serve(db, args).await,
        Command::Migrate => {
            println!("migrations applied");
            Ok(())
        }
        Command::User { command } => user(&db, command).await,
        Command::Import { file, by } => import(&db, &file, by.as_deref()).await,
        Command::Publish(args) => publish(&db, args).await,
        Command::Replay { .. }
        | Command::Restore { .. }
        | Command::Hub(_)
        | Command::HubToken { .. }
        | Command::HubPeople { .. }
        | Command::HubAdmin { .. } => {
            // Handled before the database is opened, in `run`.
            Err(CliError::Input("unexpected dispatch".into()))
        }
        Command::Backup { file } => {
            if file.exists() {
                return Err(CliError::Input(format!(
                    "{} already exists: choose a new file name",
                    file.display()
                )));
            }
            db.backup_to(&file).await?;
            println!("backup written to {}", file.display());
            Ok(())
        }
    }
}

/// The hub's PostgreSQL pool, migrated.
async fn hub_pool(global: &Global) -> Result<sqlx::PgPool, CliError> {
    let url = global
        .database_url
        .as_deref()
        .filter(|u| u.starts_with("postgres://") || u.starts_with("postgresql://"))
        .ok_or_else(|| {
            CliError::Input("the hub needs --database-url postgres://USER@HOST:PORT/DB".into())
        })?;
    crate::hub::store::open(url)
        .await
        .map_err(|e| CliError::Input(format!("cannot open the hub's database: {e}")))
}

/// `arbitro hub`: see [`Command::Hub`].
async fn hub_serve(global: &Global, args: HubArgs) -> Result<(), CliError> {
    let rules = match &args.circuit {
        Some(file) => {
            let text = std::fs::read_to_string(file)?;
            let rules: crate::tournament::circuit::CircuitRules = serde_json::from_str(&text)
                .map_err(|e| CliError::Input(format!("{}: {e}", file.display())))?;
            rules
                .check()
                .map_err(|e| CliError::Input(format!("{}: {e:?}", file.display())))?;
            rules
        }
        None => crate::hub::server::default_rules(),
    };
    let pool = hub_pool(global).await?;
    let listener = tokio::net::TcpListener::bind(args.bind).await?;
    tracing::info!("hub listening on http://{}", listener.local_addr()?);
    let app = crate::hub::server::router(
        crate::hub::state::Hub::new(pool, rules).with_secure_cookies(args.https),
    );
    axum::serve(listener, app)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await?;
    Ok(())
}

/// `arbitro hub-token issue|revoke CLUB`.
async fn hub_token(global: &Global, command: HubTokenCommand) -> Result<(), CliError> {
    let pool = hub_pool(global).await?;
    let failed = |e: sqlx::Error| CliError::Input(format!("hub database: {e}"));
    match command {
        HubTokenCommand::Issue { club } => {
            if club.trim().is_empty() {
                return Err(CliError::Input("the club needs a name".into()));
            }
            let token = crate::hub::store::issue_token(&pool, &club)
                .await
                .map_err(failed)?;
            println!("{token}");
            eprintln!("token issued for {club}: give it to the club; it is not shown again");
        }
        HubTokenCommand::Revoke { club } => {
            let n = crate::hub::store::revoke_tokens(&pool, &club)
                .await
                .map_err(failed)?;
            println!("{n} token(s) of {club} revoked");
        }
    }
    Ok(())
}

/// `arbitro hub-people suggestions|merge KEEP GONE`.
async fn hub_people(global: &Global, command: HubPeopleCommand) -> Result<(), CliError> {
    let pool = hub_pool(global).await?;
    match command {
        HubPeopleCommand::Suggestions => {
            let found = crate::hub::store::suggestions(&pool)
                .await
                .map_err(|e| CliError::Input(format!("hub database: {e}")))?;
            for (a, b, score) in found {
                let shown = |p: &crate::hub::store::Person| {
                    format!("{} {} ({})", p.id, p.name, p.club.as_deref().unwrap_or("-"))
                };
                println!("{score:>3}  {}  ~  {}", shown(&a), shown(&b));
            }
        }
        HubPeopleCommand::Merge { keep, gone } => {
            crate::hub::store::merge(&pool, keep, gone)
                .await
                .map_err(|e| CliError::Input(format!("cannot merge: {e}")))?;
            println!("person {gone} merged into {keep}");
        }
        HubPeopleCommand::Split {
            person,
            club,
            player,
            team,
        } => {
            let club_id = crate::hub::store::club_id(&pool, &club)
                .await
                .map_err(|e| CliError::Input(format!("hub database: {e}")))?
                .ok_or_else(|| CliError::Input(format!("no club named {club}")))?;
            let new = crate::hub::store::split(&pool, person, club_id, (team, player))
                .await
                .map_err(|e| CliError::Input(format!("cannot split: {e}")))?;
            println!("the results of {club}'s player {player} are now person {new}");
        }
        HubPeopleCommand::NationalId { person, id } => {
            crate::hub::store::set_national_id(&pool, person, id.as_deref())
                .await
                .map_err(|e| CliError::Input(format!("cannot set the national id: {e}")))?;
            println!("national id of person {person} saved");
        }
    }
    Ok(())
}

/// `arbitro hub-admin set-password`.
async fn hub_admin(global: &Global, command: HubAdminCommand) -> Result<(), CliError> {
    let pool = hub_pool(global).await?;
    match command {
        HubAdminCommand::SetPassword => {
            let pw = read_password()?;
            let hash = password::hash(pw.expose().to_string())
                .await
                .map_err(|e| CliError::Input(format!("cannot hash the password: {e}")))?;
            crate::hub::store::set_admin_password(&pool, &hash)
                .await
                .map_err(|e| CliError::Input(format!("hub database: {e}")))?;
            println!("the hub administrator's password is set; earlier sessions were ended");
        }
    }
    Ok(())
}

/// `arbitro publish`: see [`Command::Publish`] and [`crate::publish`].
async fn publish(db: &Db, args: PublishArgs) -> Result<(), CliError> {
    use db::hub_link::Entries;
    let now = chrono::Utc::now().timestamp();
    let day = |at: i64| {
        chrono::DateTime::from_timestamp(at, 0)
            .unwrap_or_default()
            .date_naive()
    };
    let payload = if args.team {
        let archive = db::transfer::export(db, args.event, now)
            .await?
            .ok_or_else(|| CliError::Input(format!("no team tournament {}", args.event)))?;
        let date = args
            .date
            .or_else(|| crate::publish::team::held_on(&archive))
            .unwrap_or_else(|| day(archive.tournament.created_at));
        let players = crate::publish::team::players(db, args.event).await?;
        let national_ids = db::hub_link::national_ids(db, Entries::Team, args.event).await?;
        crate::publish::team::payload(
            &archive,
            args.event,
            date,
            &args.event_type,
            &players,
            &national_ids,
        )
    } else {
        let archive = db::individual_transfer::export(db, args.event, now)
            .await?
            .ok_or_else(|| CliError::Input(format!("no individual tournament {}", args.event)))?;
        let date = args
            .date
            .unwrap_or_else(|| day(archive.tournament.created_at));
        let national_ids = db::hub_link::national_ids(db, Entries::Individual, args.event).await?;
        crate::publish::payload(&archive, args.event, date, &args.event_type, &national_ids)
    }
    .map_err(|e| CliError::Input(e.to_string()))?;
    let body = serde_json::to_string(&payload).map_err(|e| CliError::Input(e.to_string()))?;
    if args.dry_run {
        println!("{body}");
        return Ok(());
    }
    let answer = crate::publish::send(&args.hub, &args.token, body, &args.ca_file)
        .await
        .map_err(|e| CliError::Input(e.to_string()))?;
    println!("{answer}");
    // As the organizer's button does: keep the hub's person (and national id,
    // where the club has none) on each published player's person.
    let published =
        crate::publish::read_answer(&answer).map_err(|e| CliError::Input(e.to_string()))?;
    if let Some(people) = &published.people {
        let now = chrono::Utc::now().timestamp();
        let entries = if args.team {
            Entries::Team
        } else {
            Entries::Individual
        };
        let done =
            db::hub_link::remember_people(db, entries, args.event, people, None, now).await?;
        // On stderr: stdout is the hub's answer alone, JSON for scripts.
        eprintln!(
            "stored: {} hub person ids, {} national ids ({} held by another club person)",
            done.hub_ids, done.national_ids, done.held_elsewhere
        );
    }
    Ok(())
}

/// The database file the app uses (from --database-url or --data-dir).
fn database_file(global: &Global) -> Result<PathBuf, CliError> {
    match &global.database_url {
        Some(url) => {
            use std::str::FromStr;
            let options = sqlx::sqlite::SqliteConnectOptions::from_str(url)
                .map_err(|e| CliError::Input(format!("bad --database-url: {e}")))?;
            Ok(options.get_filename().to_path_buf())
        }
        None => Ok(global.data_dir.join("arbitro.sqlite")),
    }
}

/// `arbitro restore FILE [--force]`: see [`Command::Restore`] and `db::backup`.
async fn restore(global: &Global, file: &std::path::Path, force: bool) -> Result<(), CliError> {
    let target = database_file(global)?;
    let info = db::backup::check(file)
        .await
        .map_err(|e| CliError::Input(format!("not restored: {e}")))?;
    let busy = db::backup::in_use(&target).await.map_err(|e| {
        CliError::Input(format!(
            "not restored: the current database {} does not open ({e}). If it is damaged, \
             move it away together with its -wal and -shm files, then run restore again",
            target.display()
        ))
    })?;
    if busy {
        if !force {
            return Err(CliError::Input(format!(
                "not restored: {} is open in another process (is `arbitro serve` running?). \
                 Stop it first, or pass --force if you are sure",
                target.display()
            )));
        }
        eprintln!(
            "warning: {} is in use; replacing it anyway (--force)",
            target.display()
        );
    }
    if let Some(parent) = target.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)?;
    }
    let kept = db::backup::kept_name(&target, chrono::Utc::now().timestamp());
    let had_one = target.exists();
    let restored = db::backup::restore(file, &target, &kept).await?;
    println!("backup {} checked: {info}", file.display());
    if had_one {
        println!("previous database kept as {}", kept.display());
    }
    println!("restored into {}: {restored}", target.display());
    Ok(())
}

async fn serve(db: Db, args: ServeArgs) -> Result<(), CliError> {
    // Read the certificate first: a wrong file must stop the start, not every phone.
    let tls = match (&args.tls_cert, &args.tls_key) {
        (Some(cert), Some(key)) => {
            Some(crate::server::tls::load(cert, key).map_err(|e| CliError::Input(e.to_string()))?)
        }
        _ => None,
    };
    let scheme = if tls.is_some() { "https" } else { "http" };
    let base_url = args
        .base_url
        .unwrap_or_else(|| format!("{scheme}://{}", args.bind));
    let limits = Limits::for_files(crate::server::limits::raise_file_limit());
    tracing::info!(
        files = limits.files,
        connections = limits.connections.total,
        per_client = limits.connections.per_client,
        streams = limits.streams.total,
        streams_per_client = limits.streams.per_client,
        "connection caps"
    );
    let mut config = WebConfig::new(base_url.clone());
    config.streams = limits.streams;
    config.trusted_proxy = args.trusted_proxy;
    let clock: Arc<dyn Clock> = match args.test_clock_offset_file {
        Some(file) => {
            tracing::warn!(file = %file.display(), "test clock: time is shifted by the file's seconds");
            Arc::new(OffsetClock::new(file))
        }
        None => Arc::new(SystemClock),
    };
    let state = AppState::new(db.clone(), config.clone(), clock);
    // Club boards: every stored version playable before the first request.
    web::boards::intern_stored(&db).await?;
    let now = state.now_unix();
    if let Some(link) = web::pages::ensure_setup_link(&db, &config.base_url, now).await? {
        println!("No organizer account yet. Open this one-time link to create it:\n\n    {link}\n");
        println!("(or run: arbitro user add --role organizer NAME)");
    }
    spawn_session_purge(state.clone());
    let live = state.clone();
    let listener = tokio::net::TcpListener::bind(args.bind)
        .await
        .map_err(|e| CliError::Input(format!("cannot listen on {}: {e}", args.bind)))?;
    println!(
        "Arbitro is running on {}  (Ctrl-C to stop)",
        config.base_url
    );
    let options = crate::server::Options {
        header_read_timeout: crate::server::HEADER_READ_TIMEOUT,
        connections: limits.connections,
        trusted_proxy: args.trusted_proxy,
        tls,
    };
    crate::server::serve(listener, web::app(state), options, async move {
        shutdown_signal().await;
        // End the event streams (table pages, projectors): they never end by themselves.
        live.live.close();
    })
    .await?;
    // In-flight requests have finished; their writes are committed. Close cleanly so
    // the WAL is checkpointed.
    db.close().await;
    println!("Arbitro stopped.");
    Ok(())
}

/// Drops expired sessions every ten minutes.
fn spawn_session_purge(state: AppState) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(600));
        loop {
            tick.tick().await;
            let now = state.now_unix();
            let idle = now - state.config.idle_timeout.as_secs() as i64;
            let created = now - state.config.absolute_timeout.as_secs() as i64;
            if let Err(e) = db::sessions::purge_expired(&state.db, idle, created).await {
                tracing::warn!(error = %e, "session purge failed");
            }
        }
    });
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
    tracing::info!("shutting down: finishing requests in flight");
}

/// `arbitro import FILE [--by NAME]`: checks the archive whole, then stores it.
async fn import(db: &Db, file: &std::path::Path, by: Option<&str>) -> Result<(), CliError> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| CliError::Input(format!("cannot read {}: {e}", file.display())))?;
    let archive = crate::tournament::archive::check(&text).map_err(|e| {
        let e = e.to_string();
        CliError::Input(format!(
            "{}: {}; nothing stored",
            file.display(),
            Printable(&e)
        ))
    })?;
    let importer = match by {
        Some(name) => find_user(db, name).await?,
        None => db::users::list(db)
            .await?
            .into_iter()
            .filter(|u| u.role() == Role::Organizer && !u.disabled)
            .min_by_key(|u| u.id)
            .ok_or_else(|| CliError::Input("no organizer account: create one first (arbitro user add --role organizer NAME)".into()))?,
    };
    if importer.role() != Role::Organizer {
        return Err(CliError::Input(format!(
            "'{}' is not an organizer",
            importer.username
        )));
    }
    let now = chrono::Utc::now().timestamp();
    let done = db::transfer::import(db, &archive, importer.id, now, token::random_token).await?;
    // Names come from a file made elsewhere: escaped, never raw on the terminal.
    println!(
        "imported \"{}\" as tournament {}: {} teams, {} rounds, {} matches",
        Printable(&archive.tournament.name),
        done.id,
        archive.teams.len(),
        archive.rounds.len(),
        archive.match_count()
    );
    if !done.unknown_users.is_empty() {
        println!(
            "accounts not found here, now credited to '{}': {}",
            importer.username,
            Printable(&done.unknown_users.join(", "))
        );
    }
    Ok(())
}

fn read_password() -> Result<NewPassword, CliError> {
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        eprint!("Password (8–128 characters; it will be shown as you type): ");
        let _ = std::io::stderr().flush();
    }
    let mut line = String::new();
    stdin.lock().read_line(&mut line)?;
    let line = line.trim_end_matches(['\r', '\n']);
    NewPassword::parse(line).map_err(|e| CliError::Input(e.to_string()))
}

async fn find_user(db: &Db, name: &str) -> Result<db::users::UserRow, CliError> {
    db::users::by_username(db, name).await?.ok_or_else(|| {
        CliError::Input(format!(
            "no account named '{name}' (see: arbitro user list)"
        ))
    })
}

async fn user(db: &Db, command: UserCommand) -> Result<(), CliError> {
    let now = chrono::Utc::now().timestamp();
    match command {
        UserCommand::Add { name, role } => {
            let name = Username::parse(&name).map_err(|e| CliError::Input(e.to_string()))?;
            let role = Role::parse(&role).map_err(|e| CliError::Input(e.to_string()))?;
            let pw = read_password()?;
            let hash = password::hash(pw.expose().to_string())
                .await
                .map_err(|e| CliError::Input(e.to_string()))?;
            match db::users::insert(db, name.as_str(), &hash, role, now).await {
                Ok(_) => println!("{role} '{}' created", name.as_str()),
                Err(DbError::Duplicate(_)) => {
                    return Err(CliError::Input(format!(
                        "an account named '{}' already exists",
                        name.as_str()
                    )));
                }
                Err(e) => return Err(e.into()),
            }
        }
        UserCommand::List => {
            for u in db::users::list(db).await? {
                let status = if u.disabled { "disabled" } else { "active" };
                println!("{:<24} {:<10} {}", u.username, u.role, status);
            }
        }
        UserCommand::Passwd { name } => {
            let u = find_user(db, &name).await?;
            let pw = read_password()?;
            let hash = password::hash(pw.expose().to_string())
                .await
                .map_err(|e| CliError::Input(e.to_string()))?;
            db::users::set_password(db, u.id, &hash).await?;
            println!(
                "password of '{}' changed; their sessions were ended",
                u.username
            );
        }
        UserCommand::Disable { name } => {
            let u = find_user(db, &name).await?;
            db::users::set_disabled(db, u.id, true).await?;
            println!("'{}' disabled", u.username);
        }
        UserCommand::Enable { name } => {
            let u = find_user(db, &name).await?;
            db::users::set_disabled(db, u.id, false).await?;
            println!("'{}' enabled", u.username);
        }
    }
    Ok(())
}
