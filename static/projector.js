// The projector and the self-updating public tournament pages (no inline script: CSP).
//
// - #projector: shows one .step at a time and moves on every data-pace seconds. On each
//   server-sent "change" from data-events it fetches data-deck (server-rendered HTML)
//   and swaps the steps in, staying on the same screen (data-key). Arrow keys step by
//   hand; "f" toggles full screen.
// - [data-live] on a public page: on a change, fetch the page again and swap that
//   element, at most once per data-live-every seconds; data-live-matches="signed" or
//   "no" skips table moves for pages that change only on a sign-off, or only when a
//   round is published or its results shown.
// - .clock[data-remaining][data-running="true"]: counts down locally between updates.
(function () {
  "use strict";

  function fetchText(url) {
    return fetch(url, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .catch(function () { return null; });
  }

  // One fetch at a time, at most one per `gap` ms; changes heard meanwhile are folded
  // into one more fetch once the gap is over, so the last change is never lost.
  function refresher(load, gap) {
    var busy = false;
    var again = false;
    function run() {
      if (busy) { again = true; return; }
      busy = true;
      again = false;
      load().then(function () {
        setTimeout(function () {
          busy = false;
          if (again) run();
        }, gap);
      });
    }
    return run;
  }

  // `matches`: "all" (every move at a table), "signed" (sign-offs only) or "no".
  // The stream is stream.js's: closed while the page is hidden or in the back/forward
  // cache; when it opens again (or after a dropped connection) the page catches up.
  function listen(url, onChange, matches) {
    if (!url || !window.arbitroStream) return;
    window.arbitroStream(url, {
      change: function (e) {
        var parts = String(e.data).split(":");
        if (parts[0] === "match" && matches !== "all") {
          if (matches !== "signed" || parts[3] !== "signed") return;
        }
        onChange();
      },
      reopen: onChange
    });
  }

  function tickClocks() {
    var clocks = document.querySelectorAll(".clock[data-remaining]");
    for (var i = 0; i < clocks.length; i++) {
      var c = clocks[i];
      if (c.getAttribute("data-running") !== "true") continue;
      var left = Math.max(0, (parseInt(c.getAttribute("data-remaining"), 10) || 0) - 1);
      c.setAttribute("data-remaining", String(left));
      var el = c.querySelector(".left");
      if (el) el.textContent = Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0");
    }
  }
  setInterval(tickClocks, 1000);

  var root = document.getElementById("projector");
  if (root) {
    var pace = Math.max(5, parseInt(root.getAttribute("data-pace"), 10) || 15) * 1000;
    var at = 0;
    var steps = function () { return root.querySelectorAll(".step"); };
    var show = function (i) {
      var s = steps();
      if (!s.length) return;
      at = ((i % s.length) + s.length) % s.length;
      for (var k = 0; k < s.length; k++) s[k].hidden = k !== at;
    };
    // A screen named in the address (#standings-2) starts the cycle there.
    var wanted = location.hash.slice(1);
    var first = steps();
    for (var w = 0; w < first.length; w++) {
      if (wanted && first[w].getAttribute("data-key") === wanted) show(w);
    }
    var timer = setInterval(function () { show(at + 1); }, pace);
    var step = function (by) {
      clearInterval(timer);
      show(at + by);
      timer = setInterval(function () { show(at + 1); }, pace);
    };
    var refreshDeck = refresher(function () {
      return fetchText(root.getAttribute("data-deck")).then(function (html) {
        if (html === null) return;
        var current = steps()[at];
        var key = current ? current.getAttribute("data-key") : null;
        var tpl = document.createElement("template");
        tpl.innerHTML = html;
        root.replaceChildren(tpl.content);
        var s = steps();
        var found = -1;
        for (var k = 0; k < s.length; k++) {
          if (s[k].getAttribute("data-key") === key) found = k;
        }
        show(found >= 0 ? found : Math.min(at, s.length - 1));
      });
    }, 250);
    listen(root.getAttribute("data-events"), refreshDeck, "all");
    // A safety net should an event ever be missed: a fresh deck every minute.
    setInterval(refreshDeck, 60000);
    document.addEventListener("keydown", function (e) {
      if (e.key === "ArrowRight" || e.key === "PageDown" || e.key === " ") step(1);
      else if (e.key === "ArrowLeft" || e.key === "PageUp") step(-1);
      else if (e.key === "f" || e.key === "F") {
        var d = document;
        var done = d.fullscreenElement
          ? d.exitFullscreen && d.exitFullscreen()
          : d.documentElement.requestFullscreen && d.documentElement.requestFullscreen();
        if (done && done.catch) done.catch(function () {});
      }
    });
    if (navigator.wakeLock && navigator.wakeLock.request) {
      navigator.wakeLock.request("screen").catch(function () {});
    }
  }

  var region = document.querySelector("[data-live]");
  if (region && region.id) {
    var id = region.id;
    var every = Math.max(1, parseInt(region.getAttribute("data-live-every"), 10) || 3) * 1000;
    var refreshRegion = refresher(function () {
      return fetchText(location.pathname + location.search).then(function (html) {
        if (html === null) return;
        var fresh = new DOMParser().parseFromString(html, "text/html").getElementById(id);
        var old = document.getElementById(id);
        if (fresh && old) old.replaceWith(document.importNode(fresh, true));
      });
    }, every);
    listen(region.getAttribute("data-live"), refreshRegion,
      region.getAttribute("data-live-matches") || "all");
  }
})();
