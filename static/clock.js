// Ticks the match clock and the turn time between page loads. The server renders the
// seconds in data attributes (it is the source of truth); this only counts from the
// moment those were rendered. An element swapped in by live.js (or the page after a
// reload) brings fresh seconds and starts counting again from them: that is the resync.
//   data-remaining       seconds of match time left (counts down while data-running)
//   data-turn            seconds of the current turn (counts up while data-turn-running)
//   data-turn-warn       the tournament's per-turn warning, in seconds (optional)
//   data-announce-in     seconds until the 90-minute call; then #announce is shown,
//                        and the bar's #call-due
(function () {
  function mmss(s) {
    s = Math.max(0, s);
    return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
  }
  function num(el, name) {
    var v = el.getAttribute(name);
    return v === null ? null : parseInt(v, 10);
  }
  function tick() {
    document.querySelectorAll("[data-clock]").forEach(function (el) {
      // The first time an element is seen, remember when: seconds count from there.
      if (!el.arbitroSince) el.arbitroSince = Date.now();
      var gone = Math.floor((Date.now() - el.arbitroSince) / 1000);
      var running = el.getAttribute("data-running") === "true";
      var remaining = num(el, "data-remaining");
      var left = el.querySelector(".left");
      if (left && remaining !== null) left.textContent = mmss(running ? remaining - gone : remaining);
      var turn = num(el, "data-turn");
      var turnEl = el.querySelector(".turn");
      if (turnEl && turn !== null) {
        var t = el.getAttribute("data-turn-running") === "true" ? turn + gone : turn;
        turnEl.textContent = mmss(t);
        var warn = num(el, "data-turn-warn");
        turnEl.classList.toggle("over", warn !== null && t >= warn);
      }
      var announceIn = num(el, "data-announce-in");
      if (announceIn !== null && running && gone >= announceIn) {
        var alert = document.getElementById("announce");
        if (alert && alert.hidden) alert.hidden = false;
        // The sticky bar says it too, with the button that opens the call.
        var due = document.getElementById("call-due");
        if (due && due.hidden) due.hidden = false;
      }
    });
  }
  tick();
  setInterval(tick, 1000);
})();
