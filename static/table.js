// The public table page /t/{token}: on each server-sent "change" it fetches the board
// fragment and swaps it in (clock.js then counts from the fresh seconds). The stream is
// stream.js's: closed while the page is hidden or in the back/forward cache, and a
// fresh board is fetched when it opens again.
(function () {
  "use strict";
  var table = document.getElementById("table");
  if (!table || !window.arbitroStream) return;
  var boardUrl = table.getAttribute("data-board");
  var swap = function () {
    fetch(boardUrl, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (!html) return;
        var live = document.getElementById("live");
        if (live) live.outerHTML = html;
      })
      .catch(function () {});
  };
  window.arbitroStream(table.getAttribute("data-events"), { change: swap, reopen: swap });
})();
