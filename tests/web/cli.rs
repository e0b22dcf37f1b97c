//! The `arbitro` binary: accounts from the command line and backups.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the `arbitro` binary on `dir` to completion; returns (success, stdout, stderr).
pub fn arbitro(dir: &std::path::Path, args: &[&str], stdin: &str) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .arg("--data-dir")
        .arg(dir)
        .args(args)
        .env("ARBITRO_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn user_commands_and_their_refusals() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (ok, out, _) = arbitro(
        d,
        &["user", "add", "--role", "organizer", "capo"],
        "organizer-pass\n",
    );
    assert!(ok, "{out}");
    let (ok, _, err) = arbitro(d, &["user", "add", "capo"], "organizer-pass\n");
    assert!(!ok && err.contains("already exists"));
    let (ok, _, err) = arbitro(d, &["user", "add", "x"], "organizer-pass\n");
    assert!(!ok && err.contains("3 to 32"));
    let (ok, _, err) = arbitro(d, &["user", "add", "anna"], "short\n");
    assert!(!ok && err.contains("at least 8"));
    let (ok, _, err) = arbitro(
        d,
        &["user", "add", "--role", "boss", "anna"],
        "organizer-pass\n",
    );
    assert!(!ok && err.contains("unknown role"));
    let (ok, _, err) = arbitro(d, &["user", "disable", "ghost"], "");
    assert!(!ok && err.contains("no account named"));
    assert!(arbitro(d, &["user", "add", "anna"], "referee-pass\n").0);
    assert!(arbitro(d, &["user", "disable", "anna"], "").0);
    let (_, list, _) = arbitro(d, &["user", "list"], "");
    assert!(list.contains("capo") && list.contains("organizer"));
    assert!(
        list.lines()
            .any(|l| l.contains("anna") && l.contains("disabled"))
    );
}

#[tokio::test]
async fn backup_writes_a_file_with_the_same_rows() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for name in ["capo", "anna", "bruno"] {
        assert!(arbitro(d, &["user", "add", name], "a-good-password\n").0);
    }
    let target = d.join("copy.sqlite");
    let (ok, out, err) = arbitro(d, &["backup", target.to_str().unwrap()], "");
    assert!(ok, "{out}{err}");
    let (ok, _, err) = arbitro(d, &["backup", target.to_str().unwrap()], "");
    assert!(!ok && err.contains("already exists"));

    let copy = arbitro::db::Db::open(&format!("sqlite://{}", target.display()))
        .await
        .unwrap();
    let live = arbitro::db::Db::open_in_dir(d).await.unwrap();
    let names = |db: arbitro::db::Db| async move {
        arbitro::db::users::list(&db)
            .await
            .unwrap()
            .into_iter()
            .map(|u| (u.username, u.password_hash))
            .collect::<Vec<_>>()
    };
    let a = names(copy.clone()).await;
    assert_eq!(a.len(), 3);
    assert_eq!(a, names(live).await);
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(copy.pool())
        .await
        .unwrap();
    assert_eq!(check, "ok");
}

#[test]
fn replay_gives_the_documented_exit_codes_on_the_examples() {
    let dir = tempfile::tempdir().unwrap();
    let examples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples");
    let run = |file: &str| {
        let path = examples.join(file);
        let out = Command::new(env!("CARGO_BIN_EXE_arbitro"))
            .arg("--data-dir")
            .arg(dir.path())
            .args(["replay", path.to_str().unwrap()])
            .output()
            .unwrap();
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (out.status.code(), json)
    };
    let (code, ok) = run("full-match.json");
    assert_eq!(code, Some(0));
    assert_eq!(ok["ok"], true);
    assert_eq!(ok["state"]["finished"], true);
    assert!(
        ok["score"]["ranking"]
            .as_array()
            .is_some_and(|r| !r.is_empty())
    );
    let (code, refused) = run("refused-attack.json");
    assert_eq!(code, Some(1));
    assert_eq!(refused["code"], "too_few_to_attack");
    assert_eq!(refused["index"], 46);
    let (code, bad) = run("bad-territory.json");
    assert_eq!(code, Some(2));
    assert!(bad["message"].as_str().unwrap().contains("actions[12]"));
    let (code, broken) = run("broken-json.json");
    assert_eq!(code, Some(2));
    assert_eq!(broken["line"], 60);
    // Standard input works too, and needs no database.
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"not json").unwrap();
    assert_eq!(child.wait_with_output().unwrap().status.code(), Some(2));
}
