// The console's physical draft counts live; the public table page updates itself: on each server-sent "change" event it fetches
// the board fragment and swaps it in; between events the clock counts down locally.
(function () {
  // Physical draft form: recount territories per seat as the referee fills the selects.
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
  var table = document.getElementById("table");
  if (!table || !window.EventSource) return;
  var boardUrl = table.getAttribute("data-board");
  function swap() {
    fetch(boardUrl, { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (!html) return;
        var live = document.getElementById("live");
        if (live) live.outerHTML = html;
      });
  }
  var es = new EventSource(table.getAttribute("data-events"));
  es.addEventListener("change", swap);
  setInterval(function () {
    var c = document.querySelector("#live .clock");
    if (!c || c.getAttribute("data-running") !== "true") return;
    var left = Math.max(0, parseInt(c.getAttribute("data-remaining"), 10) - 1);
    c.setAttribute("data-remaining", String(left));
    var el = c.querySelector(".left");
    if (el) el.textContent = Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0");
  }, 1000);
})();
