// Live pages. Physical draft form: counts per seat as the referee fills the selects.
// (The public table page is static/table.js.) Console match page:
// on each change it asks the API for the state; if the table moved on it reloads, unless
// the referee is typing into a form, in which case it shows a "reload" notice instead.
(function () {
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
  if (!window.EventSource) return;

  var console_ = document.getElementById("console");
  if (!console_) return;
  var seen = console_.getAttribute("data-seen");
  var typing = false;
  console_.addEventListener("input", function () { typing = true; });
  var check = function () {
    fetch(console_.getAttribute("data-state"), { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (s) {
        if (!s) return;
        var c = console_.querySelector("[data-clock]");
        if (c && s.clock) {
          // Resync the ticking clock with the server's seconds.
          c.setAttribute("data-remaining", String(s.clock.remaining_secs));
          c.setAttribute("data-running", String(s.clock.running));
          if (s.clock.turn_secs !== null) {
            c.setAttribute("data-turn", String(s.clock.turn_secs));
            c.setAttribute("data-turn-running", String(s.clock.turn_running));
          }
          c.arbitroSince = Date.now();
        }
        if (String(s.entries) === seen) return;
        if (!typing) { window.location.reload(); return; }
        var note = document.getElementById("moved-on");
        if (note) note.hidden = false;
      });
  };
  new EventSource(console_.getAttribute("data-events")).addEventListener("change", check);
})();
