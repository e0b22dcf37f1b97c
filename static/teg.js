// T.E.G. La Revancha's console panel (templates/console/teg/panel.html), on top of
// console.js and classic.js. This draws on the board picture:
// - the missiles: a badge with the count on every country holding some (the panel's
//   `data-missiles`, "slug:n slug:n");
// - when a missile is about to fire (the missile form is there): the countries it can
//   reach from the launcher chosen, ringed by distance with the armies each shot takes
//   (distance 1: −3, 2: −2, 3: −1), from the routes the engine offered;
// - the condominiums in both co-owners' colours with each one's armies (the panel's
//   `data-condos`, "slug:#colour:#colour:n:n") and the international zones ringed
//   (`data-zones`);
// - the condominium / joint throw form's dice follow its route, as the attack's do;
// - the aggression pact form: the ally, then the country to take, and the offer select
//   keeps only the aggressor countries for that pair (without this script the offer
//   select alone holds every offer, grouped by ally and target).
// Set up again whenever console.js swaps a fresh panel in.
(function () {
  "use strict";
  if (window.arbitroTeg) return;
  window.arbitroTeg = true;
  var NS = "http://www.w3.org/2000/svg";

  function el(name, attrs, text) {
    var e = document.createElementNS(NS, name);
    Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function centre(g) {
    var c = g.querySelector("circle");
    return c ? { x: c.cx.baseVal.value, y: c.cy.baseVal.value } : null;
  }

  function badges(board, panel) {
    board.querySelectorAll(".missile-badge").forEach(function (b) { b.remove(); });
    (panel.getAttribute("data-missiles") || "").split(" ").forEach(function (pair) {
      var p = pair.split(":");
      if (p.length !== 2) return;
      var g = board.querySelector("g[data-slug='" + CSS.escape(p[0]) + "']");
      var c = g && centre(g);
      if (!c) return;
      var b = el("g", { "class": "missile-badge" });
      b.appendChild(el("rect", { x: c.x + 10, y: c.y - 30, width: 26, height: 16, rx: 4, fill: "#b71c1c" }));
      b.appendChild(el("text", { x: c.x + 23, y: c.y - 18, "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: "#fff" }, "\u25B2" + p[1]));
      g.appendChild(b);
    });
  }

  function ranges(board, form) {
    board.querySelectorAll(".range-ring").forEach(function (r) { r.remove(); });
    board.querySelectorAll("g.in-range").forEach(function (g) { g.classList.remove("in-range"); });
    if (!form) return;
    var sel = form.querySelector("select[name=route]");
    var opt = sel && (sel.options[sel.selectedIndex] || sel.options[0]);
    if (!opt) return;
    var from = opt.value.split(">")[0];
    Array.prototype.forEach.call(sel.options, function (o) {
      var p = o.value.split(">");
      if (p[0] !== from) return;
      var g = board.querySelector("g[data-slug='" + CSS.escape(p[1]) + "']");
      var c = g && centre(g);
      if (!c) return;
      var d = parseInt(o.getAttribute("data-distance"), 10) || 3;
      g.classList.add("in-range");
      var ring = el("g", { "class": "range-ring d" + d });
      ring.appendChild(el("circle", { cx: c.x, cy: c.y, r: 24, fill: "none", stroke: ["", "#b71c1c", "#e65100", "#f9a825"][d], "stroke-width": 4, "stroke-dasharray": "6 3" }));
      ring.appendChild(el("text", { x: c.x - 24, y: c.y - 20, "font-size": 12, "font-weight": 700, fill: "#b71c1c" }, "\u2212" + (4 - d)));
      g.appendChild(ring);
    });
  }

  // A condominium: the circle half in each co-owner's colour; a zone: a dashed ring.
  function alliances(board, panel) {
    board.querySelectorAll(".condo-half, .zone-ring").forEach(function (b) { b.remove(); });
    (panel.getAttribute("data-condos") || "").split(" ").forEach(function (item) {
      var p = item.split(":");
      if (p.length !== 5) return;
      var g = board.querySelector("g[data-slug='" + CSS.escape(p[0]) + "']");
      var circle = g && g.querySelector("circle");
      var c = g && centre(g);
      if (!c) return;
      g.classList.add("condominium");
      circle.setAttribute("fill", p[1]);
      var r = circle.r.baseVal.value;
      var half = el("path", { "class": "condo-half", fill: p[2],
        d: "M" + c.x + " " + (c.y - r) + " A" + r + " " + r + " 0 0 1 " + c.x + " " + (c.y + r) + " Z" });
      g.insertBefore(half, circle.nextSibling);
      // The board writes no count on a country nobody holds alone: each share's.
      var count = g.querySelector("text:not(.label)");
      if (count) count.textContent = p[3] + "|" + p[4];
    });
    (panel.getAttribute("data-zones") || "").split(" ").forEach(function (slug) {
      if (!slug) return;
      var g = board.querySelector("g[data-slug='" + CSS.escape(slug) + "']");
      var c = g && centre(g);
      if (!c) return;
      g.classList.add("zone");
      var ring = el("g", { "class": "zone-ring" });
      ring.appendChild(el("circle", { cx: c.x, cy: c.y, r: 25, fill: "none", stroke: "#0d47a1", "stroke-width": 3, "stroke-dasharray": "3 3" }));
      ring.appendChild(el("text", { x: c.x - 30, y: c.y - 20, "font-size": 11, "font-weight": 700, fill: "#0d47a1" }, "ZI"));
      g.appendChild(ring);
    });
  }

  function prepare() {
    var panel = document.querySelector("#panel.teg");
    var board = document.querySelector("#boardwrap svg");
    if (!panel || !board || board.getAttribute("data-teg") === "1") return;
    board.setAttribute("data-teg", "1");
    badges(board, panel);
    alliances(board, panel);
    ranges(board, document.getElementById("missile_form"));
  }

  // The attack's dice follow the route chosen (the most each side may throw), and the
  // row of outcome buttons for them shows.
  function dice(form) {
    var sel = form.querySelector("select[name=route]");
    var opt = sel && sel.options[sel.selectedIndex];
    if (!opt || !opt.getAttribute("data-a")) return;
    // The buttons name the route's players (classic.js, loaded on every console but 2 vs 2).
    if (window.arbitroNames) window.arbitroNames(form, opt);
    var pick = { show_a: opt.getAttribute("data-a"), show_d: opt.getAttribute("data-d") };
    Object.keys(pick).forEach(function (name) {
      form.querySelectorAll("input[name=" + name + "]").forEach(function (r) {
        r.disabled = parseInt(r.value, 10) > parseInt(pick[name], 10);
        r.checked = r.value === pick[name];
      });
    });
    form.querySelectorAll(".throws").forEach(function (row) {
      row.hidden = row.getAttribute("data-dice") !== pick.show_a + "-" + pick.show_d;
    });
  }

  document.addEventListener("change", function (e) {
    var form = e.target.form;
    if (form && form.id === "attack_form" && e.target.name === "route" && form.closest("#panel.teg")) dice(form);
    if (form && form.id === "missile_form") {
      var board = document.querySelector("#boardwrap svg");
      if (board) ranges(board, form);
    }
  });

  // The condominium / joint throw form (templates/console/teg/alliances.html): a route
  // chosen (on the select, or by board taps, which set it without a change event)
  // presets its dice; other dice checked show their row.
  function againstRow(form) {
    var a = form.querySelector("input[name=show_a]:checked");
    var d = form.querySelector("input[name=show_d]:checked");
    if (!a || !d) return;
    form.querySelectorAll(".throws").forEach(function (row) {
      row.hidden = row.getAttribute("data-dice") !== a.value + "-" + d.value;
    });
  }
  document.addEventListener("change", function (e) {
    var form = e.target.form;
    if (!form || form.id !== "against_form") return;
    if (e.target.name === "route") dice(form);
    else if (e.target.name === "show_a" || e.target.name === "show_d") againstRow(form);
  });
  var againstRoute = null;
  document.addEventListener("click", function (e) {
    if (!e.target.closest || !e.target.closest("#boardwrap")) return;
    setTimeout(function () {
      var form = document.getElementById("against_form");
      var sel = form && form.querySelector("select[name=route]");
      if (sel && sel.value !== againstRoute) { againstRoute = sel.value; dice(form); }
    }, 0);
  });

  // The aggression pact form (templates/console/teg/alliance_pacts.html): the offer
  // select's groups (`data-ally`, `data-target`) and the target select's options
  // (`data-ally`) are kept aside and put back only for the ally and target chosen
  // (hidden options are not honoured by every phone's select). An offer kept selected
  // by a refused form sets both filters.
  function aggressionFilters() {
    document.querySelectorAll("#pacts form.aggression:not([data-filters])").forEach(function (form) {
      var ally = form.querySelector("#aggression_ally");
      var target = form.querySelector("#aggression_target");
      var offer = form.querySelector("#aggression_offer");
      if (!ally || !target || !offer) return;
      form.setAttribute("data-filters", "1");
      var groups = Array.prototype.slice.call(offer.querySelectorAll("optgroup"));
      var targets = Array.prototype.slice.call(target.options);
      var kept = Array.prototype.filter.call(offer.options, function (o) { return o.defaultSelected; })[0];
      function fillTargets() {
        target.textContent = "";
        targets.forEach(function (o) { if (o.getAttribute("data-ally") === ally.value) target.appendChild(o); });
      }
      function fillOffers() {
        offer.textContent = "";
        groups.forEach(function (g) {
          if (g.getAttribute("data-ally") === ally.value && g.getAttribute("data-target") === target.value) offer.appendChild(g);
        });
        offer.selectedIndex = 0;
        Array.prototype.forEach.call(offer.options, function (o) { if (o === kept) o.selected = true; });
      }
      if (kept) {
        ally.value = kept.parentNode.getAttribute("data-ally");
        fillTargets();
        target.value = kept.parentNode.getAttribute("data-target");
      } else {
        fillTargets();
      }
      fillOffers();
      ally.addEventListener("change", function () { kept = null; fillTargets(); target.selectedIndex = 0; fillOffers(); });
      target.addEventListener("change", function () { kept = null; fillOffers(); });
      form.querySelectorAll("[data-js-only]").forEach(function (e) { e.hidden = false; });
      form.querySelectorAll("[data-no-js]").forEach(function (e) { e.hidden = true; });
    });
  }

  function setUp() {
    prepare();
    aggressionFilters();
  }
  new MutationObserver(setUp).observe(document.body, { childList: true, subtree: true });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
})();
