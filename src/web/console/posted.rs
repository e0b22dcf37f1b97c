//! A form posted to the console, as every ruleset's forms are read: its fields in the
//! order sent, the entry count the page saw (`expected`), its idempotency key and which
//! form it was (to show a refusal at it).

use axum::extract::rejection::FormRejection;
use axum::extract::{Form, FromRequest, Request};

/// A submitted form, as name/value pairs (placement forms have one field per territory).
pub struct Fields(pub Vec<(String, String)>);

/// A handler takes the posted form as [`Fields`] directly: read as axum's [`Form`]
/// reads it, a body it cannot read refused as `Form` refuses it.
impl<S: Send + Sync> FromRequest<S> for Fields {
    type Rejection = FormRejection;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let Form(pairs) = Form::<Vec<(String, String)>>::from_request(req, state).await?;
        Ok(Fields(pairs))
    }
}

impl Fields {
    /// The first value of `name`, trimmed.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.trim())
    }

    /// The entry count the page saw.
    pub fn expected(&self) -> Option<i64> {
        self.get("expected").and_then(|s| s.parse().ok())
    }

    /// The idempotency key (at most 100 characters).
    pub fn key(&self) -> Option<&str> {
        self.get("key").filter(|k| !k.is_empty() && k.len() <= 100)
    }
}

/// The form a submission came from (to show its error in place).
pub fn form_of(f: &Fields) -> String {
    let kind = f.get("type").unwrap_or("");
    if kind == "clock" {
        return "clock".into();
    }
    kind.chars()
        .filter(|c| c.is_ascii_lowercase() || *c == '_')
        .take(20)
        .collect()
}

/// The posted value of `key`.
pub fn get<'a>(fields: &'a [(String, String)], key: &str) -> Option<&'a str> {
    fields
        .iter()
        .find(|(n, _)| n == key)
        .map(|(_, v)| v.as_str())
}
