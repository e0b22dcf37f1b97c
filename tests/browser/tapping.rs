//! The referee's fingers on the console, counted: taps (buttons, the board, steppers),
//! typed numbers, full page loads and scrolls (a button tapped that was not on screen
//! first). A tap on an action button waits for the server's
//! fragment to be swapped in (or, for a plain link, for the next page).

use crate::harness::Browser;
use serde_json::{Value as Json, json};

/// What a stretch of refereeing cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    /// Taps on buttons, summaries, the board.
    pub taps: u32,
    /// Numbers typed into a field.
    pub typed: u32,
    /// Full page loads.
    pub loads: u32,
    /// Forms sent.
    pub forms: u32,
    /// Scrolls: a button or summary tapped that was not on screen (or was under the
    /// sticky bar) when the step began, so the thumb had to scroll to it first.
    pub scrolls: u32,
    /// Scrolls to the board: a territory tapped whose marker was not on screen.
    pub board_scrolls: u32,
}

impl Cost {
    /// `self - earlier`.
    pub fn since(self, earlier: Cost) -> Cost {
        Cost {
            taps: self.taps - earlier.taps,
            typed: self.typed - earlier.typed,
            loads: self.loads - earlier.loads,
            forms: self.forms - earlier.forms,
            scrolls: self.scrolls - earlier.scrolls,
            board_scrolls: self.board_scrolls - earlier.board_scrolls,
        }
    }
}

/// Marks the document, so a later [`Cost`] update notices a full page load.
async fn mark(b: &Browser) {
    b.js("window.__arbitroSame = 1; return null", vec![]).await;
}

async fn count_load(b: &Browser, c: &mut Cost) {
    let same = b.js("return window.__arbitroSame === 1", vec![]).await;
    if same != json!(true) {
        c.loads += 1;
    }
}

/// Whether `css` is on screen as it is: its middle inside the window and not under
/// anything else (the sticky bar, the sticky "Piazza").
pub async fn on_screen(b: &Browser, css: &str) -> bool {
    b.find(css).await;
    b.js(
        "const el = document.querySelector(arguments[0]); const r = el.getBoundingClientRect(); const x = r.left + r.width / 2, y = r.top + r.height / 2; if (r.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false; const hit = document.elementFromPoint(x, y); return !!hit && (hit === el || el.contains(hit) || (el.tagName === 'circle' && el.parentNode.contains(hit)))",
        vec![json!(css)],
    )
    .await
        == json!(true)
}

/// Scrolls `css` to the middle of the window, as a thumb would before tapping it
/// (the sticky bar and the sticky "Piazza" cover the edges); a scroll is counted when
/// it was not on screen already (centring what is on screen moves no thumb).
async fn into_view(b: &Browser, css: &str, c: &mut Cost) {
    if !on_screen(b, css).await {
        c.scrolls += 1;
        crate::harness::say(&format!("{}: scrolled to `{css}`", b.name));
    }
    // Centred either way, so that the click lands where the thumb would.
    b.js(
        "document.querySelector(arguments[0]).scrollIntoView({block: 'center'}); return null",
        vec![json!(css)],
    )
    .await;
}

/// Taps something that changes nothing at the server (a stepper, a summary, the board).
pub async fn tap(b: &Browser, css: &str, c: &mut Cost) {
    into_view(b, css, c).await;
    b.click(css).await;
    c.taps += 1;
}

/// Taps the territory `slug` on the console's board (a scroll first, counted, when its
/// marker is not on screen).
pub async fn tap_map(b: &Browser, slug: &str, c: &mut Cost) {
    let marker = format!("#boardwrap g[data-slug=\"{slug}\"] circle");
    if !on_screen(b, &marker).await {
        c.board_scrolls += 1;
        b.js(
            "document.querySelector(arguments[0]).scrollIntoView({block: 'center', inline: 'center'}); return null",
            vec![json!(marker)],
        )
        .await;
    }
    b.js(
        "document.querySelector('#boardwrap g[data-slug=\"' + arguments[0] + '\"]').dispatchEvent(new MouseEvent('click', {bubbles: true})); return null",
        vec![json!(slug)],
    )
    .await;
    c.taps += 1;
}

/// Types a number into a field.
pub async fn type_number(b: &Browser, css: &str, n: u32, c: &mut Cost) {
    b.fill(css, &n.to_string()).await;
    c.typed += 1;
}

/// Taps a button that sends a form, and waits until the console shows the answer: the
/// fragment swapped in (the script's way), or the next page (a plain link or form).
pub async fn send(b: &mut Browser, css: &str, c: &mut Cost) {
    mark(b).await;
    b.js(
        "const l = document.getElementById('live-console'); if (l) l.__arbitroOld = 1; window.__arbitroSent = 1; return null",
        vec![],
    )
    .await;
    into_view(b, css, c).await;
    b.click(css).await;
    b.wait_until("the console to answer", || async {
        b.client
            .execute(
                "const l = document.getElementById('live-console'); const off = document.getElementById('offline'); return document.readyState === 'complete' && (!!l && !l.__arbitroOld || window.__arbitroSent === undefined) && (!off || off.hidden) && !document.querySelector('#console[data-busy]')",
                vec![],
            )
            .await
            .is_ok_and(|v| v == Json::Bool(true))
    })
    .await;
    c.taps += 1;
    c.forms += 1;
    count_load(b, c).await;
    let context = format!("{} after tapping `{css}`", b.path().await);
    b.check_console(&context).await;
}
