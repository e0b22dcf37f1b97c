//! The referee's fingers on the console, counted: taps (buttons, the board, steppers),
//! typed numbers and full page loads. A tap on an action button waits for the server's
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
}

impl Cost {
    /// `self - earlier`.
    pub fn since(self, earlier: Cost) -> Cost {
        Cost {
            taps: self.taps - earlier.taps,
            typed: self.typed - earlier.typed,
            loads: self.loads - earlier.loads,
            forms: self.forms - earlier.forms,
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

/// Scrolls `css` to the middle of the window, as a thumb would before tapping it
/// (the sticky bar and the sticky "Piazza" cover the edges).
async fn into_view(b: &Browser, css: &str) {
    b.find(css).await;
    b.js(
        "document.querySelector(arguments[0]).scrollIntoView({block: 'center'}); return null",
        vec![json!(css)],
    )
    .await;
}

/// Taps something that changes nothing at the server (a stepper, a summary, the board).
pub async fn tap(b: &Browser, css: &str, c: &mut Cost) {
    into_view(b, css).await;
    b.click(css).await;
    c.taps += 1;
}

/// Taps the territory `slug` on the console's board.
pub async fn tap_map(b: &Browser, slug: &str, c: &mut Cost) {
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
    into_view(b, css).await;
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
