//! Password hashing with argon2id at the OWASP minimum (19 MiB, t=2, p=1).
//!
//! Hashing takes tens of milliseconds of CPU, so it runs on tokio's blocking pool,
//! never on the async threads. Unknown users are checked against a dummy hash so the
//! response time does not reveal which account names exist.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use rand::rngs::OsRng;
use std::sync::OnceLock;

/// Hashing failed (only on a broken environment; never because of user input).
#[derive(Debug, thiserror::Error)]
#[error("password hashing failed: {0}")]
pub struct HashError(String);

fn hasher() -> Argon2<'static> {
    // 19 MiB = 19456 KiB, 2 passes, 1 lane: the OWASP minimum for argon2id.
    let params = Params::new(19_456, 2, 1, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

fn hash_blocking(password: &str) -> Result<String, HashError> {
    let salt = SaltString::generate(&mut OsRng);
    hasher()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| HashError(e.to_string()))
}

fn verify_blocking(password: &str, hash: &str) -> bool {
    match PasswordHash::new(hash) {
        Ok(parsed) => hasher()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    }
}

fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| hash_blocking("arbitro dummy password").unwrap_or_default())
}

/// Hashes a password off the async threads.
///
/// # Errors
/// [`HashError`] if the hasher or the blocking pool fails.
pub async fn hash(password: String) -> Result<String, HashError> {
    tokio::task::spawn_blocking(move || hash_blocking(&password))
        .await
        .map_err(|e| HashError(e.to_string()))?
}

/// Checks a password against a stored hash, or against a dummy hash when there is
/// no such account, so both paths cost the same.
pub async fn verify(password: String, stored: Option<String>) -> bool {
    tokio::task::spawn_blocking(move || match stored {
        Some(hash) => verify_blocking(&password, &hash),
        None => {
            verify_blocking(&password, dummy_hash());
            false
        }
    })
    .await
    .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hash_and_verify() {
        let h = hash("correct horse".into()).await.unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify("correct horse".into(), Some(h.clone())).await);
        assert!(!verify("wrong horse".into(), Some(h)).await);
        assert!(!verify("anything".into(), None).await);
        assert!(!verify("x".into(), Some("not a hash".into())).await);
    }
}
