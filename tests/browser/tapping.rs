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

/// Whether the element `el` is on screen as it is: its middle inside the window and not
/// under anything else (the sticky bar, the sticky "Piazza"). A script function, for
/// the scripts below.
const ON_SCREEN: &str = "const onScreen = el => { const r = el.getBoundingClientRect(); const x = r.left + r.width / 2, y = r.top + r.height / 2; if (r.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false; const hit = document.elementFromPoint(x, y); return !!hit && (hit === el || el.contains(hit) || (el.tagName === 'circle' && el.parentNode.contains(hit))); };";

/// Scrolls `css` to the middle of the window, as a thumb would before tapping it
/// (the sticky bar and the sticky "Piazza" cover the edges); a scroll is counted when
/// it was not on screen already (centring what is on screen moves no thumb). With
/// `send`, first marks the document and the live console, so that the answer can be
/// told apart from the page before (see [`send`]). One script: it says whether `css`
/// was on screen, then centres it (null while `css` is not on the page yet: then it
/// waits for it and tries again).
async fn into_view(b: &Browser, css: &str, send: bool, c: &mut Cost) {
    let script = format!(
        "{ON_SCREEN}
         const el = document.querySelector(arguments[0]);
         if (!el) return null;
         if (arguments[1]) {{
           window.__arbitroSame = 1;
           const l = document.getElementById('live-console'); if (l) l.__arbitroOld = 1;
           window.__arbitroSent = 1;
         }}
         const seen = onScreen(el);
         el.scrollIntoView({{block: 'center'}});
         return seen;"
    );
    let mut seen = b.js(&script, vec![json!(css), json!(send)]).await;
    if seen.is_null() {
        b.find(css).await;
        seen = b.js(&script, vec![json!(css), json!(send)]).await;
    }
    if seen != json!(true) {
        c.scrolls += 1;
        crate::harness::say(&format!("{}: scrolled to `{css}`", b.name));
    }
}

/// Taps something that changes nothing at the server (a stepper, a summary, the board).
pub async fn tap(b: &Browser, css: &str, c: &mut Cost) {
    into_view(b, css, false, c).await;
    b.click(css).await;
    c.taps += 1;
}

/// Taps the territory `slug` on the console's board (a scroll first, counted, when its
/// marker is not on screen).
pub async fn tap_map(b: &Browser, slug: &str, c: &mut Cost) {
    let marker = format!("#boardwrap g[data-slug=\"{slug}\"] circle");
    // One script: whether the marker was on screen, scrolled to if not, then the tap
    // (null while the board does not show it yet: then it waits and tries again).
    let script = format!(
        "{ON_SCREEN}
         const marker = document.querySelector(arguments[0]);
         if (!marker) return null;
         const seen = onScreen(marker);
         if (!seen) marker.scrollIntoView({{block: 'center', inline: 'center'}});
         document.querySelector('#boardwrap g[data-slug=\"' + arguments[1] + '\"]').dispatchEvent(new MouseEvent('click', {{bubbles: true}}));
         return seen;"
    );
    let mut seen = b.js(&script, vec![json!(marker), json!(slug)]).await;
    if seen.is_null() {
        b.find(&marker).await;
        seen = b.js(&script, vec![json!(marker), json!(slug)]).await;
    }
    if seen != json!(true) {
        c.board_scrolls += 1;
    }
    c.taps += 1;
}

/// Types a number into a field.
pub async fn type_number(b: &Browser, css: &str, n: u32, c: &mut Cost) {
    b.fill(css, &n.to_string()).await;
    c.typed += 1;
}

/// Taps a button that sends a form, and waits until the console shows the answer: the
/// fragment swapped in (the script's way), or the next page (a plain link or form).
/// A full page load is counted when the document marked before the tap is gone.
pub async fn send(b: &mut Browser, css: &str, c: &mut Cost) {
    into_view(b, css, true, c).await;
    b.click(css).await;
    let answer = std::cell::RefCell::new(Json::Null);
    b.wait_until("the console to answer", || async {
        let now = b
            .client
            .execute(
                "const l = document.getElementById('live-console'); const off = document.getElementById('offline'); const ready = document.readyState === 'complete' && (!!l && !l.__arbitroOld || window.__arbitroSent === undefined) && (!off || off.hidden) && !document.querySelector('#console[data-busy]'); return ready ? {same: window.__arbitroSame === 1, path: location.pathname} : null",
                vec![],
            )
            .await
            .unwrap_or(Json::Null);
        let ready = !now.is_null();
        *answer.borrow_mut() = now;
        ready
    })
    .await;
    let answer = answer.into_inner();
    c.taps += 1;
    c.forms += 1;
    if answer["same"] != json!(true) {
        c.loads += 1;
    }
    let context = format!(
        "{} after tapping `{css}`",
        answer["path"].as_str().unwrap_or_default()
    );
    b.check_console(&context).await;
}
