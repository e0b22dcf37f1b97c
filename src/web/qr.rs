//! QR codes as inline SVG, for links a player scans: the private draft links and the
//! public table pages (console, printed table cards).

/// The QR code of `url` as SVG markup, at least `min_px` pixels wide; empty if the
/// text is too long for a QR code (URLs here are far shorter).
pub fn svg(url: &str, min_px: u32) -> String {
    qrcode::QrCode::new(url.as_bytes())
        .map(|c| {
            c.render::<qrcode::render::svg::Color<'_>>()
                .min_dimensions(min_px, min_px)
                .build()
        })
        .unwrap_or_default()
}
