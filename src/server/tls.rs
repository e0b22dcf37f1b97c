//! TLS without a proxy: `serve --tls-cert FILE --tls-key FILE`. The certificate chain
//! and key are read once at start (PEM) and checked to belong together, so a wrong
//! file stops the start with a sentence naming it rather than failing every phone's
//! handshake later. ALPN offers HTTP/2 first: a phone then opens one connection for
//! all its live pages instead of one per event stream.

use rustls_pki_types::pem::{self, PemObject};
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tokio_rustls::rustls::{self, ServerConfig};

/// Why the certificate or key cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// The file cannot be read.
    #[error("cannot read {}: {source}", path.display())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file is not PEM of the kind wanted.
    #[error("{} is not a PEM {what} ({detail}); expected a file starting with -----BEGIN {what}-----", path.display())]
    NotPem {
        /// The file.
        path: PathBuf,
        /// `CERTIFICATE` or `PRIVATE KEY`.
        what: &'static str,
        /// What the parser said.
        detail: String,
    },
    /// Certificate and key do not go together, or rustls refuses them.
    #[error("{} and {} cannot be used together: {detail}", cert.display(), key.display())]
    Mismatch {
        /// The certificate file.
        cert: PathBuf,
        /// The key file.
        key: PathBuf,
        /// What rustls said.
        detail: String,
    },
}

fn read(path: &Path) -> Result<Vec<u8>, TlsError> {
    std::fs::read(path).map_err(|source| TlsError::Unreadable {
        path: path.to_path_buf(),
        source,
    })
}

/// Reads the certificate chain (leaf first) from `cert`.
fn certificates(cert: &Path) -> Result<Vec<CertificateDer<'static>>, TlsError> {
    let bytes = read(cert)?;
    let not_pem = |detail: String| TlsError::NotPem {
        path: cert.to_path_buf(),
        what: "CERTIFICATE",
        detail,
    };
    let chain = CertificateDer::pem_slice_iter(&bytes)
        .collect::<Result<Vec<_>, pem::Error>>()
        .map_err(|e| not_pem(e.to_string()))?;
    if chain.is_empty() {
        return Err(not_pem("no certificate in it".into()));
    }
    Ok(chain)
}

/// Reads the private key (PKCS#8, PKCS#1 or SEC1) from `key`.
fn private_key(key: &Path) -> Result<PrivateKeyDer<'static>, TlsError> {
    let bytes = read(key)?;
    PrivateKeyDer::from_pem_slice(&bytes).map_err(|e| TlsError::NotPem {
        path: key.to_path_buf(),
        what: "PRIVATE KEY",
        detail: match e {
            pem::Error::NoItemsFound => "no private key in it".into(),
            e => e.to_string(),
        },
    })
}

/// The server's TLS settings from a PEM certificate chain and its private key.
///
/// # Errors
/// A file that cannot be read, is not PEM, or a key that does not match the
/// certificate: the error names the file and what is wrong.
pub fn load(cert: &Path, key: &Path) -> Result<Arc<ServerConfig>, TlsError> {
    let chain = certificates(cert)?;
    let secret = private_key(key)?;
    let mismatch = |detail: String| TlsError::Mismatch {
        cert: cert.to_path_buf(),
        key: key.to_path_buf(),
        detail,
    };
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| mismatch(e.to_string()))?
        .with_no_client_auth()
        // Checks that the key is the certificate's (rustls' `keys_match`).
        .with_single_cert(chain, secret)
        .map_err(|e| mismatch(e.to_string()))?;
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    Ok(Arc::new(config))
}
