// The referee console (the match page). Without this script every form is a plain POST
// answered by a redirect; with it:
// - forms marked `data-act` are posted with fetch and the server's fragment (the page's
//   live part: bar, result, panel, board) is swapped in: no reload, no jump to the top,
//   the address never becomes ".../act";
// - with the server unreachable a banner shows at once, the action waits (in memory and
//   in sessionStorage) and is sent again every few seconds with the same idempotency key
//   and expected entry count: it records once, or the table moved on and the fragment
//   says so (the refusal above the form);
// - a tap on a territory of the board picks it for the form it serves: placement +1, or
//   a route: an own territory, then an enemy neighbour picks the attack or an own one
//   the move (both lists come from the engine); the legal ones highlighted, the selects
//   stay as fallback; after a placement or an attack the territory it left ready is
//   already picked as "from";
// - +/- steppers on number fields, "All here" on placement rows (it sends the placement
//   when it takes the whole allowance);
// - "Trade and declare": the trade is sent, then the declaration the fresh panel offers
//   (two actions, each with its own key and entry count); "Move and end the turn" the
//   same way (the move, then the fresh panel's end of turn);
// - one-tap attacks: once a territory is "from" (picked on the board, or left ready),
//   a button per legal attack from it says the whole action ("Attacca Cina da Mongolia
//   con 3"); the move's buttons say the route and the count ("Sposta 2 da … a …");
// - on each server-sent change (another referee, the API) the fragment is refreshed,
//   unless the referee is typing: then a notice offers to reload;
// - after the referee's own action the new step is in view: when the turn changes
//   hands the page brings the new turn's first step up under the sticky bar (it used
//   to stay scrolled down, the next player's first step above the screen), and within
//   a turn a step that would sit off screen is brought up the same way; focus goes to
//   the new panel (not back to the top of the page);
// - one live region outside the swapped part (#announcer) says the result, and the
//   new turn or phase when they change, for screen readers;
// - when the time call falls due the bar says so; its button opens the call's
//   confirmation and brings it into view (one tap from the bar).
// Also the physical draft form's counts per seat.
(function () {
  "use strict";
  var root = document.getElementById("console");
  var physical = document.querySelector("form.physical");
  if (physical) {
    physical.addEventListener("change", function () {
      var counts = {};
      physical.querySelectorAll("select").forEach(function (s) {
        counts[s.value] = (counts[s.value] || 0) + 1;
      });
      document.querySelectorAll("[data-count]").forEach(function (el) {
        var n = el.querySelector(".n");
        if (n) n.textContent = String(counts[el.getAttribute("data-count")] || 0);
      });
    });
  }
  if (!root || !window.fetch) return;

  var QUEUE = "arbitro-console-queue:" + location.pathname;
  // A button's `data-then`: the button of the fresh panel to send once it is recorded.
  var THEN = {
    declare: "#live-console form.declare button[name=tanks]",
    end: "#live-console form.end button"
  };
  var busy = false;
  var typing = false;
  var mode = null; // what the board's taps serve: "place" or "route" (attack and move)
  var from = null; // the "from" territory picked on the board
  var lastRoute = {}; // the route last sent per pick form (kept for a second attack)
  var ready = []; // territories to pick as "from" next (just placed on, just attacked)
  var pending = null; // where a two-action button started (its first half recorded)

  function live() { return document.getElementById("live-console"); }
  function show(id, on) { var el = document.getElementById(id); if (el) el.hidden = !on; }

  // Who acts and in which phase: the bar's turn and phase, the panel's seat.
  function where() {
    var bar = document.getElementById("bar");
    var panel = document.getElementById("panel");
    var who = bar && bar.querySelector(".who");
    var phase = bar && bar.querySelector(".phase");
    return {
      turn: (panel ? panel.getAttribute("data-seat") + "/" + (panel.getAttribute("data-round") || "") : "") + "/" + (who ? who.textContent.trim() : ""),
      who: who ? who.textContent.trim() : "",
      phase: phase ? phase.textContent.trim() : ""
    };
  }

  // Swaps in a fragment, keeping the scroll position, and sets the new part up.
  // Returns where the match stood before, for `arrive`.
  function swap(html) {
    var cur = live();
    if (!cur) return null;
    var before = where();
    var focused = cur.contains(document.activeElement);
    var y = window.scrollY;
    cur.outerHTML = html;
    typing = false;
    setup();
    window.scrollTo(0, y);
    // Focus was in the part just replaced: it goes to the new panel, not the top.
    if (focused) focusPanel();
    return before;
  }

  // The current step: the first form of the panel that shows (else the panel).
  function firstStep() {
    var panel = document.getElementById("panel");
    if (!panel) return null;
    var forms = panel.querySelectorAll("form");
    for (var i = 0; i < forms.length; i++) {
      if (!forms[i].hidden && forms[i].getClientRects().length) return forms[i];
    }
    return panel;
  }
  // The height the sticky bar covers at the top of the window.
  function barHeight() {
    var bar = document.getElementById("bar");
    return bar ? bar.getBoundingClientRect().bottom : 0;
  }
  // Whether `el` starts under the bar and in the upper half of the window: a step that
  // starts lower has its buttons (a placement's first rows) below the screen.
  function inView(el) {
    var r = el.getBoundingClientRect();
    return r.top >= barHeight() - 1 && r.top <= window.innerHeight / 2;
  }
  // Whether the whole of `el` shows, under the bar and above the window's bottom.
  function visible(el) {
    var r = el.getBoundingClientRect();
    return r.top >= barHeight() - 1 && r.bottom <= window.innerHeight;
  }
  // Scrolls so that `el` starts just under the sticky bar.
  function underBar(el) {
    var top = el.getBoundingClientRect().top + window.scrollY - barHeight() - 8;
    window.scrollTo(0, Math.max(0, top));
  }
  function focusPanel() {
    var panel = document.getElementById("panel");
    if (!panel) return;
    if (!panel.hasAttribute("tabindex")) panel.setAttribute("tabindex", "-1");
    panel.focus({ preventScroll: true });
  }
  // After the referee's own action: the new step in view, focus in the new panel,
  // and the result (with the new turn or phase) said once from the live region.
  function arrive(before, refused) {
    var now = where();
    var handover = before && now.turn !== before.turn;
    var step = firstStep();
    if (step && (handover || !inView(step))) {
      // A new turn: the result sentence stays in view above it when both fit.
      var result = document.getElementById("result");
      var top = result && handover ? result : step;
      underBar(top);
      if (top !== step && !inView(step)) underBar(step);
    }
    focusPanel();
    var said = [];
    var alert = refused && document.querySelector("#live-console [role=alert]");
    if (alert) said.push(alert.textContent.trim());
    var result = document.querySelector("#result .say");
    if (!refused && result) said.push(result.textContent.trim());
    if (handover && now.who) said.push(now.who);
    if (before && (handover || now.phase !== before.phase) && now.phase) said.push(now.phase);
    announce(said.join(". "));
  }
  // Says `text` once from the page's one live region (outside the swapped part).
  function announce(text) {
    var region = document.getElementById("announcer");
    if (!region || !text) return;
    region.textContent = "";
    setTimeout(function () { region.textContent = text; }, 50);
  }

  // Puts a refused submission's values back into the same form of the fresh fragment.
  function refill(item) {
    var sent = new URLSearchParams(item.body);
    var forms = document.querySelectorAll("#live-console form[data-act]");
    Array.prototype.forEach.call(forms, function (form) {
      var type = form.querySelector("input[name=type]");
      if (form.action !== item.action || (type && type.value !== sent.get("type"))) return;
      sent.forEach(function (value, name) {
        var el = form.elements[name];
        if (el && el.type !== "hidden" && el.tagName !== "BUTTON" && el.value !== undefined) el.value = value;
      });
      if (form.classList.contains("place")) refreshPlace(form);
    });
  }

  function send(item) {
    busy = true;
    root.setAttribute("data-busy", "");
    return fetch(item.action, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Console": "fragment" },
      body: item.body
    }).then(function (r) {
      return r.text().then(function (html) {
        busy = false;
        root.removeAttribute("data-busy");
        sessionStorage.removeItem(QUEUE);
        var late = !document.getElementById("offline").hidden;
        show("offline", false);
        show("sent-late", late);
        if (r.headers.get("content-type") && r.headers.get("content-type").indexOf("text/html") === 0 && html.indexOf('id="live-console"') >= 0) {
          var before = swap(html);
          // Refused (not "the table moved on"): the form keeps what was entered.
          if (!r.ok && r.status !== 409) refill(item);
          // Recorded, and the referee asked for the declaration too: send the one the
          // fresh panel offers (its own key and entry count).
          var next = r.ok && item.then && document.querySelector(THEN[item.then]);
          if (next) {
            // The pair counts as one step: where it started decides the handover.
            pending = pending || before;
            next.form.requestSubmit(next);
          } else {
            arrive(pending || before, !r.ok);
            pending = null;
          }
        } else {
          location.href = location.pathname; // not a fragment (signed out...): the page
        }
      });
    }, function () {
      // The server is unreachable: keep the action, say so, try again.
      show("offline", true);
      show("sent-late", false);
      sessionStorage.setItem(QUEUE, JSON.stringify(item));
      setTimeout(function () { send(item); }, 2000);
    });
  }

  root.addEventListener("submit", function (e) {
    var form = e.target;
    if (!form.hasAttribute("data-act")) return;
    e.preventDefault();
    if (busy) return;
    var body = new URLSearchParams(new FormData(form, e.submitter || null)).toString();
    // The route sent: a one-tap attack's ("from>to>tanks"), else the form's select.
    var strike = e.submitter && e.submitter.name === "strike" ? e.submitter.value.split(">").slice(0, 2).join(">") : null;
    var pick = strike ? "attack" : form.getAttribute("data-pick");
    var select = form.querySelector("select[name=route]");
    var route = strike || (select && select.value);
    if (route && pick) lastRoute[pick] = route;
    // What the next panel picks as "from": the conquest (or the attacker), or where the
    // placement went; other actions (the occupation) keep it.
    if (route && pick === "attack") ready = route.split(">").reverse();
    if (form.classList.contains("place")) {
      lastRoute = {}; // a new turn's placement: last turn's attack is not kept
      ready = [];
      form.querySelectorAll("input[name^=p_]").forEach(function (i) {
        if ((parseInt(i.value, 10) || 0) > 0) ready.push(i.name.slice(2));
      });
    }
    var item = { action: form.action, body: body };
    if (e.submitter && e.submitter.getAttribute("data-then")) item.then = e.submitter.getAttribute("data-then");
    send(item);
  });

  // Typing in a field (not the board, not a stepper) holds automatic refreshes.
  root.addEventListener("input", function (e) {
    if (e.isTrusted && e.target.matches("input[type=text], input:not([type]), textarea")) typing = true;
  });

  // Steppers and placement.
  function left(form) {
    var total = parseInt(form.getAttribute("data-allowance"), 10) || 0;
    form.querySelectorAll("input[name^=p_]").forEach(function (i) { total -= parseInt(i.value, 10) || 0; });
    return total;
  }
  function refreshPlace(form) {
    var out = form.querySelector("[data-left]");
    if (out) out.textContent = String(left(form));
    form.querySelectorAll(".step").forEach(function (row) {
      var i = row.querySelector("input");
      row.classList.toggle("chosen", (parseInt(i.value, 10) || 0) > 0);
    });
    mark();
  }
  function bump(input, by) {
    var form = input.form;
    var min = parseInt(input.min, 10) || 0;
    var max = input.max === "" ? Infinity : parseInt(input.max, 10);
    var v = (parseInt(input.value, 10) || 0) + by;
    if (form.classList.contains("place") && by > 0 && left(form) < by) return false;
    input.value = String(Math.max(min, Math.min(max, v)));
    if (form.classList.contains("place")) refreshPlace(form);
    if (form.getAttribute("data-pick") === "move") moveLabels(form);
    return true;
  }
  function stepper(box) {
    var input = box.querySelector("input");
    if (!input || box.querySelector("button")) return;
    var label = box.parentNode.querySelector("label");
    var name = label ? label.textContent.trim() : "";
    var minus = document.createElement("button");
    minus.type = "button"; minus.className = "button small minus"; minus.textContent = "\u2212";
    minus.setAttribute("aria-label", "\u2212 " + name);
    var plus = document.createElement("button");
    plus.type = "button"; plus.className = "button small plus"; plus.textContent = "+";
    plus.setAttribute("aria-label", "+ " + name);
    minus.addEventListener("click", function () { bump(input, -1); });
    plus.addEventListener("click", function () { bump(input, 1); });
    box.insertBefore(minus, input);
    box.appendChild(plus);
    if (input.form && input.form.classList.contains("place")) {
      var all = document.createElement("button");
      all.type = "button"; all.className = "button small all";
      all.textContent = root.getAttribute("data-all") || "\u2192";
      // "Tutti" ten times says nothing to a screen reader: each names its territory.
      var where = label && label.firstChild ? label.firstChild.textContent.trim() : name;
      all.setAttribute("aria-label", (root.getAttribute("data-all-on") || all.textContent) + " " + where);
      all.addEventListener("click", function () {
        var form = input.form;
        var whole = left(form) === (parseInt(form.getAttribute("data-allowance"), 10) || 0);
        bump(input, left(form));
        // Nothing else placed yet: the whole allowance goes here, send it at once.
        if (whole && !busy) form.requestSubmit(form.querySelector("button.sticky-go"));
      });
      box.appendChild(all);
    }
  }

  // The board: what the pick forms offer, highlighted; taps pick. The placement form
  // takes the taps while it is there; then the attack and the move share them.
  function pickForms() { return Array.prototype.slice.call(document.querySelectorAll("form[data-pick]")); }
  function placeForm() { return document.querySelector("form[data-pick=place]"); }
  function routeForms() { return pickForms().filter(function (f) { return f.getAttribute("data-pick") !== "place"; }); }
  function currentMode() {
    if (mode === "place" && !placeForm()) mode = null;
    if (mode === "route" && !routeForms().length) mode = null;
    if (!mode) mode = placeForm() ? "place" : (routeForms().length ? "route" : null);
    return mode;
  }
  function routes() {
    var all = [];
    routeForms().forEach(function (form) {
      form.querySelectorAll("select[name=route] option").forEach(function (o) {
        var p = o.value.split(">");
        all.push({ from: p[0], to: p[1], value: o.value, form: form });
      });
    });
    return all;
  }
  function legal() {
    if (currentMode() === "place") {
      return Array.prototype.map.call(placeForm().querySelectorAll(".step"), function (r) { return r.getAttribute("data-slug"); });
    }
    var rs = routes().filter(function (r) { return !auto || r.form.getAttribute("data-pick") === "attack"; });
    if (from) return rs.filter(function (r) { return r.from === from; }).map(function (r) { return r.to; });
    return rs.map(function (r) { return r.from; });
  }
  function mark() {
    var board = document.querySelector("#boardwrap svg");
    if (!board) return;
    var ok = legal();
    var picked = [];
    if (mode === "place") {
      placeForm().querySelectorAll(".step.chosen").forEach(function (r) { picked.push(r.getAttribute("data-slug")); });
    } else if (from) {
      picked.push(from);
    } else if (chosen) {
      picked = chosen.split(">");
    }
    board.querySelectorAll("g[data-slug]").forEach(function (g) {
      var s = g.getAttribute("data-slug");
      g.classList.toggle("legal", ok.indexOf(s) >= 0);
      g.classList.toggle("picked", picked.indexOf(s) >= 0);
    });
    document.getElementById("boardwrap").setAttribute("data-from", from || "");
    strikes();
    document.querySelectorAll(".picktools button").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-mode") === mode));
    });
  }
  // The one-tap attacks from the territory that is "from" now: picked, or the chosen
  // attack's (none while the taps place).
  function strikes() {
    var box = document.querySelector("#live-console form.strikes");
    if (!box) return;
    var at = mode === "route" ? (from || (chosen && chosen.split(">")[0])) : null;
    var any = false;
    box.querySelectorAll("button[name=strike]").forEach(function (b) {
      var on = b.getAttribute("data-from") === at;
      b.hidden = !on;
      any = any || on;
    });
    box.hidden = !any;
  }
  // The move's buttons say what they record: the count and the route picked.
  function moveLabels(form) {
    var sel = form.querySelector("select[name=route]");
    var input = form.querySelector("input[name=tanks]");
    var o = sel && sel.options[sel.selectedIndex];
    if (!o || !input) return;
    var max = parseInt(o.getAttribute("data-max"), 10);
    if (max > 0) {
      input.max = String(max);
      if ((parseInt(input.value, 10) || 0) > max) input.value = String(max);
    }
    form.querySelectorAll("button[data-label]").forEach(function (b) {
      b.textContent = b.getAttribute("data-label").replace("{n}", input.value)
        .replace("{from}", o.getAttribute("data-from")).replace("{to}", o.getAttribute("data-to"));
    });
  }
  var chosen = null; // the route picked on the board (or kept from the last attack)
  var auto = false; // "from" was picked for the referee (after a placement or an attack)
  function tap(slug) {
    if (!currentMode()) return;
    if (mode === "place") {
      var input = placeForm().querySelector("#p_" + CSS.escape(slug));
      if (input) bump(input, 1);
      return;
    }
    // A "from" picked for the referee serves the attack: an own territory tapped then
    // becomes the new "from" (not a move's destination).
    var rs = routes().filter(function (r) { return !auto || r.form.getAttribute("data-pick") === "attack"; });
    var hit = from && rs.filter(function (r) { return r.from === from && r.to === slug; })[0];
    auto = false;
    if (hit) {
      hit.form.querySelector("select[name=route]").value = hit.value;
      if (hit.form.getAttribute("data-pick") === "move") moveLabels(hit.form);
      chosen = hit.value;
      from = null;
      mark();
      var go = hit.form.querySelector("button:not([type=button])");
      // The buttons that record the pick come into view (the board sits below the
      // forms), so the next tap needs no scroll.
      var gos = hit.form.querySelectorAll("button:not([type=button]):not([hidden])");
      var last = gos.length ? gos[gos.length - 1] : null;
      if (last && !visible(last)) last.scrollIntoView({ block: "center" });
      if (go) go.focus({ preventScroll: true });
      return;
    }
    from = routes().some(function (r) { return r.from === slug; }) ? slug : null;
    mark();
  }
  function boardTools() {
    var wrap = document.getElementById("boardwrap");
    if (!wrap) return;
    var size = document.getElementById("board-size");
    if (size) {
      size.hidden = false;
      var label = function () { size.textContent = size.getAttribute(wrap.classList.contains("fit") ? "data-zoom" : "data-fit"); };
      label();
      size.addEventListener("click", function () {
        wrap.classList.toggle("fit");
        sessionStorage.setItem("arbitro-board-fit", wrap.classList.contains("fit") ? "1" : "");
        label();
      });
      if (sessionStorage.getItem("arbitro-board-fit")) { wrap.classList.add("fit"); label(); }
    }
    // Placement and routes on one panel: two buttons say which the taps serve.
    var tools = wrap.parentNode.querySelector(".boardtools");
    if (placeForm() && routeForms().length && tools) {
      var box = document.createElement("span");
      box.className = "picktools";
      [["place", [placeForm()]], ["route", routeForms()]].forEach(function (m) {
        var b = document.createElement("button");
        b.type = "button"; b.className = "button small";
        b.setAttribute("data-mode", m[0]);
        b.textContent = m[1].map(function (f) { var h = f.querySelector("h3"); return h ? h.textContent : ""; }).join(" / ");
        b.addEventListener("click", function () { mode = m[0]; from = null; mark(); });
        box.appendChild(b);
      });
      tools.appendChild(box);
    }
    wrap.addEventListener("click", function (e) {
      var g = e.target.closest("g[data-slug]");
      if (g) tap(g.getAttribute("data-slug"));
    });
    // Zoomed in: bring the area of interest (the legal picks) into the middle.
    var first = wrap.querySelector("g.picked, g.legal");
    if (first && !wrap.classList.contains("fit") && wrap.scrollWidth > wrap.clientWidth) {
      var c = first.querySelector("circle");
      var svg = wrap.querySelector("svg");
      var scale = svg.clientWidth / svg.viewBox.baseVal.width;
      wrap.scrollLeft = c.cx.baseVal.value * scale - wrap.clientWidth / 2;
    }
  }

  // The bar's time call: opens the call's confirmation and brings it into view.
  function callButton() {
    var go = document.querySelector("#bar a.call");
    if (!go) return;
    go.addEventListener("click", function (e) {
      var box = document.getElementById("announce");
      if (!box) return;
      e.preventDefault();
      box.hidden = false;
      var confirm = box.querySelector("details.confirm");
      if (confirm) confirm.open = true;
      var button = box.querySelector("form button") || box;
      underBar(box);
      if (!inView(button)) button.scrollIntoView({ block: "center" });
      button.focus({ preventScroll: true });
    });
  }

  function setup() {
    callButton();
    document.querySelectorAll("#live-console [data-then]").forEach(function (b) { b.hidden = false; });
    document.querySelectorAll("#live-console .stepper").forEach(stepper);
    document.querySelectorAll("form.place").forEach(function (f) {
      f.addEventListener("input", function () { refreshPlace(f); });
    });
    pickForms().forEach(function (f) {
      var sel = f.querySelector("select[name=route]");
      if (!sel) return;
      var keep = lastRoute[f.getAttribute("data-pick")];
      if (keep && Array.prototype.some.call(sel.options, function (o) { return o.value === keep; })) sel.value = keep;
      sel.addEventListener("change", function () { from = null; chosen = sel.value; mark(); });
    });
    var move = document.querySelector("#live-console form[data-pick=move]");
    if (move) {
      moveLabels(move);
      move.addEventListener("input", function () { moveLabels(move); });
      move.addEventListener("change", function () { moveLabels(move); });
    }
    // Each fresh panel starts on the placement, else on the routes: the attack kept from
    // last time, else "from" already on the territory just placed on or attacked with.
    from = null;
    mode = null;
    currentMode();
    var kept = document.getElementById("attack_route");
    chosen = kept && lastRoute.attack && kept.value === lastRoute.attack ? kept.value : null;
    if (mode === "route" && !chosen) {
      var froms = routes().filter(function (r) { return r.form.getAttribute("data-pick") === "attack"; }).map(function (r) { return r.from; });
      from = ready.filter(function (t) { return froms.indexOf(t) >= 0; })[0] || null;
    }
    auto = !!from;
    boardTools();
    mark();
  }

  // Another referee or the API recorded something: refresh the live part.
  function refresh() {
    fetch(root.getAttribute("data-fragment"), { credentials: "same-origin", headers: { "X-Console": "fragment" } })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) { if (html) swap(html); }, function () { show("offline", true); });
  }
  function check() {
    fetch(root.getAttribute("data-state"), { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (s) {
        if (!s) return;
        if (!busy) show("offline", false);
        var c = document.querySelector("#live-console [data-clock]");
        // A finished match's clock stays stopped whatever an older API says.
        if (c && s.clock && !document.getElementById("score")) {
          c.setAttribute("data-remaining", String(s.clock.remaining_secs));
          c.setAttribute("data-running", String(s.clock.running));
          c.arbitroSince = Date.now();
        }
        var seen = live() && live().getAttribute("data-seen");
        if (busy || String(s.entries) === seen) return;
        if (!typing) { refresh(); return; }
        show("moved-on", true);
      }, function () { if (busy) show("offline", true); });
  }

  setup();
  var waiting = sessionStorage.getItem(QUEUE);
  if (waiting) {
    try { send(JSON.parse(waiting)); } catch (err) { sessionStorage.removeItem(QUEUE); }
  }
  window.addEventListener("offline", function () { show("offline", true); });
  // The stream lets go of its connection while the page is hidden (stream.js).
  if (window.arbitroStream) {
    window.arbitroStream(root.getAttribute("data-events"), { change: check, reopen: check });
  }
})();
