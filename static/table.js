// The public table page /t/{token}: on each server-sent "change" it fetches the board
// fragment and swaps it in (clock.js then counts from the fresh seconds). The stream is
// stream.js's: closed while the page is hidden or in the back/forward cache, and a
// fresh board is fetched when it opens again.
// When the server cannot be reached (the stream drops, a fetch fails) a banner says so
// above the last board received, which stays as it was; it goes once the stream is
// back and a fresh board has come. Each change is said in short (round, phase, whose
// turn) from one live region outside the swapped board.
(function () {
  "use strict";
  var table = document.getElementById("table");
  if (!table || !window.arbitroStream) return;
  var boardUrl = table.getAttribute("data-board");
  var offline = document.getElementById("offline");
  var region = document.getElementById("announcer");
  function down(on) { if (offline) offline.hidden = !on; }
  function head() {
    var h = document.querySelector("#live .tablehead");
    return h ? h.textContent.replace(/\s+/g, " ").trim() : "";
  }
  var said = head();
  var swap = function () {
    fetch(boardUrl, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        // Anything but the board's fragment (a proxy's error page...) leaves the board.
        if (!html || html.indexOf('id="live"') < 0) { down(true); return; }
        down(false);
        var live = document.getElementById("live");
        if (live) live.outerHTML = html;
        var now = head();
        if (region && now && now !== said) region.textContent = now;
        said = now;
      })
      .catch(function () { down(true); });
  };
  window.arbitroStream(table.getAttribute("data-events"), {
    change: swap,
    reopen: swap,
    error: function () { down(true); }
  });
  window.addEventListener("offline", function () { down(true); });
})();
