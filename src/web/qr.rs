//! QR codes as inline SVG, for links people open on their own phones: the private draft
//! links and the public table page. The SVG is generated from the URL alone (no
//! player-typed text goes in), so it is safe to put in a page unescaped.

/// The QR code of `url` as an `<svg>` element (no XML declaration, so it can sit inside
/// HTML), labelled for screen readers with `label`. Empty if the URL is too long for a
/// QR code, which no URL of ours is.
pub fn svg(url: &str, label: &str) -> String {
    let Ok(code) = qrcode::QrCode::new(url.as_bytes()) else {
        return String::new();
    };
    let full = code
        .render::<qrcode::render::svg::Color<'_>>()
        .min_dimensions(160, 160)
        .build();
    // The renderer starts with `<?xml ...?>`; inline SVG starts at `<svg`.
    let Some(start) = full.find("<svg") else {
        return String::new();
    };
    let label: String = label
        .chars()
        .filter(|c| !matches!(c, '<' | '>' | '"' | '&' | '\''))
        .collect();
    format!(
        r#"<svg class="qrcode" role="img" aria-label="{label}"{}"#,
        &full[start + 4..]
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_link_becomes_an_inline_labelled_svg() {
        let s = super::svg("http://127.0.0.1:3000/t/abc", "QR <x>");
        assert!(
            s.starts_with(r#"<svg class="qrcode" role="img" aria-label="QR x""#),
            "{s}"
        );
        assert!(s.ends_with("</svg>") && !s.contains("<?xml"));
        assert!(!s.contains("style="), "the CSP allows no inline style");
        assert!(s.contains("<path") || s.contains("<rect"));
        assert_ne!(s, super::svg("http://127.0.0.1:3000/t/abd", "QR"));
    }
}
