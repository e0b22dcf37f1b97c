//! Bearer tokens: the random secrets a browser or a link carries (login sessions,
//! CSRF tokens, setup, draft and table links, the hub administrator's session),
//! how they are stored (hashed, so a copy of the database opens nothing) and how a
//! sent one is compared (in constant time). Account security, shared by the club's
//! app and the federation hub, so it sits here below both.

use blake2::{Blake2s256, Digest};
use rand::RngCore;

/// 32 random bytes as hex: session ids, CSRF tokens, setup links.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex(&bytes)
}

/// The stored form of a bearer token.
pub fn token_hash(token: &str) -> String {
    hex(&Blake2s256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Has `s` the shape of a [`random_token`] (64 hex digits)? A cookie that has not
/// is none of ours.
pub fn looks_like_token(s: &str) -> bool {
    s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Constant-time comparison, so a token cannot be guessed byte by byte from timing.
pub fn same_token(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens() {
        let t = random_token();
        assert!(looks_like_token(&t));
        assert_ne!(t, random_token());
        assert_eq!(token_hash("a"), token_hash("a"));
        assert!(same_token("abc", "abc"));
        assert!(!same_token("abc", "abd"));
        assert!(!same_token("abc", "ab"));
    }
}
