//! Security headers on every response: a CSP with no inline script, no sniffing, no
//! referrer leaks, no framing. A page that wants another policy (the projector,
//! if embedding is wanted) sets its own header first; these only fill what is absent.

use axum::http::{HeaderValue, header};
use tower::ServiceBuilder;
use tower::layer::util::{Identity, Stack};
use tower_http::set_header::SetResponseHeaderLayer;

/// The content security policy: everything from our own origin, no inline script,
/// images also as `data:` (QR codes), no framing.
pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
form-action 'self'; frame-ancestors 'none'";

/// `Strict-Transport-Security` when the app is served over HTTPS: a year, this host
/// only (a club's name may share its domain with sites that have no certificate).
/// Browsers then never try the plain-HTTP address, where a stranger on the Wi-Fi
/// could answer in our place or plant a cookie.
pub const HSTS: &str = "max-age=31536000";

/// The HSTS header layer (added only over HTTPS, see [`HSTS`]).
pub fn hsts() -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(
        header::STRICT_TRANSPORT_SECURITY,
        HeaderValue::from_static(HSTS),
    )
}

type H = SetResponseHeaderLayer<HeaderValue>;
/// The four header layers, stacked.
type Headers = ServiceBuilder<Stack<H, Stack<H, Stack<H, Stack<H, Identity>>>>>;

/// The layer stack that adds the headers.
pub fn headers() -> Headers {
    ServiceBuilder::new()
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::REFERRER_POLICY,
            HeaderValue::from_static("same-origin"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
}
