//! A rank drawn over time, as a small server-drawn SVG (no script, no image file):
//! the club's player page draws a person's rank in each circuit after each event,
//! the federation hub's player page their national rank. One drawing serves both
//! servers, so it sits below both.

/// A rank-over-time plot of `points` (an event's name, the rank after it), as an SVG
/// whose `aria-label` is `label`: rank 1 at the top, one point per event.
pub fn rank_over_time(points: &[(String, u32)], label: &str) -> String {
    const W: f64 = 320.0;
    const H: f64 = 140.0;
    const PAD: f64 = 24.0;
    let worst = points.iter().map(|p| p.1).max().unwrap_or(1).max(2);
    let n = points.len().max(2);
    let x = |i: usize| PAD + (W - 2.0 * PAD) * i as f64 / (n - 1) as f64;
    let y = |r: u32| PAD + (H - 2.0 * PAD) * f64::from(r - 1) / f64::from(worst - 1);
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, (_, r))| format!("{:.1},{:.1}", x(i), y(*r)))
        .collect();
    let dots: String = points
        .iter()
        .enumerate()
        .map(|(i, (event, r))| {
            format!(
                r#"<circle cx="{:.1}" cy="{:.1}" r="4"><title>{} · {r}</title></circle>"#,
                x(i),
                y(*r),
                askama::filters::escape(event, askama::filters::Html)
                    .map(|e| e.to_string())
                    .unwrap_or_default()
            )
        })
        .collect();
    format!(
        r#"<svg class="rank-plot" viewBox="0 0 {W} {H}" role="img" aria-label="{label}"><text x="4" y="{:.1}" class="axis">1</text><text x="4" y="{:.1}" class="axis">{worst}</text><polyline fill="none" stroke="currentColor" stroke-width="2" points="{}"/>{dots}</svg>"#,
        PAD + 4.0,
        H - PAD + 4.0,
        line.join(" "),
    )
}

#[cfg(test)]
mod tests {
    use super::rank_over_time;

    #[test]
    fn the_plot_puts_rank_one_on_top_and_escapes_event_names() {
        let svg = rank_over_time(
            &[("<b>Master</b>".into(), 3), ("Open".into(), 1)],
            "Posizione",
        );
        // Rank 3 (the worst) at the bottom, rank 1 at the top: y = 116 then 24.
        assert!(svg.contains(r#"points="24.0,116.0 296.0,24.0""#), "{svg}");
        assert!(svg.contains("&#60;b&#62;Master&#60;/b&#62; · 3"), "{svg}");
        assert!(!svg.contains("<b>"), "{svg}");
    }
}
