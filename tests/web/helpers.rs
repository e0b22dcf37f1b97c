//! A test app on a fresh database file, with a cookie jar and a manual clock.

use arbitro::accounts::{Role, password};
use arbitro::clock::ManualClock;
use arbitro::db::{self, Db};
use arbitro::{AppState, WebConfig, app};
use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode, header};
use chrono::{TimeZone, Utc};
use http_body_util::BodyExt;
use std::collections::BTreeMap;
use std::sync::Arc;
use tempfile::TempDir;
use tower::ServiceExt;

pub const BASE: &str = "http://127.0.0.1:3000";

pub struct TestApp {
    pub dir: Arc<TempDir>,
    pub db: Db,
    pub clock: Arc<ManualClock>,
    pub router: Router,
    pub jar: BTreeMap<String, String>,
}

pub struct Resp {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: String,
}

impl Resp {
    pub fn location(&self) -> &str {
        self.headers
            .get(header::LOCATION)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    }
    pub fn set_cookies(&self) -> Vec<String> {
        self.headers
            .get_all(header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .collect()
    }
}

impl TestApp {
    pub async fn new() -> TestApp {
        let dir = Arc::new(tempfile::tempdir().unwrap());
        Self::on(dir).await
    }

    /// An app over the same data folder: a server restart.
    pub async fn restart(&self) -> TestApp {
        let mut t = Self::on(self.dir.clone()).await;
        t.jar = self.jar.clone();
        t
    }

    async fn on(dir: Arc<TempDir>) -> TestApp {
        Self::on_with(dir, |_| {}).await
    }

    /// A fresh app with its web settings changed by `f` (trusted proxy, limits).
    pub async fn with_config(f: impl FnOnce(&mut WebConfig)) -> TestApp {
        Self::on_with(Arc::new(tempfile::tempdir().unwrap()), f).await
    }

    async fn on_with(dir: Arc<TempDir>, f: impl FnOnce(&mut WebConfig)) -> TestApp {
        let db = Db::open_in_dir(dir.path()).await.unwrap();
        db.migrate().await.unwrap();
        let clock = Arc::new(ManualClock::new(
            Utc.with_ymd_and_hms(2026, 11, 21, 20, 0, 0).unwrap(),
        ));
        let mut config = WebConfig::new(BASE);
        f(&mut config);
        let state = AppState::new(db.clone(), config, clock.clone());
        TestApp {
            dir,
            db,
            clock,
            router: app(state),
            jar: BTreeMap::new(),
        }
    }

    pub async fn add_user(&self, name: &str, pw: &str, role: Role) -> i64 {
        let hash = password::hash(pw.into()).await.unwrap();
        db::users::insert(&self.db, name, &hash, role, 0)
            .await
            .unwrap()
    }

    pub async fn send(&mut self, req: Request<Body>) -> Resp {
        let resp = self.router.clone().oneshot(req).await.unwrap();
        let status = resp.status();
        let headers = resp.headers().clone();
        let bytes = resp.into_body().collect().await.unwrap().to_bytes();
        for c in headers.get_all(header::SET_COOKIE) {
            let c = c.to_str().unwrap();
            let (pair, attrs) = c.split_once(';').unwrap_or((c, ""));
            let (k, v) = pair.split_once('=').unwrap();
            if attrs.contains("Max-Age=0") {
                self.jar.remove(k);
            } else {
                self.jar.insert(k.to_string(), v.to_string());
            }
        }
        Resp {
            status,
            headers,
            body: String::from_utf8_lossy(&bytes).into_owned(),
        }
    }

    fn cookie_header(&self) -> String {
        self.jar
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    pub async fn get(&mut self, path: &str) -> Resp {
        let req = Request::get(path)
            .header(header::COOKIE, self.cookie_header())
            .body(Body::empty())
            .unwrap();
        self.send(req).await
    }

    /// The CSRF token the app gives this visitor (from the home page's forms).
    pub async fn csrf(&mut self) -> String {
        let page = self.get("/").await;
        extract_csrf(&page.body).expect("no csrf token on the home page")
    }

    /// Posts a form as a browser would: same-origin, with the visitor's token.
    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Resp {
        let token = self.csrf().await;
        let mut all: Vec<(&str, &str)> = vec![("_csrf", &token)];
        all.extend_from_slice(fields);
        self.post_raw(
            path,
            &all,
            &[("origin", BASE), ("sec-fetch-site", "same-origin")],
        )
        .await
    }

    /// Posts exactly these fields and headers (for CSRF and bad-input tests).
    pub async fn post_raw(
        &mut self,
        path: &str,
        fields: &[(&str, &str)],
        headers: &[(&str, &str)],
    ) -> Resp {
        let body = serde_urlencoded::to_string(fields).unwrap();
        self.post_body(path, body.into_bytes(), headers).await
    }

    pub async fn post_body(&mut self, path: &str, body: Vec<u8>, headers: &[(&str, &str)]) -> Resp {
        let mut req = Request::post(path)
            .header(header::COOKIE, self.cookie_header())
            .header(header::HOST, "127.0.0.1:3000");
        // A form unless the caller says otherwise (one Content-Type, not two).
        if !headers
            .iter()
            .any(|(k, _)| k.eq_ignore_ascii_case("content-type"))
        {
            req = req.header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        }
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        self.send(req.body(Body::from(body)).unwrap()).await
    }

    pub async fn login(&mut self, name: &str, pw: &str) -> Resp {
        self.post("/login", &[("username", name), ("password", pw)])
            .await
    }

    pub async fn count(&self, table: &str) -> i64 {
        sqlx::query_scalar::<_, i64>(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(self.db.pool())
            .await
            .unwrap()
    }
}

pub fn extract_csrf(html: &str) -> Option<String> {
    let at = html.find("name=\"_csrf\" value=\"")?;
    let rest = &html[at + 20..];
    Some(rest[..rest.find('"')?].to_string())
}
