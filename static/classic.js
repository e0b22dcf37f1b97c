// Classic Risiko's console panel (templates/console/classic/panel.html), on top of
// console.js (which posts the `data-act` forms, swaps in the fresh fragment, gives the
// placement rows their steppers and picks routes on the board). This adds:
// - the dice counts: the row of outcome buttons for the counts chosen is the one shown
//   (each button carries its own counts, so a tap records exactly what it says); a new
//   route presets the largest counts the engine allows on it (`data-a`, `data-d`) and
//   names its players on the buttons (`data-att`, `data-def`);
// - "Basta attacchi": folds the attack away, the move and the end of the turn come up;
// - claims on the board: a tap on an empty territory picks its button, a second tap
//   (or the button) claims it;
// - the trade: at most three cards ticked; the first ticked card of the player's own
//   territory (starred) is offered for the +2 (the referee sees it before "Scambia");
// - the move's armies bounded by the route chosen.
// Every panel is set up again when console.js swaps a fresh one in.
(function () {
  "use strict";
  if (window.arbitroClassic) return;
  window.arbitroClassic = true;

  function attackForm() { return document.getElementById("attack_form"); }

  // Shows the outcome row of the dice counts checked.
  function showRow(form) {
    var a = form.querySelector("input[name=show_a]:checked");
    var d = form.querySelector("input[name=show_d]:checked");
    if (!a || !d) return;
    form.querySelectorAll(".throws").forEach(function (row) {
      row.hidden = row.getAttribute("data-dice") !== a.value + "-" + d.value;
    });
  }

  // A route chosen: the outcome buttons name its players (`data-att`, `data-def`), in
  // their text and in the losses read aloud (`aria-label`). T.E.G.'s forms use it too.
  function names(form, opt) {
    [["a", opt.getAttribute("data-att")], ["d", opt.getAttribute("data-def")]].forEach(function (p) {
      if (!p[1]) return;
      form.querySelectorAll(".throws [data-side=" + p[0] + "]").forEach(function (span) {
        var was = span.textContent;
        if (was === p[1]) return;
        span.textContent = p[1];
        var button = span.closest("button");
        var words = button && button.getAttribute("aria-label");
        if (words) button.setAttribute("aria-label", words.split(was).join(p[1]));
      });
    });
  }
  window.arbitroNames = names;

  // A route chosen: the largest dice counts it allows, the others above disabled.
  function preset(form) {
    var sel = form.querySelector("select[name=route]");
    var opt = sel && sel.options[sel.selectedIndex];
    if (!opt || !opt.getAttribute("data-a")) return;
    names(form, opt);
    [["show_a", opt.getAttribute("data-a")], ["show_d", opt.getAttribute("data-d")]].forEach(function (p) {
      var max = parseInt(p[1], 10);
      form.querySelectorAll("input[name=" + p[0] + "]").forEach(function (r) {
        var n = parseInt(r.value, 10);
        r.disabled = n > max;
        r.checked = n === max;
      });
    });
    showRow(form);
  }

  function moveBound(form) {
    var sel = form.querySelector("select[name=route]");
    var opt = sel && sel.options[sel.selectedIndex];
    var input = form.querySelector("input[name=tanks]");
    if (!opt || !input) return;
    input.max = opt.getAttribute("data-max");
    if (parseInt(input.value, 10) > parseInt(input.max, 10)) input.value = input.max;
  }

  var claimPick = null;
  function claimForm() { return document.querySelector("#panel.classic form.claim"); }
  function markClaims() {
    var form = claimForm();
    var board = document.querySelector("#boardwrap svg");
    if (!form || !board) return;
    var free = {};
    form.querySelectorAll("button[data-slug]").forEach(function (b) {
      free[b.getAttribute("data-slug")] = true;
      b.classList.toggle("picked", b.getAttribute("data-slug") === claimPick);
    });
    board.querySelectorAll("g[data-slug]").forEach(function (g) {
      var s = g.getAttribute("data-slug");
      g.classList.toggle("legal", !!free[s]);
      g.classList.toggle("picked", s === claimPick);
    });
  }

  function prepare() {
    var panel = document.querySelector("#panel.classic");
    if (!panel || panel.getAttribute("data-ready") === "1") return;
    panel.setAttribute("data-ready", "1");
    panel.querySelectorAll("[data-stop]").forEach(function (b) { b.hidden = false; });
    var form = attackForm();
    if (form) showRow(form);
    var move = panel.querySelector("form.move");
    if (move) moveBound(move);
    claimPick = null;
    markClaims();
  }

  document.addEventListener("change", function (e) {
    var form = e.target.form;
    if (!form || !form.closest("#panel.classic")) return;
    if (form.id === "attack_form") {
      if (e.target.name === "route") preset(form);
      else if (e.target.name === "show_a" || e.target.name === "show_d") showRow(form);
    } else if (form.classList.contains("trade") && e.target.name === "card") {
      var ticked = form.querySelectorAll("input[name=card]:checked");
      if (ticked.length > 3) { e.target.checked = false; return; }
      var bonus = form.querySelector("select[name=bonus]");
      if (!bonus || bonus.value) return;
      Array.prototype.some.call(ticked, function (c) {
        var own = Array.prototype.some.call(bonus.options, function (o) { return o.value === c.value; });
        if (own) bonus.value = c.value;
        return own;
      });
    } else if (form.classList.contains("move") && e.target.name === "route") {
      moveBound(form);
    }
  });

  document.addEventListener("click", function (e) {
    var stop = e.target.closest("#panel.classic [data-stop]");
    if (stop) {
      var form = stop.form;
      form.hidden = true;
      // A small button brings the attack back, should the player change their mind.
      var back = document.createElement("button");
      back.type = "button"; back.className = "button small";
      back.textContent = form.querySelector("h3").textContent;
      back.addEventListener("click", function () { form.hidden = false; back.remove(); });
      form.parentNode.insertBefore(back, form);
      var next = document.querySelector("#panel.classic form.move, #panel.classic form.end");
      if (next) next.scrollIntoView({ block: "center" });
      return;
    }
    var g = e.target.closest("#boardwrap g[data-slug]");
    if (!g) return;
    var slug = g.getAttribute("data-slug");
    // A route picked on the board (console.js set the select): preset its dice.
    var af = attackForm();
    if (af) { preset(af); return; }
    var cf = claimForm();
    if (!cf) return;
    var button = cf.querySelector("button[data-slug='" + CSS.escape(slug) + "']");
    if (!button) return;
    if (claimPick === slug) { cf.requestSubmit(button); return; }
    claimPick = slug;
    markClaims();
    button.scrollIntoView({ block: "nearest" });
  });

  // console.js replaces the live part after every action: set the fresh panel up.
  new MutationObserver(prepare).observe(document.body, { childList: true, subtree: true });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", prepare);
  else prepare();
})();
