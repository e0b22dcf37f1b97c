// Public table page: on each server-sent "change" event it fetches the board fragment
// and swaps it in (clock.js then counts from the fresh seconds). (The referee console's
// script is `console.js`.)
(function () {
  if (!window.EventSource) return;

  var table = document.getElementById("table");
  if (table) {
    var boardUrl = table.getAttribute("data-board");
    var swap = function () {
      fetch(boardUrl, { credentials: "same-origin" })
        .then(function (r) { return r.ok ? r.text() : null; })
        .then(function (html) {
          if (!html) return;
          var live = document.getElementById("live");
          if (live) live.outerHTML = html;
        });
    };
    new EventSource(table.getAttribute("data-events")).addEventListener("change", swap);
  }
})();
